import { and, eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES } from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { properties, registrations } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import { AppError, propertyNotFound } from '../../platform/errors';
import { isPropertyId } from '../properties/service';

export const noAuctionAccess = () => new AppError('NO_AUCTION_ACCESS', 403, REGISTRATION_MESSAGES.noAccess);

/**
 * The one rule of who takes part in an auction (docs/product.md, "Auction access"): the owner of an
 * approved registration for it bids (and watches); an administrator watches (and bids only with an
 * approved registration of their own, like anyone else); nobody else may join. Used by
 * GET /api/auction/check-access, by join-auction and, under the row lock, by every bid.
 */
export function auctionAccessOf(
  caller: { role: string },
  registrationStatus: string | null,
): 'bid' | 'watch' | null {
  if (registrationStatus === 'approved') return 'bid';
  return caller.role === 'admin' ? 'watch' : null;
}

/**
 * Whether the user may join the auction's live bidding (auctionAccessOf): check-access and join-auction
 * call this. Throws 404 for an unknown property and 403 otherwise.
 */
export async function assertAuctionAccess(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'role'>,
  propertyId: string,
): Promise<void> {
  if (!isPropertyId(propertyId)) throw propertyNotFound();
  const [row] = await db
    .select({ id: properties.id, status: registrations.status })
    .from(properties)
    .leftJoin(
      registrations,
      and(eq(registrations.propertyId, properties.id), eq(registrations.userId, user.id)),
    )
    .where(eq(properties.id, propertyId));
  if (!row) throw propertyNotFound();
  if (auctionAccessOf(user, row.status) === null) throw noAuctionAccess();
}

/** The same rule as a boolean (false for an unknown property too). */
export async function hasAuctionAccess(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'role'>,
  propertyId: string,
): Promise<boolean> {
  try {
    await assertAuctionAccess(db, user, propertyId);
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) return false;
    throw error;
  }
}
