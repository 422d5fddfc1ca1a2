import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { interests, users, type UserRow } from '../../db/schema';

/**
 * Row → the authenticated user (docs/product.md, "Authenticated user"). The password hash and token
 * version never leave.
 */
export function toAuthUser(row: UserRow, interestedProperties: string[]): AuthUser {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    organizationName: row.organizationName,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    landlineNo: row.landlineNo,
    mobile: row.mobile,
    fax: row.fax,
    pancardNo: row.pancardNo,
    bankName: row.bankName,
    accountNo: row.accountNo,
    ifscCode: row.ifscCode,
    interestedProperties,
    language: row.language,
  };
}

/** The user's saved property ids, in the order they were saved. */
export async function interestedPropertyIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: interests.propertyId })
    .from(interests)
    .where(eq(interests.userId, userId))
    .orderBy(asc(interests.createdAt), asc(interests.propertyId));
  return rows.map((r) => r.propertyId);
}

export async function loadAuthUser(db: DbOrTx, userId: string): Promise<AuthUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return toAuthUser(row, await interestedPropertyIds(db, userId));
}
