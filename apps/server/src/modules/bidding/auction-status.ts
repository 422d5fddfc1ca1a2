import { and, desc, eq, lte } from 'drizzle-orm';
import {
  BID_HISTORY_LIMIT,
  minimumNextBid,
  type AuctionStatus,
  type BidUpdate,
  type BidView,
} from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { bids, properties } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { auctionStateColumns, type CommittedBids, type RecordedBid } from './bid-transaction';
import type { BidderAliases } from './bidder-alias';

/** Rows never cross the wire: bidders appear by alias only (bidder-alias.ts). */

export function toBidView(aliases: BidderAliases, auctionId: string, bid: RecordedBid): BidView {
  return {
    seq: bid.seq,
    amount: bid.amount,
    bidderId: aliases(auctionId, bid.userId),
    isAutoBid: bid.isAuto,
    timestamp: bid.placedAt.toISOString(),
  };
}

/**
 * What one viewer may see of the bids: the auto flag of their own bids only, or of every bid for an
 * administrator (`viewerAlias` null: no bid is theirs). Rivals never learn that a proxy bid.
 */
export function bidsForViewer(bids: BidView[], viewerAlias: string | null, isAdmin: boolean): BidView[] {
  if (isAdmin) return bids;
  return bids.map((bid) => {
    if (bid.bidderId === viewerAlias) return bid;
    return { seq: bid.seq, amount: bid.amount, bidderId: bid.bidderId, timestamp: bid.timestamp };
  });
}

/**
 * One `bid-update` for one or more committed transactions that follow each other without a gap
 * (`fromSeq` of the first, state of the last, every bid newest first).
 */
export function toBidUpdate(aliases: BidderAliases, batch: CommittedBids[]): BidUpdate {
  const first = batch[0];
  const last = batch[batch.length - 1];
  if (!first || !last) throw new Error('an update needs at least one committed transaction');
  const { auctionId } = last;
  const recentBids = batch
    .flatMap((c) => c.bids)
    .reverse()
    .map((b) => toBidView(aliases, auctionId, b));
  return {
    auctionId,
    fromSeq: first.fromSeq,
    seq: last.seq,
    currentBid: last.currentBid,
    currentBidder: { id: aliases(auctionId, last.leaderId) },
    timestamp: (last.bids[last.bids.length - 1]?.placedAt ?? last.endAt).toISOString(),
    minManualBid: last.minManualBid,
    auctionEndTime: last.endAt.toISOString(),
    extensionCount: last.extensionCount,
    recentBids,
  };
}

/**
 * The full state of an auction for one viewer (`auction-status`), or null when it does not exist.
 * The bids are read up to the row's own `bid_seq`, so the answer is one consistent moment even while
 * bids commit: a bid and its row update commit together.
 */
export async function readAuctionStatus(
  db: DbOrTx,
  deps: { clock: Clock; aliases: BidderAliases },
  auctionId: string,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  participants: number,
): Promise<AuctionStatus | null> {
  const [row] = await db.select(auctionStateColumns).from(properties).where(eq(properties.id, auctionId));
  if (!row) return null;
  const recent =
    row.bidSeq === 0
      ? []
      : await db
          .select({
            seq: bids.seq,
            amount: bids.amount,
            userId: bids.bidderId,
            isAuto: bids.isAuto,
            placedAt: bids.placedAt,
          })
          .from(bids)
          .where(and(eq(bids.propertyId, auctionId), lte(bids.seq, row.bidSeq)))
          .orderBy(desc(bids.seq))
          .limit(BID_HISTORY_LIMIT);
  const { aliases } = deps;
  return {
    auctionId,
    serverTime: deps.clock.now().toISOString(),
    auctionStartTime: row.startAt.toISOString(),
    auctionEndTime: row.endAt.toISOString(),
    extensionCount: row.extensionCount,
    reservePrice: row.reservePrice,
    bidIncrement: row.bidIncrement,
    currentBid: row.currentBid,
    currentBidder: row.currentBidderId ? { id: aliases(auctionId, row.currentBidderId) } : null,
    minManualBid: minimumNextBid(row.reservePrice, row.currentBid, row.bidIncrement),
    participants,
    recentBids: bidsForViewer(
      recent.map((b) => toBidView(aliases, auctionId, b)),
      aliases(auctionId, viewer.id),
      viewer.role === 'admin',
    ),
    seq: row.bidSeq,
    you: { bidderId: aliases(auctionId, viewer.id), isAdmin: viewer.role === 'admin' },
  };
}
