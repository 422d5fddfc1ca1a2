import { istEndOfDay, type DateInput } from './dates';

/*
 * Where an auction stands on the server's clock, computed in one place (docs/product.md, "Card state"
 * and "Bidding window"). Every other view of it (the card's state, the Auction List's status, the live
 * window of a bid) is derived from this function; the server's queries use the same comparisons in SQL
 * (apps/server/src/modules/properties/auction-phase-sql.ts).
 */

/**
 * - `emd-open`: before the start, while the EMD can still be submitted (until the end of the EMD
 *   submission day, IST): bidders may register;
 * - `upcoming`: before the start, registration closed;
 * - `live`: from the start (inclusive) to the end (exclusive), extensions included;
 * - `ended`: from the end on.
 */
export type AuctionPhase = 'emd-open' | 'upcoming' | 'live' | 'ended';

/** An auction's times: start and end instants, and the EMD submission day (an IST date) when known. */
export interface AuctionTimes {
  start: DateInput;
  end: DateInput;
  emdSubmission?: string | null;
}

export function auctionPhase(
  { start, end, emdSubmission }: AuctionTimes,
  now: DateInput = new Date(),
): AuctionPhase {
  const t = new Date(now).getTime();
  if (t >= new Date(end).getTime()) return 'ended';
  if (t >= new Date(start).getTime()) return 'live';
  if (emdSubmission && t <= istEndOfDay(emdSubmission).getTime()) return 'emd-open';
  return 'upcoming';
}
