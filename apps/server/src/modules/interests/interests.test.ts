import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@eauction/shared';
import { interests } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

describe.each(TEST_DATABASES)('interested properties on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-06-01T06:00:00Z');
  let token = '';
  let otherToken = '';
  let flat = '';
  let land = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const db = ctx.database.db;
    flat = await insertProperty(db, {
      type: 'RESIDENTIAL FLAT',
      city: 'Pune',
      reserve: 2_500_000,
      date: '2026-06-20',
    });
    land = await insertProperty(db, { type: 'LAND', city: 'Nagpur', reserve: 900_000, date: '2026-05-10' });
    const user = await createUser(db);
    const other = await createUser(db);
    token = await tokenFor(ctx.app, clock, user);
    otherToken = await tokenFor(ctx.app, clock, other);
  });
  afterAll(async () => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', path = '', auth = token) =>
    ctx.app.inject({
      method,
      url: `/api/auth/interested-properties${path}`,
      headers: auth ? bearer(auth) : {},
    });
  const interestCount = async () => (await ctx.database.db.select({ n: count() }).from(interests))[0]?.n ?? 0;

  it('adds, lists and removes properties, idempotently, and reflects them in /me', async () => {
    const added = await call('POST', `/${flat}`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, data: [flat] });
    expect((await call('POST', `/${flat}`)).json()).toEqual({ success: true, data: [flat] });
    expect((await call('POST', `/${land}`)).json()).toEqual({ success: true, data: [flat, land] });

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ data: { interestedProperties: string[] } }>().data.interestedProperties).toEqual([
      flat,
      land,
    ]);

    const list = await call('GET');
    expect(list.statusCode).toBe(200);
    const properties = list.json<{ success: true; data: Property[] }>().data;
    expect(properties.map((p) => p._id)).toEqual([flat, land]);
    expect(properties[0]).toMatchObject({
      propertyType: 'RESIDENTIAL FLAT',
      propertyLocation: 'Pune',
      reservePrice: 2_500_000,
      auctionDate: '2026-06-20',
    });
    // The same presenter as the catalogue (only the detail says how an auction that is over ended).
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/properties/${flat}` });
    expect({ ...properties[0], outcome: null }).toEqual(detail.json<{ data: Property }>().data);

    // Another user's list is their own.
    expect((await call('GET', '', otherToken)).json()).toEqual({ success: true, data: [] });

    expect((await call('DELETE', `/${flat}`)).json()).toEqual({ success: true, data: [land] });
    expect((await call('DELETE', `/${flat}`)).json()).toEqual({ success: true, data: [land] });
    expect((await call('GET')).json<{ data: Property[] }>().data.map((p) => p._id)).toEqual([land]);
  });

  it('answers 404 Property not found for unknown ids of any shape and changes nothing', async () => {
    const before = await interestCount();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '123',
      "1' or '1'='1",
      'x'.repeat(600),
      '%E0%A4%A',
    ]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(method, `/${encodeURIComponent(id).replace(/%25/g, '%')}`);
        expect(res.statusCode, `${method} ${id.slice(0, 20)}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          error: 'Property not found',
          code: 'PROPERTY_NOT_FOUND',
          messages: { error: { id: 'errors.propertyNotFound' } },
        });
      }
    }
    expect(await interestCount()).toBe(before);
  });

  it('requires a logged-in user', async () => {
    const before = await interestCount();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', `/${flat}`],
      ['DELETE', `/${land}`],
    ] as const) {
      const res = await call(method, path, '');
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Please log in to continue.',
        code: 'UNAUTHORIZED',
        messages: { error: { id: 'account.session.unauthorized' } },
      });
    }
    expect(await interestCount()).toBe(before);
  });
});
