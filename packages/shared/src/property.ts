import { z } from 'zod';
import {
  DEFAULT_EMD_PERCENT,
  EMD_PROGRESS_SCALE_DAYS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from './constants';
import { daysBetween, isIsoDate, istEndOfDay, toIstDate, type DateInput } from './dates';

/** GeoJSON-style point: longitude first, then latitude (spec 2, property detail). */
export const GeoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

/**
 * One property as the API presents it: one auction lot. Field names are the spec's (`_id`, `state`,
 * `propertySchedule`, …). `auctionCode` is the auction house's own reference, the spreadsheet's
 * 'Auction ID'; wherever the spec says auctionId in a path or payload it means `_id`.
 */
export const PropertySchema = z.object({
  _id: z.string(),
  auctionCode: z.string(),
  customerName: z.string(),
  propertyType: z.string(),
  propertyLocation: z.string().describe('City'),
  state: z.string(),
  zone: z.string(),
  region: z.string(),
  possessionType: z.string(),
  vendor: z.string(),
  bankName: z.string().describe('The secured creditor selling the property'),
  reservePrice: z.number().int(),
  emdAmount: z.number().int(),
  bidIncrement: z.number().int(),
  currentBid: z.number().int().nullable(),
  auctionDate: z.string().describe('YYYY-MM-DD, Asia/Kolkata'),
  auctionStartTime: z.string().describe('ISO 8601 instant'),
  auctionEndTime: z.string().describe('ISO 8601 instant, including soft-close extensions'),
  auctionExtensionCount: z.number().int(),
  emdSubmission: z.string().describe('EMD deadline, YYYY-MM-DD; open to the end of that day'),
  loanAccountNo: z.string(),
  cifId: z.number().int(),
  propertySchedule: z.string(),
  location: GeoPointSchema.nullable(),
  saleNoticeUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const optionalIsoDate = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isIsoDate(v), `${name} must be a date in YYYY-MM-DD format`);

function optionalWholeNumber(name: string, message: string, min: number, max: number) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n) || n < min || n > max || (name !== 'maxPrice' && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * Query of GET /api/properties: the home filters (spec 5, "Home filter logic", with the price
 * comparison corrected as DESIGN.md explains) plus paging. Unknown parameters are refused.
 */
export const PropertyListQuerySchema = z
  .object({
    type: optionalText('type', 50),
    location: optionalText('location', 100),
    maxPrice: optionalWholeNumber('maxPrice', 'maxPrice must be a number of rupees, 0 or more', 0, 1e15),
    dateFrom: optionalIsoDate('dateFrom'),
    dateTo: optionalIsoDate('dateTo'),
    bank: optionalText('bank', 100),
    limit: optionalWholeNumber('limit', `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`, 1, PAGE_SIZE_MAX),
    offset: optionalWholeNumber('offset', 'offset must be a whole number, 0 or more', 0, 1e9),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo must not be before dateFrom' });
    }
  })
  .transform((q) => ({ ...q, limit: q.limit ?? PAGE_SIZE_DEFAULT, offset: q.offset ?? 0 }));
export type PropertyListQuery = z.infer<typeof PropertyListQuerySchema>;
export type PropertyFilters = Omit<PropertyListQuery, 'limit' | 'offset'>;

/** The filter meanings as one predicate, for tests and for any list filtered in the browser. */
export function matchesFilters(p: Pick<Property, 'propertyType' | 'propertyLocation' | 'reservePrice' | 'auctionDate' | 'bankName'>, f: PropertyFilters): boolean {
  if (f.type && !p.propertyType.toUpperCase().includes(f.type.toUpperCase())) return false;
  if (f.location && p.propertyLocation !== f.location) return false;
  if (f.maxPrice !== undefined && p.reservePrice > f.maxPrice) return false;
  if (f.dateFrom && p.auctionDate < f.dateFrom) return false;
  if (f.dateTo && p.auctionDate > f.dateTo) return false;
  if (f.bank && p.bankName !== f.bank) return false;
  return true;
}

/** What a property card offers (spec 4, "Card state"). */
export type CardState = 'live' | 'registration-open' | 'closed';

type Timed = Pick<Property, 'auctionStartTime' | 'auctionEndTime' | 'emdSubmission'>;

/**
 * Live while the server clock is inside [start, end); otherwise EMD registration is open until the end
 * of the EMD submission day (IST) provided the auction has not started; otherwise closed.
 */
export function cardState(p: Timed, now: DateInput = new Date()): CardState {
  const t = new Date(now).getTime();
  const start = Date.parse(p.auctionStartTime);
  const end = Date.parse(p.auctionEndTime);
  if (t >= start && t < end) return 'live';
  if (t < start && t <= istEndOfDay(p.emdSubmission).getTime()) return 'registration-open';
  return 'closed';
}

export function isAuctionLive(p: Pick<Property, 'auctionStartTime' | 'auctionEndTime'>, now: DateInput = new Date()): boolean {
  const t = new Date(now).getTime();
  return t >= Date.parse(p.auctionStartTime) && t < Date.parse(p.auctionEndTime);
}

export function isAuctionEnded(p: Pick<Property, 'auctionEndTime'>, now: DateInput = new Date()): boolean {
  return new Date(now).getTime() >= Date.parse(p.auctionEndTime);
}

/** Days left to the EMD deadline as a share of 30 days, clamped to 0–100 (spec 4). */
export function emdProgressPercent(emdSubmission: string, now: DateInput = new Date()): number {
  const days = daysBetween(toIstDate(now), emdSubmission);
  return Math.min(100, Math.max(0, (days / EMD_PROGRESS_SCALE_DAYS) * 100));
}

/** EMD amount: the property's own, else 10% of the reserve price rounded up to whole rupees. */
export function defaultEmdAmount(reservePrice: number): number {
  return Math.ceil((reservePrice * DEFAULT_EMD_PERCENT) / 100);
}

/** Borrower name: the customer name with any trailing text from '(Property' cut off (spec 2). */
export function borrowerName(customerName: string | null | undefined): string {
  if (!customerName) return '';
  const cut = customerName.indexOf('(Property');
  return (cut >= 0 ? customerName.slice(0, cut) : customerName).trim();
}

/** Detail header: type plus borrower when a customer name exists, else type 'in' location. */
export function propertyTitle(p: Pick<Property, 'propertyType' | 'customerName' | 'propertyLocation'>): string {
  const borrower = borrowerName(p.customerName);
  return borrower ? `${p.propertyType} - ${borrower}` : `${p.propertyType} in ${p.propertyLocation}`;
}

/** Location options are shown capitalised: 'new delhi' → 'New Delhi'. */
export function capitalizeWords(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
