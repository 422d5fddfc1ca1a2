import { z } from 'zod';

/*
 * Query-string parameters shared by the admin lists (the Auction List, the Auction Reports and
 * Registration Management). Internal to the package: index.ts does not re-export this module. The
 * messages name the parameter as it is written in the address, in both languages.
 */

const SEARCH_TOO_LONG = {
  search: 'admin.query.search.tooLong',
  q: 'admin.query.q.tooLong',
} as const;

/** A free-text search: trimmed, at most 100 characters; empty is no search. */
export const searchParam = (name: keyof typeof SEARCH_TOO_LONG) =>
  z
    .string()
    .trim()
    .max(100, SEARCH_TOO_LONG[name])
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const PAGE_INVALID = {
  limit: 'admin.query.limit.invalid',
  offset: 'admin.query.offset.invalid',
} as const;

/** A whole number from `min` to `max` (a `limit` or an `offset`), absent when not given. */
export const pageParam = (name: keyof typeof PAGE_INVALID, min: number, max: number) =>
  z
    .string()
    .trim()
    // One rule rather than a pattern and a range: its message carries the range as values.
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: PAGE_INVALID[name],
      params: { min: String(min), max: String(max) },
    })
    .transform(Number)
    .optional();
