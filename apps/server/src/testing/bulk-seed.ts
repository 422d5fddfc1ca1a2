import { sql } from 'drizzle-orm';
import { FILTER_BANKS, POSSESSION_TYPES, PROPERTY_TYPES, VENDORS, toIstDate } from '@eauction/shared';
import type { Db } from '../db/client';
import { OTHER_LENDERS, SEED_CITIES } from '../db/seed-data';

/** SQL string literal for our own constants (never user input). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map(literal).join(',')}]::text[]`);
const numberArray = (values: readonly number[]) =>
  sql.raw(`array[${values.map((v) => String(v)).join(',')}]::float8[]`);

/** Bharat Housing Finance sells three properties in eight, each other lender one. */
const BANK_SHARES = [FILTER_BANKS[0].value, FILTER_BANKS[0].value, FILTER_BANKS[0].value, ...OTHER_LENDERS];

/** The values the synthetic properties are spread over, for benchmarks that filter on what exists. */
export const BULK_SEED_VALUES = {
  cities: SEED_CITIES.map((c) => c.city),
  banks: [...new Set(BANK_SHARES)],
  /** Reserve prices, whole rupees in steps of ₹10,000. */
  minReservePrice: 500_000,
  maxReservePrice: 49_990_000,
  /** Auction dates lie within this many days either side of `now` (IST). */
  daysAround: 60,
} as const;

/**
 * Inserts `count` synthetic properties in one INSERT … SELECT over generate_series, so 150,000 rows take
 * seconds on either back end. Used by the catalogue benchmark; values are spread so every filter has
 * realistic selectivity: auction dates across ±60 days of `now`, 33 cities, 6 types, 6 banks. Type,
 * city and bank are independent of each other (each cycles within the one before), so any combination
 * of them exists.
 */
export async function bulkSeedProperties(
  db: Db,
  count: number,
  options: { now?: Date; codePrefix?: string } = {},
): Promise<void> {
  const today = toIstDate(options.now ?? new Date());
  const prefix = options.codePrefix ?? 'BENCH-';
  const cities = SEED_CITIES;
  const banks = BANK_SHARES;
  const { minReservePrice, maxReservePrice, daysAround } = BULK_SEED_VALUES;
  const priceSteps = (maxReservePrice - minReservePrice) / 10_000 + 1;
  await db.execute(sql`
    insert into properties (
      auction_code, customer_name, property_type, property_location, state, zone, region, possession_type, vendor,
      bank_name, reserve_price, emd_amount, bid_increment, auction_date, start_at, end_at, emd_submission,
      loan_account_no, cif_id, property_schedule, lng, lat
    )
    select
      ${prefix} || lpad(g.i::text, 7, '0'),
      'M/s Synthetic Borrower ' || g.i || ' (Property of Mr. Test Owner ' || g.i || ')',
      (${textArray(PROPERTY_TYPES)})[g.t],
      (${textArray(cities.map((c) => c.city))})[g.c],
      (${textArray(cities.map((c) => c.state))})[g.c],
      (${textArray(cities.map((c) => c.zone))})[g.c],
      (${textArray(cities.map((c) => c.region))})[g.c],
      (${textArray(POSSESSION_TYPES)})[1 + g.i % ${POSSESSION_TYPES.length}],
      (${textArray(VENDORS)})[1 + g.i % ${VENDORS.length}],
      (${textArray(banks)})[g.b],
      g.reserve,
      ceil(g.reserve / 10.0)::bigint,
      1000,
      g.d,
      ((g.d::timestamp + interval '4 hours 30 minutes') at time zone 'UTC'),
      ((g.d::timestamp + interval '11 hours 30 minutes') at time zone 'UTC'),
      g.d - (1 + g.i % 5),
      'BENCH' || lpad(g.i::text, 10, '0'),
      1000000000 + g.i,
      'All that part and parcel of the synthetic property No. ' || g.i || ' created for the catalogue benchmark.',
      (${numberArray(cities.map((c) => c.lng))})[g.c] + ((g.i % 100) - 50) / 2000.0,
      (${numberArray(cities.map((c) => c.lat))})[g.c] + ((g.i % 77) - 38) / 2000.0
    from (
      select
        i,
        1 + i % ${PROPERTY_TYPES.length} as t,
        1 + (i / ${PROPERTY_TYPES.length}) % ${cities.length} as c,
        1 + (i / ${PROPERTY_TYPES.length * cities.length}) % ${banks.length} as b,
        (${minReservePrice} + ((i::bigint * 7919) % ${priceSteps}) * 10000)::bigint as reserve,
        (${today}::date + ((i * 37) % ${2 * daysAround + 1} - ${daysAround})) as d
      from generate_series(1, ${count}) as s(i)
    ) as g
    on conflict (auction_code) do nothing
  `);
  // Fresh statistics for the planner, and a visibility map so counts can be answered from indexes.
  await db.execute(sql`vacuum analyze properties`);
}
