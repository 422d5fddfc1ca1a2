import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRegistration, Property, PropertyPage } from '@eauction/shared';
import { registrations, sales } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor, type TestUser } from '../../testing/accounts';
import { insertSale } from '../../testing/closed-auctions';
import { insertProperty, insertRegistration, placeBids } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/*
 * What an auction that is over tells (docs/product.md, "After the hammer"): the public property page's
 * outcome, and each bidder's result, EMD and, for the winner, sale in their registrations.
 */

const NOW = new Date('2026-09-01T06:00:00Z'); // 11:30 IST on 01-Sep-26

describe.each(TEST_DATABASES)('auction outcomes on %s', (kind) => {
  let ctx: TestContext;
  let hidden: TestContext;
  const clock = new ManualClock(NOW);
  let winner: TestUser;
  let loser: TestUser;
  let auction = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    hidden = await createTestApp(kind, { clock, env: { SALE_PRICE_PUBLIC: '0' } });
    winner = await createUser(ctx.app.db);
    loser = await createUser(ctx.app.db);
    // Held yesterday, 10:00 to 17:00 IST; two bidders, three bids.
    auction = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Pune',
      reserve: 1_000_000,
      date: '2026-08-31',
      emdSubmission: '2026-08-28',
    });
    for (const user of [winner, loser]) await insertRegistration(ctx.app.db, auction, user.id, 'approved');
    await placeBids(ctx.app.db, auction, [
      { bidderId: winner.id, amount: 1_000_000 },
      { bidderId: loser.id, amount: 1_010_000 },
      { bidderId: winner.id, amount: 1_020_000 },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
    await hidden?.close();
  });

  const db = () => ctx.app.db;
  const detail = async (id: string, app = ctx.app) => {
    const res = await app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Property }>().data;
  };
  const mine = async (user: TestUser) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auction/my-registrations',
      headers: bearer(await tokenFor(ctx.app, clock, { id: user.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: MyRegistration[] }>().data;
  };
  const mineFor = async (user: TestUser, propertyId: string) =>
    (await mine(user)).find((r) => r.auctionId === propertyId);
  const setSale = (status: 'awaiting-confirmation' | 'confirmed' | 'forfeited' | 'not-confirmed') =>
    db().update(sales).set({ status }).where(eq(sales.propertyId, auction));

  it('has no outcome before the end, and none on catalogue pages', async () => {
    const upcoming = await insertProperty(db(), {
      type: 'LAND',
      city: 'Pune',
      reserve: 500_000,
      date: '2026-09-20',
    });
    expect((await detail(upcoming)).outcome).toBeNull();
    const page = await ctx.app.inject({ method: 'GET', url: '/api/properties?auctionState=all' });
    const items = page.json<PropertyPage>().data;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((p) => !('outcome' in p))).toBe(true);
  });

  it('says ended, counted from the bids, until the closing job records the sale', async () => {
    expect((await detail(auction)).outcome).toEqual({
      state: 'ended',
      biddersCount: 2,
      bidsCount: 3,
      salePrice: null,
    });
    const [mineBefore] = await mine(winner);
    expect(mineBefore).toMatchObject({
      emd: { state: 'submitted', refundDueSince: null, refundUtrNo: null, refundedOn: null },
      result: null,
      sale: null,
    });
  });

  it('says sold only once the bank confirms, with the price unless SALE_PRICE_PUBLIC hides it', async () => {
    await insertSale(db(), auction, {
      status: 'awaiting-confirmation',
      closedAt: new Date('2026-08-31T11:30:00Z'),
      buyerId: winner.id,
      salePrice: 1_020_000,
      bidsCount: 3,
      biddersCount: 2,
    });
    expect((await detail(auction)).outcome).toEqual({
      state: 'ended',
      biddersCount: 2,
      bidsCount: 3,
      salePrice: null,
    });
    await setSale('confirmed');
    const sold = await ctx.app.inject({ method: 'GET', url: `/api/properties/${auction}` });
    expect(sold.json<{ data: Property }>().data.outcome).toEqual({
      state: 'sold',
      biddersCount: 2,
      bidsCount: 3,
      salePrice: 1_020_000,
    });
    // Never who bid.
    for (const user of [winner, loser]) {
      expect(sold.body).not.toContain(user.id);
      expect(sold.body).not.toContain(user.email);
    }
    expect(sold.json<{ data: Property }>().data.currentBid).toBe(1_020_000);
    // A server that keeps sale prices to itself says sold, and how many took part, but not the price,
    // nor the highest bid, which is the price, on the page or in the catalogue.
    const elsewhere = await insertProperty(hidden.app.db, {
      type: 'LAND',
      city: 'Pune',
      reserve: 1_000_000,
      date: '2026-08-31',
    });
    const hiddenBidder = await createUser(hidden.app.db);
    await placeBids(hidden.app.db, elsewhere, [{ bidderId: hiddenBidder.id, amount: 1_020_000 }]);
    await insertSale(hidden.app.db, elsewhere, {
      status: 'confirmed',
      closedAt: new Date('2026-08-31T11:30:00Z'),
      salePrice: 1_020_000,
      bidsCount: 3,
      biddersCount: 2,
    });
    const hiddenDetail = await detail(elsewhere, hidden.app);
    expect(hiddenDetail.outcome).toEqual({
      state: 'sold',
      biddersCount: 2,
      bidsCount: 3,
      salePrice: null,
    });
    expect(hiddenDetail.currentBid).toBeNull();
    const catalogue = await hidden.app.inject({ method: 'GET', url: '/api/properties?auctionState=ended' });
    const listed = catalogue.json<PropertyPage>().data.find((p) => p._id === elsewhere);
    expect(listed).toMatchObject({ _id: elsewhere, currentBid: null });
    expect(catalogue.body).not.toContain('1020000');

    for (const status of ['forfeited', 'not-confirmed'] as const) {
      await setSale(status);
      expect((await detail(auction)).outcome?.state, status).toBe('ended');
    }
  });

  it("tells each bidder how it ended for them, and the winner their sale's amounts and deadlines", async () => {
    await db()
      .update(sales)
      .set({
        status: 'confirmed',
        depositDue: 55_000,
        depositDueBy: '2026-09-02',
        balanceDue: 765_000,
        balanceDueBy: '2026-09-16',
      })
      .where(eq(sales.propertyId, auction));
    await db()
      .update(registrations)
      .set({ emdState: 'refund-due', emdRefundDueAt: NOW })
      .where(eq(registrations.userId, loser.id));

    expect(await mineFor(winner, auction)).toMatchObject({
      result: { state: 'sold', won: true, salePrice: 1_020_000 },
      sale: {
        status: 'confirmed',
        depositDue: 55_000,
        depositDueBy: '2026-09-02',
        balanceDue: 765_000,
        balanceDueBy: '2026-09-16',
      },
    });
    expect(await mineFor(loser, auction)).toMatchObject({
      emd: { state: 'refund-due', refundDueSince: NOW.toISOString(), refundUtrNo: null, refundedOn: null },
      result: { state: 'sold', won: false, salePrice: null },
      sale: null,
    });

    await setSale('awaiting-confirmation');
    expect(await mineFor(winner, auction)).toMatchObject({
      result: { state: 'ended', won: true, salePrice: 1_020_000 },
      sale: { status: 'awaiting-confirmation' },
    });
  });

  it('tells the registrants of a cancelled auction that it was cancelled', async () => {
    const cancelled = await insertProperty(db(), {
      type: 'LAND',
      city: 'Nashik',
      reserve: 500_000,
      date: '2026-09-20',
    });
    await insertRegistration(db(), cancelled, loser.id, 'approved');
    const admin = await createUser(db(), { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${cancelled}/cancel`,
      payload: { reason: 'Stay order from the court' },
      headers: bearer(await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mineFor(loser, cancelled)).toMatchObject({
      emd: { state: 'refund-due', refundDueSince: NOW.toISOString() },
      result: { state: 'cancelled', won: false, salePrice: null },
      sale: null,
    });
    expect((await detail(cancelled)).outcome).toEqual({
      state: 'cancelled',
      biddersCount: 0,
      bidsCount: 0,
      salePrice: null,
    });
  });
});
