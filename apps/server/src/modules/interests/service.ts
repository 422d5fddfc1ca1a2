import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Property } from '@eauction/shared';
import type { Db } from '../../db/client';
import { interests, properties } from '../../db/schema';
import { propertyNotFound } from '../../platform/errors';
import { isPropertyId, toPropertyDto } from '../properties/service';
import { interestedPropertyIds } from '../users/presenter';

async function assertPropertyExists(db: Db, propertyId: string): Promise<void> {
  if (!isPropertyId(propertyId)) throw propertyNotFound();
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  if (!row) throw propertyNotFound();
}

/**
 * Saves a property to the user's interested list (docs/product.md, "Interested toggle"); saving twice
 * is a no-op.
 */
export async function addInterest(db: Db, userId: string, propertyId: string): Promise<string[]> {
  await assertPropertyExists(db, propertyId);
  // A property deleted between the check and the insert fails the foreign key: report it as unknown.
  try {
    await db.insert(interests).values({ userId, propertyId }).onConflictDoNothing();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw propertyNotFound();
    throw error;
  }
  return interestedPropertyIds(db, userId);
}

/** Removes a property from the list; removing one that is not there is a no-op. */
export async function removeInterest(db: Db, userId: string, propertyId: string): Promise<string[]> {
  await assertPropertyExists(db, propertyId);
  await db.delete(interests).where(and(eq(interests.userId, userId), eq(interests.propertyId, propertyId)));
  return interestedPropertyIds(db, userId);
}

/** The saved properties themselves, in the order they were saved, as the catalogue presents them. */
export async function listInterestedProperties(db: Db, userId: string): Promise<Property[]> {
  const rows = await db
    .select(getTableColumns(properties))
    .from(interests)
    .innerJoin(properties, eq(properties.id, interests.propertyId))
    .where(eq(interests.userId, userId))
    .orderBy(asc(interests.createdAt), asc(interests.propertyId));
  return rows.map(toPropertyDto);
}
