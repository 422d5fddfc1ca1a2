import { and, eq } from 'drizzle-orm';
import type { SaleStatus } from '@eauction/shared';
import type { Db } from '../db/client';
import { properties, registrations, sales } from '../db/schema';

/*
 * Test helpers for auctions after the hammer: a closed auction's sale written straight to the tables,
 * as the closing job writes it, so that what reads a sale is tested without running the job.
 */

export interface SaleFixture {
  status: SaleStatus;
  closedAt: Date;
  buyerId?: string | null;
  salePrice?: number | null;
  bidsCount?: number;
  biddersCount?: number;
  depositDue?: number;
  depositDueBy?: string | null;
  balanceDue?: number;
  balanceDueBy?: string | null;
}

/** Closes the auction and writes its sale row. */
export async function insertSale(db: Db, propertyId: string, f: SaleFixture): Promise<void> {
  const registrationId = f.buyerId ? await registrationIdOf(db, propertyId, f.buyerId) : null;
  await db.update(properties).set({ closedAt: f.closedAt }).where(eq(properties.id, propertyId));
  await db.insert(sales).values({
    propertyId,
    status: f.status,
    buyerId: f.buyerId ?? null,
    registrationId,
    salePrice: f.salePrice ?? null,
    bidsCount: f.bidsCount ?? 0,
    biddersCount: f.biddersCount ?? 0,
    extensionsCount: 0,
    closedAt: f.closedAt,
    depositDue: f.depositDue ?? 0,
    depositDueBy: f.depositDueBy ?? null,
    balanceDue: f.balanceDue ?? 0,
    balanceDueBy: f.balanceDueBy ?? null,
  });
}

/** The id of a user's registration for an auction. */
export async function registrationIdOf(db: Db, propertyId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.propertyId, propertyId), eq(registrations.userId, userId)));
  if (!row) throw new Error(`no registration of ${userId} for ${propertyId}`);
  return row.id;
}
