import { AUCTION_STATE_FILTERS, isIsoDate } from '@eauction/shared';

/**
 * The home filters as they travel in the page URL and to GET /api/properties: text exactly as chosen
 * or typed, empty meaning "any" (for `auctionState`, the server's default: upcoming and live). Names
 * match the server's query contract (PropertyListQuerySchema).
 */
export const FILTER_KEYS = [
  'type',
  'location',
  'maxPrice',
  'dateFrom',
  'dateTo',
  'bank',
  'auctionState',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type CatalogueFilters = Partial<Record<FilterKey, string>>;

export const EMPTY_FILTERS: Required<CatalogueFilters> = {
  type: '',
  location: '',
  maxPrice: '',
  dateFrom: '',
  dateTo: '',
  bank: '',
  auctionState: '',
};

/** The Auction Status filter's choices (labels are message keys); the empty value is the list's default. */
export const AUCTION_STATE_OPTIONS = [
  { value: '', label: 'properties.filters.status.upcomingAndLive' },
  { value: 'upcoming', label: 'properties.filters.status.upcoming' },
  { value: 'live', label: 'properties.filters.status.live' },
  { value: 'ended', label: 'properties.filters.status.ended' },
  { value: 'all', label: 'properties.filters.status.all' },
];

/** The filters present in a URL's search params (blank values dropped). */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The 1-based page of cards a URL's search params ask for (`page`; 1 when absent or not above 1). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

/** Search params holding only the non-blank filters, in a stable order (shareable, cache-friendly). */
export function filtersToParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Each field's message key (translated where the panel shows it). */
export type FilterErrors = Partial<Record<FilterKey, string>>;

/**
 * Quick feedback before asking the server, which stays the authority (it answers 400 naming the
 * parameter). Same limits as PropertyListQuerySchema: a price of 0 rupees or more, real dates, and a
 * range whose end is not before its start.
 */
export function validateFilters(filters: CatalogueFilters): FilterErrors {
  const errors: FilterErrors = {};
  const price = filters.maxPrice?.trim();
  if (price) {
    const n = Number(price);
    if (!Number.isFinite(n)) errors.maxPrice = 'properties.filters.error.priceNotNumber';
    else if (n < 0) errors.maxPrice = 'properties.filters.error.priceNegative';
  }
  const state = filters.auctionState;
  if (state && !(AUCTION_STATE_FILTERS as readonly string[]).includes(state)) {
    errors.auctionState = 'properties.filters.error.statusUnknown';
  }
  if (filters.dateFrom && !isIsoDate(filters.dateFrom))
    errors.dateFrom = 'properties.filters.error.invalidDate';
  if (filters.dateTo && !isIsoDate(filters.dateTo)) errors.dateTo = 'properties.filters.error.invalidDate';
  if (
    !errors.dateFrom &&
    !errors.dateTo &&
    filters.dateFrom &&
    filters.dateTo &&
    filters.dateFrom > filters.dateTo
  ) {
    errors.dateTo = 'properties.filters.error.dateOrder';
  }
  return errors;
}
