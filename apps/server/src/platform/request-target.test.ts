import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../db/schema';
import { listen } from '../testing/bidding';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { canonicalRequestTarget } from './request-target';

/**
 * The per-address budgets hold whatever the spelling of the address: the router decodes and merges
 * what the limits used to read as written, so every spelling that reaches a route is one more call of
 * that route.
 */

interface Answer {
  status: number;
  code: string | undefined;
}

const GLOBAL_BUDGET = 6;

/** The same route, spelled as an attacker might to be judged as another path. */
const SPELLINGS: Record<string, (path: string) => string> = {
  'an encoded first segment': (path) => path.replace(/^\/api\//, '/%61pi/'),
  'an encoded last segment': (path) =>
    path.replace(/\/([a-z])([^/]*)$/, (_all, first: string, rest: string) => {
      return `/%${first.charCodeAt(0).toString(16)}${rest}`;
    }),
  'a doubled slash': (path) => `/${path}`,
  'an absolute-form target': (path) => `http://auctions.example.in${path}`,
};

const codeOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

/** One request written by hand on its own connection, so the request target reaches the server as is. */
function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      if (!status?.[1]) return reject(new Error(`no status line in ${JSON.stringify(received)}`));
      resolve({ status: Number(status[1]), code: codeOf(received.slice(received.indexOf('\r\n\r\n') + 4)) });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      'Host: auctions.example.in',
      'Connection: close',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

describe('canonicalRequestTarget', () => {
  it('decodes escaped unreserved characters in the path, and nothing else', () => {
    expect(canonicalRequestTarget('/%61pi/auth/%72egister')).toBe('/api/auth/register');
    expect(canonicalRequestTarget('/api/x%2D%2e%5F%7E%30')).toBe('/api/x-._~0');
    expect(canonicalRequestTarget('/api%2Fauth/x%2fy%25%20%3F')).toBe('/api%2Fauth/x%2fy%25%20%3F');
    expect(canonicalRequestTarget('/api/%2561')).toBe('/api/%2561');
    expect(canonicalRequestTarget('/api/properties?q=%61&next=/%61pi')).toBe(
      '/api/properties?q=%61&next=/%61pi',
    );
    expect(canonicalRequestTarget('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
  });

  it('answers an absolute-form target by its origin-form, and merges repeated slashes', () => {
    expect(canonicalRequestTarget('http://host:3000/api/time?x=1')).toBe('/api/time?x=1');
    expect(canonicalRequestTarget('HTTPS://host')).toBe('/');
    expect(canonicalRequestTarget('http://host?x=1')).toBe('/?x=1');
    expect(canonicalRequestTarget('//api///auth//register?next=//x')).toBe('/api/auth/register?next=//x');
  });
});

describe.each(TEST_DATABASES)('per-address limits whatever the spelling, on %s', (kind) => {
  let ctx: TestContext;
  let port = 0;
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    // Behind a proxy, so a hand-written request can name its client address like an injected one.
    ctx = await createTestApp(kind, {
      env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(GLOBAL_BUDGET) },
    });
    port = Number(new URL(await listen(ctx.app)).port);
  });
  afterAll(async () => ctx?.close());

  async function send(method: string, target: string, from: string, payload?: unknown): Promise<Answer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers: Record<string, string> = { 'x-forwarded-for': from };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (!target.startsWith('/')) return rawRequest(port, method, target, headers, body);
    const res = await ctx.app.inject({
      method: method as 'GET' | 'POST',
      url: target,
      headers,
      payload: body,
    });
    return { status: res.statusCode, code: codeOf(res.body) };
  }

  const registration = (email: string) => ({
    firstName: 'Anita',
    lastName: 'Deshpande',
    organizationName: 'Deshpande Realty',
    address: '12 MG Road',
    country: 'India',
    state: 'maharashtra',
    city: 'pune',
    pincode: '411001',
    landlineNo: '02025531234',
    mobile: '9820012345',
    fax: '',
    pancardNo: 'ABCDE1234F',
    email,
    password: 'Pune@2026',
    confirmPassword: 'Pune@2026',
    preferredLocation: { country: 'India', state: 'maharashtra', city: 'mumbai' },
    acceptTerms: true,
  });
  const contact = (message: string) => ({
    name: 'Anita Deshpande',
    email: 'anita.d@example.in',
    companyName: 'Deshpande Realty',
    contactNumber: '+91 98200 12345',
    message,
  });

  const LIMITED = [
    { route: 'POST /api/auth/register', method: 'POST', path: '/api/auth/register', max: 10, cheap: {} },
    {
      route: 'POST /api/auth/forgot-password',
      method: 'POST',
      path: '/api/auth/forgot-password',
      max: 5,
      cheap: {},
    },
    { route: 'POST /api/contact', method: 'POST', path: '/api/contact', max: 5, cheap: {} },
    { route: 'the global budget (GET /api/time)', method: 'GET', path: '/api/time', max: GLOBAL_BUDGET },
  ] as const;

  describe.each(LIMITED)('$route', ({ method, path, max, ...rest }) => {
    const cheap = 'cheap' in rest ? rest.cheap : undefined;

    it.each(Object.keys(SPELLINGS))('counts calls spelled with %s against the same budget', async (name) => {
      const spell = SPELLINGS[name] as (p: string) => string;
      // Spent through the spelling, the budget is gone for the plain address too …
      const from = nextAddress();
      for (let i = 0; i < max; i++) {
        expect((await send(method, spell(path), from, cheap)).status, `call ${i + 1}`).not.toBe(429);
      }
      expect(await send(method, path, from, cheap)).toEqual({ status: 429, code: 'RATE_LIMITED' });
      // … and spent through the plain address, the spelling is refused as well.
      const other = nextAddress();
      for (let i = 0; i < max; i++) await send(method, path, other, cheap);
      expect(await send(method, spell(path), other, cheap)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    });

    it('never runs the route for a path with an encoded slash: it names no route (404)', async () => {
      const from = nextAddress();
      const spelled = path.replace(/^\/api\//, '/api%2F');
      for (let i = 0; i <= max; i++) {
        expect(await send(method, spelled, from, cheap)).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
    });
  });

  it('answers every spelling of an API address no route has with the JSON 404, never the web app', async () => {
    for (const target of [
      '/%61pi/no-such-endpoint',
      '//api/no-such-endpoint',
      '/api/%6Eo-such-endpoint',
      '/api%2Fno-such-endpoint',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: target });
      expect(res.statusCode, target).toBe(404);
      expect(res.json(), target).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const admin = await ctx.app.inject({ method: 'GET', url: '/%61pi/%61dmin/dashboard-stats' });
    expect(admin.statusCode).toBe(401);
  });

  it('creates no account and stores no message beyond the budget, whatever the spelling', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++) await send('POST', '/api/auth/register', from, {});
    const spelled = [
      ...Object.values(SPELLINGS).map((spell) => spell('/api/auth/register')),
      '/api%2Fauth/register',
    ];
    for (const [i, target] of spelled.entries()) {
      const email = `over-budget-${i}@example.in`;
      expect((await send('POST', target, from, registration(email))).status, target).not.toBe(201);
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email)), target).toEqual([]);
    }

    const sender = nextAddress();
    for (let i = 0; i < 5; i++) await send('POST', '/api/contact', sender, {});
    for (const [i, spell] of Object.values(SPELLINGS).entries()) {
      const message = `Over the budget, attempt ${i}: please call back about the Baner flat.`;
      expect((await send('POST', spell('/api/contact'), sender, contact(message))).status).toBe(429);
      const stored = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.message, message));
      expect(stored).toEqual([]);
    }
  });
});
