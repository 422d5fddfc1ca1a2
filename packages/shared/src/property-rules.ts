import { DEFAULT_EMD_PERCENT, EMD_PROGRESS_SCALE_DAYS, PROPERTY_TYPE_KEYS } from './constants';
import { auctionPhase } from './auction-phase';
import { daysBetween, toIstDate, type DateInput } from './dates';
import { labelOf } from './labels';
import type { Property, PropertyFilters } from './property';

/*
 * Pure rules about properties. Kept apart from the zod schemas in property.ts so that screens which
 * only need the rules (the home page's cards) do not pull zod into their first load.
 */

/** The filter meanings as one predicate, for tests and for any list filtered in the browser. */
export function matchesFilters(
  p: Pick<Property, 'propertyType' | 'propertyLocation' | 'reservePrice' | 'auctionDate' | 'bankName'>,
  f: PropertyFilters,
): boolean {
  if (f.type && !p.propertyType.toUpperCase().includes(f.type.toUpperCase())) return false;
  if (f.location && p.propertyLocation !== f.location) return false;
  if (f.maxPrice !== undefined && p.reservePrice > f.maxPrice) return false;
  if (f.dateFrom && p.auctionDate < f.dateFrom) return false;
  if (f.dateTo && p.auctionDate > f.dateTo) return false;
  if (f.bank && p.bankName !== f.bank) return false;
  return true;
}

/** What a property card offers (docs/product.md, "Card state"). */
export type CardState = 'live' | 'registration-open' | 'closed';

type Timed = Pick<Property, 'auctionStartTime' | 'auctionEndTime'> & { emdSubmission?: string };

/** A property's times as auctionPhase reads them. */
const timesOf = (p: Timed) => ({
  start: p.auctionStartTime,
  end: p.auctionEndTime,
  emdSubmission: p.emdSubmission,
});

/** Live; EMD registration open; otherwise closed (registration over, or ended): from auctionPhase. */
export function cardState(
  p: Timed & Pick<Property, 'emdSubmission'>,
  now: DateInput = new Date(),
): CardState {
  const phase = auctionPhase(timesOf(p), now);
  if (phase === 'live') return 'live';
  return phase === 'emd-open' ? 'registration-open' : 'closed';
}

export function isAuctionLive(p: Timed, now: DateInput = new Date()): boolean {
  return auctionPhase(timesOf(p), now) === 'live';
}

export function isAuctionEnded(p: Timed, now: DateInput = new Date()): boolean {
  return auctionPhase(timesOf(p), now) === 'ended';
}

/**
 * Days left to the EMD deadline as a share of 30 days, clamped to 0–100 (docs/product.md,
 * "EMD progress bar").
 */
export function emdProgressPercent(emdSubmission: string, now: DateInput = new Date()): number {
  const days = daysBetween(toIstDate(now), emdSubmission);
  return Math.min(100, Math.max(0, (days / EMD_PROGRESS_SCALE_DAYS) * 100));
}

/** EMD amount: the property's own, else 10% of the reserve price rounded up to whole rupees. */
export function defaultEmdAmount(reservePrice: number): number {
  return Math.ceil((reservePrice * DEFAULT_EMD_PERCENT) / 100);
}

/**
 * Borrower name: the customer name with any trailing text from '(Property' cut off
 * (docs/product.md, "Property Details tab").
 */
export function borrowerName(customerName: string | null | undefined): string {
  if (!customerName) return '';
  const cut = customerName.indexOf('(Property');
  return (cut >= 0 ? customerName.slice(0, cut) : customerName).trim();
}

/**
 * Detail header: type plus borrower when a customer name exists, else type 'in' location; the type by its
 * label in the page's language (`translate`, the labels catalogue).
 */
export function propertyTitle(
  p: Pick<Property, 'propertyType' | 'customerName' | 'propertyLocation'>,
  translate: (key: string, values?: Record<string, string>) => string,
): string {
  const borrower = borrowerName(p.customerName);
  const type = labelOf(translate, PROPERTY_TYPE_KEYS, p.propertyType);
  return borrower
    ? `${type} - ${borrower}`
    : translate('labels.propertyTitle.inCity', { type, city: capitalizeWords(p.propertyLocation) });
}

/** Location options are shown capitalised: 'new delhi' → 'New Delhi'. */
export function capitalizeWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
