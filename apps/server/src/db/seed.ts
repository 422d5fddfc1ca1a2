import { existsSync } from 'node:fs';
import { eq, inArray, like, sql } from 'drizzle-orm';
import {
  FILTER_BANKS,
  POSSESSION_TYPES,
  PROPERTY_TYPES,
  VENDORS,
  addDays,
  defaultEmdAmount,
  istInstant,
  toIstDate,
} from '@eauction/shared';
import type { Clock } from '../platform/clock';
import { systemClock } from '../platform/clock';
import { hashPassword, verifyPassword } from '../platform/passwords';
import { writeAudit } from '../platform/audit';
import { dataPath, resolveStoredPath } from '../platform/storage';
import { saleNoticeFileIn, writeSaleNoticePdf } from '../modules/properties/sale-notice-pdf';
import type { Db } from './client';
import { bankEmdAccounts, bids, properties, users, type NewPropertyRow } from './schema';
import {
  BUILDING_NAMES,
  BUSINESSES,
  COMMERCIAL_NAMES,
  NAME_GROUPS,
  OTHER_LENDERS,
  SEED_CITIES,
  STATE_NAME_GROUPS,
  type NameGroup,
  type NameGroupKey,
  type SeedCity,
  LENDER_EMD_ACCOUNTS,
} from './seed-data';

/**
 * Demo data: a believable catalogue whose dates are relative to the moment of seeding, so a fresh
 * install always shows live auctions, auctions open for EMD registration and closed ones. The rows
 * are generated from a fixed pseudo-random sequence: the same install gets the same properties, and
 * their 'EN-DEMO-' auction codes make seeding idempotent.
 */

export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    email: 'admin@enilami.in',
    password: 'Admin@12345',
    firstName: 'Site',
    lastName: 'Administrator',
  },
  {
    role: 'user',
    email: 'bidder@enilami.in',
    password: 'Bidder@12345',
    firstName: 'Demo',
    lastName: 'Bidder',
  },
] as const;

export const DEMO_CODE_PREFIX = 'EN-DEMO-';
export const DEMO_PROPERTY_COUNT = 64;

/** mulberry32: tiny, fast, good enough to vary demo data reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Rng = ReturnType<typeof prng>;

const HOUR = 3_600_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

function customerName(rng: Rng, state: string): { full: string; owner: string } {
  const groups: readonly NameGroupKey[] = STATE_NAME_GROUPS[state] ?? ['hindi'];
  const group: NameGroup = NAME_GROUPS[rng.pick(groups)];
  const first = rng.pick(group.first);
  const surname = rng.pick(group.surnames);
  const spouse = rng.pick(group.spouse);
  switch (rng.int(0, 3)) {
    case 0:
      return {
        full: `M/s ${surname} ${rng.pick(BUSINESSES)} (Property of Mr. ${first} ${surname})`,
        owner: `Mr. ${first} ${surname}`,
      };
    case 1:
      return { full: `Mr. ${first} ${surname}`, owner: `Mr. ${first} ${surname}` };
    case 2:
      return {
        full: `Mr. ${first} ${surname} and Mrs. ${spouse} ${surname}`,
        owner: `Mr. ${first} ${surname} and Mrs. ${spouse} ${surname}`,
      };
    default:
      return {
        full: `M/s ${surname} ${rng.pick(BUSINESSES)} Pvt Ltd (Property of Mrs. ${spouse} ${surname})`,
        owner: `Mrs. ${spouse} ${surname}`,
      };
  }
}

function boundaries(rng: Rng): string {
  const sides = [
    'Road',
    'Property of others',
    'Open plot',
    'Building',
    'Internal road',
    'Drain',
    'Plot No. ' + rng.int(1, 300),
  ];
  return `bounded on the North by ${rng.pick(sides)}, South by ${rng.pick(sides)}, East by ${rng.pick(sides)} and West by ${rng.pick(sides)}`;
}

/** "All that part and parcel of ..." in the wording of Indian sale notices, per property type. */
function schedule(rng: Rng, type: string, c: SeedCity, locality: string, owner: string): string {
  const pin = `${c.pin}${pad(rng.int(1, 99), 3)}`;
  const where = `${locality}, ${c.city}, ${c.state} - ${pin}`;
  const survey = `Survey No. ${rng.int(10, 480)}/${rng.int(1, 9)}`;
  switch (type) {
    case 'RESIDENTIAL FLAT': {
      const floor = rng.int(1, 12);
      return (
        `All that part and parcel of Residential Flat No. ${floor}${pad(rng.int(1, 8), 2)} on the ${ordinal(floor)} floor of the ` +
        `building known as '${rng.pick(BUILDING_NAMES)}', constructed on ${survey}, situated at ${where}, admeasuring about ` +
        `${rng.int(55, 190) * 10} sq. ft. built-up area, together with the proportionate undivided share in the land and ` +
        `the common amenities, standing in the name of ${owner}, ${boundaries(rng)}.`
      );
    }
    case 'RESIDENTIAL HOUSE':
      return (
        `All that part and parcel of the residential house bearing House No. ${rng.int(1, 250)}, constructed on Plot No. ` +
        `${rng.int(1, 400)} admeasuring ${rng.int(100, 450)} sq. m., ground plus ${rng.int(1, 2)} upper floors, situated at ` +
        `${where}, standing in the name of ${owner}, ${boundaries(rng)}.`
      );
    case 'COMMERCIAL PROPERTY':
      return (
        `All that part and parcel of Shop/Office No. ${rng.pick(['G', 'F', 'S'])}-${rng.int(1, 60)} in '${c.city} ` +
        `${rng.pick(COMMERCIAL_NAMES)}', situated at ${where}, admeasuring about ${rng.int(25, 400) * 10} sq. ft. carpet ` +
        `area, together with the right to use the common passages and parking, standing in the name of ${owner}, ` +
        `${boundaries(rng)}.`
      );
    case 'INDUSTRIAL PROPERTY':
      return (
        `All that part and parcel of the industrial land and factory building on Plot No. ${rng.pick(['A', 'B', 'C', 'D'])}-` +
        `${rng.int(1, 180)}, ${locality}, ${c.city}, ${c.state} - ${pin}, land admeasuring ${rng.int(8, 90) * 50} sq. m. with ` +
        `the shed and structures standing thereon, together with plant and machinery fixed to the earth, held on ` +
        `leasehold by ${owner}, ${boundaries(rng)}.`
      );
    case 'AGRICULTURAL LAND':
      return (
        `All that piece and parcel of agricultural land bearing Khasra No. ${rng.int(10, 900)}, admeasuring ` +
        `${(rng.int(5, 80) / 10).toFixed(1)} acres, situated at Village ${locality.split(' ')[0]}, Tehsil and District ` +
        `${c.city}, ${c.state}, recorded in the revenue records in the name of ${owner}, ${boundaries(rng)}.`
      );
    default:
      return (
        `All that piece and parcel of non-agricultural open land bearing ${survey}, Plot No. ${rng.int(1, 220)}, ` +
        `admeasuring ${rng.int(150, 2500)} sq. m., situated at ${where}, standing in the name of ${owner}, ` +
        `${boundaries(rng)}.`
      );
  }
}

function reservePrice(rng: Rng, type: string): number {
  // ₹5 lakh to ₹5 crore, weighted by what such properties fetch, rounded to ₹10,000.
  const [lo, hi] =
    type === 'INDUSTRIAL PROPERTY'
      ? [60, 500]
      : type === 'COMMERCIAL PROPERTY'
        ? [25, 300]
        : type === 'AGRICULTURAL LAND'
          ? [5, 80]
          : type === 'LAND'
            ? [10, 200]
            : [12, 180];
  return rng.int(lo, hi) * 100_000 + rng.int(0, 9) * 10_000;
}

type Timing = Pick<NewPropertyRow, 'auctionDate' | 'startAt' | 'endAt' | 'emdSubmission'>;

/**
 * Times per card state (docs/product.md, "Card state"). A live window is at most 7 hours (bidding opens at
 * most 7 hours before the end), so live rows straddle "now" whatever the hour of seeding; the others use the
 * auction house's 10:00-17:00 IST day with some variety.
 */
function timing(rng: Rng, kind: 'live' | 'open' | 'emd-closed' | 'closed', now: Date): Timing {
  const today = toIstDate(now);
  if (kind === 'live') {
    const startAt = new Date(now.getTime() - rng.int(1, 3) * HOUR - rng.int(0, 3) * 15 * 60_000);
    const endAt = new Date(now.getTime() + rng.int(1, 4) * HOUR - rng.int(0, 3) * 10 * 60_000 + 30 * 60_000);
    const auctionDate = toIstDate(startAt);
    return { auctionDate, startAt, endAt, emdSubmission: addDays(auctionDate, -rng.int(1, 5)) };
  }
  const startHour = rng.pick([10, 10, 10, 11, 12]);
  const endHour = Math.min(17, startHour + rng.pick([5, 6, 7]));
  const day = (offset: number) => addDays(today, offset);
  const at = (date: string, hour: number) => istInstant(date, `${pad(hour, 2)}:00`);
  if (kind === 'open') {
    const ahead = rng.int(3, 40);
    const auctionDate = day(ahead);
    // EMD deadline 1-5 days before the auction and never before today, so registration is open.
    const emdBefore = rng.int(1, Math.min(5, ahead));
    return {
      auctionDate,
      startAt: at(auctionDate, startHour),
      endAt: at(auctionDate, endHour),
      emdSubmission: addDays(auctionDate, -emdBefore),
    };
  }
  if (kind === 'emd-closed') {
    // Auction still ahead but the EMD deadline has passed: the card says 'Registration Closed'.
    const auctionDate = day(rng.int(1, 2));
    return {
      auctionDate,
      startAt: at(auctionDate, startHour),
      endAt: at(auctionDate, endHour),
      emdSubmission: day(-rng.int(1, 3)),
    };
  }
  const auctionDate = day(-rng.int(1, 60));
  return {
    auctionDate,
    startAt: at(auctionDate, startHour),
    endAt: at(auctionDate, endHour),
    emdSubmission: addDays(auctionDate, -rng.int(1, 5)),
  };
}

/** Which state each demo row is built for: 6 live, 40 open, 4 EMD-closed, 14 closed. */
function kindOf(i: number): 'live' | 'open' | 'emd-closed' | 'closed' {
  if (i % 11 === 0) return 'live';
  if (i % 16 === 5) return 'emd-closed';
  if (i % 5 === 2 || i % 9 === 4) return 'closed';
  return 'open';
}

export interface DemoProperty {
  row: NewPropertyRow & { auctionCode: string };
  /** About a third carry a generated SARFAESI sale notice. */
  hasNotice: boolean;
}

export function buildDemoProperties(now: Date, count = DEMO_PROPERTY_COUNT): DemoProperty[] {
  const rng = prng(20_170_401);
  const out: DemoProperty[] = [];
  for (let i = 0; i < count; i++) {
    // Walk the lists in step with i so every type, city, zone and vendor appears.
    const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length] as string;
    const c = SEED_CITIES[(i * 7) % SEED_CITIES.length] as SeedCity;
    const locality = rng.pick(c.localities);
    const { full, owner } = customerName(rng, c.state);
    const reserve = reservePrice(rng, type);
    // Most properties use the 10% rule; some notices fix a round EMD of their own.
    const ownEmd = rng.next() < 0.2;
    const emd = ownEmd
      ? Math.ceil((reserve * rng.pick([0.05, 0.1, 0.15])) / 10_000) * 10_000
      : defaultEmdAmount(reserve);
    const bank = rng.next() < 0.75 ? FILTER_BANKS[0].value : rng.pick(OTHER_LENDERS);
    const code = `${DEMO_CODE_PREFIX}${pad(i + 1, 4)}`;
    const isBhfl = bank === FILTER_BANKS[0].value;
    // Taken from the lender, not the generator, so every other demo value stays as it was.
    const account = LENDER_EMD_ACCOUNTS[bank];
    out.push({
      hasNotice: i % 3 === 0,
      row: {
        auctionCode: code,
        customerName: full,
        propertyType: type,
        propertyLocation: c.city,
        state: c.state,
        zone: c.zone,
        region: c.region,
        possessionType: POSSESSION_TYPES[i % POSSESSION_TYPES.length] as string,
        vendor: VENDORS[Math.floor(i / 2) % VENDORS.length] as string,
        bankName: bank,
        reservePrice: reserve,
        emdAmount: emd,
        bidIncrement:
          reserve >= 20_000_000
            ? 25_000
            : reserve >= 5_000_000
              ? 10_000
              : reserve >= 1_500_000
                ? 5_000
                : 1_000,
        ...timing(rng, kindOf(i), now),
        loanAccountNo: isBhfl
          ? `BHFL${pad(rng.int(0, 99), 2)}${pad(rng.int(0, 99_999_999), 8)}`
          : `${pad(rng.int(1, 9999), 4)}${pad(rng.int(0, 999_999_999), 9)}${rng.int(100, 999)}`,
        cifId: rng.int(1_000_000_000, 99_999_999_999),
        propertySchedule: schedule(rng, type, c, locality, owner),
        // Jitter within a few kilometres so markers in one city do not sit on each other.
        lng: Math.round((c.lng + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
        lat: Math.round((c.lat + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
        ...(account
          ? {
              emdAccountName: account.accountName,
              emdAccountNo: account.accountNo,
              emdIfscCode: account.ifscCode,
              emdBankName: account.bankName,
              emdBranch: account.branch,
            }
          : {}),
      },
    });
  }
  return out;
}

export interface SeedResult {
  propertiesInserted: number;
  noticesWritten: number;
  accountsCreated: string[];
}

export interface SeedOptions {
  db: Db;
  dataDir: string;
  publicUrl: string;
  clock?: Clock;
  count?: number;
  /**
   * Move the dates of demo properties that have no bids back to "around now" (the `db:seed` script
   * does this, so an old demo install can show live auctions again). Start-up seeding never does.
   */
  refreshDates?: boolean;
}

/** Inserts what is missing of the demo set; running it again changes nothing (unless refreshDates). */
export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const { db, dataDir, publicUrl } = options;
  const now = (options.clock ?? systemClock).now();
  const demo = buildDemoProperties(now, options.count);

  const inserted = await db
    .insert(properties)
    .values(demo.map((d) => d.row))
    .onConflictDoNothing({ target: properties.auctionCode })
    .returning({ id: properties.id, auctionCode: properties.auctionCode });

  if (options.refreshDates) {
    const withBids = await db.selectDistinct({ id: bids.propertyId }).from(bids);
    const skip = new Set(withBids.map((b) => b.id));
    const existing = await db
      .select({ id: properties.id, auctionCode: properties.auctionCode })
      .from(properties)
      .where(like(properties.auctionCode, `${DEMO_CODE_PREFIX}%`));
    const byCode = new Map(demo.map((d) => [d.row.auctionCode, d.row]));
    for (const e of existing) {
      const fresh = byCode.get(e.auctionCode);
      if (!fresh || skip.has(e.id)) continue;
      await db
        .update(properties)
        .set({
          auctionDate: fresh.auctionDate,
          startAt: fresh.startAt,
          endAt: fresh.endAt,
          emdSubmission: fresh.emdSubmission,
          extensionCount: 0,
        })
        .where(eq(properties.id, e.id));
    }
  }

  // Sale notices: written for new rows, and again for any whose file went missing (a wiped DATA_DIR).
  let noticesWritten = 0;
  const wantNotice = demo.filter((d) => d.hasNotice);
  const rows = await db
    .select()
    .from(properties)
    .where(
      inArray(
        properties.auctionCode,
        wantNotice.map((d) => d.row.auctionCode),
      ),
    );
  for (const row of rows) {
    const relativePath = `notices/${row.auctionCode}.pdf`;
    const file =
      resolveStoredPath(dataDir, relativePath) ?? dataPath(dataDir, 'notices', `${row.auctionCode}.pdf`);
    // The Hindi notice beside the English one, sent for ?lang=hi (saleNoticeFileIn).
    const hindiFile = saleNoticeFileIn(file, 'hi');
    if (
      row.saleNoticePath === relativePath &&
      existsSync(file) &&
      existsSync(hindiFile) &&
      !options.refreshDates
    )
      continue;
    await writeSaleNoticePdf(file, row, publicUrl);
    await writeSaleNoticePdf(hindiFile, row, publicUrl, 'hi');
    noticesWritten++;
    if (row.saleNoticePath !== relativePath) {
      await db.update(properties).set({ saleNoticePath: relativePath }).where(eq(properties.id, row.id));
    }
  }

  const bhfl = LENDER_EMD_ACCOUNTS[FILTER_BANKS[0].value];
  if (bhfl) {
    const { bankName: accountBankName, ...rest } = bhfl;
    await db
      .insert(bankEmdAccounts)
      .values({ bankName: FILTER_BANKS[0].value, ...rest, accountBankName })
      .onConflictDoNothing();
  }

  const accountsCreated: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const created = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        organizationName: account.role === 'admin' ? 'e-Nilami Auction House' : 'Demo Bidder Pvt Ltd',
        state: 'delhi',
        city: 'new-delhi',
        pincode: '110001',
        mobile: account.role === 'admin' ? '9810000001' : '9810000002',
        termsAcceptedAt: now,
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created.length > 0) accountsCreated.push(account.email);
  }

  if (inserted.length > 0 || accountsCreated.length > 0) {
    await writeAudit(db, {
      actorId: null,
      action: 'demo.seeded',
      entity: 'system',
      after: { properties: inserted.length, accounts: accountsCreated },
    });
  }
  return { propertiesInserted: inserted.length, noticesWritten, accountsCreated };
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that admin, or makes the existing account an admin with
 * that password. The hash is only replaced when the password really changed, so restarts do not
 * revoke the admin's sessions.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  clock: Clock = systemClock,
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const now = clock.now();
  if (!existing) {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
        firstName: 'Administrator',
        lastName: '',
        organizationName: 'e-Nilami Auction House',
        termsAcceptedAt: now,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    await writeAudit(db, {
      actorId: null,
      action: 'admin.created-from-config',
      entity: 'user',
      entityId: row?.id,
      after: { email },
    });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.passwordHash, admin.password);
  if (samePassword && existing.role === 'admin' && existing.emailVerifiedAt) return 'unchanged';
  await db
    .update(users)
    .set({
      role: 'admin',
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      ...(samePassword
        ? {}
        : { passwordHash: await hashPassword(admin.password), tokenVersion: existing.tokenVersion + 1 }),
    })
    .where(eq(users.id, existing.id));
  await writeAudit(db, {
    actorId: null,
    action: 'admin.updated-from-config',
    entity: 'user',
    entityId: existing.id,
    before: { role: existing.role },
    after: { role: 'admin', passwordChanged: !samePassword },
  });
  return 'updated';
}
