import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { CommittedBids } from './bid-transaction';
import { BidBroadcaster } from './broadcaster';

const AUCTION = '00000000-0000-4000-8000-000000000001';

function committed(fromSeq: number, count = 1): CommittedBids {
  const bids = Array.from({ length: count }, (_, i) => ({
    seq: fromSeq + i,
    amount: 100_000 + (fromSeq + i) * 1000,
    userId: `user-${fromSeq + i}`,
    isAuto: i > 0,
    placedAt: new Date(0),
  }));
  const last = bids[bids.length - 1]!; // count ≥ 1
  return {
    auctionId: AUCTION,
    bids,
    fromSeq,
    seq: last.seq,
    currentBid: last.amount,
    leaderId: last.userId,
    minManualBid: last.amount + 1000,
    endAt: new Date(0),
    extensionCount: 0,
    extended: false,
    outbidUserIds: [],
  };
}

function recorder(maxHoldMs?: number) {
  const sent: number[][] = [];
  const broadcaster = new BidBroadcaster((batch) => sent.push(batch.map((c) => c.fromSeq)), maxHoldMs);
  return { sent, broadcaster };
}

describe('bid broadcaster', () => {
  it('coalesces commits of one turn into one update per contiguous run, in seq order', async () => {
    const { sent, broadcaster } = recorder();
    const tickets = [1, 2, 4, 5].map(() => broadcaster.open(AUCTION));
    const commits = [committed(1), committed(2, 2), committed(4), committed(5)];
    tickets.forEach((t, i) => t.reserve(commits[i]!.fromSeq));
    // They resume out of order within one turn.
    for (const i of [3, 0, 2, 1]) broadcaster.publish(tickets[i]!, commits[i]!);
    await nextTurn();
    expect(sent).toEqual([[1, 2, 4, 5]]);
    expect(broadcaster.lastSentSeq(AUCTION)).toBe(5);
  });

  it('holds a commit until a lower sequence number reserved here has gone out', async () => {
    const { sent, broadcaster } = recorder();
    const first = broadcaster.open(AUCTION);
    const second = broadcaster.open(AUCTION);
    first.reserve(1);
    second.reserve(2);
    broadcaster.publish(second, committed(2));
    await nextTurn();
    expect(sent).toEqual([]);
    broadcaster.publish(first, committed(1));
    await nextTurn();
    expect(sent).toEqual([[1, 2]]);
  });

  it('does not wait for numbers it never reserved (another instance) or for refused transactions', async () => {
    const { sent, broadcaster } = recorder();
    const refused = broadcaster.open(AUCTION);
    const waiting = broadcaster.open(AUCTION); // still waiting for the row lock: no number yet
    const ours = broadcaster.open(AUCTION);
    ours.reserve(7);
    broadcaster.publish(ours, committed(7));
    broadcaster.close(refused);
    await nextTurn();
    expect(sent).toEqual([[7]]);
    broadcaster.close(waiting);
  });

  it('sends separate updates across a gap, and never drops a commit', async () => {
    const { sent, broadcaster } = recorder();
    for (const from of [3, 1, 6]) {
      const t = broadcaster.open(AUCTION);
      t.reserve(from);
      broadcaster.publish(t, committed(from, from === 1 ? 2 : 1));
    }
    await nextTurn();
    expect(sent).toEqual([[1, 3], [6]]);
  });

  it('stops waiting for a reserved number after the hold limit', async () => {
    const { sent, broadcaster } = recorder(30);
    const stuck = broadcaster.open(AUCTION);
    const later = broadcaster.open(AUCTION);
    stuck.reserve(1);
    later.reserve(2);
    broadcaster.publish(later, committed(2));
    await nextTurn();
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toEqual([[2]]);
    broadcaster.close(stuck);
  });
});
