import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { BOOT_SCRIPT_SOURCE } from '../../platform/boot-script';
import { ManualClock } from '../../platform/clock';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

describe.each(TEST_DATABASES)('operations endpoints on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-05-04T09:15:30.250Z');

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, env: { RATE_LIMIT_PER_MINUTE: '40' } });
  });
  afterAll(async () => ctx?.close());

  it('answers /healthz with status ok', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"success":true,"data":{"status":"ok"}}');
  });

  it('answers /readyz with 200 while the database answers, saying Redis is not in use', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'up', redis: 'off' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz with 503 when the database does not answer', async () => {
    const broken = { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config: ctx.config, db: broken, logger: false, startMailWorker: false });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: 'Database unavailable',
        code: 'SERVICE_UNAVAILABLE',
        messages: { error: { id: 'errors.databaseUnavailable' } },
      });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });

  it('hides the cause of a failure behind a generic 500, and answers 503 while the database is away', async () => {
    const app = await buildApp({
      config: ctx.config,
      db: ctx.database,
      logger: false,
      startMailWorker: false,
    });
    app.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/api/test/db-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    try {
      const boom = await app.inject({ url: '/api/test/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({
        success: false,
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
        messages: { error: { id: 'errors.internal' } },
      });
      expect(boom.body).not.toContain('secret_table');
      const down = await app.inject({ url: '/api/test/db-down' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        success: false,
        error: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
        messages: { error: { id: 'errors.unavailable' } },
      });
      expect(down.headers['retry-after']).toBe('5');
      expect(down.body).not.toContain('5432');
    } finally {
      await app.close();
    }
  });

  it('gives the server time in ISO form with the auction house zone, never cached', async () => {
    const res = await ctx.app.inject({ url: '/api/time' });
    expect(res.json()).toEqual({
      success: true,
      data: { now: '2026-05-04T09:15:30.250Z', timeZone: 'Asia/Kolkata' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    clock.advance(60_000);
    expect(res.json<{ data: { now: string } }>().data.now).not.toBe(
      (await ctx.app.inject({ url: '/api/time' })).json<{ data: { now: string } }>().data.now,
    );
  });

  it('gives the public configuration the web app needs', async () => {
    const res = await ctx.app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      success: true,
      data: {
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapAttribution: '© OpenStreetMap contributors',
        captchaProvider: 'altcha',
        publicUrl: 'http://localhost:3000',
      },
    });
  });

  it('sends a Content-Security-Policy without inline scripts (but the hashed boot script) that allows the map tiles', async () => {
    const csp = String((await ctx.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
    expect(directives.get('img-src')).toEqual(
      expect.arrayContaining(['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org', 'data:']),
    );
    expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api', '/socket.io/']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        success: false,
        error: 'Not found',
        code: 'NOT_FOUND',
        messages: { error: { id: 'errors.notFound' } },
      });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/auth/me', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/properties',
        '/api/properties/{id}',
        '/api/properties/locations',
        '/api/contact',
        '/api/time',
        '/healthz',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/properties'])).toContain('maxPrice');
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('throttles a flood from one address with 429 RATE_LIMITED, but never the probes', async () => {
    const remoteAddress = '203.0.113.9';
    let last = await ctx.app.inject({ url: '/api/time', remoteAddress });
    for (let i = 0; i < 45 && last.statusCode !== 429; i++)
      last = await ctx.app.inject({ url: '/api/time', remoteAddress });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(last.json<{ error: string }>().error).toMatch(/^Too many requests/);
    expect((await ctx.app.inject({ url: '/healthz', remoteAddress })).statusCode).toBe(200);
    // Other visitors are unaffected.
    expect((await ctx.app.inject({ url: '/api/time', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });
});
