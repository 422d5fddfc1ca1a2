import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProperty, type EmdRefundPage, type PlaceBidAck, type Property } from '@eauction/shared';
import { auditLog, autoBids, properties, registrations } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, mailsTo, tokenFor } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen, type Bidder } from '../../testing/bidding';
import { registrationIdOf } from '../../testing/closed-auctions';
import { insertProperty, insertRegistration } from '../../testing/fixtures';
import { registrationDocuments, registrationFields } from '../../testing/security/valid-requests';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { multipartBody } from '../../testing/uploads';

/* Cancelling an auction before its end (docs/product.md, "After the hammer"). */

const NOW = new Date('2026-09-01T06:00:00Z'); // 11:30 IST
const HOUR = 60 * 60 * 1000;
const REASON = 'The borrower repaid the loan in full';

describe.each(TEST_DATABASES)('cancelling an auction on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(NOW);
  let adminToken = '';
  let url = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.app.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    url = await listen(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.app.db;
  const cancel = (id: string, payload: unknown = { reason: REASON }, token = adminToken) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${id}/cancel`,
      payload: payload as never,
      headers: token ? bearer(token) : {},
    });
  const rowOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0];
  const emdOf = async (propertyId: string, userId: string) =>
    (
      await db()
        .select({ state: registrations.emdState, dueAt: registrations.emdRefundDueAt })
        .from(registrations)
        .where(and(eq(registrations.propertyId, propertyId), eq(registrations.userId, userId)))
    )[0];

  it('stops a live auction: the room hears the new end, later bids are refused, EMDs fall due', async () => {
    const start = new Date(NOW.getTime() - HOUR);
    const end = new Date(NOW.getTime() + 5 * HOUR);
    const auction = await insertAuction(db(), { startAt: start, endAt: end, reserve: 500_000 });
    const bidder = await createBidder(ctx.app, clock, [auction]);
    const proxyOwner = await createBidder(ctx.app, clock, [auction]);
    const refunded = await createUser(db());
    await insertRegistration(db(), auction, refunded.id, 'rejected');
    await db()
      .update(registrations)
      .set({ emdState: 'refunded', emdRefundUtrNo: 'UTR0000009', emdRefundedOn: '2026-08-30' })
      .where(eq(registrations.id, await registrationIdOf(db(), auction, refunded.id)));

    const live = await AuctionClient.connect(url, bidder.token, auction);
    const watching = await AuctionClient.connect(url, adminToken, auction);
    const placed = await live.bid(500_000);
    expect(placed.ok).toBe(true);
    // A standing proxy, which would otherwise answer every bid.
    const proxy = await ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      payload: { auctionId: auction, enabled: true, maxAmount: 900_000 },
      headers: bearer(proxyOwner.token),
    });
    expect(proxy.statusCode, proxy.body).toBe(200);
    expect((await rowOf(auction))?.activeAutoBids).toBe(1);

    const res = await cancel(auction);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: AdminProperty }>().data;
    expect(data).toMatchObject({
      auctionStartTime: start.toISOString(),
      auctionEndTime: NOW.toISOString(),
    });

    // Everyone watching is told the auction now ends at this moment.
    for (const client of [live, watching]) {
      await client.until((c) => c.feed.status?.auctionEndTime === NOW.toISOString());
    }
    const late: PlaceBidAck = await live.bid(600_000);
    expect(late).toMatchObject({ ok: false, code: 'ENDED' });
    live.close();
    watching.close();

    const row = await rowOf(auction);
    expect(row).toMatchObject({
      cancelledAt: NOW,
      cancelReason: REASON,
      closedAt: NOW,
      startAt: start,
      endAt: NOW,
      activeAutoBids: 0,
      currentBid: 501_000,
    });
    const [standing] = await db().select().from(autoBids).where(eq(autoBids.propertyId, auction));
    expect(standing?.exhaustedAt).toEqual(NOW);
    const autoSetup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      payload: { auctionId: auction, enabled: true, maxAmount: 950_000 },
      headers: bearer(bidder.token),
    });
    expect(autoSetup.statusCode).toBe(409);

    expect(await emdOf(auction, bidder.id)).toEqual({ state: 'refund-due', dueAt: NOW });
    expect(await emdOf(auction, proxyOwner.id)).toEqual({ state: 'refund-due', dueAt: NOW });
    expect((await emdOf(auction, refunded.id))?.state).toBe('refunded');
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/emd-refunds',
      headers: bearer(adminToken),
    });
    const due = queue.json<EmdRefundPage>().data.filter((r) => r.propertyId === auction);
    expect(due.map((r) => r.email).sort()).toEqual([bidder.email, proxyOwner.email].sort());

    await ctx.app.mailer.drain();
    for (const who of [bidder, proxyOwner]) {
      const [mail] = mailsTo(ctx.dataDir, who.email).filter((m) => m.subject.startsWith('Auction cancelled'));
      expect(mail?.body).toContain(`Reason: ${REASON}`);
      expect(mail?.body).toContain('will be refunded to your account');
    }
    const [toRefunded] = mailsTo(ctx.dataDir, refunded.email);
    expect(toRefunded?.body).toContain('was refunded on 30-Aug-26');

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'property.cancelled'));
    expect(audit).toMatchObject({
      entityId: auction,
      before: { startAt: start.toISOString(), endAt: end.toISOString() },
      after: { reason: REASON, endAt: NOW.toISOString(), autoBidsStopped: 1, emdRefundsDue: 2 },
    });

    // The public page says so, and nobody may register any more.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/properties/${auction}` });
    expect(page.json<{ data: Property }>().data.outcome).toEqual({
      state: 'cancelled',
      biddersCount: 2,
      bidsCount: 2,
      salePrice: null,
    });
  });

  it('cancels an auction before it starts, its window cut to end now', async () => {
    const upcoming = await insertProperty(db(), {
      type: 'LAND',
      city: 'Pune',
      reserve: 1_000_000,
      date: '2026-09-20',
      emdSubmission: '2026-09-15',
    });
    const res = await cancel(upcoming, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(upcoming);
    expect(row).toMatchObject({ cancelledAt: NOW, cancelReason: REASON, endAt: NOW });
    expect(row?.startAt).toEqual(new Date(NOW.getTime() - 1000));

    // Registration would still be open by its EMD date, but the auction will not be held.
    const user = await createUser(db());
    const token = await tokenFor(ctx.app, clock, { id: user.id });
    const form = await multipartBody(
      await registrationDocuments(),
      registrationFields(upcoming, user.email, 1_000_000),
    );
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(registered.statusCode).toBe(409);
    expect(registered.json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });

    const again = await cancel(upcoming);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This auction has been cancelled' });
  });

  it('refuses an auction that has ended, a missing reason and callers who are not administrators', async () => {
    const ended = await insertAuction(db(), {
      startAt: new Date(NOW.getTime() - 5 * HOUR),
      endAt: NOW,
    });
    const res = await cancel(ended);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'An auction that has ended cannot be cancelled' });

    const open = await insertProperty(db(), {
      type: 'LAND',
      city: 'Agra',
      reserve: 500_000,
      date: '2026-09-30',
    });
    const before = await rowOf(open);
    for (const payload of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(1001) },
      { reason: REASON, extra: 1 },
    ]) {
      expect((await cancel(open, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bidder: Bidder = await createBidder(ctx.app, clock, [open]);
    expect((await cancel(open, { reason: REASON }, bidder.token)).statusCode).toBe(403);
    expect((await cancel(open, { reason: REASON }, '')).statusCode).toBe(401);
    expect((await cancel('0b6f1f8e-2d0c-4c47-9a43-6f7d5b1f9a10')).statusCode).toBe(404);
    expect(await rowOf(open)).toEqual(before);
  });
});
