import { describe, expect, it } from 'vitest';
import { BID_HISTORY_LIMIT } from '@eauction/shared';
import {
  bidderLabel,
  initialLiveAuctionState,
  liveAuctionReducer,
  standingOf,
  type LiveAuctionAction,
  type LiveAuctionState,
} from './live-auction-state';
import { AUCTION_ID, ME, RIVAL, makeBid, makeStatus, makeUpdate } from './testing/fixtures';

const run = (actions: LiveAuctionAction[], state: LiveAuctionState = initialLiveAuctionState()) =>
  actions.reduce(liveAuctionReducer, state);

describe('liveAuctionReducer', () => {
  const status = makeStatus();
  const b1 = makeBid(1, 2_450_000, RIVAL);
  const b2 = makeBid(2, 2_460_000, ME);
  const b3 = makeBid(3, 2_470_000, RIVAL);

  it('applies updates in seq order and drops stale and duplicate ones', () => {
    const state = run([
      { type: 'auction-status', status },
      { type: 'bid-update', update: makeUpdate(status, [b1]), nowMs: 0 },
      { type: 'bid-update', update: makeUpdate(status, [b2]), nowMs: 0 },
      { type: 'bid-update', update: makeUpdate(status, [b1]), nowMs: 0 },
      { type: 'bid-update', update: makeUpdate(status, [b2]), nowMs: 0 },
    ]);
    expect(state.feed.status?.currentBid).toBe(2_460_000);
    expect(state.feed.status?.recentBids.map((b) => b.seq)).toEqual([2, 1]);
  });

  it('holds an update that skips ahead and marks the gap until the missing one comes', () => {
    let state = run([
      { type: 'auction-status', status },
      { type: 'bid-update', update: makeUpdate(status, [b1]), nowMs: 0 },
      { type: 'bid-update', update: makeUpdate(status, [b3]), nowMs: 100 },
    ]);
    expect(state.feed.status?.currentBid).toBe(2_450_000);
    expect(state.feed.gapSince).toBe(100);
    state = liveAuctionReducer(state, { type: 'bid-update', update: makeUpdate(status, [b2]), nowMs: 200 });
    expect(state.feed.status?.currentBid).toBe(2_470_000);
    expect(state.feed.gapSince).toBeNull();
  });

  it('takes a fresh auction-status after a resync as the truth', () => {
    const fresh = makeStatus({
      seq: 3,
      currentBid: 2_470_000,
      currentBidder: { id: RIVAL },
      recentBids: [b3, b2, b1],
    });
    const state = run([
      { type: 'auction-status', status },
      { type: 'bid-update', update: makeUpdate(status, [b3]), nowMs: 0 },
      { type: 'auction-status', status: fresh },
    ]);
    expect(state.feed.status?.seq).toBe(3);
    expect(state.feed.gapSince).toBeNull();
  });

  it('shows a bid-error as received and clears it on the next bid update', () => {
    let state = run([
      { type: 'auction-status', status },
      { type: 'bid-error', message: 'You already hold the highest bid' },
    ]);
    expect(state.bidError).toBe('You already hold the highest bid');
    state = liveAuctionReducer(state, { type: 'bid-update', update: makeUpdate(status, [b1]), nowMs: 0 });
    expect(state.bidError).toBeNull();
  });

  it('keeps at most the 50 newest bids', () => {
    const bids = Array.from({ length: 60 }, (_, i) =>
      makeBid(i + 1, 2_450_000 + i * 10_000, i % 2 ? ME : RIVAL),
    );
    const state = run([
      { type: 'auction-status', status },
      { type: 'bid-update', update: makeUpdate(status, bids), nowMs: 0 },
    ]);
    expect(state.feed.status?.recentBids).toHaveLength(BID_HISTORY_LIMIT);
    expect(state.feed.status?.recentBids[0]?.seq).toBe(60);
  });

  it('follows extensions, minimum bids and participants, ignoring other auctions', () => {
    const state = run([
      { type: 'auction-status', status },
      {
        type: 'auction-extended',
        update: {
          auctionId: AUCTION_ID,
          auctionEndTime: '2026-03-20T11:35:00.000Z',
          extensionCount: 1,
          seq: 0,
        },
      },
      { type: 'participant-update', update: { auctionId: AUCTION_ID, count: 7 } },
      { type: 'participant-update', update: { auctionId: 'another-auction', count: 99 } },
      { type: 'min-bid-update', update: { auctionId: AUCTION_ID, minManualBid: 2_455_000, seq: 0 } },
    ]);
    expect(state.feed.status).toMatchObject({
      auctionEndTime: '2026-03-20T11:35:00.000Z',
      extensionCount: 1,
      participants: 7,
      minManualBid: 2_455_000,
    });
  });
});

describe('who is who', () => {
  it("names the user's own bids 'You' and everyone else 'Other bidder'", () => {
    const status = makeStatus();
    expect(bidderLabel(ME, status)).toBe('You');
    expect(bidderLabel(RIVAL, status)).toBe('Other bidder');
  });

  it('tells leading from outbid from not bidding', () => {
    expect(standingOf(makeStatus())).toBe('no-bids');
    const mine = makeBid(1, 2_450_000, ME);
    const theirs = makeBid(2, 2_460_000, RIVAL);
    expect(standingOf(makeStatus({ currentBidder: { id: ME }, recentBids: [mine] }))).toBe('leading');
    expect(standingOf(makeStatus({ currentBidder: { id: RIVAL }, recentBids: [theirs, mine] }))).toBe(
      'outbid',
    );
    expect(standingOf(makeStatus({ currentBidder: { id: RIVAL }, recentBids: [theirs] }))).toBe(
      'not-bidding',
    );
  });
});
