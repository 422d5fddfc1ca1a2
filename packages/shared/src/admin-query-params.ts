import { z } from 'zod';

/*
 * Query-string parameters shared by the admin lists (the Auction List, the Auction Reports and
 * Registration Management). Internal to the package: index.ts does not re-export this module.
 */

/** A free-text search: trimmed, at most 100 characters; empty is no search. */
export const searchParam = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** A whole number from `min` to `max` (a `limit` or an `offset`), absent when not given. */
export const pageParam = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)
    .optional();
