import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  PHOTO_MIME_TYPES,
  type AuctionStateFilter,
  type EmdAccount,
  type Property,
  type PropertyListQuery,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties, type PropertyRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, propertyNotFound } from '../../platform/errors';
import { auctionOutcomeOf } from '../sales/auction-outcome';
import { auctionPhaseCondition } from './auction-phase-sql';

/** Only what the catalogue shows: leaves photos and bidding bookkeeping out of the hot query. */
const catalogueColumns = {
  id: properties.id,
  auctionCode: properties.auctionCode,
  customerName: properties.customerName,
  propertyType: properties.propertyType,
  propertyLocation: properties.propertyLocation,
  state: properties.state,
  zone: properties.zone,
  region: properties.region,
  possessionType: properties.possessionType,
  vendor: properties.vendor,
  bankName: properties.bankName,
  reservePrice: properties.reservePrice,
  emdAmount: properties.emdAmount,
  bidIncrement: properties.bidIncrement,
  currentBid: properties.currentBid,
  auctionDate: properties.auctionDate,
  startAt: properties.startAt,
  endAt: properties.endAt,
  extensionCount: properties.extensionCount,
  emdSubmission: properties.emdSubmission,
  loanAccountNo: properties.loanAccountNo,
  cifId: properties.cifId,
  propertySchedule: properties.propertySchedule,
  lng: properties.lng,
  lat: properties.lat,
  saleNoticePath: properties.saleNoticePath,
  emdAccountName: properties.emdAccountName,
  emdAccountNo: properties.emdAccountNo,
  emdIfscCode: properties.emdIfscCode,
  emdBankName: properties.emdBankName,
  emdBranch: properties.emdBranch,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};
type CatalogueRow = Pick<PropertyRow, keyof typeof catalogueColumns>;

export function saleNoticeUrl(id: string): string {
  return `/api/properties/${id}/notice`;
}

/** The EMD beneficiary account of a row; null while none is published (a check keeps all five or none). */
export function emdAccountOfRow(
  row: Pick<PropertyRow, 'emdAccountName' | 'emdAccountNo' | 'emdIfscCode' | 'emdBankName' | 'emdBranch'>,
): EmdAccount | null {
  const { emdAccountName, emdAccountNo, emdIfscCode, emdBankName, emdBranch } = row;
  if (
    emdAccountName == null ||
    emdAccountNo == null ||
    emdIfscCode == null ||
    emdBankName == null ||
    emdBranch == null
  )
    return null;
  return {
    accountName: emdAccountName,
    accountNo: emdAccountNo,
    ifscCode: emdIfscCode,
    bankName: emdBankName,
    branch: emdBranch,
  };
}

/** Row → the API's Property (spec field names; rows never cross the wire). */
export function toPropertyDto(row: CatalogueRow): Property {
  return {
    _id: row.id,
    auctionCode: row.auctionCode,
    customerName: row.customerName,
    propertyType: row.propertyType,
    propertyLocation: row.propertyLocation,
    state: row.state,
    zone: row.zone,
    region: row.region,
    possessionType: row.possessionType,
    vendor: row.vendor,
    bankName: row.bankName,
    reservePrice: row.reservePrice,
    emdAmount: row.emdAmount,
    bidIncrement: row.bidIncrement,
    currentBid: row.currentBid,
    auctionDate: row.auctionDate,
    auctionStartTime: row.startAt.toISOString(),
    auctionEndTime: row.endAt.toISOString(),
    auctionExtensionCount: row.extensionCount,
    emdSubmission: row.emdSubmission,
    loanAccountNo: row.loanAccountNo,
    cifId: row.cifId,
    propertySchedule: row.propertySchedule,
    // Longitude first, as GeoJSON and the spec store it.
    location: row.lng != null && row.lat != null ? { type: 'Point', coordinates: [row.lng, row.lat] } : null,
    saleNoticeUrl: row.saleNoticePath ? saleNoticeUrl(row.id) : null,
    emdAccount: emdAccountOfRow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text could be a property id; anything else names no property (and never reaches SQL). */
export function isPropertyId(id: string): boolean {
  return UUID.test(id);
}

/**
 * Property types containing `text`, case-insensitively. The catalogue has a handful of distinct types,
 * so containment is resolved against that list (read with a loose index scan: one index probe per
 * distinct type) and the rows are then matched by equality, which an index serves. A plain
 * `ILIKE '%…%'` would read and case-fold every row of a large catalogue.
 */
async function typesContaining(db: Db, text: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive t(v) as (
      (select ${properties.propertyType} from ${properties} order by 1 limit 1)
      union all
      select (select p.property_type from ${properties} p where p.property_type > t.v order by 1 limit 1)
      from t where t.v is not null
    )
    select v from t where v is not null`);
  // Both drivers answer { rows }; the shared Drizzle type cannot say so.
  const rows = (result as { rows?: { v: string }[] }).rows ?? [];
  const needle = text.toUpperCase();
  return rows.map((r) => r.v).filter((v) => v.toUpperCase().includes(needle));
}

/**
 * The home filters with their meanings (docs/product.md, "Filter meanings"; the price as
 * docs/decisions/002-server-side-catalogue-filters.md corrects it): type by case-insensitive
 * containment, location and bank by equality, reserve price at or below maxPrice, auction date within
 * [dateFrom, dateTo] inclusive. Null means "nothing can match".
 */
async function filterConditions(
  db: Db,
  q: Omit<PropertyListQuery, 'limit' | 'offset'>,
): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  if (q.type) {
    const types = await typesContaining(db, q.type);
    if (types.length === 0) return null;
    conditions.push(inArray(properties.propertyType, types));
  }
  if (q.location) conditions.push(eq(properties.propertyLocation, q.location));
  // Reserve prices are whole rupees, so "≤ 1234.5" is "≤ 1234" (and keeps the bigint comparison exact).
  if (q.maxPrice !== undefined) conditions.push(lte(properties.reservePrice, Math.floor(q.maxPrice)));
  if (q.dateFrom) conditions.push(gte(properties.auctionDate, q.dateFrom));
  if (q.dateTo) conditions.push(lte(properties.auctionDate, q.dateTo));
  if (q.bank) conditions.push(eq(properties.bankName, q.bank));
  return conditions;
}

export interface PropertyPage {
  items: Property[];
  total: number;
}

/**
 * The Auction Status filter (auction-phase-sql.ts) as the two halves of the listing's order: the
 * auctions not yet ended, then the ended ones. Without a value, the not-ended half alone (what a
 * visitor can still register for or bid in); `all`, both; any other state lies within one half.
 * Null where the state leaves a half out.
 */
function halvesOf(
  state: AuctionStateFilter | undefined,
  now: Date,
): { running: SQL | null; ended: SQL | null } {
  switch (state) {
    case undefined:
      return { running: auctionPhaseCondition('not-ended', now), ended: null };
    case 'upcoming':
    case 'live':
      return { running: auctionPhaseCondition(state, now), ended: null };
    case 'ended':
      return { running: null, ended: auctionPhaseCondition('ended', now) };
    case 'all':
      return { running: auctionPhaseCondition('not-ended', now), ended: auctionPhaseCondition('ended', now) };
  }
}

async function countRows(db: Db, where: SQL | null): Promise<number> {
  if (!where) return 0;
  const [row] = await db.select({ n: count() }).from(properties).where(where);
  return row?.n ?? 0;
}

/**
 * `take` rows of one half of the listing from its `skip`th on, in the listing's order. The ids are
 * chosen from an index alone (the catalogue indexes hold every filtered column), so rows the filters
 * reject never leave the index; only the page's own rows are then read from the table.
 */
async function readHalf(
  db: Db,
  where: SQL,
  order: SQL[],
  skip: number,
  take: number,
): Promise<CatalogueRow[]> {
  const ids = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
  return db
    .select(catalogueColumns)
    .from(properties)
    .where(inArray(properties.id, ids))
    .orderBy(...order);
}

/**
 * One page of the catalogue. Order: auctions not yet ended first, the soonest end first (what a
 * bidder must act on next); then ended ones, the most recent first; ties by id so pages never
 * overlap or skip. `total` counts what the filters (the auction state included) list.
 *
 * Each half is counted over its own range of end_at, so a count reads part of an index and never the
 * whole table; the counts place the page exactly, and each half is read only for the rows it
 * contributes, in the order of its index
 * (docs/decisions/036-catalogue-counts-and-pages-from-covering-indexes.md).
 */
export async function listProperties(
  db: Db,
  clock: Clock,
  q: PropertyListQuery,
  options: { salePricePublic: boolean },
): Promise<PropertyPage> {
  const conditions = await filterConditions(db, q);
  if (!conditions) return { items: [], total: 0 };
  const now = clock.now();
  const halves = halvesOf(q.auctionState, now);
  const running = halves.running && and(...conditions, halves.running)!;
  const ended = halves.ended && and(...conditions, halves.ended)!;

  const [runningCount, endedCount] = await Promise.all([countRows(db, running), countRows(db, ended)]);
  const total = runningCount + endedCount;
  const fromRunning = Math.max(0, Math.min(q.limit, runningCount - q.offset));
  const fromEnded = Math.max(0, Math.min(q.limit - fromRunning, total - Math.max(q.offset, runningCount)));
  const [first, second] = await Promise.all([
    running && fromRunning > 0
      ? readHalf(db, running, [asc(properties.endAt), asc(properties.id)], q.offset, fromRunning)
      : [],
    ended && fromEnded > 0
      ? readHalf(
          db,
          ended,
          [desc(properties.endAt), asc(properties.id)],
          Math.max(0, q.offset - runningCount),
          fromEnded,
        )
      : [],
  ]);
  const items = [...first, ...second].map((row) =>
    withPriceShown(toPropertyDto(row), { now, salePricePublic: options.salePricePublic }),
  );
  return { items, total };
}

/**
 * The public's copy of a property. Once its auction has ended, the highest bid is the price the property
 * fetched: shown only when `salePricePublic` (SALE_PRICE_PUBLIC) allows it, as the outcome's price is
 * (docs/product.md, "After the hammer").
 */
function withPriceShown<T extends Property>(
  property: T,
  options: { now: Date; salePricePublic: boolean },
): T {
  if (options.salePricePublic || Date.parse(property.auctionEndTime) > options.now.getTime()) return property;
  return { ...property, currentBid: null };
}

/** Photos are addressed by their place in the list: the stored name (a path under DATA_DIR) stays private. */
export function photoUrl(id: string, index: number): string {
  return `/api/properties/${id}/photos/${index}`;
}

/**
 * The detail, which alone carries photos (one row, so reading the jsonb column costs nothing) and, once
 * the auction is over, its outcome (docs/product.md, "After the hammer"): the price (and the highest
 * bid, which is the price) only when `salePricePublic` (SALE_PRICE_PUBLIC) allows it.
 */
export async function getProperty(
  db: Db,
  id: string,
  options: { now: Date; salePricePublic: boolean },
): Promise<Property> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const [row] = await db
    .select({ ...catalogueColumns, photos: properties.photos, cancelledAt: properties.cancelledAt })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw propertyNotFound();
  const dto = withPriceShown(
    { ...toPropertyDto(row), outcome: await auctionOutcomeOf(db, row, options) },
    options,
  );
  // Left out when there are none, as on the list's items.
  if (row.photos.length === 0) return dto;
  return {
    ...dto,
    photos: row.photos.map((photo, index) => ({ url: photoUrl(row.id, index), name: photo.originalName })),
  };
}

/** The distinct cities of the catalogue, for the Location filter (docs/product.md, "Filters": sorted). */
export async function listLocations(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ city: properties.propertyLocation }).from(properties);
  return rows.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'en-IN'));
}

/**
 * The distinct banks (secured creditors) of the catalogue, sorted: the Bank filter offers every bank
 * that has properties, read from the data rather than a fixed list.
 */
export async function listBanks(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ bank: properties.bankName }).from(properties);
  return rows
    .map((r) => r.bank)
    .filter((bank) => bank.trim() !== '')
    .sort((a, b) => a.localeCompare(b, 'en-IN'));
}

export const noSaleNotice = () => new AppError('NOT_FOUND', 404, 'errors.property.noSaleNotice');

export const noSuchPhoto = () => new AppError('NOT_FOUND', 404, 'errors.property.noSuchPhoto');

/**
 * Photo `index` of a property: its path relative to the uploads folder and the type it was accepted
 * as. Only the image types the upload accepts are ever answered, so a tampered row cannot make the
 * server label a file as something a browser would run.
 */
export async function getPropertyPhoto(
  db: Db,
  id: string,
  indexText: string,
): Promise<{ storedName: string; mime: (typeof PHOTO_MIME_TYPES)[number] }> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const [row] = await db.select({ photos: properties.photos }).from(properties).where(eq(properties.id, id));
  if (!row) throw propertyNotFound();
  // A plain decimal only: '1e0', ' 1' or '01' name no photo, so every photo has exactly one URL.
  const photo = /^(0|[1-9]\d{0,3})$/.test(indexText) ? row.photos[Number(indexText)] : undefined;
  const mime = PHOTO_MIME_TYPES.find((m) => m === photo?.mime);
  if (!photo || !mime) throw noSuchPhoto();
  return { storedName: photo.storedName, mime };
}

export async function getSaleNotice(db: Db, id: string): Promise<{ auctionCode: string; path: string }> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const [row] = await db
    .select({ auctionCode: properties.auctionCode, path: properties.saleNoticePath })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw propertyNotFound();
  if (!row.path) throw noSaleNotice();
  return { auctionCode: row.auctionCode, path: row.path };
}
