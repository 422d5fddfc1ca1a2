import { describe, expect, it } from 'vitest';
import {
  AuctionIdSchema,
  AutoBidSettingsInputSchema,
  BIDDING_MESSAGES,
  PlaceBidSchema,
  applyAuctionExtended,
  applyAuctionStatus,
  applyBidUpdate,
  applyMinBidUpdate,
  applyParticipantUpdate,
  bidDisplayState,
  emptyFeed,
  feedFromStatus,
  feedNeedsResync,
  matchesBidFilter,
  minimumNextBid,
  offeredMinimumBid,
  autoBidIncrementError,
  FEED_GAP_WAIT_MS,
  type AuctionStatus,
  type BidUpdate,
  type BidView,
} from './bidding';

const AUCTION = '0b7f6f7e-3c43-4a3e-9d51-2f4f1d7c9a10';

const status = (over: Partial<AuctionStatus> = {}): AuctionStatus => ({
  auctionId: AUCTION,
  serverTime: '2026-11-22T06:00:00.000Z',
  auctionStartTime: '2026-11-22T04:30:00.000Z',
  auctionEndTime: '2026-11-22T11:30:00.000Z',
  extensionCount: 0,
  reservePrice: 100_000,
  bidIncrement: 1000,
  currentBid: null,
  currentBidder: null,
  minManualBid: 100_000,
  participants: 2,
  recentBids: [],
  seq: 0,
  you: { bidderId: 'me', isAdmin: false },
  ...over,
});

const bid = (seq: number, amount: number, bidderId = 'other'): BidView => ({
  seq,
  amount,
  bidderId,
  isAutoBid: false,
  timestamp: new Date(Date.UTC(2026, 10, 22, 6, 0, seq)).toISOString(),
});

/** An update carrying the bids `from..to` at 100k + 1k per seq. */
const update = (from: number, to: number, over: Partial<BidUpdate> = {}): BidUpdate => {
  const bids = [];
  for (let s = to; s >= from; s -= 1) bids.push(bid(s, 100_000 + (s - 1) * 1000));
  return {
    auctionId: AUCTION,
    fromSeq: from,
    seq: to,
    currentBid: bids[0]!.amount,
    currentBidder: { id: bids[0]!.bidderId },
    timestamp: bids[0]!.timestamp,
    minManualBid: bids[0]!.amount + 1000,
    auctionEndTime: '2026-11-22T11:30:00.000Z',
    extensionCount: 0,
    recentBids: bids,
    ...over,
  };
};

describe('bid amounts', () => {
  it('starts at the reserve price, then current bid plus the increment', () => {
    expect(minimumNextBid(250_000, null, 1000)).toBe(250_000);
    expect(minimumNextBid(250_000, 260_000, 5000)).toBe(265_000);
  });

  it("offers the larger of the server minimum and current plus the property's increment", () => {
    expect(offeredMinimumBid(105_000, 100_000, 1000)).toBe(105_000);
    expect(offeredMinimumBid(100_000, 100_000, 1000)).toBe(101_000);
    expect(offeredMinimumBid(100_000, 100_000, 10_000)).toBe(110_000);
    expect(offeredMinimumBid(100_000, null, 10_000)).toBe(100_000);
  });

  it('formats the product’s message with Indian digit grouping', () => {
    expect(BIDDING_MESSAGES.bidTooLow(1_234_567)).toEqual({
      id: 'auction.bidding.bidTooLow',
      values: { current: '₹12,34,567' },
    });
  });
});

describe('PlaceBidSchema', () => {
  const parse = (bidAmount: unknown) => PlaceBidSchema.safeParse({ auctionId: AUCTION, bidAmount });

  it('accepts a whole number of rupees', () => {
    expect(parse(101_000).success).toBe(true);
  });

  it.each([
    ['a string', '101000'],
    ['a negative amount', -5],
    ['zero', 0],
    ['a fraction', 1000.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['10^30', 1e30],
    ['nothing', undefined],
  ])('refuses %s', (_name, value) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect([
      BIDDING_MESSAGES.bidInvalidAmount,
      BIDDING_MESSAGES.bidNotWholeRupees,
      BIDDING_MESSAGES.bidTooHigh,
    ]).toContain(result.error?.issues[0]?.message);
  });

  it('says why an amount is refused', () => {
    const messageOf = (value: unknown) => parse(value).error?.issues[0]?.message;
    expect(messageOf(-5)).toBe('auction.bidding.invalidAmount');
    expect(messageOf(1000.5)).toBe('auction.bidding.notWholeRupees');
    expect(messageOf(1e30)).toBe('auction.bidding.tooHigh');
  });

  it('refuses an auction id that is not a property id', () => {
    const result = PlaceBidSchema.safeParse({ auctionId: 'EN-2026-0001', bidAmount: 1000 });
    expect(result.error?.issues[0]?.message).toBe('auction.bidding.unknownAuction');
  });

  it('reads the auction id in its one spelling, lower case, however it was written', () => {
    const upper = AUCTION.toUpperCase();
    expect(AuctionIdSchema.parse(upper)).toBe(AUCTION);
    expect(PlaceBidSchema.parse({ auctionId: upper, bidAmount: 1000 }).auctionId).toBe(AUCTION);
    expect(
      AutoBidSettingsInputSchema.parse({ auctionId: upper, enabled: true, maxAmount: 150_000 }).auctionId,
    ).toBe(AUCTION);
  });
});

describe('AutoBidSettingsInputSchema', () => {
  it('leaves the increment to the property when it is left out, and refuses one that is not positive', () => {
    const ok = AutoBidSettingsInputSchema.parse({ auctionId: AUCTION, enabled: true, maxAmount: 150_000 });
    expect(ok.increment).toBeUndefined();
    const low = AutoBidSettingsInputSchema.safeParse({
      auctionId: AUCTION,
      enabled: true,
      maxAmount: 150_000,
      increment: 0,
    });
    expect(low.error?.issues[0]?.message).toBe('auction.autoBid.incrementInvalid');
  });
});

describe('autoBidIncrementError', () => {
  it("takes the property's bid increment as the smallest increment", () => {
    expect(autoBidIncrementError(10_000, 10_000)).toBeNull();
    expect(autoBidIncrementError(25_000, 10_000)).toBeNull();
    expect(autoBidIncrementError(9999, 10_000)).toEqual({
      id: 'auction.autoBid.incrementTooLow',
      values: { amount: '₹10,000' },
    });
    expect(autoBidIncrementError(1000, 1000)).toBeNull();
    expect(autoBidIncrementError(1000.5, 1000)).toEqual({ id: 'auction.bidding.notWholeRupees' });
  });
});

describe('the auction feed', () => {
  it('applies updates in seq order and keeps at most 50 bids, newest first', () => {
    let feed = feedFromStatus(status());
    for (let s = 1; s <= 60; s += 1) feed = applyBidUpdate(feed, update(s, s));
    expect(feed.status?.seq).toBe(60);
    expect(feed.status?.currentBid).toBe(159_000);
    expect(feed.status?.recentBids).toHaveLength(50);
    expect(feed.status?.recentBids[0]?.seq).toBe(60);
    expect(feed.status?.recentBids.at(-1)?.seq).toBe(11);
  });

  it('drops stale and duplicate updates', () => {
    let feed = applyBidUpdate(feedFromStatus(status()), update(1, 3));
    const before = feed;
    feed = applyBidUpdate(feed, update(2, 2));
    feed = applyBidUpdate(feed, update(1, 3));
    expect(feed).toBe(before);
  });

  it('holds an update that skips ahead until the missing one arrives', () => {
    let feed = feedFromStatus(status());
    feed = applyBidUpdate(feed, update(1, 1), 1000);
    feed = applyBidUpdate(feed, update(3, 4), 1000);
    expect(feed.status?.seq).toBe(1);
    expect(feed.gapSince).toBe(1000);
    expect(feedNeedsResync(feed, 1000 + FEED_GAP_WAIT_MS - 1)).toBe(false);
    expect(feedNeedsResync(feed, 1000 + FEED_GAP_WAIT_MS)).toBe(true);

    feed = applyBidUpdate(feed, update(2, 2), 1200);
    expect(feed.status?.seq).toBe(4);
    expect(feed.status?.recentBids.map((b) => b.seq)).toEqual([4, 3, 2, 1]);
    expect(feed.gapSince).toBeNull();
    expect(feed.pending).toEqual([]);
  });

  it('resynchronises from a fresh auction-status and replays held updates past it', () => {
    let feed = feedFromStatus(status());
    feed = applyBidUpdate(feed, update(5, 6));
    const fresh = status({ seq: 5, currentBid: 104_000, recentBids: [bid(5, 104_000)], participants: 7 });
    feed = applyAuctionStatus(feed, fresh);
    expect(feed.status?.seq).toBe(6);
    expect(feed.status?.participants).toBe(7);
    expect(feed.gapSince).toBeNull();
  });

  it('keeps newer state when an older auction-status arrives late', () => {
    let feed = applyBidUpdate(feedFromStatus(status()), update(1, 3));
    feed = applyAuctionStatus(feed, status({ seq: 1, participants: 9 }));
    expect(feed.status?.seq).toBe(3);
    expect(feed.status?.participants).toBe(9);
  });

  it('ignores updates for another auction and before any status', () => {
    const other = update(1, 1, { auctionId: '5a0e8c1e-49c8-4e55-8d7a-7a2c0b1d4e11' });
    const feed = feedFromStatus(status());
    expect(applyBidUpdate(feed, other)).toBe(feed);
    expect(applyBidUpdate(emptyFeed(), update(1, 1)).status).toBeNull();
  });

  it('moves the end on auction-extended only forward in extension count', () => {
    let feed = feedFromStatus(status());
    feed = applyAuctionExtended(feed, {
      auctionId: AUCTION,
      auctionEndTime: '2026-11-22T11:34:50.000Z',
      extensionCount: 1,
      seq: 1,
    });
    expect(feed.status?.auctionEndTime).toBe('2026-11-22T11:34:50.000Z');
    const again = applyAuctionExtended(feed, {
      auctionId: AUCTION,
      auctionEndTime: '2026-11-22T11:30:00.000Z',
      extensionCount: 1,
      seq: 1,
    });
    expect(again).toBe(feed);
  });

  it('takes minimum bid and participant updates', () => {
    let feed = applyBidUpdate(feedFromStatus(status()), update(1, 2));
    feed = applyMinBidUpdate(feed, { auctionId: AUCTION, minManualBid: 120_000, seq: 2 });
    expect(feed.status?.minManualBid).toBe(120_000);
    feed = applyMinBidUpdate(feed, { auctionId: AUCTION, minManualBid: 1, seq: 1 });
    expect(feed.status?.minManualBid).toBe(120_000);
    feed = applyParticipantUpdate(feed, { auctionId: AUCTION, count: 12 });
    expect(feed.status?.participants).toBe(12);
  });
});

describe('bid display state', () => {
  it('is winning first, then active, otherwise ended; filters follow it', () => {
    const winning = { isWinningBid: true, auctionActive: true };
    const active = { isWinningBid: false, auctionActive: true };
    const lost = { isWinningBid: false, auctionActive: false };
    expect([winning, active, lost].map(bidDisplayState)).toEqual(['winning', 'active', 'ended']);
    expect(matchesBidFilter(winning, 'won')).toBe(true);
    expect(matchesBidFilter(active, 'won')).toBe(false);
    expect(matchesBidFilter(active, 'active')).toBe(true);
    expect(matchesBidFilter(lost, 'lost')).toBe(true);
    expect(matchesBidFilter(winning, 'lost')).toBe(false);
    expect(matchesBidFilter(lost, 'all')).toBe(true);
  });
});
