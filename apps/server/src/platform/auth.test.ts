import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { bearer, createUser, tokenFor } from '../testing/accounts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../testing/test-database';
import { ManualClock } from './clock';
import { readSessionToken, signSessionToken } from './auth';

const UNAUTHORIZED = {
  success: false,
  error: 'Please log in to continue.',
  code: 'UNAUTHORIZED',
  messages: { error: { id: 'account.session.unauthorized' } },
};
const FORBIDDEN = {
  success: false,
  error: 'You do not have permission to do this.',
  code: 'FORBIDDEN',
  messages: { error: { id: 'account.session.forbidden' } },
};

describe('session tokens', () => {
  const secret = 'a-test-secret-that-is-at-least-32-characters';
  const clock = new ManualClock('2026-03-01T00:00:00Z');
  const user = { id: '5f0c6a7e-2b1d-4c3e-9a8b-7c6d5e4f3a2b', role: 'user' as const, tokenVersion: 3 };

  it('signs HS256 tokens with sub, tv and role that expire after 12 hours', async () => {
    const token = await signSessionToken(secret, clock, user);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: user.id, tv: 3, role: 'user' });
    expect(payload.exp - payload.iat).toBe(12 * 60 * 60);
    expect(await readSessionToken(secret, clock, token)).toEqual({ userId: user.id, tokenVersion: 3 });
    clock.advance(12 * 60 * 60_000 - 1000);
    expect(await readSessionToken(secret, clock, token)).not.toBeNull();
    clock.advance(2000);
    expect(await readSessionToken(secret, clock, token)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signSessionToken(`${secret}-other`, clock, user);
    expect(await readSessionToken(secret, clock, token)).toBeNull();
  });
});

describe.each(TEST_DATABASES)('guards on %s', (kind) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const clock = new ManualClock();
  let userToken = '';
  let adminToken = '';
  let userId = '';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const config = loadConfig({
      DATA_DIR: test.dataDir,
      WEB_DIST_DIR: `${test.dataDir}/none`,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: test.database, clock, logger: false, startMailWorker: false });
    // Routes a later feature would write, to prove the hooks themselves.
    app.get('/api/test/user-only', { onRequest: app.requireUser }, async (request) => ({
      id: request.user?.id,
    }));
    app.get('/api/test/admin-only', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
    app.get('/api/admin/written-later', async () => ({ ok: true }));
    await app.ready();
    const user = await createUser(test.database.db);
    const admin = await createUser(test.database.db, { role: 'admin' });
    userId = user.id;
    userToken = await tokenFor(app, clock, user);
    adminToken = await tokenFor(app, clock, { id: admin.id, role: 'admin' });
  });
  afterAll(async () => {
    await app?.close();
    await test?.destroy();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('closes every /api/admin path, written or not: 401 anonymous, 403 user, then the route or 404', async () => {
    const paths = [
      '/api/admin',
      '/api/admin/',
      '/api/admin/dashboard-stats',
      '/api/admin/not/written/yet?x=1',
      '/api/%61dmin/dashboard-stats',
      '/api/admin/written-later',
    ];
    for (const path of paths) {
      const anonymous = await get(path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json(), path).toEqual(UNAUTHORIZED);
      const user = await get(path, userToken);
      expect(user.statusCode, path).toBe(403);
      expect(user.json(), path).toEqual(FORBIDDEN);
    }
    expect((await get('/api/admin/not/written/yet', adminToken)).statusCode).toBe(404);
    expect((await get('/api/admin/dashboard-stats', adminToken)).statusCode).toBe(200);
    expect((await get('/api/admin/written-later', adminToken)).json()).toEqual({ ok: true });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      headers: { ...bearer(userToken), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(upload.statusCode).toBe(403);
  });

  it('lets requireUser and requireAdmin decide per route, reading the role from the database', async () => {
    expect((await get('/api/test/user-only')).json()).toEqual(UNAUTHORIZED);
    expect((await get('/api/test/user-only', userToken)).json()).toEqual({ id: userId });
    expect((await get('/api/test/admin-only', userToken)).statusCode).toBe(403);
    expect((await get('/api/test/admin-only', adminToken)).json()).toEqual({ ok: true });
    // Promoting the user takes effect on the next call, without a new token.
    await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    expect((await get('/api/test/admin-only', userToken)).json()).toEqual({ ok: true });
  });
});
