import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmdRefundPage, type EmdRefundRow } from '@eauction/shared';
import { auditLog, properties, registrations } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, mailsTo, tokenFor } from '../../testing/accounts';
import { registrationIdOf } from '../../testing/closed-auctions';
import { insertProperty, insertRegistration } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/*
 * Every EMD accounted for (docs/product.md): the EMD state a review moves, the refund queue with its
 * late flag on the business clock, and the recording of a refund.
 */

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('EMD states and refunds on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-09-01T06:00:00Z'); // 11:30 IST
  let adminId = '';
  let bidderId = '';
  let auction = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    adminId = (await createUser(ctx.app.db, { role: 'admin' })).id;
    bidderId = (await createUser(ctx.app.db)).id;
    auction = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Nashik',
      reserve: 2_000_000,
      date: '2026-10-15',
      emdSubmission: '2026-10-10',
    });
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.app.db;
  type Caller = 'admin' | 'bidder' | 'anonymous';
  /** Signed on the clock as it is now: the tests move it by days. */
  const headersOf = async (caller: Caller) =>
    caller === 'anonymous'
      ? {}
      : bearer(
          await tokenFor(
            ctx.app,
            clock,
            caller === 'admin' ? { id: adminId, role: 'admin' } : { id: bidderId },
          ),
        );
  const admin = async (method: 'GET' | 'PUT', url: string, payload?: unknown, caller: Caller = 'admin') =>
    ctx.app.inject({ method, url, payload: payload as never, headers: await headersOf(caller) });
  const review = (id: string, status: string, reason?: string) =>
    admin('PUT', `/api/admin/registrations/${id}/status`, { status, ...(reason ? { reason } : {}) });
  const refund = (id: string, payload: unknown, caller: Caller = 'admin') =>
    admin('PUT', `/api/admin/registrations/${id}/emd-refund`, payload, caller);
  const emdOf = async (id: string) => {
    const [row] = await db()
      .select({
        state: registrations.emdState,
        dueAt: registrations.emdRefundDueAt,
        utrNo: registrations.emdRefundUtrNo,
        refundedOn: registrations.emdRefundedOn,
      })
      .from(registrations)
      .where(eq(registrations.id, id));
    return row;
  };
  const queue = async (query = '') => {
    const res = await admin('GET', `/api/admin/emd-refunds${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EmdRefundPage>();
  };

  /** A registration of a new bidder for the auction; answers its id and the bidder's e-mail. */
  const register = async (status: 'pending' | 'approved' | 'rejected' = 'pending') => {
    const user = await createUser(db());
    await insertRegistration(db(), auction, user.id, status);
    return { id: await registrationIdOf(db(), auction, user.id), email: user.email };
  };

  it('moves the EMD with the review: submitted, verified, due for refund, and back while unpaid', async () => {
    const { id, email } = await register();
    expect(await emdOf(id)).toEqual({ state: 'submitted', dueAt: null, utrNo: null, refundedOn: null });

    expect((await review(id, 'approved')).statusCode).toBe(200);
    expect(await emdOf(id)).toMatchObject({ state: 'verified', dueAt: null });

    expect((await review(id, 'rejected', 'The PAN card is unreadable')).statusCode).toBe(200);
    expect(await emdOf(id)).toMatchObject({ state: 'refund-due', dueAt: clock.now() });
    await ctx.app.mailer.drain();
    const [rejection] = mailsTo(ctx.dataDir, email).slice(-1);
    expect(rejection?.body).toContain(
      'Your EMD of ₹2,00,000 will be refunded to your account State Bank of India',
    );
    expect(rejection?.body).toContain('XXXXXXXX9012');

    // Approving again before the refund is made takes the refund back.
    await review(id, 'approved');
    expect(await emdOf(id)).toMatchObject({ state: 'verified', dueAt: null });
    await review(id, 'rejected', 'EMD not received');
    await review(id, 'pending');
    expect(await emdOf(id)).toMatchObject({ state: 'submitted', dueAt: null });

    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => (a.after as { emdState?: string }).emdState)).toEqual([
      'verified',
      'refund-due',
      'verified',
      'refund-due',
      'submitted',
    ]);
  });

  it('records a refund that is due, mails the bidder its UTR and date, and keeps it refunded', async () => {
    const { id, email } = await register();
    await review(id, 'rejected', 'Documents do not match');
    const res = await refund(id, { utrNo: 'sbin26244123456', refundedOn: '2026-09-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: EmdRefundRow }>().data).toMatchObject({
      registrationId: id,
      propertyId: auction,
      state: 'refunded',
      refundUtrNo: 'SBIN26244123456',
      refundedOn: '2026-09-01',
      refundDueSince: clock.now().toISOString(),
      emdAmount: 200_000,
      email,
      late: false,
    });
    expect(await emdOf(id)).toMatchObject({
      state: 'refunded',
      utrNo: 'SBIN26244123456',
      refundedOn: '2026-09-01',
    });
    await ctx.app.mailer.drain();
    const [mail] = mailsTo(ctx.dataDir, email).slice(-1);
    expect(mail?.subject).toMatch(/^EMD refunded: Auction ID T-/);
    expect(mail?.body).toContain('SBIN26244123456');
    expect(mail?.body).toContain('01-Sep-26');
    expect(mail?.body).toContain('₹2,00,000');

    // Once refunded, a review no longer moves it, and it is not refunded twice.
    await review(id, 'approved');
    expect((await emdOf(id))?.state).toBe('refunded');
    const again = await refund(id, { utrNo: 'SBIN26244999999', refundedOn: '2026-09-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This EMD is not due for a refund' });
    expect((await emdOf(id))?.utrNo).toBe('SBIN26244123456');
  });

  it('refuses a refund not due, an unknown registration, bad dates and bad UTRs, storing nothing', async () => {
    const verified = await register('pending');
    await review(verified.id, 'approved');
    const notDue = await refund(verified.id, { utrNo: 'UTR1234567', refundedOn: '2026-09-01' });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json()).toMatchObject({ error: 'This EMD is not due for a refund' });

    const unknown = await refund('0b6f1f8e-2d0c-4c47-9a43-6f7d5b1f9a10', {
      utrNo: 'UTR1234567',
      refundedOn: '2026-09-01',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await refund('not-an-id', { utrNo: 'UTR1234567', refundedOn: '2026-09-01' })).statusCode).toBe(
      404,
    );

    const { id } = await register();
    await review(id, 'rejected', 'Wrong EMD amount');
    const before = await emdOf(id);
    const cases: [unknown, string][] = [
      [{ utrNo: 'UTR1234567', refundedOn: '2026-09-02' }, 'Refund date must not be in the future'],
      [{ utrNo: 'UTR1234567', refundedOn: '2026-08-31' }, 'Refund date must not be before 01-Sep-26'],
      [{ utrNo: 'UTR1234567', refundedOn: '2026-02-30' }, 'Refund date must be a date (YYYY-MM-DD)'],
      [{ utrNo: 'UTR 12', refundedOn: '2026-09-01' }, 'Invalid UTR number'],
      [{ utrNo: '', refundedOn: '2026-09-01' }, 'UTR number is required'],
      [{ utrNo: 'UTR1234567', refundedOn: '2026-09-01', amount: 1 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await refund(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json<{ error: string }>().error).toContain(message);
    }
    expect(await emdOf(id)).toEqual(before);
    const bidderCall = await refund(id, { utrNo: 'UTR1234567', refundedOn: '2026-09-01' }, 'bidder');
    expect(bidderCall.statusCode).toBe(403);
    expect(await emdOf(id)).toEqual(before);
  });

  it('keeps an EMD due for refund once the auction has closed, whatever the review', async () => {
    const { id } = await register('approved');
    await db()
      .update(registrations)
      .set({ emdState: 'refund-due', emdRefundDueAt: clock.now() })
      .where(eq(registrations.id, id));
    await db().update(properties).set({ closedAt: clock.now() }).where(eq(properties.id, auction));
    try {
      await review(id, 'pending');
      await review(id, 'approved');
      expect(await emdOf(id)).toMatchObject({ state: 'refund-due', dueAt: clock.now() });
    } finally {
      await db().update(properties).set({ closedAt: null }).where(eq(properties.id, auction));
    }
  });

  it('lists refunds due oldest first, pages them, and flags those due for more than seven days', async () => {
    // Registrations due for refund one day apart, on the business clock.
    const start = clock.now();
    try {
      await refundQueue(start);
    } finally {
      clock.set(start);
    }
  });

  async function refundQueue(start: Date) {
    const due: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.set(start.getTime() + (i + 1) * DAY);
      const { id } = await register();
      await review(id, 'rejected', `Reason ${i}`);
      due.push(id);
    }
    const all = await queue('?limit=200');
    const ids = all.data.map((r) => r.registrationId);
    expect(all.total).toBe(all.data.length);
    // Earlier tests left some due on the first day; the new ones follow in the order they fell due.
    expect(ids.slice(-3)).toEqual(due);
    const dueSince = all.data.map((r) => r.refundDueSince ?? '');
    expect([...dueSince].sort()).toEqual(dueSince);
    expect(all.data.every((r) => r.state === 'refund-due' && !r.late)).toBe(true);
    expect(all.data.at(-1)).toMatchObject({
      bidderName: 'Test Bidder',
      bankName: 'State Bank of India',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      emdAmount: 200_000,
      refundUtrNo: null,
      refundedOn: null,
    });

    const page = await queue(`?limit=2&offset=${all.total - 3}`);
    expect(page).toMatchObject({ total: all.total, limit: 2, offset: all.total - 3 });
    expect(page.data.map((r) => r.registrationId)).toEqual(due.slice(0, 2));

    // Seven days after the first of them fell due it is not late yet; a moment later it is.
    clock.set(start.getTime() + 8 * DAY);
    let late = (await queue('?limit=200')).data.filter((r) => due.includes(r.registrationId));
    expect(late.map((r) => r.late)).toEqual([false, false, false]);
    clock.advance(1);
    late = (await queue('?limit=200')).data.filter((r) => due.includes(r.registrationId));
    expect(late.map((r) => r.late)).toEqual([true, false, false]);

    // A refund leaves the queue for the refunded list, the latest refund first.
    const first = due[0] ?? '';
    expect((await refund(first, { utrNo: 'UTR0000001', refundedOn: '2026-09-05' })).statusCode).toBe(200);
    const second = due[1] ?? '';
    expect((await refund(second, { utrNo: 'UTR0000002', refundedOn: '2026-09-08' })).statusCode).toBe(200);
    const stillDue = await queue('?status=due&limit=200');
    expect(stillDue.total).toBe(all.total - 2);
    expect(stillDue.data.map((r) => r.registrationId)).not.toContain(first);
    const refunded = await queue('?status=refunded');
    expect(refunded.data.slice(0, 2).map((r) => [r.registrationId, r.refundedOn, r.late])).toEqual([
      [second, '2026-09-08', false],
      [first, '2026-09-05', false],
    ]);
  }

  it('refuses bad queries and callers who are not administrators', async () => {
    for (const query of ['?status=late', '?limit=0', '?limit=201', '?offset=-1', '?page=2']) {
      expect((await admin('GET', `/api/admin/emd-refunds${query}`)).statusCode, query).toBe(400);
    }
    expect((await admin('GET', '/api/admin/emd-refunds', undefined, 'anonymous')).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/emd-refunds', undefined, 'bidder')).statusCode).toBe(403);
  });
});
