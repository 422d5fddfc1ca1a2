import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant, type AdminSale, type Sale } from '@eauction/shared';
import { auditLog, properties, registrations, saleEvents, sales } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { mailsTo } from '../../testing/accounts';
import {
  authOf,
  auctionWithBids,
  closeNow,
  createOfficer,
  emdStateOf,
  officerCall,
  winnerOf,
  type Officer,
} from '../../testing/sales';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { reminderDue } from './sale-worker';

/*
 * Closing (docs/product.md, "After the hammer", "Closing") and the reminders, driven through the job's
 * runOnce() on a ManualClock, with nobody connected to the auction.
 */

describe.each(TEST_DATABASES)('closing an auction on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-07-01T06:00:00Z');
  let officer: Officer;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    officer = await createOfficer(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const saleRow = async (propertyId: string) =>
    (await ctx.app.db.select().from(sales).where(eq(sales.propertyId, propertyId)))[0];

  it('closes within one run after the final end, not before, and an extension moves it', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-02',
      bidders: 2,
      amounts: [1_000_000, 1_010_000],
    });
    clock.set(auction.endAt.getTime() - 1000);
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ closed: 0 });
    expect(await saleRow(auction.propertyId)).toBeUndefined();

    // A last-minute bid extended the end by three minutes (soft close).
    const extendedEnd = new Date(auction.endAt.getTime() + 3 * 60_000);
    await ctx.app.db
      .update(properties)
      .set({ endAt: extendedEnd, extensionCount: 1 })
      .where(eq(properties.id, auction.propertyId));
    clock.set(auction.endAt.getTime() + 1000);
    await ctx.app.saleWorker.runOnce();
    expect(await saleRow(auction.propertyId)).toBeUndefined();

    clock.set(extendedEnd);
    await ctx.app.saleWorker.runOnce();
    const sale = await saleRow(auction.propertyId);
    expect(sale).toMatchObject({
      status: 'awaiting-confirmation',
      extensionsCount: 1,
      closedAt: extendedEnd,
    });
  });

  it('records the result, the timeline, the audit row and the EMD states', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-03',
      bidders: 3,
      amounts: [1_000_000, 1_020_000, 1_050_000, 1_070_000],
    });
    const [first, second, third] = auction.bidders;
    const winner = winnerOf(auction, 4);
    expect(winner.id).toBe(first?.id);
    // The second's EMD was verified by the officer; the others' are as submitted.
    await ctx.app.db
      .update(registrations)
      .set({ emdState: 'verified' })
      .where(eq(registrations.id, second?.registrationId ?? ''));
    await closeNow(ctx.app, clock, auction);

    const sale = await saleRow(auction.propertyId);
    expect(sale).toMatchObject({
      status: 'awaiting-confirmation',
      buyerId: winner.id,
      registrationId: winner.registrationId,
      salePrice: 1_070_000,
      emdAmount: 100_000,
      bidsCount: 4,
      biddersCount: 3,
      extensionsCount: 0,
      closedAt: clock.now(),
    });
    const [property] = await ctx.app.db
      .select({ closedAt: properties.closedAt })
      .from(properties)
      .where(eq(properties.id, auction.propertyId));
    expect(property?.closedAt).toEqual(clock.now());

    const events = await ctx.app.db
      .select()
      .from(saleEvents)
      .where(eq(saleEvents.propertyId, auction.propertyId));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'closed',
        fromStatus: null,
        toStatus: 'awaiting-confirmation',
        actorId: null,
      }),
    ]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.closed'), eq(auditLog.entityId, auction.propertyId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({
      status: 'awaiting-confirmation',
      salePrice: 1_070_000,
      bidsCount: 4,
    });

    expect(await emdStateOf(ctx.app.db, winner.registrationId)).toEqual({ state: 'submitted', dueAt: null });
    for (const loser of [second, third]) {
      expect(await emdStateOf(ctx.app.db, loser?.registrationId ?? '')).toEqual({
        state: 'refund-due',
        dueAt: clock.now(),
      });
    }
  });

  it('mails the highest bidder what comes next and every other registrant their refund', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-04',
      bidders: 2,
      amounts: [1_000_000, 1_250_000],
    });
    const [loser, winner] = auction.bidders;
    await closeNow(ctx.app, clock, auction);
    await ctx.app.mailer.drain();

    const toWinner = mailsTo(ctx.dataDir, winner?.email ?? '');
    expect(toWinner).toHaveLength(1);
    expect(toWinner[0]?.subject).toContain('Your bid is the highest');
    expect(toWinner[0]?.body).toContain('Your bid of ₹12,50,000 is the highest');
    expect(toWinner[0]?.body).toContain("awaits the bank's confirmation");
    // 25% of ₹12,50,000 is ₹3,12,500, less the EMD of ₹1,00,000.
    expect(toWinner[0]?.body).toContain('₹2,12,500');
    expect(toWinner[0]?.body).toContain('within 15 days');
    expect(toWinner[0]?.body).toContain(`/property/${auction.propertyId}/sale`);

    const toLoser = mailsTo(ctx.dataDir, loser?.email ?? '');
    expect(toLoser).toHaveLength(1);
    expect(toLoser[0]?.subject).toContain('Auction ended');
    expect(toLoser[0]?.body).toContain('you did not win');
    expect(toLoser[0]?.body).toContain('Your EMD of ₹1,00,000 will be refunded');
    expect(toLoser[0]?.body).toContain('State Bank of India, account ending 9012');
    expect(toLoser[0]?.body).not.toContain('123456789012');

    // Another run finds nothing to do: no second sale, no second mail.
    await ctx.app.saleWorker.runOnce();
    await ctx.app.mailer.drain();
    expect(mailsTo(ctx.dataDir, winner?.email ?? '')).toHaveLength(1);
    expect(mailsTo(ctx.dataDir, loser?.email ?? '')).toHaveLength(1);
  });

  it('records an auction nobody bid on as ended without bids and refunds every EMD', async () => {
    const auction = await auctionWithBids(ctx.app, { date: '2026-07-05', bidders: 2, amounts: [] });
    await closeNow(ctx.app, clock, auction);
    await ctx.app.mailer.drain();
    expect(await saleRow(auction.propertyId)).toMatchObject({
      status: 'ended-no-bids',
      buyerId: null,
      registrationId: null,
      salePrice: null,
      emdAmount: 0,
      bidsCount: 0,
      biddersCount: 0,
    });
    for (const bidder of auction.bidders) {
      expect((await emdStateOf(ctx.app.db, bidder.registrationId))?.state).toBe('refund-due');
      const [mail] = mailsTo(ctx.dataDir, bidder.email);
      expect(mail?.body).toContain('has ended without any bid');
    }
    const res = await ctx.app.inject({
      url: `/api/admin/sales/${auction.propertyId}`,
      headers: await authOf(ctx.app, clock, officer),
    });
    expect(res.json<{ data: AdminSale }>().data).toMatchObject({
      status: 'ended-no-bids',
      buyerName: null,
      nextDeadline: null,
      overdue: false,
    });
  });

  it('shows the sale to its buyer and admins only', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-06',
      bidders: 2,
      amounts: [1_000_000, 1_100_000],
    });
    const [other, winner] = auction.bidders;
    await closeNow(ctx.app, clock, auction);
    const url = `/api/sales/${auction.propertyId}`;

    const mine = await ctx.app.inject({ url, headers: await authOf(ctx.app, clock, winner ?? { id: '' }) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<{ data: Sale }>().data).toMatchObject({
      propertyId: auction.propertyId,
      status: 'awaiting-confirmation',
      salePrice: 1_100_000,
      emdAmount: 100_000,
      depositDue: 175_000,
      balanceDue: 825_000,
      depositDueBy: null,
      payments: [],
      certificate: null,
      payTo: { accountNo: '50200045671234', ifscCode: 'HDFC0000236' },
    });
    const admin = await ctx.app.inject({ url, headers: await authOf(ctx.app, clock, officer) });
    expect(admin.statusCode).toBe(200);

    const anonymous = await ctx.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    // A bidder who did not win is told there is no such sale.
    const stranger = await ctx.app.inject({
      url,
      headers: await authOf(ctx.app, clock, other ?? { id: '' }),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: 'Sale not found', code: 'NOT_FOUND' });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.app.inject({
        url: `/api/sales/${id}`,
        headers: await authOf(ctx.app, clock, officer),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Sale not found' });
    }
  });

  it('reminds the buyer 24 hours before each deadline, once', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-07',
      bidders: 1,
      amounts: [1_000_000],
    });
    const [buyer] = auction.bidders;
    await closeNow(ctx.app, clock, auction);
    // Confirmed on Wednesday 8 July: the deposit is due Thursday 9 July, the balance on 23 July.
    clock.set(istInstant('2026-07-08', '11:00'));
    expect(
      (await officerCall(ctx.app, clock, officer, 'POST', `${auction.propertyId}/confirm`)).statusCode,
    ).toBe(200);
    const reminders = () =>
      mailsTo(ctx.dataDir, buyer?.email ?? '').filter((m) => m.subject.startsWith('Reminder'));

    clock.set(istInstant('2026-07-08', '23:00'));
    await ctx.app.saleWorker.runOnce();
    await ctx.app.mailer.drain();
    expect(reminders()).toHaveLength(0);

    clock.set(istInstant('2026-07-09', '00:30'));
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ reminded: 1 });
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ reminded: 0 });
    await ctx.app.mailer.drain();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.subject).toContain('25% deposit due by 09-Jul-26');
    expect(reminders()[0]?.body).toContain('₹1,50,000');
    expect(await saleRow(auction.propertyId)).toMatchObject({ remindedFor: 'deposit:2026-07-09' });

    // The balance's reminder comes on its own, once the deposit is paid.
    await ctx.app.db
      .update(sales)
      .set({ status: 'deposit-paid' })
      .where(eq(sales.propertyId, auction.propertyId));
    clock.set(istInstant('2026-07-22', '12:00'));
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ reminded: 0 });
    clock.set(istInstant('2026-07-23', '00:30'));
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ reminded: 1 });
    clock.set(istInstant('2026-07-23', '20:00'));
    expect(await ctx.app.saleWorker.runOnce()).toMatchObject({ reminded: 0 });
    await ctx.app.mailer.drain();
    expect(reminders().map((m) => m.subject)).toEqual([
      expect.stringContaining('deposit due by 09-Jul-26'),
      expect.stringContaining('balance due by 23-Jul-26'),
    ]);
    expect(await saleRow(auction.propertyId)).toMatchObject({ remindedFor: 'balance:2026-07-23' });
  });

  it('counts a reminder window from the end of the deadline day, India time', () => {
    const end = istInstant('2026-07-09', '23:59');
    expect(reminderDue('2026-07-09', new Date(end.getTime() - 24 * 3_600_000 + 59_999))).toBe(true);
    expect(reminderDue('2026-07-09', new Date(end.getTime() - 24 * 3_600_000 - 1000))).toBe(false);
    expect(reminderDue('2026-07-09', istInstant('2026-07-10', '00:00'))).toBe(false);
  });
});

describe('the closing job left running', () => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-07-10T06:00:00Z');

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { clock, deps: { startSaleWorker: true } });
  });
  afterAll(async () => ctx?.close());

  it('closes an auction within 5 seconds of its end with nobody connected', async () => {
    const auction = await auctionWithBids(ctx.app, {
      date: '2026-07-10',
      bidders: 1,
      amounts: [1_000_000],
    });
    const statusNow = async () =>
      (
        await ctx.app.db
          .select({ status: sales.status })
          .from(sales)
          .where(eq(sales.propertyId, auction.propertyId))
      )[0]?.status;
    clock.set(auction.endAt);
    const started = Date.now();
    let status = await statusNow();
    while (!status && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await statusNow();
    }
    expect(status).toBe('awaiting-confirmation');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
