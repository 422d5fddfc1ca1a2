import { and, eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES } from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { properties, registrations } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import { AppError, propertyNotFound } from '../../platform/errors';
import { isPropertyId } from '../properties/service';

export const noAuctionAccess = () => new AppError('NO_AUCTION_ACCESS', 403, REGISTRATION_MESSAGES.noAccess);

/**
 * Who may take part in an auction's live bidding: the owner of an approved registration for that
 * property, and administrators (who watch). The bidding engine calls this before joining a room and,
 * inside its transaction, before accepting a bid. Throws 404 for an unknown property and 403 otherwise.
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
  if (user.role === 'admin') return;
  if (row.status !== 'approved') throw noAuctionAccess();
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
