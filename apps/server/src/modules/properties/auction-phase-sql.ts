import { and, gt, lte, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema';

/*
 * The auction's phase (packages/shared/src/auction-phase.ts) as SQL conditions on the properties table,
 * on the server's clock: the same comparisons, for every query that filters or counts by phase (the
 * catalogue, the Auction List, the dashboard's counters). Before the start covers both phases of
 * `auctionPhase` before it (EMD open and upcoming); the EMD deadline is a day in IST, which the
 * catalogue's cards judge in the browser.
 */

/** A phase a query asks for: before the start, live, ended, or any not yet ended. */
export type PhaseFilter = 'upcoming' | 'live' | 'ended' | 'not-ended';

export function auctionPhaseCondition(phase: PhaseFilter, now: Date): SQL {
  switch (phase) {
    case 'upcoming':
      return gt(properties.startAt, now);
    case 'live':
      return and(lte(properties.startAt, now), gt(properties.endAt, now))!;
    case 'ended':
      return lte(properties.endAt, now);
    case 'not-ended':
      return gt(properties.endAt, now);
  }
}
