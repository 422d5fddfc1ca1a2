import { and, gt, lte, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema';

/*
 * The auction's phase (packages/shared/src/auction-phase.ts) as SQL conditions on the properties table,
 * on the server's clock: the same comparisons, for every query that filters or counts by phase (the
 * catalogue, the Auction List, the dashboard's counters). Before the start covers both phases of
 * `auctionPhase` before it (EMD open and upcoming); the EMD deadline is a day in IST, which the
 * catalogue's cards judge in the browser.
 *
 * Every phase but `ended` also says `end_at > now`: for 'upcoming' it follows from the table's check
 * (end_at > start_at) and changes no answer, but it bounds the scan of the indexes led by end_at to
 * the auctions not yet ended (docs/decisions/036-catalogue-counts-and-pages-from-covering-indexes.md).
 */

/** A phase a query asks for: before the start, live, ended, or any not yet ended. */
export type PhaseFilter = 'upcoming' | 'live' | 'ended' | 'not-ended';

export function auctionPhaseCondition(phase: PhaseFilter, now: Date): SQL {
  switch (phase) {
    case 'upcoming':
      return and(gt(properties.startAt, now), gt(properties.endAt, now))!;
    case 'live':
      return and(lte(properties.startAt, now), gt(properties.endAt, now))!;
    case 'ended':
      return lte(properties.endAt, now);
    case 'not-ended':
      return gt(properties.endAt, now);
  }
}
