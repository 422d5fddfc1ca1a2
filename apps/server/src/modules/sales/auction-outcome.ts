import { countDistinct, eq, count } from 'drizzle-orm';
import {
  outcomeStateOf,
  type AuctionOutcome,
  type EmdStatus,
  type RegistrationResult,
  type SaleStatus,
} from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { bids, sales, type PropertyRow, type RegistrationRow } from '../../db/schema';

/*
 * What an auction that is over says to the public and to its bidders (docs/product.md, "After the
 * hammer"): cancelled, sold (the bank confirmed the sale, or it went further) or simply ended; how many
 * took part; the price only where it may be told. Never who bid.
 */

/** A registration's EMD as its bidder and the refund queue read it ("Every EMD accounted for"). */
export function emdStatusOf(
  r: Pick<RegistrationRow, 'emdState' | 'emdRefundDueAt' | 'emdRefundUtrNo' | 'emdRefundedOn'>,
): EmdStatus {
  return {
    state: r.emdState,
    refundDueSince: r.emdRefundDueAt?.toISOString() ?? null,
    refundUtrNo: r.emdRefundUtrNo,
    refundedOn: r.emdRefundedOn,
  };
}

/**
 * How the auction ended for one bidder, once it has closed (the closing job recorded it, or it was
 * cancelled); null before. `won`: they are the sale's buyer, the highest bidder.
 */
export function registrationResultOf(
  userId: string,
  p: Pick<PropertyRow, 'closedAt' | 'cancelledAt'>,
  sale: { status: SaleStatus; buyerId: string | null; salePrice: number | null } | null,
): RegistrationResult | null {
  if (p.closedAt === null) return null;
  if (p.cancelledAt !== null) return { state: 'cancelled', won: false, salePrice: null };
  const won = sale !== null && sale.buyerId === userId;
  return {
    state: outcomeStateOf(false, sale?.status ?? null),
    won,
    salePrice: won ? sale.salePrice : null,
  };
}

/**
 * The public outcome of an auction (the property detail's `outcome`), or null while it is not over.
 * The counts come from the sale the closing job wrote; an auction it has not reached yet, or one
 * cancelled (which has no sale), is counted from its bids. One auction at a time: the catalogue's
 * listing never calls this.
 */
export async function auctionOutcomeOf(
  db: DbOrTx,
  p: Pick<PropertyRow, 'id' | 'endAt' | 'cancelledAt'>,
  options: { now: Date; salePricePublic: boolean },
): Promise<AuctionOutcome | null> {
  const cancelled = p.cancelledAt !== null;
  if (!cancelled && options.now.getTime() < p.endAt.getTime()) return null;
  const [sale] = cancelled
    ? []
    : await db
        .select({
          status: sales.status,
          salePrice: sales.salePrice,
          bidsCount: sales.bidsCount,
          biddersCount: sales.biddersCount,
        })
        .from(sales)
        .where(eq(sales.propertyId, p.id));
  const state = outcomeStateOf(cancelled, sale?.status ?? null);
  const counts = sale ?? (await countBids(db, p.id));
  return {
    state,
    biddersCount: counts.biddersCount,
    bidsCount: counts.bidsCount,
    salePrice: state === 'sold' && options.salePricePublic ? (sale?.salePrice ?? null) : null,
  };
}

async function countBids(
  db: DbOrTx,
  propertyId: string,
): Promise<{ bidsCount: number; biddersCount: number }> {
  const [row] = await db
    .select({ bidsCount: count(), biddersCount: countDistinct(bids.bidderId) })
    .from(bids)
    .where(eq(bids.propertyId, propertyId));
  return { bidsCount: row?.bidsCount ?? 0, biddersCount: row?.biddersCount ?? 0 };
}
