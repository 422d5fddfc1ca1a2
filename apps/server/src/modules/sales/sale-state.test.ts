import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant, type AdminSale } from '@eauction/shared';
import { auditLog, holidays } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { mailsTo } from '../../testing/accounts';
import {
  auctionWithBids,
  authOf,
  closeNow,
  createOfficer,
  emdStateOf,
  officerCall,
  type Bidder,
  type EndedAuction,
  type Officer,
} from '../../testing/sales';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/*
 * The sale's state machine (docs/product.md, "After the hammer", "The sale"): the deadlines of rule 9
 * counted in working days ("Working days"), the officer's moves and every move it refuses.
 */

const PRICE = 1_200_000;

describe.each(TEST_DATABASES)('the sale after the hammer on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-07-20T06:00:00Z');
  let officer: Officer;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    officer = await createOfficer(ctx.app);
    // A bank holiday on Thursday 13 August.
    await ctx.app.db.insert(holidays).values({ date: '2026-08-13', name: 'Test holiday' });
  });
  afterAll(async () => ctx?.close());

  /** An auction on `date` won at PRICE by its second bidder, closed by the job. */
  async function sold(date: string, emd?: number): Promise<{ auction: EndedAuction; buyer: Bidder }> {
    const auction = await auctionWithBids(ctx.app, { date, bidders: 2, emd, amounts: [1_000_000, PRICE] });
    await closeNow(ctx.app, clock, auction);
    return { auction, buyer: auction.bidders[1] as Bidder };
  }

  const act = async (
    auction: EndedAuction,
    action: string,
    payload?: Record<string, unknown>,
    at?: [string, string],
  ) => {
    if (at) clock.set(istInstant(...at));
    const res = await officerCall(
      ctx.app,
      clock,
      officer,
      'POST',
      `${auction.propertyId}/${action}`,
      payload,
    );
    return { status: res.statusCode, body: res.json<{ data: AdminSale; error?: string; fields?: object }>() };
  };

  it('confirms on a Friday before a second Saturday: deposit due Monday, balance moved past the weekend', async () => {
    const { auction, buyer } = await sold('2026-08-06');
    // The web app sends an empty JSON object with a move that takes no fields.
    const res = await act(auction, 'confirm', {}, ['2026-08-07', '11:00']);
    expect(res.status).toBe(200);
    // 25% of ₹12,00,000 is ₹3,00,000, less the EMD of ₹1,00,000; the balance is the rest.
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      depositDue: 200_000,
      depositDueBy: '2026-08-10',
      balanceDue: 900_000,
      // The 15th day, Saturday 22 August, is a fourth Saturday; Sunday follows.
      balanceDueBy: '2026-08-24',
      confirmedAt: istInstant('2026-08-07', '11:00').toISOString(),
      nextDeadline: '2026-08-10',
      overdue: false,
    });
    expect(res.body.data.events.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['closed', null, 'awaiting-confirmation', null],
      ['confirmed', 'awaiting-confirmation', 'confirmed', 'Test User'],
    ]);
    expect((await emdStateOf(ctx.app.db, buyer.registrationId))?.state).toBe('adjusted');
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.confirmed'), eq(auditLog.entityId, auction.propertyId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(officer.id);

    await ctx.app.mailer.drain();
    const confirmed = mailsTo(ctx.dataDir, buyer.email).find((m) => m.subject.startsWith('Sale confirmed'));
    expect(confirmed?.body).toContain('₹2,00,000 by 10-Aug-26 (11:59 PM IST)');
    expect(confirmed?.body).toContain('₹9,00,000 by 24-Aug-26 (11:59 PM IST)');
    expect(confirmed?.body).toContain('50200045671234');
    expect(confirmed?.body).toContain('HDFC0000236');
  });

  it('steps over a listed holiday', async () => {
    const { auction } = await sold('2026-08-11');
    const res = await act(auction, 'confirm', undefined, ['2026-08-12', '15:00']);
    expect(res.body.data).toMatchObject({ depositDueBy: '2026-08-14', balanceDueBy: '2026-08-27' });
  });

  it('moves a balance due on a Sunday to the Monday', async () => {
    const { auction } = await sold('2026-07-31');
    const res = await act(auction, 'confirm', undefined, ['2026-08-01', '10:00']);
    expect(res.body.data).toMatchObject({ depositDueBy: '2026-08-03', balanceDueBy: '2026-08-17' });
  });

  it('moves on to deposit paid at once when the EMD covers 25%', async () => {
    const { auction } = await sold('2026-08-17', 300_000);
    const res = await act(auction, 'confirm', undefined, ['2026-08-18', '10:00']);
    expect(res.body.data).toMatchObject({
      status: 'deposit-paid',
      depositDue: 0,
      balanceDue: 900_000,
      nextDeadline: '2026-09-02',
    });
    expect(res.body.data.events.slice(-2)).toEqual([
      expect.objectContaining({ action: 'confirmed', actor: 'Test User' }),
      expect.objectContaining({
        action: 'deposit-paid',
        fromStatus: 'confirmed',
        toStatus: 'deposit-paid',
        actor: null,
        reason: 'The EMD covers the 25% deposit',
      }),
    ]);
  });

  it('extends the balance to a later date no more than three months from confirmation', async () => {
    const { auction, buyer } = await sold('2026-08-19');
    await act(auction, 'confirm', undefined, ['2026-08-20', '10:00']);
    // Balance due on Friday 4 September (15th day); the latest possible is 20 November.
    const notLater = await act(auction, 'extend', { balanceDueBy: '2026-09-04', reason: 'Loan pending' });
    expect(notLater.status).toBe(400);
    expect(notLater.body).toMatchObject({
      error: 'The new date must be later than the balance’s present due date',
      fields: { balanceDueBy: 'The new date must be later than the balance’s present due date' },
    });
    const tooLate = await act(auction, 'extend', { balanceDueBy: '2026-11-21', reason: 'Loan pending' });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.error).toBe(
      'The balance may not be due later than three months from confirmation (20-Nov-26)',
    );
    const noReason = await act(auction, 'extend', { balanceDueBy: '2026-11-20' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ fields: { reason: 'Reason is required' } });

    const extended = await act(auction, 'extend', {
      balanceDueBy: '2026-11-20',
      reason: 'Home loan sanction',
    });
    expect(extended.status).toBe(200);
    expect(extended.body.data).toMatchObject({ status: 'confirmed', balanceDueBy: '2026-11-20' });
    expect(extended.body.data.events.at(-1)).toMatchObject({
      action: 'balance-extended',
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      reason: 'Home loan sanction',
    });
    await ctx.app.mailer.drain();
    const mail = mailsTo(ctx.dataDir, buyer.email).find((m) =>
      m.subject.startsWith('Balance due date extended'),
    );
    expect(mail?.body).toContain('20-Nov-26');
    expect(mail?.body).toContain('Home loan sanction');
  });

  it('records a sale not confirmed, with its reason, and the EMD falls due for refund', async () => {
    const { auction, buyer } = await sold('2026-08-20');
    const noReason = await act(auction, 'not-confirmed', { reason: '  ' }, ['2026-08-21', '10:00']);
    expect(noReason.status).toBe(400);
    const res = await act(auction, 'not-confirmed', { reason: 'Reserve of the bank revised' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'not-confirmed', reason: 'Reserve of the bank revised' });
    expect(await emdStateOf(ctx.app.db, buyer.registrationId)).toEqual({
      state: 'refund-due',
      dueAt: istInstant('2026-08-21', '10:00'),
    });
    await ctx.app.mailer.drain();
    const mail = mailsTo(ctx.dataDir, buyer.email).find((m) => m.subject.startsWith('Sale not confirmed'));
    expect(mail?.body).toContain('Reason: Reserve of the bank revised');
    expect(mail?.body).toContain('Your EMD of ₹1,00,000 will be refunded');

    const again = await act(auction, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This sale is 'Not confirmed by the bank': it cannot be confirmed now");
  });

  it('forfeits only after the deadline has passed, and the EMD with it', async () => {
    const { auction, buyer } = await sold('2026-08-24');
    await act(auction, 'confirm', undefined, ['2026-08-25', '10:00']);
    // The deposit is due Wednesday 26 August, to its last minute.
    const early = await act(auction, 'forfeit', { reason: 'Deposit not paid' }, ['2026-08-26', '23:59']);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: 'A sale may be forfeited only after its deadline has passed',
      code: 'CONFLICT',
    });

    const res = await act(auction, 'forfeit', { reason: 'Deposit not paid' }, ['2026-08-27', '00:00']);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'forfeited',
      reason: 'Deposit not paid',
      nextDeadline: null,
    });
    expect((await emdStateOf(ctx.app.db, buyer.registrationId))?.state).toBe('forfeited');
    await ctx.app.mailer.drain();
    const mail = mailsTo(ctx.dataDir, buyer.email).find((m) => m.subject.startsWith('Sale forfeited'));
    expect(mail?.body).toContain('Reason: Deposit not paid');
  });

  it('refuses every move its status does not allow, with the reason', async () => {
    const { auction } = await sold('2026-08-27');
    /** The refusal in English: the sale's status in words, and what cannot be done. */
    const refused = (status: string, words: string) => ({
      status: 409,
      body: expect.objectContaining({
        error: `This sale is '${status}': it cannot be ${words} now`,
        code: 'CONFLICT',
      }),
    });
    expect(await act(auction, 'forfeit', { reason: 'x' })).toEqual(
      refused('Awaiting the bank’s confirmation', 'forfeited'),
    );
    expect(await act(auction, 'extend', { balanceDueBy: '2026-09-30', reason: 'x' })).toEqual(
      refused('Awaiting the bank’s confirmation', 'given a later balance date'),
    );
    expect(await act(auction, 'certificate')).toEqual(
      refused('Awaiting the bank’s confirmation', 'given a sale certificate'),
    );
    expect((await act(auction, 'confirm', undefined, ['2026-08-28', '10:00'])).status).toBe(200);
    expect(await act(auction, 'confirm')).toEqual(refused('Confirmed: 25% deposit due', 'confirmed'));
    expect(await act(auction, 'not-confirmed', { reason: 'x' })).toEqual(
      refused('Confirmed: 25% deposit due', 'marked not confirmed'),
    );
    expect(await act(auction, 'certificate')).toEqual(
      refused('Confirmed: 25% deposit due', 'given a sale certificate'),
    );

    const nobody = await auctionWithBids(ctx.app, { date: '2026-08-28', bidders: 1, amounts: [] });
    await closeNow(ctx.app, clock, nobody);
    expect(await act(nobody, 'confirm')).toEqual(refused('Ended without bids', 'confirmed'));
    expect(await act(nobody, 'not-confirmed', { reason: 'x' })).toEqual(
      refused('Ended without bids', 'marked not confirmed'),
    );

    const missing = await officerCall(ctx.app, clock, officer, 'POST', 'not-a-sale/confirm');
    expect(missing.statusCode).toBe(404);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/sales/${auction.propertyId}/confirm`,
      headers: await authOf(ctx.app, clock, auction.bidders[1] ?? { id: '' }),
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('lists the sales with what needs action first, by queue and by status', async () => {
    const list = async (query: string) => {
      const res = await ctx.app.inject({
        url: `/api/admin/sales${query}`,
        headers: await authOf(ctx.app, clock, officer),
      });
      return { status: res.statusCode, data: res.json<{ data: AdminSale[] }>().data };
    };
    const { auction: waiting } = await sold('2026-08-28');
    clock.set(istInstant('2026-08-29', '10:00'));
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.data).toHaveLength(10);
    // Four confirmed sales let their deposit's deadline pass: the longest overdue leads the list.
    expect(all.data.slice(0, 4).map((s) => s.nextDeadline)).toEqual([
      '2026-08-03',
      '2026-08-10',
      '2026-08-14',
      '2026-08-21',
    ]);
    expect(all.data[0]).toMatchObject({ overdue: true, status: 'confirmed' });
    expect(all.data[0]?.events.length).toBeGreaterThan(0);
    const ranks = all.data.map((s) =>
      s.overdue ? 0 : s.status === 'awaiting-confirmation' ? 2 : s.nextDeadline ? 4 : 5,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const awaiting = await list('?queue=confirmation');
    expect(awaiting.data.map((s) => s.propertyId)).toEqual([waiting.propertyId]);
    const overdue = await list('?queue=overdue');
    expect(overdue.data.every((s) => s.overdue)).toBe(true);
    // Confirmed on Friday 28 August: its deposit is due on Saturday 29 August (a fifth Saturday).
    const dueSoon = await list('?queue=due-soon');
    expect(dueSoon.data.map((s) => s.nextDeadline)).toEqual(['2026-08-29']);
    expect(dueSoon.data.every((s) => !s.overdue && s.nextDeadline !== null)).toBe(true);
    const forfeited = await list('?status=forfeited');
    expect(forfeited.data.map((s) => s.status)).toEqual(['forfeited']);

    for (const bad of ['?status=sold', '?queue=later', '?page=2']) {
      const res = await list(bad);
      expect(res.status).toBe(400);
    }
  });
});
