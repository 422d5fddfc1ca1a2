import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, HolidayListResponseSchema, HolidayListSchema, type Holiday } from '@eauction/shared';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { sessionUser, type SessionUser } from '../../platform/auth';
import { listHolidays } from './holidays';

const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * PUT /api/admin/holidays: the bank holidays become exactly `list`, in one transaction with its audit
 * row (docs/product.md, "Working days"). The table is locked against other writers first, so two
 * officers saving at once are applied one after the other, never mixed; readers are not held up.
 */
export async function replaceHolidays(db: Db, admin: SessionUser, list: Holiday[]): Promise<Holiday[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${holidays} in exclusive mode`);
    const before = await listHolidays(tx);
    await tx.delete(holidays);
    if (list.length > 0) await tx.insert(holidays).values(list);
    const after = await listHolidays(tx);
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'holidays.replaced',
      entity: 'holidays',
      before,
      after,
    });
    return after;
  });
}

/** The bank holidays officers keep, which the sale's deadlines step over. Under the /api/admin guard. */
export async function holidayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get(
    '/api/admin/holidays',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'The bank holidays, in date order',
        description:
          'Besides Sundays and the second and fourth Saturdays, the days on which no sale deadline falls: a ' +
          'deadline on one of them moves to the next working day.',
        security,
        response: { 200: HolidayListResponseSchema, ...guarded },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ success: true as const, data: await listHolidays(app.db) }),
  );

  r.put(
    '/api/admin/holidays',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Replace the whole list of bank holidays',
        description:
          'Each holiday a date (YYYY-MM-DD) and a name; a date listed twice is refused (400) and nothing ' +
          'changes. Deadlines already set keep their dates. Answers the new list in date order.',
        security,
        body: HolidayListSchema,
        response: { 200: HolidayListResponseSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        data: await replaceHolidays(app.db, sessionUser(request), request.body.holidays),
      }),
  );
}
