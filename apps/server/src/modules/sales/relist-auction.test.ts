import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTOS_FIELD,
  SALE_NOTICE_FIELD,
  istInstant,
  type AdminAuction,
  type AdminProperty,
  type Property,
} from '@eauction/shared';
import { auditLog, properties, sales } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertSale } from '../../testing/closed-auctions';
import { insertProperty } from '../../testing/fixtures';
import { propertyBody } from '../../testing/security/valid-requests';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { makePdf, makePng, multipartBody } from '../../testing/uploads';

/* Putting an auction up again (docs/product.md, "After the hammer"). */

const NOW = new Date('2026-09-01T06:00:00Z'); // 11:30 IST on 01-Sep-26

/** The new auction, read as Add Property reads it: 16 days ahead, the rules' notice being 15. */
const relistBody = (overrides: Record<string, unknown> = {}) => ({
  auctionDate: '2026-09-17',
  auctionStartTime: '11:00',
  auctionEndTime: '15:00',
  emdSubmission: '2026-09-15',
  reservePrice: 1_800_000,
  ...overrides,
});

describe.each(TEST_DATABASES)('re-auctions on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(NOW);
  let adminToken = '';
  let bidderToken = '';
  let original: AdminProperty;
  let notice: Buffer;
  const photo = makePng(3);

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.app.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    const bidder = await createUser(ctx.app.db);
    bidderToken = await tokenFor(ctx.app, clock, { id: bidder.id });

    // An auction added as an officer adds one, with a sale notice and a photo, held on 20-Aug-26.
    notice = await makePdf('Sale notice of the first auction');
    const fields = propertyBody({
      auctionCode: 'EN-2026-RELIST',
      auctionDate: '2026-08-20',
      emdSubmission: '2026-08-18',
      reservePrice: 2_000_000,
      emdAmount: 200_000,
      bidIncrement: 5000,
    });
    const body = await multipartBody(
      [
        { name: SALE_NOTICE_FIELD, filename: 'notice.pdf', type: 'application/pdf', content: notice },
        { name: PHOTOS_FIELD, filename: 'front.png', type: 'image/png', content: photo },
      ],
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    );
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/add-property',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(added.statusCode, added.body).toBe(201);
    original = added.json<{ data: AdminProperty }>().data;
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.app.db;
  const relist = (id: string, payload: unknown = relistBody(), token = adminToken) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${id}/relist`,
      payload: payload as never,
      headers: token ? bearer(token) : {},
    });
  const propertyCount = async () => (await db().select({ id: properties.id }).from(properties)).length;
  const endedAuction = (city: string, date = '2026-08-25') =>
    insertProperty(db(), { type: 'LAND', city, reserve: 1_000_000, date, emdSubmission: date });

  it('refuses an auction whose sale is not ended without bids, not confirmed or forfeited', async () => {
    // Not over yet, and no sale.
    expect((await relist(original._id)).statusCode).toBe(409);
    await insertSale(db(), original._id, { status: 'awaiting-confirmation', closedAt: NOW, bidsCount: 3 });
    for (const status of ['awaiting-confirmation', 'confirmed', 'completed'] as const) {
      await db().update(sales).set({ status }).where(eq(sales.propertyId, original._id));
      const res = await relist(original._id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        error:
          'This auction cannot be put up again: its sale is not ended without bids, not confirmed or forfeited',
      });
    }
    expect((await relist('0b6f1f8e-2d0c-4c47-9a43-6f7d5b1f9a10')).statusCode).toBe(404);
    expect((await relist('not-an-id')).statusCode).toBe(404);
  });

  it('refuses a date without the notice the rules ask, a past EMD deadline and a bad body', async () => {
    await db().update(sales).set({ status: 'not-confirmed' }).where(eq(sales.propertyId, original._id));
    const before = await propertyCount();
    const tooSoon = await relist(original._id, relistBody({ auctionDate: '2026-09-15' }));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({
      error: 'A re-auction needs at least 15 days’ notice',
      fields: { auctionDate: 'A re-auction needs at least 15 days’ notice' },
    });
    const pastEmd = await relist(original._id, relistBody({ emdSubmission: '2026-08-31' }));
    expect(pastEmd.statusCode).toBe(400);
    expect(pastEmd.json<{ fields: Record<string, string> }>().fields).toHaveProperty('emdSubmission');
    for (const payload of [
      relistBody({ auctionEndTime: '10:00' }),
      relistBody({ emdSubmission: '2026-09-20' }),
      relistBody({ reservePrice: 'a lot' }),
      relistBody({ auctionDate: '2026-02-30' }),
      relistBody({ bankName: 'Another Bank' }),
      { auctionDate: '2026-09-17' },
    ]) {
      const res = await relist(original._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await relist(original._id, relistBody(), bidderToken)).statusCode).toBe(403);
    expect((await relist(original._id, relistBody(), '')).statusCode).toBe(401);
    expect(await propertyCount()).toBe(before);
  });

  it('creates the re-auction: every field copied, the new schedule and reserve, its own files', async () => {
    // 16 days ahead, read like Add Property ('DD-Mon-YY' too).
    const res = await relist(original._id, relistBody({ auctionDate: '17-Sep-26' }));
    expect(res.statusCode, res.body).toBe(201);
    const relisted = res.json<{ data: AdminProperty }>().data;
    // Every descriptive field of the first auction; its id, code, files and times are its own.
    const copied = {
      customerName: original.customerName,
      propertyType: original.propertyType,
      propertyLocation: original.propertyLocation,
      state: original.state,
      zone: original.zone,
      region: original.region,
      possessionType: original.possessionType,
      vendor: original.vendor,
      bankName: original.bankName,
      loanAccountNo: original.loanAccountNo,
      cifId: original.cifId,
      propertySchedule: original.propertySchedule,
    };
    expect(Object.values(copied).every((v) => v !== '' && v !== 0)).toBe(true);
    expect(relisted).toMatchObject({
      ...copied,
      auctionCode: 'EN-2026-RELIST-R1',
      reservePrice: 1_800_000,
      emdAmount: 200_000,
      bidIncrement: 5000,
      auctionDate: '2026-09-17',
      auctionStartTime: istInstant('2026-09-17', '11:00').toISOString(),
      auctionEndTime: istInstant('2026-09-17', '15:00').toISOString(),
      emdSubmission: '2026-09-15',
      currentBid: null,
      auctionExtensionCount: 0,
      photoCount: 1,
      saleNoticeUrl: `/api/properties/${relisted._id}/notice`,
    });
    expect(relisted._id).not.toBe(original._id);
    expect(relisted.emdAccount).toEqual(original.emdAccount);
    expect(relisted.location).toEqual(original.location);

    const [oldRow] = await db().select().from(properties).where(eq(properties.id, original._id));
    const [newRow] = await db().select().from(properties).where(eq(properties.id, relisted._id));
    expect(newRow?.relistedFrom).toBe(original._id);
    const [sale] = await db().select().from(sales).where(eq(sales.propertyId, original._id));
    expect(sale?.relistedAs).toBe(relisted._id);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'property.relisted'));
    expect(audit).toMatchObject({ entityId: relisted._id, before: { relistedFrom: original._id } });

    // The files are copies under new names: each auction serves its own.
    expect(newRow?.saleNoticePath).not.toBe(oldRow?.saleNoticePath);
    expect(newRow?.photos[0]?.storedName).not.toBe(oldRow?.photos[0]?.storedName);
    expect(newRow?.photos[0]).toMatchObject({ originalName: 'front.png', mime: 'image/png' });
    const got = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).rawPayload;
    expect(await got(`/api/properties/${relisted._id}/notice`)).toEqual(notice);
    expect(await got(`/api/properties/${relisted._id}/photos/0`)).toEqual(photo);

    // Deleting the re-auction (it has no registrations) leaves the first auction's files in place.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/auctions/${relisted._id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(existsSync(join(ctx.dataDir, newRow?.saleNoticePath ?? 'none'))).toBe(false);
    expect(await got(`/api/properties/${original._id}/notice`)).toEqual(notice);
    expect(await got(`/api/properties/${original._id}/photos/0`)).toEqual(photo);
  });

  it('puts an auction up again once only', async () => {
    // The sale's pointer went with the deleted re-auction: it may be put up again, once.
    const res = await relist(original._id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: Property }>().data.auctionCode).toBe('EN-2026-RELIST-R1');
    const again = await relist(original._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This auction has already been put up again' });
  });

  it('takes the next free code, counts on from a re-auction, and lowers an EMD above the new reserve', async () => {
    const first = await endedAuction('Agra');
    await db().update(properties).set({ auctionCode: 'EN-2026-AGRA' }).where(eq(properties.id, first));
    await insertSale(db(), first, { status: 'ended-no-bids', closedAt: NOW });
    const taken = await endedAuction('Agra', '2026-10-30');
    await db().update(properties).set({ auctionCode: 'EN-2026-AGRA-R1' }).where(eq(properties.id, taken));

    const res = await relist(first, relistBody({ reservePrice: 50_000 }));
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json<{ data: AdminProperty }>().data;
    // The old EMD (₹1,00,000) would exceed the new reserve: 10% of it instead.
    expect(second).toMatchObject({ auctionCode: 'EN-2026-AGRA-R2', reservePrice: 50_000, emdAmount: 5000 });
    expect(second.saleNoticeUrl).toBeNull();
    expect(second.photoCount).toBe(0);

    // The re-auction ends without bids in its turn and is put up again as the third.
    clock.set('2026-09-18T06:00:00Z');
    try {
      await insertSale(db(), second._id, { status: 'ended-no-bids', closedAt: clock.now() });
      const token = await tokenFor(ctx.app, clock, {
        id: (await createUser(db(), { role: 'admin' })).id,
        role: 'admin',
      });
      const third = await relist(
        second._id,
        relistBody({ auctionDate: '2026-10-20', emdSubmission: '2026-10-15' }),
        token,
      );
      expect(third.statusCode, third.body).toBe(201);
      expect(third.json<{ data: Property }>().data.auctionCode).toBe('EN-2026-AGRA-R3');
    } finally {
      clock.set(NOW);
    }
  });

  /** The Auction List's row of an auction, by its id. */
  const listed = async (id: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auctions?limit=200',
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AdminAuction[] }>().data.find((row) => row._id === id);
  };

  it('puts up again a cancelled auction, which has no sale', async () => {
    const upcoming = await insertProperty(db(), {
      type: 'LAND',
      city: 'Indore',
      reserve: 900_000,
      date: '2026-09-10',
      emdSubmission: '2026-09-08',
    });
    expect(await listed(upcoming)).toMatchObject({ cancelled: false, relisted: false });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${upcoming}/cancel`,
      payload: { reason: 'Borrower settled the loan' },
      headers: bearer(adminToken),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The Auction List says so, and offers to put it up again until it is.
    expect(await listed(upcoming)).toMatchObject({ cancelled: true, relisted: false, auctionState: 'ended' });
    const res = await relist(upcoming);
    expect(res.statusCode, res.body).toBe(201);
    expect(await listed(upcoming)).toMatchObject({ cancelled: true, relisted: true });
    expect(await listed(res.json<{ data: Property }>().data._id)).toMatchObject({
      cancelled: false,
      relisted: false,
      auctionState: 'upcoming',
    });
    const [row] = await db()
      .select({ relistedFrom: properties.relistedFrom })
      .from(properties)
      .where(eq(properties.id, res.json<{ data: Property }>().data._id));
    expect(row?.relistedFrom).toBe(upcoming);
    expect((await relist(upcoming)).json()).toMatchObject({
      error: 'This auction has already been put up again',
    });
  });
});
