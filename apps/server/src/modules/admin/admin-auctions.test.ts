import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  istInstant,
  type AdminAuctionPage,
  type AdminProperty,
  type AuctionDeleteRefused,
} from '@eauction/shared';
import { auditLog, interests, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty, insertRegistration, placeBids } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { propertyBody } from '../../testing/security/valid-requests';
import { makePdf, makePng, multipartBody } from '../../testing/uploads';

/**
 * Every field of Add Property, as the form sends it (CIF id and reserve price as numbers), for an auction
 * on 15-Dec-26, six weeks after the test clock.
 */
const newProperty = (overrides: Record<string, unknown> = {}) =>
  propertyBody({ auctionDate: '15-Dec-26', emdSubmission: '2026-12-10', ...overrides });

describe.each(TEST_DATABASES)('add, list, edit and delete auctions on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let adminToken = '';
  let adminId = '';
  let bidderId = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminId = admin.id;
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    bidderId = (await createUser(ctx.database.db)).id;
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.database.db;
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as never, headers: bearer(adminToken) });
  const addJson = (body: unknown) => send('POST', '/api/admin/add-property', body);
  const propertyCount = async () => (await db().select({ n: count() }).from(properties))[0]?.n ?? 0;
  const rowOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0];
  const auditOf = (action: string, id: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

  let added: AdminProperty;

  it('adds a property from JSON, generating its Auction ID, and answers 201 with its _id', async () => {
    const res = await addJson(newProperty());
    expect(res.statusCode).toBe(201);
    added = res.json<{ success: true; data: AdminProperty }>().data;
    expect(added).toMatchObject({
      customerName: 'M/s Shree Ganesh Traders (Property of Mr. Ramesh Gupta)',
      reservePrice: 2_500_000,
      emdAmount: 250_000,
      bidIncrement: 1000,
      cifId: 1_234_567_890,
      auctionDate: '2026-12-15',
      auctionStartTime: istInstant('2026-12-15', '11:00').toISOString(),
      auctionEndTime: istInstant('2026-12-15', '16:30').toISOString(),
      emdSubmission: '2026-12-10',
      location: { type: 'Point', coordinates: [73.7868, 18.559] },
      saleNoticeUrl: null,
      version: 0,
      photoCount: 0,
    });
    expect(added.auctionCode).toMatch(/^EN-2026-[2-9A-HJKMNP-Z]{6}$/);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/properties/${added._id}` });
    expect(detail.json<{ data: { auctionCode: string } }>().data.auctionCode).toBe(added.auctionCode);
    const [audit] = await auditOf('property.created', added._id);
    expect(audit?.actorId).toBe(adminId);
  });

  it('keeps a given Auction ID and refuses one already in use with 409', async () => {
    const res = await addJson(newProperty({ auctionCode: 'EN-ADD-001' }));
    expect(res.statusCode).toBe(201);
    const before = await propertyCount();
    const again = await addJson(newProperty({ auctionCode: 'EN-ADD-001' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Auction ID EN-ADD-001 is already in use',
    });
    expect(await propertyCount()).toBe(before);
  });

  it('refuses missing and inconsistent fields with a message per field, storing nothing', async () => {
    const before = await propertyCount();
    const missing = await addJson({ customerName: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json<{ fields: Record<string, string> }>().fields;
    expect(fields).toMatchObject({
      propertyType: 'Property type is required',
      reservePrice: 'Reserve price is required',
      auctionDate: 'Auction date is required',
      auctionStartTime: 'Start time is required',
      auctionEndTime: 'End time is required',
      emdSubmission: 'EMD submission date is required',
      cifId: 'CIF ID is required',
    });

    const wrong = await addJson(
      newProperty({ zone: 'NORTH-EAST', reservePrice: '25 lakh', cifId: 12.5, vendor: 'Someone' }),
    );
    expect(wrong.json<{ fields: Record<string, string> }>().fields).toEqual({
      zone: 'Zone must be one of: NORTH, SOUTH, EAST, WEST, CENTRAL',
      reservePrice: 'Reserve price must be a whole number of rupees',
      cifId: 'CIF ID must be a whole number',
      vendor: 'Vendor must be one of: In-house, Procure Assist Services Pvt Ltd',
    });

    const backwards = await addJson(
      newProperty({ auctionStartTime: '16:00', auctionEndTime: '10:00', emdSubmission: '16-Dec-26' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ fields: Record<string, string> }>().fields).toEqual({
      auctionEndTime: 'End time must be after Start time',
      emdSubmission: 'EMD submission date must not be after the Auction date',
    });

    const halfLocation = await addJson(newProperty({ latitude: undefined }));
    expect(halfLocation.json()).toMatchObject({
      fields: { latitude: 'Give both Longitude and Latitude, or neither' },
    });
    const unknown = await addJson(newProperty({ isAdmin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(await propertyCount()).toBe(before);
  });

  it('adds a property with a sale-notice PDF and photos (multipart), checked by their bytes', async () => {
    const pdf = await makePdf('SARFAESI sale notice');
    const png = makePng();
    const fields = Object.fromEntries(
      Object.entries(newProperty({ auctionCode: 'EN-ADD-FILES' })).map(([k, v]) => [k, String(v)]),
    );
    const body = await multipartBody(
      [
        { name: 'saleNotice', filename: 'notice.pdf', type: 'application/pdf', content: pdf },
        { name: 'photos', filename: 'front.png', type: 'image/png', content: png },
        { name: 'photos', filename: 'side.png', type: 'image/png', content: png },
      ],
      fields,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/add-property',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json<{ data: AdminProperty }>().data;
    expect(data).toMatchObject({ auctionCode: 'EN-ADD-FILES', photoCount: 2, reservePrice: 2_500_000 });
    expect(data.saleNoticeUrl).toBe(`/api/properties/${data._id}/notice`);
    const notice = await ctx.app.inject({ method: 'GET', url: data.saleNoticeUrl ?? '' });
    expect(notice.statusCode).toBe(200);
    expect(notice.rawPayload.equals(pdf)).toBe(true);
    const row = await rowOf(data._id);
    expect(row?.photos.map((p) => p.mime)).toEqual(['image/png', 'image/png']);
    for (const p of row?.photos ?? [])
      expect(existsSync(join(ctx.dataDir, 'uploads', p.storedName))).toBe(true);
  });

  it('refuses a sale notice that is not a PDF and a photo that is not an image, leaving no row', async () => {
    const fields = Object.fromEntries(
      Object.entries(newProperty({ auctionCode: 'EN-ADD-BADFILE' })).map(([k, v]) => [k, String(v)]),
    );
    for (const [file, message] of [
      [
        { name: 'saleNotice', filename: 'notice.pdf', type: 'application/pdf', content: makePng() },
        'The sale notice must be a PDF file',
      ],
      [
        { name: 'photos', filename: 'x.jpg', type: 'image/jpeg', content: await makePdf() },
        'Photos must be JPEG or PNG images',
      ],
    ] as const) {
      const body = await multipartBody([file], fields);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/add-property',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(adminToken) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    const [row] = await db().select().from(properties).where(eq(properties.auctionCode, 'EN-ADD-BADFILE'));
    expect(row).toBeUndefined();
  });

  it('lists auctions with their registrations and bids counts and state, searchable and paged', async () => {
    const live = await insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 500_000,
      date: '2026-11-01',
    });
    await db().update(properties).set({ auctionCode: 'EN-LIST-LIVE' }).where(eq(properties.id, live));
    const ended = await insertProperty(db(), {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 500_000,
      date: '2026-10-01',
    });
    await insertRegistration(db(), live, bidderId, 'approved');
    await placeBids(db(), live, [{ bidderId, amount: 500_000 }]);

    const res = await send('GET', '/api/admin/auctions?search=jaip');
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminAuctionPage>();
    expect(page).toMatchObject({ success: true, total: 2, limit: 50, offset: 0 });
    // Running auctions first, ended ones last.
    expect(page.data.map((a) => a._id)).toEqual([live, ended]);
    expect(page.data[0]).toMatchObject({
      auctionCode: 'EN-LIST-LIVE',
      auctionState: 'live',
      registrationsCount: 1,
      pendingRegistrationsCount: 0,
      bidsCount: 1,
      currentBid: 500_000,
    });
    expect(page.data[1]).toMatchObject({ auctionState: 'ended', registrationsCount: 0, bidsCount: 0 });

    const upcoming = await send('GET', '/api/admin/auctions?auctionState=upcoming&limit=2&offset=1');
    const upcomingPage = upcoming.json<AdminAuctionPage>();
    expect(upcomingPage.total).toBe(3);
    expect(upcomingPage.data).toHaveLength(2);
    expect(upcomingPage.data.every((a) => a.auctionState === 'upcoming')).toBe(true);

    // LIKE wildcards in the search are plain characters.
    expect((await send('GET', '/api/admin/auctions?search=%25')).json<AdminAuctionPage>().total).toBe(0);
    const bad = await send('GET', '/api/admin/auctions?limit=0&auctionState=soon');
    expect(bad.statusCode).toBe(400);
  });

  it('edits the fields sent, combining times with the auction date in India time, and audits it', async () => {
    const res = await send('PUT', `/api/admin/auctions/${added._id}`, {
      version: 0,
      reservePrice: 3_000_000,
      auctionDate: '2026-12-20',
      auctionStartTime: '12:00',
      customerName: 'M/s Edited Borrower',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: AdminProperty }>().data;
    expect(data).toMatchObject({
      reservePrice: 3_000_000,
      customerName: 'M/s Edited Borrower',
      auctionDate: '2026-12-20',
      // The end keeps its time of day on the new date.
      auctionStartTime: istInstant('2026-12-20', '12:00').toISOString(),
      auctionEndTime: istInstant('2026-12-20', '16:30').toISOString(),
      emdAmount: 250_000,
      version: 1,
    });
    const [audit] = await auditOf('property.updated', added._id);
    expect(audit).toMatchObject({
      actorId: adminId,
      before: {
        reservePrice: 2_500_000,
        customerName: 'M/s Shree Ganesh Traders (Property of Mr. Ramesh Gupta)',
      },
      after: { reservePrice: 3_000_000, customerName: 'M/s Edited Borrower' },
    });
  });

  it('refuses a stale version, an unknown auction and inconsistent values', async () => {
    const stale = await send('PUT', `/api/admin/auctions/${added._id}`, { version: 0, region: 'X' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      error: 'Failed to update auction',
      code: 'CONFLICT',
      note: 'This auction was changed by someone else in the meantime. Reload it and try again.',
      // The keys of the texts, for a screen in another language (docs/product.md, "Languages").
      messages: { error: { id: 'admin.editOutcome.failed' } },
      noteMessage: { id: 'admin.editOutcome.versionConflict' },
    });
    const unknown = await send('PUT', '/api/admin/auctions/00000000-0000-4000-8000-000000000000', {
      version: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/auctions/not-an-id', { version: 0 })).statusCode).toBe(404);
    const backwards = await send('PUT', `/api/admin/auctions/${added._id}`, {
      version: 1,
      auctionEndTime: '11:00',
      emdAmount: 5_000_000,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      fields: {
        auctionEndTime: 'End time must be after Start time',
        emdAmount: 'EMD amount must not exceed the Reserve price',
      },
    });
    const noVersion = await send('PUT', `/api/admin/auctions/${added._id}`, { region: 'X' });
    expect(noVersion.statusCode).toBe(400);
    expect((await rowOf(added._id))?.version).toBe(1);
  });

  it('refuses, once bids exist, edits that would change what bidders bid on, and allows the others', async () => {
    await placeBids(db(), added._id, [{ bidderId, amount: 3_000_000 }]);
    for (const change of [
      { reservePrice: 2_000_000 },
      { bidIncrement: 5000 },
      { auctionDate: '2026-12-21' },
      { auctionEndTime: '16:45' },
      { propertyType: 'LAND' },
    ]) {
      const res = await send('PUT', `/api/admin/auctions/${added._id}`, { version: 1, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'Failed to update auction', code: 'CONFLICT' });
      expect(res.json<{ note: string }>().note).toMatch(
        /^This auction already has bids, so these can no longer be changed: /,
      );
    }
    const res = await send('PUT', `/api/admin/auctions/${added._id}`, {
      version: 1,
      reservePrice: 3_000_000,
      propertySchedule: 'Corrected description',
      longitude: null,
      latitude: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminProperty }>().data).toMatchObject({
      propertySchedule: 'Corrected description',
      location: null,
      version: 2,
    });
  });

  it('refuses, once an auction has closed without bids, edits of its terms: new terms are a re-auction', async () => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Pune',
      reserve: 1_000_000,
      date: '2026-10-20',
    });
    await db()
      .update(properties)
      .set({ closedAt: new Date('2026-10-20T11:30:01Z') })
      .where(eq(properties.id, id));
    const res = await send('PUT', `/api/admin/auctions/${id}`, { version: 0, auctionDate: '2026-12-21' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ note: string }>().note).toBe(
      'This auction has closed, so these can no longer be changed: Auction date, Start time and End time. Put the property up for auction again instead.',
    );
    // The fields are named by their labels' keys, which a client writes in its reader's words.
    expect(res.json<{ noteMessage: unknown }>().noteMessage).toEqual({
      id: 'admin.editOutcome.lockedByClosing',
      values: {
        fields: [
          { id: 'admin.propertyField.auctionDate' },
          { id: 'admin.propertyField.auctionStartTime' },
          { id: 'admin.propertyField.auctionEndTime' },
        ],
      },
    });
    const described = await send('PUT', `/api/admin/auctions/${id}`, {
      version: 0,
      propertySchedule: 'Plot 7',
    });
    expect(described.statusCode).toBe(200);
  });

  it('refuses to delete an auction with registrations, with their count and the spec note', async () => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Kanpur',
      reserve: 300_000,
      date: '2026-12-01',
    });
    const other = await createUser(db());
    await insertRegistration(db(), id, bidderId, 'pending');
    await insertRegistration(db(), id, other.id, 'rejected');
    const res = await send('DELETE', `/api/admin/auctions/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json<AuctionDeleteRefused>()).toEqual({
      success: false,
      error: 'Failed to delete auction',
      code: 'CONFLICT',
      registrationsCount: 2,
      bidsCount: 0,
      note: 'This auction has 2 registrations. You must delete or reassign these registrations before deleting the auction.',
      messages: { error: { id: 'admin.deleteOutcome.failed' } },
      noteMessage: { id: 'admin.deleteOutcome.hasRegistrations', values: { count: 2 } },
    });
    expect(await rowOf(id)).toBeDefined();
  });

  it('refuses to delete an auction with bids', async () => {
    const res = await send('DELETE', `/api/admin/auctions/${added._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Failed to delete auction',
      registrationsCount: 0,
      bidsCount: 1,
    });
  });

  it('deletes an auction, its interests and its stored files, and audits it', async () => {
    const [withFiles] = await db()
      .select()
      .from(properties)
      .where(eq(properties.auctionCode, 'EN-ADD-FILES'));
    if (!withFiles) throw new Error('EN-ADD-FILES missing');
    await db().insert(interests).values({ userId: bidderId, propertyId: withFiles.id });
    const files = [
      join(ctx.dataDir, withFiles.saleNoticePath ?? ''),
      ...withFiles.photos.map((p) => join(ctx.dataDir, 'uploads', p.storedName)),
    ];
    for (const f of files) expect(existsSync(f)).toBe(true);

    const res = await send('DELETE', `/api/admin/auctions/${withFiles.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await rowOf(withFiles.id)).toBeUndefined();
    for (const f of files) expect(existsSync(f)).toBe(false);
    expect(await db().select().from(interests).where(eq(interests.propertyId, withFiles.id))).toEqual([]);
    const [audit] = await auditOf('property.deleted', withFiles.id);
    expect(audit).toMatchObject({ actorId: adminId, before: { auctionCode: 'EN-ADD-FILES' } });

    const again = await send('DELETE', `/api/admin/auctions/${withFiles.id}`);
    expect(again.statusCode).toBe(404);
  });
});
