import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DOCUMENT_TYPE_MESSAGE,
  SALE_MESSAGES,
  SalePaymentFormSchema,
  addMonths,
  deadlinePassed,
  formatRupees,
  istParts,
  message,
  saleTermsOf,
  toIstDate,
  type EmdState,
  type Locale,
  type Message,
  type ExtendBalanceSchema,
  type PaymentKind,
  type ReviewPaymentBody,
  type SaleAction,
  type SalePayment,
  type SaleStatus,
} from '@eauction/shared';
import type { Db, DbOrTx } from '../../db/client';
import { properties, registrations, saleEvents, salePayments, sales, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, fieldMessages, validationFailed } from '../../platform/errors';
import { enqueueMail, type OutgoingMail } from '../../platform/mail';
import { emdAccountOfRow, isPropertyId } from '../properties/service';
import { removeStoredFiles } from '../registrations/read-registration-form';
import { renderCertificatePdf } from './certificate-pdf';
import { holidaySet } from './holidays';
import type { PaymentForm } from './read-payment-form';
import {
  balanceExtendedMail,
  certificateIssuedMail,
  completedMail,
  confirmedMail,
  depositPaidMail,
  forfeitedMail,
  notConfirmedMail,
  paymentReportedMail,
  paymentReviewedMail,
  type PaymentFacts,
  type SaleMailContext,
} from './sale-mails';
import {
  MAILED_AUCTION_COLUMNS,
  loadCertificateInput,
  paidSums,
  toSalePaymentDto,
  verifyUrlOf,
} from './sale-queries';

/*
 * The sale's state machine (docs/product.md, "After the hammer", "The sale"). Every move the sale can
 * make is a row of SALE_MOVES; any other is refused with 409 and a sentence saying why. Each move runs
 * in one transaction that locks the sale's row, checks the move (and its deadline) on the business
 * clock, and writes the new status, a sale_events row (who, when, why), an audit row and the buyer's
 * mail together.
 */

export interface SaleDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

type SaleRow = typeof sales.$inferSelect;

/** The officer's moves (packages/shared, SALE_ACTIONS): their refusal names them (SALE_MESSAGES.refused). */
export type { SaleAction };

interface SaleMove {
  from: readonly SaleStatus[];
  /** Null: the status stays (an extension). */
  to: SaleStatus | null;
  /** The timeline's word for it (sale_events.action). */
  event: string;
}

/** The one transition table. */
export const SALE_MOVES: Record<SaleAction, SaleMove> = {
  confirm: { from: ['awaiting-confirmation'], to: 'confirmed', event: 'confirmed' },
  'not-confirm': { from: ['awaiting-confirmation'], to: 'not-confirmed', event: 'not-confirmed' },
  'deposit-paid': { from: ['confirmed'], to: 'deposit-paid', event: 'deposit-paid' },
  complete: { from: ['deposit-paid'], to: 'completed', event: 'completed' },
  'issue-certificate': { from: ['completed'], to: 'certificate-issued', event: 'certificate-issued' },
  forfeit: { from: ['confirmed', 'deposit-paid'], to: 'forfeited', event: 'forfeited' },
  'extend-balance': { from: ['confirmed', 'deposit-paid'], to: null, event: 'balance-extended' },
};

/** Which payments the sale expects in each status. */
const PAYMENT_PHASE: Record<PaymentKind, SaleStatus> = { deposit: 'confirmed', balance: 'deposit-paid' };
export const EMD_COVERS_DEPOSIT = 'The EMD covers the 25% deposit';
export const PAYMENT_DATE_MESSAGES = {
  future: 'errors.payment.dateInFuture',
  beforeClose: (closedOn: string) => message('errors.payment.dateBeforeClose', { closedOn }),
} as const;
const ONLY_THE_BUYER_PAYS = 'errors.sale.onlyBuyerPays';

export const saleNotFound = () => new AppError('NOT_FOUND', 404, SALE_MESSAGES.notFound);
const paymentNotFound = () => new AppError('NOT_FOUND', 404, SALE_MESSAGES.paymentNotFound);
const conflict = (text: Message | string) => new AppError('CONFLICT', 409, text);
const invalid = (field: string, text: Message | string) => validationFailed({ [field]: text });

/** Refuses a move the table does not allow from the sale's status. */
export function assertMove(status: SaleStatus, action: SaleAction): void {
  const move = SALE_MOVES[action];
  if (!move.from.includes(status)) throw conflict(SALE_MESSAGES.refused(status, action));
}

/** A sale under its row lock, with what its mails and moves need. */
interface LockedSale {
  sale: SaleRow;
  auction: {
    id: string;
    auctionCode: string;
    propertyType: string;
    propertyLocation: string;
    emdAccountName: string | null;
    emdAccountNo: string | null;
    emdIfscCode: string | null;
    emdBankName: string | null;
    emdBranch: string | null;
  };
  /** The buyer as their registration names them (their account when it does not), or null. */
  buyer: { email: string; firstName: string; lastName: string; language: Locale } | null;
  refund: { bankName: string; accountNo: string } | null;
}

async function lockSale(tx: DbOrTx, propertyId: string): Promise<LockedSale> {
  if (!isPropertyId(propertyId)) throw saleNotFound();
  const [row] = await tx
    .select({
      sale: sales,
      auction: MAILED_AUCTION_COLUMNS,
      email: users.email,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      language: users.language,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      bankName: registrations.bankName,
      accountNo: registrations.accountNo,
    })
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .leftJoin(users, eq(users.id, sales.buyerId))
    .leftJoin(registrations, eq(registrations.id, sales.registrationId))
    .where(eq(sales.propertyId, propertyId))
    .for('update', { of: sales });
  if (!row) throw saleNotFound();
  return {
    sale: row.sale,
    auction: row.auction,
    buyer:
      row.email === null || row.language === null
        ? null
        : {
            email: row.email,
            firstName: row.firstName ?? row.userFirstName ?? '',
            lastName: row.lastName ?? row.userLastName ?? '',
            language: row.language,
          },
    refund:
      row.bankName !== null && row.accountNo !== null
        ? { bankName: row.bankName, accountNo: row.accountNo }
        : null,
  };
}

function mailContext(locked: LockedSale, publicUrl: string): SaleMailContext | null {
  return locked.buyer ? { buyer: locked.buyer, auction: locked.auction, publicUrl } : null;
}

interface MoveChange {
  actorId: string | null;
  now: Date;
  reason?: string | null;
  set?: Partial<Omit<SaleRow, 'propertyId' | 'status'>>;
  /** Extra facts for the audit row. */
  audit?: Record<string, unknown>;
  /** Built from the sale as it is after the move; null sends nothing. */
  mail: (sale: SaleRow) => OutgoingMail | null | Promise<OutgoingMail | null>;
}

/** Makes one move of the table: the new status and columns, the event, the audit row, the mail. */
async function applyMove(
  tx: DbOrTx,
  locked: LockedSale,
  action: SaleAction,
  change: MoveChange,
): Promise<void> {
  assertMove(locked.sale.status, action);
  const move = SALE_MOVES[action];
  const from = locked.sale.status;
  const to = move.to ?? from;
  const [updated] = await tx
    .update(sales)
    .set({ ...change.set, status: to })
    .where(eq(sales.propertyId, locked.sale.propertyId))
    .returning();
  if (!updated) throw new Error('sales update returned nothing');
  locked.sale = updated;
  await tx.insert(saleEvents).values({
    propertyId: updated.propertyId,
    action: move.event,
    fromStatus: from,
    toStatus: to,
    actorId: change.actorId,
    reason: change.reason ?? null,
    at: change.now,
  });
  await writeAudit(tx, {
    actorId: change.actorId,
    action: `sale.${move.event}`,
    entity: 'sale',
    entityId: updated.propertyId,
    before: { status: from },
    after: {
      status: to,
      at: change.now.toISOString(),
      ...(change.reason ? { reason: change.reason } : {}),
      ...change.audit,
    },
  });
  const mail = await change.mail(updated);
  if (mail) await enqueueMail(tx, mail);
}

/** A timeline entry that is not a move: a payment reported or reviewed. */
async function recordEvent(
  tx: DbOrTx,
  sale: SaleRow,
  event: { action: string; actorId: string | null; reason: string | null; at: Date },
): Promise<void> {
  await tx.insert(saleEvents).values({
    propertyId: sale.propertyId,
    action: event.action,
    fromStatus: sale.status,
    toStatus: sale.status,
    actorId: event.actorId,
    reason: event.reason,
    at: event.at,
  });
}

/**
 * Moves the sale on as far as verified payments reach: the deposit paid (rule 9(3)), then the price
 * paid in full (rule 9(4)). `lead` opens the first mail (the payment that did it). True when it moved.
 */
async function settle(
  tx: DbOrTx,
  locked: LockedSale,
  deps: SaleDeps,
  actorId: string | null,
  now: Date,
  lead: PaymentFacts | null,
): Promise<boolean> {
  const paid = await paidSums(tx, locked.sale.propertyId);
  const context = mailContext(locked, deps.publicUrl);
  const payTo = emdAccountOfRow(locked.auction);
  let moved = false;
  for (;;) {
    const sale = locked.sale;
    const opening = moved ? null : lead;
    if (sale.status === 'confirmed' && paid.deposit >= sale.depositDue) {
      await applyMove(tx, locked, 'deposit-paid', {
        actorId,
        now,
        reason: sale.depositDue === 0 ? EMD_COVERS_DEPOSIT : null,
        audit: { depositPaid: paid.deposit },
        mail: (s) => context && depositPaidMail(context, opening, s, payTo),
      });
    } else if (sale.status === 'deposit-paid' && paid.balance >= sale.balanceDue) {
      await applyMove(tx, locked, 'complete', {
        actorId,
        now,
        audit: { balancePaid: paid.balance },
        mail: (s) => context && completedMail(context, opening, s.salePrice ?? 0),
      });
    } else {
      return moved;
    }
    moved = true;
  }
}

/** The winner's EMD, moved from any of `from` to `to`. */
async function setWinnerEmd(
  tx: DbOrTx,
  sale: SaleRow,
  from: readonly EmdState[],
  to: EmdState,
  now: Date,
): Promise<void> {
  if (!sale.registrationId) return;
  await tx
    .update(registrations)
    .set({ emdState: to, emdRefundDueAt: to === 'refund-due' ? now : null })
    .where(and(eq(registrations.id, sale.registrationId), inArray(registrations.emdState, from)));
}

/** POST /api/admin/sales/{propertyId}/confirm: rule 9(2), with the amounts and deadlines of 9(3) and 9(4). */
export async function confirmSale(deps: SaleDeps, officer: SessionUser, propertyId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    assertMove(locked.sale.status, 'confirm');
    const now = deps.clock.now();
    const salePrice = locked.sale.salePrice ?? 0;
    // Stored now, so a holiday listed later does not move a deadline already announced.
    const terms = saleTermsOf(salePrice, locked.sale.emdAmount, now, await holidaySet(tx));
    const context = mailContext(locked, deps.publicUrl);
    const payTo = emdAccountOfRow(locked.auction);
    await applyMove(tx, locked, 'confirm', {
      actorId: officer.id,
      now,
      set: {
        confirmedAt: now,
        depositDue: terms.depositDue,
        depositDueBy: terms.depositDueBy,
        balanceDue: terms.balanceDue,
        balanceDueBy: terms.balanceDueBy,
      },
      audit: { ...terms },
      mail: () =>
        context && confirmedMail(context, { salePrice, emdAmount: locked.sale.emdAmount, ...terms }, payTo),
    });
    // The winner's EMD now counts towards the price (rule 9(3)).
    await setWinnerEmd(tx, locked.sale, ['submitted', 'verified', 'refund-due'], 'adjusted', now);
    // When the EMD already covers 25%, the deposit is paid at once (by the server, not the officer).
    await settle(tx, locked, deps, null, now, null);
  });
}

/** POST /api/admin/sales/{propertyId}/not-confirmed: rule 9(2); the winner's EMD falls due for refund. */
export async function notConfirmSale(
  deps: SaleDeps,
  officer: SessionUser,
  propertyId: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    const now = deps.clock.now();
    const context = mailContext(locked, deps.publicUrl);
    await applyMove(tx, locked, 'not-confirm', {
      actorId: officer.id,
      now,
      reason,
      set: { reason },
      mail: (s) => context && notConfirmedMail(context, reason, s.emdAmount, locked.refund),
    });
    await setWinnerEmd(tx, locked.sale, ['submitted', 'verified'], 'refund-due', now);
  });
}

/** The deadline running in a status that can be forfeited. */
const runningDeadline = (sale: SaleRow) =>
  sale.status === 'confirmed' ? sale.depositDueBy : sale.status === 'deposit-paid' ? sale.balanceDueBy : null;

/** POST /api/admin/sales/{propertyId}/forfeit: rule 9(5), only once the running deadline has passed. */
export async function forfeitSale(
  deps: SaleDeps,
  officer: SessionUser,
  propertyId: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    assertMove(locked.sale.status, 'forfeit');
    const now = deps.clock.now();
    const dueBy = runningDeadline(locked.sale);
    if (!dueBy || !deadlinePassed(dueBy, now)) throw conflict(SALE_MESSAGES.deadlineNotPassed);
    const context = mailContext(locked, deps.publicUrl);
    await applyMove(tx, locked, 'forfeit', {
      actorId: officer.id,
      now,
      reason,
      set: { reason },
      audit: { deadline: dueBy },
      mail: (s) => context && forfeitedMail(context, reason, s.emdAmount),
    });
    await setWinnerEmd(tx, locked.sale, ['submitted', 'verified', 'adjusted'], 'forfeited', now);
  });
}

/** POST /api/admin/sales/{propertyId}/extend: rule 9(4), later but within three months of confirmation. */
export async function extendBalance(
  deps: SaleDeps,
  officer: SessionUser,
  propertyId: string,
  body: z.output<typeof ExtendBalanceSchema>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    assertMove(locked.sale.status, 'extend-balance');
    const { confirmedAt, balanceDueBy: current } = locked.sale;
    if (!confirmedAt) throw new Error(`sale ${propertyId} is ${locked.sale.status} without a confirmation`);
    const latest = addMonths(toIstDate(confirmedAt), 3);
    if (current !== null && body.balanceDueBy <= current) {
      throw invalid('balanceDueBy', SALE_MESSAGES.extendNotLater);
    }
    if (body.balanceDueBy > latest) throw invalid('balanceDueBy', SALE_MESSAGES.extendAfterLatest(latest));
    const now = deps.clock.now();
    const context = mailContext(locked, deps.publicUrl);
    await applyMove(tx, locked, 'extend-balance', {
      actorId: officer.id,
      now,
      reason: body.reason,
      set: { balanceDueBy: body.balanceDueBy },
      audit: { balanceDueBy: { from: current, to: body.balanceDueBy } },
      mail: (s) =>
        context &&
        balanceExtendedMail(context, {
          balanceDue: s.balanceDue,
          from: current,
          to: body.balanceDueBy,
          reason: body.reason,
        }),
    });
  });
}

/**
 * POST /api/admin/sales/{propertyId}/certificate: rule 9(6), once paid in full. Numbered
 * SC-{year of issue}-{six digits} from a sequence that never hands a number out twice.
 */
export async function issueCertificate(
  deps: SaleDeps,
  officer: SessionUser,
  propertyId: string,
): Promise<{ certificateNo: string; issuedAt: string; verifyUrl: string }> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    assertMove(locked.sale.status, 'issue-certificate');
    const now = deps.clock.now();
    const result = await tx.execute(sql`select nextval('sale_certificate_seq') as n`);
    // Both drivers answer { rows }; the shared Drizzle type cannot say so. bigint arrives as text.
    const n = Number((result as { rows?: { n?: unknown }[] }).rows?.[0]?.n);
    if (!Number.isSafeInteger(n)) throw new Error('sale_certificate_seq gave no number');
    const certificateNo = `SC-${istParts(now).year}-${String(n).padStart(6, '0')}`;
    const verifyUrl = verifyUrlOf(deps.publicUrl, certificateNo);
    const context = mailContext(locked, deps.publicUrl);
    await applyMove(tx, locked, 'issue-certificate', {
      actorId: officer.id,
      now,
      set: { certificateNo, certificateIssuedAt: now, certificateIssuedBy: officer.id },
      audit: { certificateNo },
      // The certificate travels with its mail, drawn from the row just written.
      mail: async () => {
        const input = context && (await loadCertificateInput(tx, deps.publicUrl, propertyId));
        if (!context || !input) return null;
        return certificateIssuedMail(context, {
          certificateNo,
          verifyUrl,
          pdf: await renderCertificatePdf(input, context.buyer.language ?? undefined),
        });
      },
    });
    return { certificateNo, issuedAt: now.toISOString(), verifyUrl };
  });
}

const paymentFacts = (p: {
  kind: PaymentKind;
  amount: number;
  utrNo: string;
  paidOn: string;
}): PaymentFacts => ({
  kind: p.kind,
  amount: p.amount,
  utrNo: p.utrNo,
  paidOn: p.paidOn,
});
const paymentSummary = (p: PaymentFacts) => `${p.kind} payment of ${formatRupees(p.amount)} (UTR ${p.utrNo})`;

/**
 * PUT /api/admin/sales/{propertyId}/payments/{paymentId}: the officer verifies or refuses a reported
 * payment. A verification that brings the verified payments up to the amount due moves the sale on
 * (deposit paid, or paid in full), with the officer as its actor.
 */
export async function reviewPayment(
  deps: SaleDeps,
  officer: SessionUser,
  propertyId: string,
  paymentId: string,
  body: { status: ReviewPaymentBody['status']; note: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockSale(tx, propertyId);
    if (!isPropertyId(paymentId)) throw paymentNotFound();
    const [payment] = await tx
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.id, paymentId), eq(salePayments.propertyId, propertyId)))
      .for('update');
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'submitted') throw conflict(SALE_MESSAGES.paymentAlreadyReviewed);
    const sale = locked.sale;
    if (body.status === 'verified' && sale.status !== PAYMENT_PHASE[payment.kind]) {
      throw conflict(SALE_MESSAGES.paymentNotExpected(payment.kind, sale.status));
    }
    const now = deps.clock.now();
    await tx
      .update(salePayments)
      .set({ status: body.status, note: body.note, reviewedAt: now, reviewedBy: officer.id })
      .where(eq(salePayments.id, payment.id));
    const facts = paymentFacts(payment);
    await recordEvent(tx, sale, {
      action: `payment-${body.status}`,
      actorId: officer.id,
      reason: body.note ? `${paymentSummary(facts)}: ${body.note}` : paymentSummary(facts),
      at: now,
    });
    await writeAudit(tx, {
      actorId: officer.id,
      action: 'sale.payment-reviewed',
      entity: 'sale-payment',
      entityId: payment.id,
      before: { status: payment.status },
      after: { status: body.status, note: body.note, propertyId, at: now.toISOString() },
    });
    const moved = body.status === 'verified' && (await settle(tx, locked, deps, officer.id, now, facts));
    const context = mailContext(locked, deps.publicUrl);
    if (!moved && context) {
      const paid = await paidSums(tx, propertyId);
      const kindDue = payment.kind === 'deposit' ? sale.depositDue : sale.balanceDue;
      await enqueueMail(
        tx,
        paymentReviewedMail(context, facts, {
          status: body.status,
          note: body.note,
          stillDue: Math.max(0, kindDue - paid[payment.kind]),
          dueBy: payment.kind === 'deposit' ? sale.depositDueBy : sale.balanceDueBy,
        }),
      );
    }
  });
}

/** Before the body is read: only the buyer reports payments (anyone else is answered before any upload). */
export async function assertBuyer(db: Db, user: SessionUser, propertyId: string): Promise<void> {
  if (!isPropertyId(propertyId)) throw saleNotFound();
  const [sale] = await db
    .select({ buyerId: sales.buyerId })
    .from(sales)
    .where(eq(sales.propertyId, propertyId));
  if (sale && sale.buyerId === user.id) return;
  if (sale && user.role === 'admin') throw new AppError('FORBIDDEN', 403, ONLY_THE_BUYER_PAYS);
  throw saleNotFound();
}

type PaymentInput = z.output<typeof SalePaymentFormSchema>;

/**
 * POST /api/sales/{propertyId}/payments after the body was read: the buyer reports a deposit or balance
 * payment. Refused (and nothing kept, the receipt included) when the sale does not expect that payment
 * now (409), when the amount is more than is still due counting the payments verified and awaiting
 * verification, or when the date is in the future or before the auction closed (400).
 */
export async function reportPayment(
  deps: SaleDeps & { dataDir: string },
  user: SessionUser,
  propertyId: string,
  form: PaymentForm,
): Promise<SalePayment> {
  const parsed = SalePaymentFormSchema.safeParse(form.fields);
  // Every field's first message at once, as the validator answers a JSON body.
  const errors = parsed.success ? {} : fieldMessages(parsed.error.issues);
  if (form.receipt && !form.receipt.mime) errors.receipt = DOCUMENT_TYPE_MESSAGE;
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  const input: PaymentInput = parsed.data;

  const kept: { receipt: Awaited<ReturnType<PaymentForm['keep']>> } = { receipt: null };
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockSale(tx, propertyId);
      const sale = locked.sale;
      if (sale.buyerId !== user.id) throw saleNotFound();
      if (sale.status !== PAYMENT_PHASE[input.kind]) {
        throw conflict(SALE_MESSAGES.paymentNotExpected(input.kind, sale.status));
      }
      const now = deps.clock.now();
      const closedOn = toIstDate(sale.closedAt);
      if (input.paidOn > toIstDate(now)) throw invalid('paidOn', PAYMENT_DATE_MESSAGES.future);
      if (input.paidOn < closedOn) throw invalid('paidOn', PAYMENT_DATE_MESSAGES.beforeClose(closedOn));
      const counted = await paidSums(tx, propertyId, ['verified', 'submitted']);
      const due = input.kind === 'deposit' ? sale.depositDue : sale.balanceDue;
      const remaining = Math.max(0, due - counted[input.kind]);
      if (input.amount > remaining) throw invalid('amount', SALE_MESSAGES.amountTooLarge(remaining));

      kept.receipt = await form.keep();
      const [payment] = await tx
        .insert(salePayments)
        .values({
          propertyId,
          kind: input.kind,
          amount: input.amount,
          utrNo: input.utrNo,
          paidOn: input.paidOn,
          receipt: kept.receipt,
          submittedAt: now,
        })
        .returning();
      if (!payment) throw new Error('sale_payments insert returned nothing');
      const facts = paymentFacts(payment);
      await recordEvent(tx, sale, {
        action: 'payment-submitted',
        actorId: user.id,
        reason: paymentSummary(facts),
        at: now,
      });
      await writeAudit(tx, {
        actorId: user.id,
        action: 'sale.payment-submitted',
        entity: 'sale-payment',
        entityId: payment.id,
        after: { propertyId, ...facts, receipt: kept.receipt !== null },
      });
      const context = mailContext(locked, deps.publicUrl);
      if (context) await enqueueMail(tx, paymentReportedMail(context, facts));
      return toSalePaymentDto(payment);
    });
  } catch (error) {
    // Refused or failed after the receipt was moved into place: nothing of the request is kept.
    await removeStoredFiles(deps.dataDir, [kept.receipt]);
    throw error;
  }
}
