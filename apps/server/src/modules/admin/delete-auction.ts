import { count, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties, registrations } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import { propertyNotFound } from '../../platform/errors';
import { isPropertyId } from '../properties/service';
import { removePropertyFiles } from './read-property-form';
import { Refusal, noteDetails } from './refusal';

/**
 * DELETE /api/admin/auctions/{auctionId} (docs/product.md, "Delete auction"): refused while the auction
 * has registrations (with their count and a note) or bids (the ledger is the record of a sale). The row is
 * locked first, and a registration or bid insert needs a key-share lock on it, so none can arrive
 * between the count and the delete. Interests and auto-bid settings go with the row (cascade); its
 * sale notice and photos are removed once the delete has committed.
 */
export async function deleteAuction(
  deps: { db: Db; dataDir: string },
  admin: SessionUser,
  id: string,
): Promise<void> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const files = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!row) throw propertyNotFound();
    const [registered] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.propertyId, id));
    const [bid] = await tx.select({ n: count() }).from(bids).where(eq(bids.propertyId, id));
    const registrationsCount = registered?.n ?? 0;
    const bidsCount = bid?.n ?? 0;
    if (registrationsCount > 0 || bidsCount > 0) {
      throw new Refusal('CONFLICT', 409, ADMIN_MESSAGES.deleteFailed, {
        registrationsCount,
        bidsCount,
        ...noteDetails(
          registrationsCount > 0
            ? ADMIN_MESSAGES.deleteHasRegistrations(registrationsCount)
            : ADMIN_MESSAGES.deleteHasBids(bidsCount),
        ),
      });
    }
    await tx.delete(properties).where(eq(properties.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'property.deleted',
      entity: 'property',
      entityId: id,
      before: { ...row, photos: row.photos.length },
    });
    return { saleNoticePath: row.saleNoticePath, photos: row.photos };
  });
  await removePropertyFiles(deps.dataDir, files);
}
