import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  EmdRefundPageSchema,
  EmdRefundQuerySchema,
  EmdRefundRowResponseSchema,
  EmdRefundSchema,
  PathIdSchema,
  SALE_MESSAGES,
  SALE_RULES,
  message,
  toIstDate,
  type EmdRefundBody,
  type EmdRefundQuery,
  type EmdRefundRow,
  type EmdState,
  type Message,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties, registrations, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { sessionUser, type SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, validationFailed } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail';
import { registrationNotFound } from '../registrations/service';
import { emdStatusOf } from './auction-outcome';
import { emdRefundedMail } from './sale-mails';

/*
 * Every EMD accounted for (docs/product.md): the EMDs owed back to bidders (a rejected registration,
 * the losers of a closed auction, every registrant of a cancelled one) wait in a queue until an
 * officer records the refund's UTR and date; the bidder is mailed them. A refund due for more than
 * SALE_RULES.refundFlagDays days is flagged late.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refundColumns = {
  registrationId: registrations.id,
  propertyId: registrations.propertyId,
  auctionCode: properties.auctionCode,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: users.email,
  emdAmount: registrations.emdAmount,
  bankName: registrations.bankName,
  accountNo: registrations.accountNo,
  ifscCode: registrations.ifscCode,
  emdState: registrations.emdState,
  emdRefundDueAt: registrations.emdRefundDueAt,
  emdRefundUtrNo: registrations.emdRefundUtrNo,
  emdRefundedOn: registrations.emdRefundedOn,
};
interface RefundRow {
  registrationId: string;
  propertyId: string;
  auctionCode: string;
  firstName: string;
  lastName: string;
  email: string;
  emdAmount: number;
  bankName: string;
  accountNo: string;
  ifscCode: string;
  emdState: EmdState;
  emdRefundDueAt: Date | null;
  emdRefundUtrNo: string | null;
  emdRefundedOn: string | null;
}

/** Due, and for longer than the flag allows on the business clock. */
function isLate(row: Pick<RefundRow, 'emdState' | 'emdRefundDueAt'>, now: Date): boolean {
  return (
    row.emdState === 'refund-due' &&
    row.emdRefundDueAt !== null &&
    now.getTime() - row.emdRefundDueAt.getTime() > SALE_RULES.refundFlagDays * DAY_MS
  );
}

function toRefundRow(row: RefundRow, now: Date): EmdRefundRow {
  return {
    ...emdStatusOf(row),
    registrationId: row.registrationId,
    propertyId: row.propertyId,
    auctionCode: row.auctionCode,
    // The name the bidder gave on the registration form, as Registration Management shows it.
    bidderName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    emdAmount: row.emdAmount,
    bankName: row.bankName,
    accountNo: row.accountNo,
    ifscCode: row.ifscCode,
    late: isLate(row, now),
  };
}

/**
 * GET /api/admin/emd-refunds: refunds still due, the oldest first (what an officer must pay next), or
 * refunds made, the latest first; paged, with their count.
 */
export async function listEmdRefunds(
  db: Db,
  clock: Clock,
  q: EmdRefundQuery,
): Promise<{ items: EmdRefundRow[]; total: number }> {
  const where = eq(registrations.emdState, q.status === 'due' ? 'refund-due' : 'refunded');
  const order =
    q.status === 'due'
      ? [asc(registrations.emdRefundDueAt), asc(registrations.id)]
      : [desc(registrations.emdRefundedOn), desc(registrations.emdRefundDueAt), asc(registrations.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(refundColumns)
      .from(registrations)
      .innerJoin(properties, eq(properties.id, registrations.propertyId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(registrations).where(where),
  ]);
  const now = clock.now();
  return { items: rows.map((row) => toRefundRow(row, now)), total: totals[0]?.total ?? 0 };
}

const refundDateRefused = (text: Message | string) => validationFailed({ refundedOn: text });

/**
 * PUT /api/admin/registrations/{id}/emd-refund: the officer records the refund of an EMD that is due
 * (409 otherwise), made on a day neither in the future nor before it fell due (IST). The change, its
 * audit row and the bidder's mail commit together, under the registration's row lock, so a refund is
 * recorded once however often it is sent.
 */
export async function recordEmdRefund(
  deps: { db: Db; clock: Clock },
  admin: SessionUser,
  id: string,
  { utrNo, refundedOn }: EmdRefundBody,
): Promise<EmdRefundRow> {
  if (!UUID.test(id)) throw registrationNotFound();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        ...refundColumns,
        propertyType: properties.propertyType,
        propertyLocation: properties.propertyLocation,
        language: users.language,
      })
      .from(registrations)
      .innerJoin(properties, eq(properties.id, registrations.propertyId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.id, id))
      .for('update', { of: registrations });
    if (!current) throw registrationNotFound();
    if (current.emdState !== 'refund-due') throw new AppError('CONFLICT', 409, SALE_MESSAGES.refundNotDue);
    if (refundedOn > toIstDate(now)) throw refundDateRefused('errors.refund.dateInFuture');
    const dueOn = current.emdRefundDueAt ? toIstDate(current.emdRefundDueAt) : null;
    if (dueOn && refundedOn < dueOn) {
      throw refundDateRefused(message('errors.refund.dateBeforeDue', { date: dueOn }));
    }

    await tx
      .update(registrations)
      .set({ emdState: 'refunded', emdRefundUtrNo: utrNo, emdRefundedOn: refundedOn })
      .where(and(eq(registrations.id, id), eq(registrations.emdState, 'refund-due')));
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'registration.emd-refunded',
      entity: 'registration',
      entityId: id,
      before: { emdState: current.emdState },
      after: { emdState: 'refunded', utrNo, refundedOn, amount: current.emdAmount },
    });
    await enqueueMail(
      tx,
      emdRefundedMail(current, current, {
        amount: current.emdAmount,
        refundedOn,
        utrNo,
        account: { bankName: current.bankName, accountNo: current.accountNo },
      }),
    );
    return { ...current, emdState: 'refunded' as const, emdRefundUtrNo: utrNo, emdRefundedOn: refundedOn };
  });
  return toRefundRow(row, now);
}

const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The refund queue and the recording of a refund, under the /api/admin guard. */
export async function emdRefundRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get(
    '/api/admin/emd-refunds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'EMDs to refund (status=due, the default: oldest first) or refunded (latest first)',
        description:
          'Each with the bidder, the amount and the bank account they gave for refunds. `late`: due for more ' +
          `than ${SALE_RULES.refundFlagDays} days. limit (1 to 200, default 50) and offset page.`,
        security,
        querystring: EmdRefundQuerySchema,
        response: { 200: EmdRefundPageSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await listEmdRefunds(app.db, app.clock, q);
      return reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        data: page.items,
        total: page.total,
        limit: q.limit,
        offset: q.offset,
      });
    },
  );

  r.put(
    '/api/admin/registrations/:id/emd-refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary:
          "Record the refund of a registration's EMD (its UTR number and date); the bidder is e-mailed",
        description:
          `409 when the EMD is not due for a refund ('${textOf(SALE_MESSAGES.refundNotDue)}'). refundedOn (YYYY-MM-DD, ` +
          'India time) may not be in the future nor before the day the refund fell due.',
        security,
        params: z.object({ id: PathIdSchema.describe('The registration _id') }),
        body: EmdRefundSchema,
        response: {
          200: EmdRefundRowResponseSchema,
          400: ApiErrorSchema,
          ...guarded,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await recordEmdRefund(
        { db: app.db, clock: app.clock },
        sessionUser(request),
        request.params.id,
        request.body,
      );
      app.mailer.kick();
      return reply.header('cache-control', 'private, no-store').send({ success: true as const, data });
    },
  );
}
