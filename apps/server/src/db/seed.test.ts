import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILTER_BANKS,
  MAX_BIDDING_WINDOW_HOURS,
  POSSESSION_TYPES,
  PROPERTY_TYPES,
  PropertySchema,
  VENDORS,
  ZONES,
  cardState,
  type Property,
} from '@eauction/shared';
import { verifyPassword } from '../platform/passwords';
import { embedsFont } from '../testing/pdf-text';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { bulkSeedProperties } from '../testing/bulk-seed';
import { properties, users } from './schema';
import { DEMO_ACCOUNTS, ensureAdmin, seedDemo } from './seed';

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  let ctx: TestContext;
  let all: Property[];

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      prepare: async (database, dataDir) => {
        await seedDemo({ db: database.db, dataDir, publicUrl: 'http://localhost:3000' });
      },
    });
    const res = await ctx.app.inject({ url: '/api/properties?limit=200&auctionState=all' });
    all = res.json<{ data: Property[] }>().data;
  });
  afterAll(async () => ctx?.close());

  it('creates at least 60 properties that the API serves in the product’s shape', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const p of all) PropertySchema.strict().parse(p);
  });

  it('has auctions live now, open for EMD registration, and closed, by the shared card-state rule', () => {
    const now = new Date();
    const states = all.map((p) => cardState(p, now));
    expect(states.filter((s) => s === 'live').length).toBeGreaterThanOrEqual(3);
    expect(states.filter((s) => s === 'registration-open').length).toBeGreaterThanOrEqual(10);
    expect(states.filter((s) => s === 'closed').length).toBeGreaterThanOrEqual(5);
    // Closed ones include auctions in the past and upcoming ones whose EMD deadline has passed.
    expect(
      all.some((p) => cardState(p, now) === 'closed' && Date.parse(p.auctionStartTime) > now.getTime()),
    ).toBe(true);
  });

  it('keeps every bidding window within the 7-hour limit', () => {
    for (const p of all) {
      const hours = (Date.parse(p.auctionEndTime) - Date.parse(p.auctionStartTime)) / 3_600_000;
      expect(hours).toBeGreaterThan(0);
      expect(hours).toBeLessThanOrEqual(MAX_BIDDING_WINDOW_HOURS);
      expect(p.emdSubmission <= p.auctionDate).toBe(true);
    }
  });

  it('covers every property type, possession type, zone and vendor, across several states', () => {
    const distinct = (pick: (p: Property) => string) => new Set(all.map(pick));
    expect([...distinct((p) => p.propertyType)].sort()).toEqual([...PROPERTY_TYPES].sort());
    expect([...distinct((p) => p.possessionType)].sort()).toEqual([...POSSESSION_TYPES].sort());
    expect([...distinct((p) => p.zone)].sort()).toEqual([...ZONES].sort());
    expect([...distinct((p) => p.vendor)].sort()).toEqual([...VENDORS].sort());
    expect(distinct((p) => p.state).size).toBeGreaterThanOrEqual(8);
    expect(distinct((p) => p.propertyLocation).size).toBeGreaterThanOrEqual(20);
  });

  it('places every property in India, longitude first', () => {
    for (const p of all) {
      const [lng, lat] = p.location?.coordinates ?? [0, 0];
      expect(lng).toBeGreaterThan(68);
      expect(lng).toBeLessThan(98);
      expect(lat).toBeGreaterThan(6);
      expect(lat).toBeLessThan(37);
    }
  });

  it('sells mostly for the filter bank, about a quarter for other lenders', () => {
    const share = all.filter((p) => p.bankName === FILTER_BANKS[0].value).length / all.length;
    expect(share).toBeGreaterThan(0.6);
    expect(share).toBeLessThan(0.9);
  });

  it('prices between 5 lakh and 5 crore rupees with an EMD', () => {
    for (const p of all) {
      expect(p.reservePrice).toBeGreaterThanOrEqual(500_000);
      expect(p.reservePrice).toBeLessThanOrEqual(50_000_000);
      expect(p.emdAmount).toBeGreaterThan(0);
      expect(p.propertySchedule).toMatch(/^All that (part|piece) and parcel/);
    }
  });

  it('attaches a real sale-notice PDF to about a third', async () => {
    const withNotice = all.filter((p) => p.saleNoticeUrl);
    expect(withNotice.length).toBeGreaterThanOrEqual(all.length / 4);
    expect(withNotice.length).toBeLessThanOrEqual(all.length / 2);
    const sample = withNotice[0];
    if (!sample?.saleNoticeUrl) throw new Error('no notice');
    const res = await ctx.app.inject({ url: sample.saleNoticeUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(existsSync(join(ctx.dataDir, 'notices', `${sample.auctionCode}.pdf`))).toBe(true);
    // The Hindi notice beside it, sent for ?lang=hi.
    expect(existsSync(join(ctx.dataDir, 'notices', `${sample.auctionCode}.hi.pdf`))).toBe(true);
    const hindi = await ctx.app.inject({ url: `${sample.saleNoticeUrl}?lang=hi` });
    expect(hindi.statusCode).toBe(200);
    expect(embedsFont(hindi.rawPayload, 'NotoSansDevanagari-Regular')).toBe(true);
    expect(embedsFont(res.rawPayload, 'NotoSansDevanagari-Regular')).toBe(false);
  });

  it('creates the demo admin and bidder, verified, with argon2id hashes', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
      expect(row?.role).toBe(account.role);
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', account.password)).toBe(true);
    }
  });

  it('never duplicates when run again', async () => {
    const again = await seedDemo({
      db: ctx.database.db,
      dataDir: ctx.dataDir,
      publicUrl: 'http://localhost:3000',
    });
    expect(again).toMatchObject({ propertiesInserted: 0, noticesWritten: 0, accountsCreated: [] });
    const [{ n } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(properties);
    expect(n).toBe(all.length);
    const [{ u } = { u: 0 }] = await ctx.database.db.select({ u: count() }).from(users);
    expect(u).toBe(DEMO_ACCOUNTS.length);
  });

  it('creates, keeps and updates the ADMIN_EMAIL admin', async () => {
    const db = ctx.database.db;
    expect(await ensureAdmin(db, { email: 'Ops@Enilami.in', password: 'First-pass-123' })).toBe('created');
    expect(await ensureAdmin(db, { email: 'ops@enilami.in', password: 'First-pass-123' })).toBe('unchanged');
    const [before] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'ops@enilami.in'));
    expect(await ensureAdmin(db, { email: 'ops@enilami.in', password: 'Second-pass-456' })).toBe('updated');
    const [after] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'ops@enilami.in'));
    expect(after?.role).toBe('admin');
    expect(await verifyPassword(after?.passwordHash ?? '', 'Second-pass-456')).toBe(true);
    // A changed password ends the sessions issued with the old one.
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    // An existing bidder named as ADMIN_EMAIL becomes an admin.
    expect(await ensureAdmin(db, { email: 'BIDDER@enilami.in', password: 'Bidder@12345' })).toBe('updated');
    const [bidder] = await db.select().from(users).where(eq(users.email, 'bidder@enilami.in'));
    expect(bidder?.role).toBe('admin');
  });

  it('bulk-seeds synthetic properties the catalogue serves', async () => {
    await bulkSeedProperties(ctx.database.db, 500, { codePrefix: 'BULK-' });
    const res = await ctx.app.inject({ url: '/api/properties?limit=200&type=land&auctionState=all' });
    const page = res.json<{ data: Property[]; total: number }>();
    expect(page.total).toBeGreaterThan(100);
    for (const p of page.data) PropertySchema.strict().parse(p);
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(properties)
      .where(sql`${properties.auctionCode} like 'BULK-%'`);
    expect(n).toBe(500);
  });
});
