import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatClock,
  type AuctionReport,
  type AuctionReportDetail,
  type AuctionReportPage,
  type DashboardStats,
} from '@eauction/shared';
import { properties, users } from '../../db/schema';
import { placeBid } from '../bidding/place-bid';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty, insertRegistration, placeBids } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import {
  XLSX_MIME,
  readWorkbook,
  sheetOf,
  sheetRow,
  sheetRows,
  workbookFile,
} from '../../testing/spreadsheets';
import { multipartBody } from '../../testing/uploads';

describe.each(TEST_DATABASES)('auction reports and dashboard stats on %s', (kind) => {
  let ctx: TestContext;
  // 11:30 in India on 1 November 2026.
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let adminToken = '';
  let adminEmail = '';
  let sold = '';
  let unsold = '';
  let quiet = '';
  const bidders: { id: string; email: string }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const db = ctx.database.db;
    const admin = await createUser(db, { role: 'admin' });
    adminEmail = admin.email;
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    for (const [first, last, org] of [
      ['Asha', 'Verma', 'Verma Estates'],
      ['Bharat', 'Singh', 'Singh Infra'],
      ['Chitra', 'Rao', 'Rao Holdings'],
    ] as const) {
      const u = await createUser(db);
      await db
        .update(users)
        .set({ firstName: first, lastName: last, organizationName: org })
        .where(eq(users.id, u.id));
      bidders.push({ id: u.id, email: u.email });
    }
    const [a, b, c] = bidders as [(typeof bidders)[0], (typeof bidders)[0], (typeof bidders)[0]];
    // Live now, bid past its reserve.
    sold = await insertProperty(db, {
      type: 'COMMERCIAL PROPERTY',
      city: 'Indore',
      reserve: 1_000_000,
      date: '2026-11-01',
    });
    // Ended, the highest bid below the reserve.
    unsold = await insertProperty(db, {
      type: 'LAND',
      city: 'Bhopal',
      reserve: 5_000_000,
      date: '2026-10-20',
    });
    // Upcoming, no bids at all.
    quiet = await insertProperty(db, { type: 'LAND', city: 'Indore', reserve: 700_000, date: '2026-11-20' });
    await insertRegistration(db, sold, a.id, 'approved');
    await insertRegistration(db, sold, b.id, 'approved');
    await insertRegistration(db, sold, c.id, 'rejected');
    await insertRegistration(db, quiet, a.id, 'pending');
    await insertRegistration(db, unsold, b.id, 'pending');
    const t = (iso: string) => new Date(iso);
    await placeBids(db, sold, [
      { bidderId: a.id, amount: 1_000_000, at: t('2026-11-01T05:00:00Z') },
      { bidderId: b.id, amount: 1_010_000, at: t('2026-11-01T05:01:00Z') },
      { bidderId: a.id, amount: 1_020_000, isAuto: true, at: t('2026-11-01T05:01:00.250Z') },
    ]);
    await placeBids(db, unsold, [{ bidderId: b.id, amount: 4_000_000, at: t('2026-10-20T06:00:00Z') }]);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });

  it('reports each auction with participants, distinct bidders, totals, the highest bidder and success', async () => {
    const res = await get('/api/admin/auction-reports');
    expect(res.statusCode).toBe(200);
    const page = res.json<AuctionReportPage>();
    expect(page.total).toBe(3);
    const byId = new Map(page.data.map((r) => [r._id, r]));
    expect(byId.get(sold)).toMatchObject({
      _id: sold,
      auctionId: sold,
      propertyType: 'COMMERCIAL PROPERTY',
      propertyLocation: 'Indore',
      state: 'Maharashtra',
      auctionDate: '2026-11-01',
      auctionState: 'live',
      reservePrice: 1_000_000,
      registeredParticipants: 2,
      activeBidders: 2,
      totalBids: 3,
      highestBid: 1_020_000,
      highestBidder: 'Asha Verma',
      // Past the reserve, but still running: 'In progress' until it ends.
      auctionSuccess: null,
    } satisfies Partial<AuctionReport>);
    expect(byId.get(unsold)).toMatchObject({
      auctionState: 'ended',
      registeredParticipants: 1,
      activeBidders: 1,
      totalBids: 1,
      highestBid: 4_000_000,
      highestBidder: 'Bharat Singh',
      auctionSuccess: false,
    });
    expect(byId.get(quiet)).toMatchObject({
      auctionState: 'upcoming',
      registeredParticipants: 1,
      activeBidders: 0,
      totalBids: 0,
      highestBid: null,
      highestBidder: null,
      auctionSuccess: null,
    });
    // Running and upcoming first, by end; ended last.
    expect(page.data.map((r) => r._id)).toEqual([sold, quiet, unsold]);
    const searched = (await get('/api/admin/auction-reports?search=bhopal')).json<AuctionReportPage>();
    expect(searched.data.map((r) => r._id)).toEqual([unsold]);
  });

  it('gives one report with every bid, highest first, naming each bidder for admins', async () => {
    const res = await get(`/api/admin/auction-reports/${sold}`);
    expect(res.statusCode).toBe(200);
    const report = res.json<{ data: AuctionReportDetail }>().data;
    expect(report).toMatchObject({ totalBids: 3, highestBidder: 'Asha Verma', auctionSuccess: null });
    expect(report.bids).toEqual([
      {
        seq: 3,
        amount: 1_020_000,
        bidder: 'Asha Verma',
        organization: 'Verma Estates',
        email: bidders[0]?.email,
        timestamp: '2026-11-01T05:01:00.250Z',
        isAutoBid: true,
      },
      {
        seq: 2,
        amount: 1_010_000,
        bidder: 'Bharat Singh',
        organization: 'Singh Infra',
        email: bidders[1]?.email,
        timestamp: '2026-11-01T05:01:00.000Z',
        isAutoBid: false,
      },
      {
        seq: 1,
        amount: 1_000_000,
        bidder: 'Asha Verma',
        organization: 'Verma Estates',
        email: bidders[0]?.email,
        timestamp: '2026-11-01T05:00:00.000Z',
        isAutoBid: false,
      },
    ]);
    const none = (await get(`/api/admin/auction-reports/${quiet}`)).json<{ data: AuctionReportDetail }>()
      .data;
    expect(none.bids).toEqual([]);
    expect((await get('/api/admin/auction-reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/auction-reports/nope')).json()).toMatchObject({
      error: 'Property not found',
    });
  });

  it('downloads the full bid ledger as a spreadsheet', async () => {
    const res = await get(`/api/admin/auction-reports/${sold}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="auction-report-T-[0-9a-f]{8}\.xlsx"$/,
    );
    const workbook = readWorkbook(res.rawPayload);
    expect(workbook.SheetNames).toEqual(['Summary', 'Bids']);
    const rows = sheetRows(workbook, 'Bids');
    expect(rows[0]).toEqual([
      'Seq',
      'Amount (Rs)',
      'Bidder',
      'Organization',
      'Email',
      'Server time (IST)',
      'Server time (UTC, ISO 8601)',
      'Type',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        1,
        1_000_000,
        'Asha Verma',
        'Verma Estates',
        bidders[0]?.email,
        formatClock('2026-11-01T05:00:00Z'),
        '2026-11-01T05:00:00.000Z',
        'Manual',
      ],
      [
        2,
        1_010_000,
        'Bharat Singh',
        'Singh Infra',
        bidders[1]?.email,
        formatClock('2026-11-01T05:01:00Z'),
        '2026-11-01T05:01:00.000Z',
        'Manual',
      ],
      [
        3,
        1_020_000,
        'Asha Verma',
        'Verma Estates',
        bidders[0]?.email,
        '01-Nov-26 10:31:00 AM IST',
        '2026-11-01T05:01:00.250Z',
        'Auto',
      ],
    ]);
    const summary = Object.fromEntries(sheetRows(workbook, 'Summary').map((r) => [r[0], r[1]]));
    expect(summary).toMatchObject({
      'Highest bidder': 'Asha Verma',
      'Auction success': 'In progress',
      'Total bids': 3,
    });

    // Once the auction has ended on the server's clock, the download says whether it succeeded.
    clock.set('2026-11-01T12:00:00Z');
    const ended = readWorkbook((await get(`/api/admin/auction-reports/${sold}/download`)).rawPayload);
    clock.set('2026-11-01T06:00:00Z');
    const endedSummary = Object.fromEntries(sheetRows(ended, 'Summary').map((r) => [r[0], r[1]]));
    expect(endedSummary).toMatchObject({ 'Auction success': 'Yes' });
    const unsoldSheet = readWorkbook((await get(`/api/admin/auction-reports/${unsold}/download`)).rawPayload);
    expect(Object.fromEntries(sheetRows(unsoldSheet, 'Summary').map((r) => [r[0], r[1]]))).toMatchObject({
      'Auction success': 'No',
    });
  });

  it('counts properties, pending registrations and live auctions on the server clock, with recent activity', async () => {
    const stats = async () => (await get('/api/admin/dashboard-stats')).json<{ data: DashboardStats }>().data;
    expect(await stats()).toMatchObject({
      totalProperties: 3,
      pendingRegistrations: 2,
      activeAuctions: 1,
      recentActivity: [],
    });

    const body = await multipartBody([
      {
        name: 'propertiesFile',
        filename: 'week-47.xlsx',
        type: XLSX_MIME,
        content: workbookFile(sheetOf([sheetRow('ST-1'), sheetRow('ST-2')])),
      },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(upload.statusCode).toBe(200);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/auctions/${sold}`,
      headers: bearer(adminToken),
    });
    expect(del.statusCode).toBe(409);

    const after = await stats();
    expect(after).toMatchObject({ totalProperties: 5, pendingRegistrations: 2, activeAuctions: 1 });
    expect(after.recentActivity).toEqual([
      expect.objectContaining({
        action: 'property.bulk-uploaded',
        actorEmail: adminEmail,
        target: 'week-47.xlsx',
        description: 'Uploaded week-47.xlsx: 2 created, 0 updated, 0 refused',
      }),
    ]);

    // After the live auction's end, nothing is live.
    clock.set('2026-11-01T12:00:00Z');
    expect((await stats()).activeAuctions).toBe(0);
    clock.set('2026-11-01T06:00:00Z');
  });

  it('reports bids placed through the bidding engine', async () => {
    const db = ctx.database.db;
    const [a, b] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    const id = await insertProperty(db, {
      type: 'LAND',
      city: 'Ujjain',
      reserve: 800_000,
      date: '2026-11-01',
    });
    await insertRegistration(db, id, a.id, 'approved');
    await insertRegistration(db, id, b.id, 'approved');
    await placeBid(ctx.app.bidding.deps, { id: a.id, tokenVersion: 0 }, id, 800_000);
    await placeBid(ctx.app.bidding.deps, { id: b.id, tokenVersion: 0 }, id, 810_000);

    const report = (await get(`/api/admin/auction-reports/${id}`)).json<{ data: AuctionReportDetail }>().data;
    expect(report).toMatchObject({
      registeredParticipants: 2,
      activeBidders: 2,
      totalBids: 2,
      highestBid: 810_000,
      highestBidder: 'Bharat Singh',
      auctionSuccess: null,
    });
    expect(report.bids.map((bid) => [bid.seq, bid.amount, bid.bidder, bid.isAutoBid])).toEqual([
      [2, 810_000, 'Bharat Singh', false],
      [1, 800_000, 'Asha Verma', false],
    ]);
    // The auction now has bids: its reserve price is locked.
    const [row] = await db
      .select({ version: properties.version })
      .from(properties)
      .where(eq(properties.id, id));
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/auctions/${id}`,
      payload: { version: row?.version, reservePrice: 700_000 },
      headers: bearer(adminToken),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      note: 'This auction already has bids, so these can no longer be changed: Reserve price.',
    });
  });
  it("reads 'In progress' until the auction has ended, its soft-close extension included", async () => {
    const db = ctx.database.db;
    const [a] = bidders as [(typeof bidders)[0]];
    const id = await insertProperty(db, {
      type: 'LAND',
      city: 'Dewas',
      reserve: 600_000,
      date: '2026-11-01',
    });
    await insertRegistration(db, id, a.id, 'approved');
    const success = async () =>
      (await get(`/api/admin/auction-reports/${id}`)).json<{ data: AuctionReportDetail }>().data;
    try {
      // Two minutes before the 17:00 IST end: the bid reaches the reserve and extends the auction.
      clock.set('2026-11-01T11:28:00Z');
      await placeBid(ctx.app.bidding.deps, { id: a.id, tokenVersion: 0 }, id, 600_000);
      expect(await success()).toMatchObject({ auctionState: 'live', auctionSuccess: null });
      // Past the first end, within the extension: still in progress.
      clock.set('2026-11-01T11:31:00Z');
      const extended = await success();
      expect(Date.parse(extended.auctionEndTime)).toBeGreaterThan(Date.parse('2026-11-01T11:31:00Z'));
      expect(extended).toMatchObject({ auctionState: 'live', auctionSuccess: null });
      const listed = (await get('/api/admin/auction-reports?search=dewas')).json<AuctionReportPage>();
      expect(listed.data[0]?.auctionSuccess).toBeNull();
      // After the extended end: decided.
      clock.set(new Date(Date.parse(extended.auctionEndTime) + 1000).toISOString());
      expect(await success()).toMatchObject({ auctionState: 'ended', auctionSuccess: true });
    } finally {
      clock.set('2026-11-01T06:00:00Z');
    }
  });
});
