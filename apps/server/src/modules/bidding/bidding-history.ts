import { desc, eq } from 'drizzle-orm';
import { auctionPhase, type BidHistoryEntry } from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties } from '../../db/schema';
import type { Clock } from '../../platform/clock';

/** Far more than any bidder places; it bounds the answer should a script bid thousands of times. */
const HISTORY_LIMIT = 1000;

/**
 * GET /api/auth/bidding-history: the caller's own bids, newest first (docs/product.md, "Bid history entry"
 * and "Bid display state"). A bid is winning when it is the auction's highest bid and its bidder still leads;
 * the auction is active while the server's clock is inside its window (extensions included).
 */
export async function listBiddingHistory(db: Db, clock: Clock, userId: string): Promise<BidHistoryEntry[]> {
  const rows = await db
    .select({
      id: bids.id,
      amount: bids.amount,
      isAuto: bids.isAuto,
      placedAt: bids.placedAt,
      propertyId: properties.id,
      customerName: properties.customerName,
      propertyType: properties.propertyType,
      propertyLocation: properties.propertyLocation,
      state: properties.state,
      loanAccountNo: properties.loanAccountNo,
      auctionDate: properties.auctionDate,
      startAt: properties.startAt,
      endAt: properties.endAt,
      currentBid: properties.currentBid,
      currentBidderId: properties.currentBidderId,
    })
    .from(bids)
    .innerJoin(properties, eq(properties.id, bids.propertyId))
    .where(eq(bids.bidderId, userId))
    .orderBy(desc(bids.placedAt), desc(bids.id))
    .limit(HISTORY_LIMIT);
  const now = clock.now().getTime();
  return rows.map((r) => ({
    _id: String(r.id),
    property: {
      _id: r.propertyId,
      customerName: r.customerName,
      propertyType: r.propertyType,
      propertyLocation: r.propertyLocation,
      State: r.state,
      loanAccountNo: r.loanAccountNo,
      auctionDate: r.auctionDate,
    },
    amount: r.amount,
    isAutoBid: r.isAuto,
    timestamp: r.placedAt.toISOString(),
    isWinningBid: r.currentBid === r.amount && r.currentBidderId === userId,
    auctionActive: auctionPhase({ start: r.startAt, end: r.endAt }, now) === 'live',
  }));
}
