import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRegistrationPage, ApiError } from '@eauction/shared';
import { properties, registrations } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty, insertRegistration } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/*
 * Registration Management's list (GET /api/admin/registrations): search, status filter and paging on
 * the server, and the answer it has always given without parameters.
 */
describe.each(TEST_DATABASES)('the admin registration list on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-06-01T06:00:00Z');
  let adminToken = '';
  let jaipur = '';
  let udaipur = '';
  /** Registration ids by a short name, the newest last. */
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const db = ctx.database.db;
    const admin = await createUser(db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    jaipur = await insertProperty(db, {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 1_000_000,
      date: '2026-06-20',
    });
    udaipur = await insertProperty(db, {
      type: 'LAND',
      city: 'Udaipur',
      reserve: 800_000,
      date: '2026-06-25',
    });
    await db.update(properties).set({ auctionCode: 'JPR-2026-0007' }).where(eq(properties.id, jaipur));
    await db.update(properties).set({ auctionCode: 'UDR-2026-0042' }).where(eq(properties.id, udaipur));
    const people = [
      ['asha', 'Asha', 'Verma', jaipur, 'pending', 'Neft - Rtgs', 'SBINUTR0001'],
      ['bharat', 'Bharat', 'Singh', jaipur, 'approved', 'Neft - Rtgs', 'HDFCUTR0002'],
      ['chitra', 'Chitra', 'Rao', udaipur, 'rejected', 'Neft - Rtgs', 'ICICUTR0003'],
      ['dev', 'Dev', 'Anand', udaipur, 'pending', 'Cheque', 'CHQUTR0004'],
      ['esha', 'Esha', 'Gupta', udaipur, 'pending', 'Neft - Rtgs', 'AXISUTR0005'],
    ] as const;
    let minute = 0;
    for (const [key, first, last, property, status, paymentMode, utrNo] of people) {
      const user = await createUser(db, { email: `${key}.${kind}@example.in` });
      emails[key] = user.email;
      await insertRegistration(db, property, user.id, status);
      const [row] = await db
        .update(registrations)
        .set({
          firstName: first,
          lastName: last,
          paymentMode,
          utrNo,
          createdAt: new Date(Date.UTC(2026, 4, 20, 6, minute++)),
        })
        .where(and(eq(registrations.propertyId, property), eq(registrations.userId, user.id)))
        .returning({ id: registrations.id });
      ids[key] = row?.id ?? '';
    }
  });
  afterAll(async () => ctx?.close());

  const get = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/registrations${query}`, headers: bearer(adminToken) });
  const names = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return res.json<AdminRegistrationPage>().data.map((r) => r.user.firstName.toLowerCase());
  };

  it('answers every registration, newest first, with the list envelope when asked without parameters', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminRegistrationPage>();
    expect(page).toMatchObject({ success: true, total: 5, limit: 5, offset: 0 });
    expect(page.data.map((r) => r._id)).toEqual([ids.esha, ids.dev, ids.chitra, ids.bharat, ids.asha]);
    expect(page.data[0]).toMatchObject({
      auctionCode: 'UDR-2026-0042',
      emdAmount: 80_000,
      status: 'pending',
    });
  });

  it('searches the bidder name, e-mail, Auction ID, property id and UTR, ignoring case, anywhere in the text', async () => {
    expect(await names('?q=VERMA')).toEqual(['asha']);
    expect(await names('?q=ha%20ve')).toEqual(['asha']);
    expect(await names(`?q=${encodeURIComponent(emails.chitra?.slice(0, 8).toUpperCase() ?? '')}`)).toEqual([
      'chitra',
    ]);
    expect(await names('?q=jpr-2026')).toEqual(['bharat', 'asha']);
    expect(await names(`?q=${udaipur.slice(-12)}`)).toEqual(['esha', 'dev', 'chitra']);
    expect(await names('?q=hdfcutr')).toEqual(['bharat']);
    // A cheque's UTR is not shown, so it is not found either.
    expect(await names('?q=CHQUTR')).toEqual([]);
    // The user's % and _ are plain characters.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=%20%20')).toHaveLength(5);
  });

  it('narrows to one status, also together with a search', async () => {
    expect(await names('?status=pending')).toEqual(['esha', 'dev', 'asha']);
    expect(await names('?status=approved')).toEqual(['bharat']);
    expect(await names('?status=rejected&q=udr')).toEqual(['chitra']);
    const page = (await get('?status=pending&q=udr')).json<AdminRegistrationPage>();
    expect(page.total).toBe(2);
  });

  it('pages with limit and offset and counts every match in total', async () => {
    const first = (await get('?limit=2')).json<AdminRegistrationPage>();
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(first.data.map((r) => r._id)).toEqual([ids.esha, ids.dev]);
    const last = (await get('?limit=2&offset=4')).json<AdminRegistrationPage>();
    expect(last).toMatchObject({ total: 5, limit: 2, offset: 4 });
    expect(last.data.map((r) => r._id)).toEqual([ids.asha]);
    const past = (await get('?status=pending&limit=2&offset=10')).json<AdminRegistrationPage>();
    expect(past).toMatchObject({ data: [], total: 3, limit: 2, offset: 10 });
    const empty = (await get('?q=nobody')).json<AdminRegistrationPage>();
    expect(empty).toMatchObject({ data: [], total: 0, limit: 1, offset: 0 });
  });

  it('refuses bad parameters with 400 and a message naming the parameter', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?status=open', /status must be pending, approved or rejected/],
      ['?offset=-1', /offset must be a whole number/],
      ['?limit=201', /limit must be a whole number from 1 to 200/],
      ['?limit=0', /limit must be a whole number from 1 to 200/],
      ['?limit=ten', /limit must be a whole number/],
      [`?q=${'a'.repeat(101)}`, /q must be at most 100 characters/],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().error, query).toMatch(message);
    }
    expect((await get('?page=2')).statusCode).toBe(400);
  });
});
