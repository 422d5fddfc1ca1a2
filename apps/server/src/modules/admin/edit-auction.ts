import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  LOCKED_WHEN_BID_FIELDS,
  PROPERTY_FIELD_KEYS,
  istInstant,
  propertyRuleProblems,
  type AdminProperty,
  type EditAuction,
  type Message,
  type PropertyInputField,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties, type PropertyRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import { propertyNotFound, validationFailed } from '../../platform/errors';
import { isPropertyId } from '../properties/service';
import { auctionCodeTaken } from './add-property';
import { toAdminPropertyDto } from './presenter';
import { emdAccountColumns, istTime } from './property-values';
import { Refusal, noteDetails } from './refusal';

/*
 * PUT /api/admin/auctions/{id} (docs/product.md, "Edit auction"): only the fields sent change. Times are
 * combined with the auction date (new or stored) in India time. The row is locked for the check and
 * the write, so a bid cannot land between them: once an auction has bids, the fields bidders bid on
 * are refused (409); a stale `version` is refused too (409), so two admins never silently overwrite
 * each other.
 */

const conflict = (note: Message | string) =>
  new Refusal('CONFLICT', 409, ADMIN_MESSAGES.updateFailed, noteDetails(note));

type Changes = Partial<Omit<typeof properties.$inferInsert, 'id'>>;

/** What the edit would store, with the stored row's values for everything not sent. */
function applyEdit(row: PropertyRow, edit: EditAuction) {
  const date = edit.auctionDate ?? row.auctionDate;
  const start = edit.auctionStartTime ?? istTime(row.startAt);
  const end = edit.auctionEndTime ?? istTime(row.endAt);
  const timing =
    edit.auctionDate !== undefined ||
    edit.auctionStartTime !== undefined ||
    edit.auctionEndTime !== undefined;
  const longitude = edit.longitude === undefined ? row.lng : edit.longitude;
  const latitude = edit.latitude === undefined ? row.lat : edit.latitude;
  const next: Changes = {
    auctionCode: edit.auctionCode,
    customerName: edit.customerName,
    propertyType: edit.propertyType,
    propertyLocation: edit.propertyLocation,
    state: edit.state,
    zone: edit.zone,
    region: edit.region,
    possessionType: edit.possessionType,
    vendor: edit.vendor,
    bankName: edit.bankName,
    reservePrice: edit.reservePrice,
    emdAmount: edit.emdAmount,
    bidIncrement: edit.bidIncrement,
    auctionDate: edit.auctionDate,
    // An untouched schedule keeps its instants exactly (a soft-close extension included).
    startAt: timing ? istInstant(date, start) : undefined,
    endAt: timing ? istInstant(date, end) : undefined,
    emdSubmission: edit.emdSubmission,
    loanAccountNo: edit.loanAccountNo,
    cifId: edit.cifId,
    propertySchedule: edit.propertySchedule,
    lng: edit.longitude === undefined ? undefined : edit.longitude,
    lat: edit.latitude === undefined ? undefined : edit.latitude,
    // All five parts or none (EditAuctionSchema), so a stored account is never half replaced.
    ...(edit.emdAccount ? emdAccountColumns(edit.emdAccount) : {}),
  };
  const problems = propertyRuleProblems({
    reservePrice: edit.reservePrice ?? row.reservePrice,
    emdAmount: edit.emdAmount ?? row.emdAmount,
    auctionDate: date,
    emdSubmission: edit.emdSubmission ?? row.emdSubmission,
    // Only judged when sent: a stored schedule stretched by extensions is not the admin's doing.
    ...(timing ? { auctionStartTime: start, auctionEndTime: end } : {}),
    longitude,
    latitude,
  });
  return { next, problems };
}

/** The changed columns only, compared with the stored row. */
function changedColumns(row: PropertyRow, next: Changes): Changes {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const stored = row[key as keyof PropertyRow];
    const same =
      value instanceof Date && stored instanceof Date
        ? value.getTime() === stored.getTime()
        : value === stored;
    if (!same) changed[key] = value;
  }
  return changed as Changes;
}

const LOCKED_COLUMNS: Record<(typeof LOCKED_WHEN_BID_FIELDS)[number], keyof Changes> = {
  reservePrice: 'reservePrice',
  bidIncrement: 'bidIncrement',
  auctionDate: 'auctionDate',
  auctionStartTime: 'startAt',
  auctionEndTime: 'endAt',
  propertyType: 'propertyType',
};

export async function editAuction(
  db: Db,
  admin: SessionUser,
  id: string,
  edit: EditAuction,
): Promise<AdminProperty> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!current) throw propertyNotFound();
    if (current.version !== edit.version) throw conflict(ADMIN_MESSAGES.versionConflict);

    const { next, problems } = applyEdit(current, edit);
    if (Object.values(problems).some((problem) => problem !== undefined)) throw validationFailed(problems);
    const changes = changedColumns(current, next);
    if (Object.keys(changes).length === 0) return current;

    const locked = LOCKED_WHEN_BID_FIELDS.filter((f) => changes[LOCKED_COLUMNS[f]] !== undefined);
    const lockedLabels = locked.map((f: PropertyInputField) => PROPERTY_FIELD_KEYS[f]);
    // A closed auction's result stands (docs/product.md, "After the hammer"): new terms are a re-auction.
    if (current.closedAt && locked.length > 0)
      throw conflict(ADMIN_MESSAGES.editLockedByClosing(lockedLabels));
    const [bidCount] = await tx.select({ n: count() }).from(bids).where(eq(bids.propertyId, id));
    if ((bidCount?.n ?? 0) > 0 && locked.length > 0) {
      throw conflict(ADMIN_MESSAGES.editLockedByBids(lockedLabels));
    }
    if (changes.auctionCode !== undefined) {
      const [taken] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.auctionCode, changes.auctionCode), ne(properties.id, id)));
      if (taken) throw auctionCodeTaken(changes.auctionCode);
    }

    const [updated] = await tx
      .update(properties)
      .set({ ...changes, version: sql`${properties.version} + 1` })
      .where(eq(properties.id, id))
      .returning();
    if (!updated) throw propertyNotFound();
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof PropertyRow]]));
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'property.updated',
      entity: 'property',
      entityId: id,
      before: { auctionCode: current.auctionCode, ...before },
      after: { auctionCode: updated.auctionCode, ...changes },
    });
    return updated;
  });
  return toAdminPropertyDto(row);
}
