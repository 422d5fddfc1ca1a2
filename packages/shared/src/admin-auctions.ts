import { z } from 'zod';
import { ApiErrorSchema, MessageByKeySchema, pageSchema, successSchema } from './api';
import { auctionPhase } from './auction-phase';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { PropertySchema } from './property';
import { pageParam, searchParam } from './admin-query-params';

/*
 * The admin's auctions (docs/product.md, "Auction List" and "Admin calls"): a property as admins see it,
 * where an auction stands, the Auction List's query and page, and the refusals of deleting or updating an
 * auction. `auctionId` in a path always means the property's `_id`.
 */

/** A property as admins see it: the public shape plus the edit version. */
export const AdminPropertySchema = PropertySchema.extend({
  version: z.number().int().describe('Send it back with an edit (optimistic concurrency)'),
  photoCount: z.number().int(),
});
export type AdminProperty = z.infer<typeof AdminPropertySchema>;
export const AdminPropertyResponseSchema = successSchema(AdminPropertySchema);

/** Where an auction stands on the server clock. */
export const AUCTION_STATES = ['upcoming', 'live', 'ended'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];

/** The Auction List's status: auctionPhase, both phases before the start shown as upcoming. */
export function auctionStateOf(
  p: { auctionStartTime: string; auctionEndTime: string },
  now: Date | string | number = new Date(),
): AuctionState {
  const phase = auctionPhase({ start: p.auctionStartTime, end: p.auctionEndTime }, now);
  return phase === 'emd-open' ? 'upcoming' : phase;
}

/** One row of the Auction List (GET /api/admin/auctions). */
export const AdminAuctionSchema = AdminPropertySchema.extend({
  auctionState: z.enum(AUCTION_STATES),
  registrationsCount: z.number().int(),
  pendingRegistrationsCount: z.number().int(),
  bidsCount: z.number().int(),
  /** An addition (docs/product.md, "Auction List"): the auction was cancelled ("Cancellation"). */
  cancelled: z.boolean(),
  /** An addition: the property has been put up for auction again from this auction ("Re-auction"). */
  relisted: z.boolean(),
});
export type AdminAuction = z.infer<typeof AdminAuctionSchema>;

/**
 * Query of GET /api/admin/auctions and GET /api/admin/auction-reports: `search` matches, ignoring
 * case, the Auction ID, customer name, property type, city, state and loan account number; `auctionState`
 * narrows to upcoming, live or ended; `limit` (default 50, at most 200) and `offset` page. Order:
 * running and upcoming auctions first, soonest end first; then ended ones, latest first.
 */
export const AdminAuctionQuerySchema = z
  .object({
    search: searchParam('search'),
    auctionState: z.enum(AUCTION_STATES, { error: 'admin.query.auctionState.invalid' }).optional(),
    limit: pageParam('limit', 1, PAGE_SIZE_MAX),
    offset: pageParam('offset', 0, 1_000_000_000),
  })
  .strict()
  .transform((q) => ({ ...q, limit: q.limit ?? PAGE_SIZE_DEFAULT, offset: q.offset ?? 0 }));
export type AdminAuctionQuery = z.output<typeof AdminAuctionQuerySchema>;

export const AdminAuctionPageSchema = pageSchema(AdminAuctionSchema);
export type AdminAuctionPage = z.infer<typeof AdminAuctionPageSchema>;

/** The key and values of a refusal's `note` (an addition: docs/product.md, "Edit auction"). */
const NoteMessageSchema = MessageByKeySchema.describe(
  "The key and values of `note`, for a screen in its reader's language",
);

/** 409 of DELETE /api/admin/auctions/{auctionId} (docs/product.md, "Delete auction"). */
export const AuctionDeleteRefusedSchema = ApiErrorSchema.extend({
  registrationsCount: z.number().int(),
  bidsCount: z.number().int(),
  note: z.string(),
  noteMessage: NoteMessageSchema.optional(),
});
export type AuctionDeleteRefused = z.infer<typeof AuctionDeleteRefusedSchema>;

/** 409 of PUT /api/admin/auctions/{id}: `error` is the product's 'Failed to update auction', `note` why. */
export const AuctionUpdateRefusedSchema = ApiErrorSchema.extend({
  note: z.string(),
  noteMessage: NoteMessageSchema.optional(),
});
export type AuctionUpdateRefused = z.infer<typeof AuctionUpdateRefusedSchema>;
