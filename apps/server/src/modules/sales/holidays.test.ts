import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Holiday } from '@eauction/shared';
import { auditLog, holidays } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { holidaySet } from './holidays';

/* The bank holidays officers keep (docs/product.md, "Working days"): read and replaced as a whole. */

describe.each(TEST_DATABASES)('bank holidays on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-09-01T06:00:00Z');
  let adminToken = '';
  let bidderToken = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.app.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    const bidder = await createUser(ctx.app.db);
    bidderToken = await tokenFor(ctx.app, clock, { id: bidder.id });
  });
  afterAll(async () => ctx?.close());

  const put = (payload: unknown, token = adminToken) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/holidays',
      payload: payload as never,
      headers: token ? bearer(token) : {},
    });
  const get = (token = adminToken) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/holidays', headers: token ? bearer(token) : {} });
  const stored = () => ctx.app.db.select().from(holidays).orderBy(holidays.date);

  const DIWALI = { date: '2026-11-08', name: 'Diwali' };
  const REPUBLIC_DAY = { date: '2027-01-26', name: 'Republic Day' };
  const GANDHI_JAYANTI = { date: '2026-10-02', name: 'Gandhi Jayanti' };

  it('starts empty, then stores the list given and answers it in date order', async () => {
    expect((await get()).json()).toEqual({ success: true, data: [] });
    const res = await put({
      holidays: [REPUBLIC_DAY, DIWALI, { date: ' 2026-10-02 ', name: ' Gandhi Jayanti ' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [GANDHI_JAYANTI, DIWALI, REPUBLIC_DAY];
    expect(res.json()).toEqual({ success: true, data: expected });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await get()).json<{ data: Holiday[] }>().data).toEqual(expected);
    expect([...(await holidaySet(ctx.app.db))]).toEqual(expected.map((h) => h.date));
  });

  it('replaces the whole list, audited with the list before and after', async () => {
    const res = await put({ holidays: [DIWALI] });
    expect(res.json()).toEqual({ success: true, data: [DIWALI] });
    expect(await stored()).toEqual([DIWALI]);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'holidays.replaced'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      entity: 'holidays',
      before: [GANDHI_JAYANTI, DIWALI, REPUBLIC_DAY],
      after: [DIWALI],
    });
  });

  it('refuses bad dates, a date listed twice and unknown fields, storing nothing', async () => {
    const refusals: [unknown, string, string][] = [
      [
        { holidays: [{ date: '2026-02-30', name: 'No such day' }] },
        'holidays.0.date',
        'Date must be a date (YYYY-MM-DD)',
      ],
      [
        { holidays: [{ date: '08-Nov-26', name: 'Diwali' }] },
        'holidays.0.date',
        'Date must be a date (YYYY-MM-DD)',
      ],
      [{ holidays: [{ date: '2026-11-08', name: '  ' }] }, 'holidays.0.name', 'Name is required'],
      [
        { holidays: [DIWALI, { ...DIWALI, name: 'Deepavali' }] },
        'holidays.1.date',
        '08-Nov-26 is listed twice',
      ],
      [{ holidays: [{ ...DIWALI, region: 'All' }] }, 'holidays.0', ''],
      [{ holidays: 'none' }, 'holidays', ''],
      [{}, 'holidays', ''],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ fields?: Record<string, string>; error: string }>();
      expect(
        Object.keys(body.fields ?? {}).some((f) => f.startsWith(field)),
        res.body,
      ).toBe(true);
      if (message) expect(body.error).toContain(message);
    }
    expect(await stored()).toEqual([DIWALI]);
  });

  it('is for administrators only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get(bidderToken)).statusCode).toBe(403);
    expect((await put({ holidays: [] }, '')).statusCode).toBe(401);
    expect((await put({ holidays: [] }, bidderToken)).statusCode).toBe(403);
    expect(await stored()).toEqual([DIWALI]);
  });

  it('may be emptied', async () => {
    expect((await put({ holidays: [] })).json()).toEqual({ success: true, data: [] });
    expect(await stored()).toEqual([]);
  });
});
