import { and, asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { auctionStateOf, type AdminAuction, type AdminAuctionQuery } from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { auctionPhaseCondition } from '../properties/auction-phase-sql';
import { toAdminPropertyDto } from './presenter';

/*
 * The Auction List's data (GET /api/admin/auctions; docs/product.md does not name the call) and the query
 * parts the auction reports share with it: the search, the live/upcoming/ended narrowing and the order.
 */

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function auctionConditions(
  q: Pick<AdminAuctionQuery, 'search' | 'auctionState'>,
  now: Date,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containing(q.search);
    const search = or(
      ilike(properties.auctionCode, pattern),
      ilike(properties.customerName, pattern),
      ilike(properties.propertyType, pattern),
      ilike(properties.propertyLocation, pattern),
      ilike(properties.state, pattern),
      ilike(properties.loanAccountNo, pattern),
    );
    if (search) conditions.push(search);
  }
  if (q.auctionState) conditions.push(auctionPhaseCondition(q.auctionState, now));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Running and upcoming auctions first, the soonest end first; then ended ones, the latest first. */
export function auctionOrder(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    asc(auctionPhaseCondition('ended', now)),
    asc(sql`case when ${properties.endAt} > ${at} then ${properties.endAt} end`),
    desc(properties.endAt),
    asc(properties.id),
  ];
}

/**
 * The outer row's id, always table-qualified: inside a correlated subquery a bare "id" would name the
 * subquery's own table (Drizzle leaves columns unqualified in a single-table select).
 */
export const PROPERTY_ID = sql.raw('"properties"."id"');

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

export async function listAuctions(
  db: Db,
  clock: Clock,
  q: AdminAuctionQuery,
): Promise<{ items: AdminAuction[]; total: number }> {
  const now = clock.now();
  const where = auctionConditions(q, now);
  const [rows, totals] = await Promise.all([
    db
      .select({
        property: properties,
        registrationsCount: countOf(
          sql`select count(*) from registrations r where r.property_id = ${PROPERTY_ID}`,
        ),
        pendingRegistrationsCount: countOf(
          sql`select count(*) from registrations r where r.property_id = ${PROPERTY_ID} and r.status = 'pending'`,
        ),
        bidsCount: countOf(sql`select count(*) from bids b where b.property_id = ${PROPERTY_ID}`),
        relisted:
          sql<boolean>`exists (select 1 from properties p where p.relisted_from = ${PROPERTY_ID})`.mapWith(
            Boolean,
          ),
      })
      .from(properties)
      .where(where)
      .orderBy(...auctionOrder(now))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  const items = rows.map(({ property, ...counts }) => {
    const dto = toAdminPropertyDto(property);
    return {
      ...dto,
      ...counts,
      auctionState: auctionStateOf(dto, now),
      cancelled: property.cancelledAt !== null,
    };
  });
  return { items, total: totals[0]?.total ?? 0 };
}
