import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { XLSX_MIME, sheetOf, sheetRow, workbookFile } from '../../testing/spreadsheets';
import { multipartBody } from '../../testing/uploads';

describe.each(TEST_DATABASES)('admin routes are for admins only on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let userToken = '';
  let adminToken = '';
  let property = '';
  let upload: Awaited<ReturnType<typeof multipartBody>>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const user = await createUser(ctx.database.db);
    userToken = await tokenFor(ctx.app, clock, { id: user.id });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    property = await insertProperty(ctx.database.db, {
      type: 'LAND',
      city: 'Agra',
      reserve: 100_000,
      date: '2026-12-01',
    });
    upload = await multipartBody([
      {
        name: 'propertiesFile',
        filename: 'p.xlsx',
        type: XLSX_MIME,
        content: workbookFile(sheetOf([sheetRow('ACCESS-1')])),
      },
    ]);
  });
  afterAll(async () => ctx?.close());

  const routes = (): {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: 'json' | 'upload';
  }[] => [
    { method: 'GET', url: '/api/admin/dashboard-stats' },
    { method: 'POST', url: '/api/admin/upload-properties', body: 'upload' },
    { method: 'GET', url: '/api/admin/upload-template' },
    { method: 'POST', url: '/api/admin/add-property', body: 'json' },
    { method: 'GET', url: '/api/admin/auctions' },
    { method: 'PUT', url: `/api/admin/auctions/${property}`, body: 'json' },
    { method: 'DELETE', url: `/api/admin/auctions/${property}` },
    { method: 'GET', url: '/api/admin/auction-reports' },
    { method: 'GET', url: `/api/admin/auction-reports/${property}` },
    { method: 'GET', url: `/api/admin/auction-reports/${property}/download` },
    { method: 'GET', url: '/api/admin/registrations' },
    { method: 'PUT', url: `/api/admin/registrations/${property}/status`, body: 'json' },
    { method: 'GET', url: `/api/admin/auctions/${property}/registrations` },
  ];

  const call = (route: ReturnType<typeof routes>[number], token: string | null) => {
    const auth = token ? bearer(token) : {};
    if (route.body === 'upload') {
      return ctx.app.inject({ ...route, payload: upload.payload, headers: { ...upload.headers, ...auth } });
    }
    const payload =
      route.body === 'json'
        ? { version: 0, reservePrice: 1, status: 'approved', customerName: 'X' }
        : undefined;
    return ctx.app.inject({ method: route.method, url: route.url, payload, headers: auth });
  };

  const stored = async () => [
    (await ctx.database.db.select({ n: count() }).from(properties))[0]?.n,
    (await ctx.database.db.select({ n: count() }).from(auditLog))[0]?.n,
  ];

  it('answers 401 to anonymous callers on every admin route, changing nothing', async () => {
    const before = await stored();
    for (const route of routes()) {
      const res = await call(route, null);
      expect([route.url, res.statusCode]).toEqual([route.url, 401]);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        error: 'Please log in to continue.',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 403 to logged-in users who are not admins on every admin route, changing nothing', async () => {
    const before = await stored();
    for (const route of routes()) {
      const res = await call(route, userToken);
      expect([route.url, res.statusCode]).toEqual([route.url, 403]);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        error: 'You do not have permission to do this.',
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 401 to a forged token and lets an admin through', async () => {
    const forged = await call({ method: 'GET', url: '/api/admin/dashboard-stats' }, `${adminToken}x`);
    expect(forged.statusCode).toBe(401);
    const admin = await call({ method: 'GET', url: '/api/admin/dashboard-stats' }, adminToken);
    expect(admin.statusCode).toBe(200);
  });
});
