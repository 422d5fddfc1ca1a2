import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILTER_PROPERTY_TYPES,
  addDays,
  matchesFilters,
  toIstDate,
  type AuctionStateFilter,
  type Property,
  type PropertyFilters,
} from '@eauction/shared';
import { BULK_SEED_VALUES, bulkSeedProperties } from '../../testing/bulk-seed';
import { properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { toPropertyDto } from './service';

/*
 * The catalogue's answers against the filter meanings and the order of docs/product.md ("Filter
 * meanings"), worked out here over every row: whatever plan the database picks, each page and its
 * total must be exactly these. The synthetic rows share their auction times day by day, so the order's
 * ties (broken by id) and the border between the not-ended and the ended auctions are crossed often.
 */

// 12:00 IST: the auctions dated that day are live, earlier ones have ended, later ones are upcoming.
const NOW = new Date('2026-03-10T06:30:00.000Z');
const TODAY = toIstDate(NOW);

type Page = { success: true; data: Property[]; total: number; limit: number; offset: number };
type Query = PropertyFilters & { limit: number; offset: number };

function inState(p: Property, state: AuctionStateFilter | undefined): boolean {
  const now = NOW.getTime();
  const start = Date.parse(p.auctionStartTime);
  const end = Date.parse(p.auctionEndTime);
  switch (state) {
    case 'all':
      return true;
    case 'upcoming':
      return now < start;
    case 'live':
      return start <= now && now < end;
    case 'ended':
      return end <= now;
    case undefined:
      return now < end;
  }
}

/** Not ended first, soonest end first; then ended, latest end first; ties by id. */
function expectedList(all: Property[], q: PropertyFilters): Property[] {
  const byId = (a: Property, b: Property) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
  const end = (p: Property) => Date.parse(p.auctionEndTime);
  const listed = all.filter((p) => matchesFilters(p, q) && inState(p, q.auctionState));
  const running = listed.filter((p) => end(p) > NOW.getTime()).sort((a, b) => end(a) - end(b) || byId(a, b));
  const ended = listed.filter((p) => end(p) <= NOW.getTime()).sort((a, b) => end(b) - end(a) || byId(a, b));
  return [...running, ...ended];
}

function queryString(q: Query): string {
  const params = Object.entries(q).filter(([, value]) => value !== undefined);
  return params.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&');
}

describe.each(TEST_DATABASES)('catalogue pages against the filter meanings on %s', (kind) => {
  let ctx: TestContext;
  let all: Property[];

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock: new ManualClock(NOW),
      prepare: ({ db }) => bulkSeedProperties(db, 600, { now: NOW }),
    });
    all = (await ctx.database.db.select().from(properties)).map(toPropertyDto);
  });
  afterAll(async () => ctx?.close());

  const list = async (q: Query): Promise<Page> => {
    const res = await ctx.app.inject({ url: `/api/properties?${queryString(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('holds upcoming, live and ended auctions, so every state is exercised', () => {
    for (const state of ['upcoming', 'live', 'ended'] as const) {
      expect(all.filter((p) => inState(p, state)).length, state).toBeGreaterThan(0);
    }
  });

  it.each([undefined, 'upcoming', 'live', 'ended', 'all'] as const)(
    'pages through every auction of state %s in small pages, none repeated or skipped',
    async (auctionState) => {
      const filters: PropertyFilters = { auctionState, maxPrice: 30_000_000 };
      const expected = expectedList(all, filters).map((p) => p._id);
      const seen: string[] = [];
      for (let offset = 0; offset < expected.length + 7; offset += 7) {
        const page = await list({ ...filters, limit: 7, offset });
        expect(page.total).toBe(expected.length);
        seen.push(...page.data.map((p) => p._id));
      }
      expect(seen).toEqual(expected);
    },
  );

  it('answers every combination of filters, state, limit and offset with exactly the matching page and total', async () => {
    const { cities, banks } = BULK_SEED_VALUES;
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const request = fc.record({
      type: maybe(fc.constantFrom(...FILTER_PROPERTY_TYPES.map((t) => t.value), 'land', 'Property', 'X')),
      maxPrice: maybe(fc.integer({ min: 0, max: 51_000_000 })),
      location: maybe(fc.constantFrom(...cities.slice(0, 4))),
      dates: maybe(fc.tuple(fc.integer({ min: -62, max: 62 }), fc.integer({ min: 0, max: 40 }))),
      bank: maybe(fc.constantFrom(...banks)),
      auctionState: maybe(
        fc.constantFrom('upcoming', 'live', 'ended', 'all') as fc.Arbitrary<AuctionStateFilter>,
      ),
      limit: fc.integer({ min: 1, max: 30 }),
      // Where the page starts, as a share of the matches (a little past the end too).
      at: fc.double({ min: 0, max: 1.05, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ dates, limit, at, ...rest }) => {
        const filters: PropertyFilters = {
          ...rest,
          dateFrom: dates ? addDays(TODAY, dates[0]) : undefined,
          dateTo: dates ? addDays(TODAY, dates[0] + dates[1]) : undefined,
        };
        const expected = expectedList(all, filters);
        const offset = Math.floor(at * expected.length);
        const page = await list({ ...filters, limit, offset });
        expect(page.total).toBe(expected.length);
        expect(page.data.map((p) => p._id)).toEqual(expected.slice(offset, offset + limit).map((p) => p._id));
      }),
      { numRuns: 200 },
    );
  });
});
