import type { AuctionStatus, BidUpdate, BidView } from '@eauction/shared';

export const AUCTION_ID = '5b0c6f3e-7d2a-4c1e-9f00-1a2b3c4d5e6f';
export const ME = 'bidder-me';
export const RIVAL = 'bidder-rival';

/** An auction-status as the engine sends it on join; times relative to `nowMs` unless given. */
export function makeStatus(overrides: Partial<AuctionStatus> = {}, nowMs = Date.now()): AuctionStatus {
  return {
    auctionId: AUCTION_ID,
    serverTime: new Date(nowMs).toISOString(),
    auctionStartTime: new Date(nowMs - 3_600_000).toISOString(),
    auctionEndTime: new Date(nowMs + 2 * 3_600_000).toISOString(),
    extensionCount: 0,
    reservePrice: 2_450_000,
    bidIncrement: 10_000,
    currentBid: null,
    currentBidder: null,
    minManualBid: 2_450_000,
    participants: 2,
    recentBids: [],
    seq: 0,
    you: { bidderId: ME, isAdmin: false },
    ...overrides,
  };
}

export function makeBid(
  seq: number,
  amount: number,
  bidderId: string,
  overrides: Partial<BidView> = {},
): BidView {
  return {
    seq,
    amount,
    bidderId,
    isAutoBid: false,
    timestamp: new Date(Date.UTC(2026, 2, 20, 6, 0, seq)).toISOString(),
    ...overrides,
  };
}

/** A bid-update carrying `bids` (oldest first here; sent newest first like the engine does). */
export function makeUpdate(
  status: AuctionStatus,
  bids: BidView[],
  overrides: Partial<BidUpdate> = {},
): BidUpdate {
  const last = bids[bids.length - 1];
  if (!last) throw new Error('an update carries at least one bid');
  return {
    auctionId: status.auctionId,
    fromSeq: bids[0]?.seq ?? last.seq,
    seq: last.seq,
    currentBid: last.amount,
    currentBidder: { id: last.bidderId },
    timestamp: last.timestamp,
    minManualBid: last.amount + status.bidIncrement,
    auctionEndTime: status.auctionEndTime,
    extensionCount: status.extensionCount,
    recentBids: [...bids].reverse(),
    ...overrides,
  };
}
