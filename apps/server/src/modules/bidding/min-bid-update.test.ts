import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinBidUpdate } from '@eauction/shared';
import { ManualClock } from '../../platform/clock';
import { AuctionClient, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const START = new Date('2026-08-01T04:30:00Z'); // 10:00 IST
const END = new Date('2026-08-01T11:30:00Z'); // 17:00 IST

const minBidUpdates = (client: AuctionClient) =>
  client.received.filter((r) => r.event === 'min-bid-update').map((r) => r.payload as MinBidUpdate);

describe.each(TEST_DATABASES)('min-bid-update on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(new Date(START.getTime() + 60_000));
  let auction = '';
  let alice: AuctionClient;
  let bob: AuctionClient;
  let watcher: AuctionClient;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 500_000 });
    const [a, b, w] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    const url = await listen(ctx.app);
    alice = await AuctionClient.connect(url, a.token, auction);
    bob = await AuctionClient.connect(url, b.token, auction);
    watcher = await AuctionClient.connect(url, w.token, auction);
  });
  afterAll(async () => {
    for (const client of [alice, bob, watcher]) client?.close();
    await ctx?.close();
  });

  it('tells every client in the room the new minimum after a bid', async () => {
    expect((await alice.bid(500_000)).ok).toBe(true);
    await watcher.until((c) => minBidUpdates(c).length > 0);
    expect(minBidUpdates(watcher)).toEqual([{ auctionId: auction, minManualBid: 501_000, seq: 1 }]);
    await alice.until((c) => minBidUpdates(c).length > 0);
    expect(minBidUpdates(alice)[0]).toEqual({ auctionId: auction, minManualBid: 501_000, seq: 1 });
  });

  it('after a burst of bids, announces the latest minimum, never an older one after a newer', async () => {
    let amount = 501_000;
    for (let i = 0; i < 6; i++) {
      const ack = await (i % 2 === 0 ? bob : alice).bid(amount);
      expect(ack.ok).toBe(true);
      amount += 1000;
    }
    // Seven bids in all: the last minimum is the final bid plus the increment.
    await watcher.until((c) => minBidUpdates(c).at(-1)?.seq === 7);
    const updates = minBidUpdates(watcher);
    expect(updates.at(-1)).toEqual({ auctionId: auction, minManualBid: amount, seq: 7 });
    const seqs = updates.map((u) => u.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    // The client's state agrees with the bid updates it got as well.
    expect(watcher.feed.status?.minManualBid).toBe(amount);
    expect(watcher.feed.status?.currentBid).toBe(amount - 1000);
  });
});
