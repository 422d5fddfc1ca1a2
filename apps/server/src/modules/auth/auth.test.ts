import { count, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser, Message } from '@eauction/shared';
import { DEMO_ACCOUNTS, seedDemo } from '../../db/seed';
import { auditLog, captchaSolutions, emailTokens, loginFailures, mailQueue, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { textOf } from '../../platform/i18n';
import {
  bearer,
  createUser,
  linkToken,
  login,
  loginToken,
  mailsTo,
  solveCaptcha,
  tokenFor,
} from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { hashToken } from './email-tokens';

const MINUTE = 60_000;

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
  preferredIndustry: 'real-estate',
  preferredSubIndustry: 'residential',
  acceptTerms: true,
});

type Json = { success: boolean; error?: string; code?: string; fields?: Record<string, string> };

describe.each(TEST_DATABASES)('accounts on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let address = 0;
  // Each test calls from its own address, so per-address limits only bite where they are tested.
  let remoteAddress = '';
  beforeEach(() => {
    remoteAddress = `198.51.100.${++address}`;
  });

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock,
      env: { PUBLIC_URL: 'https://auctions.example.in' },
      prepare: async (database, dataDir) => {
        await seedDemo({ db: database.db, dataDir, publicUrl: 'https://auctions.example.in', count: 1 });
      },
    });
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.database.db;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as string, headers, remoteAddress });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers, remoteAddress });
  const rowCount = async (table: typeof users | typeof emailTokens | typeof mailQueue) =>
    (await db().select({ n: count() }).from(table))[0]?.n ?? 0;
  const tables = async () => ({
    users: await rowCount(users),
    tokens: await rowCount(emailTokens),
    mail: await rowCount(mailQueue),
  });
  const drainedMailsTo = async (email: string) => {
    await ctx.app.mailer.drain();
    return mailsTo(ctx.dataDir, email);
  };

  it('registers, mails a verification link, verifies, logs in with a solved captcha and reads /me', async () => {
    const email = 'anita.d@example.in';
    const res = await post('/api/auth/register', registration('Anita.D@Example.in'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Registration successful! Please check your email to verify your account.' },
    });
    expect(res.json()).not.toHaveProperty('data.token');

    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Anita', role: 'user', country: 'India', emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.preferredCity).toBe('mumbai');

    const [mail] = await drainedMailsTo(email);
    expect(mail?.subject).toBe('Verify your e-mail address for e-Nilami');
    expect(mail?.body).toContain('Dear Anita,');
    expect(mail?.body).toContain('Content-Type: text/html');
    const token = linkToken(mail, 'https://auctions.example.in', 'verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await db()
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, row?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + 24 * 60 * MINUTE);

    const verified = await get(`/api/auth/verify-email/${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      data: { message: 'Your email has been verified. You can now log in.', email },
    });
    // The link is single-use.
    const again = await get(`/api/auth/verify-email/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: 'This verification link has expired or is invalid.',
      code: 'TOKEN_INVALID',
      messages: { error: { id: 'account.verify.linkInvalid' } },
    });

    const loggedIn = await login(ctx.app, 'ANITA.D@example.in', 'Pune@2026', remoteAddress);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const { user, token: session } = loggedIn.json<{ data: { user: AuthUser; token: string } }>().data;
    expect(user).toEqual({
      _id: row?.id,
      firstName: 'Anita',
      lastName: 'Deshpande',
      email,
      role: 'user',
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
      bankName: '',
      accountNo: '',
      ifscCode: '',
      interestedProperties: [],
      language: 'en',
    });
    expect(session.split('.')).toHaveLength(3);

    const me = await get('/api/auth/me', bearer(session));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, data: user });

    const actions = (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, row?.id ?? ''))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.registered', 'user.email-verified']));
  });

  it('answers a registration with a known address exactly like a new one and mails the owner instead', async () => {
    const owner = await createUser(db(), { email: 'ravi.k@example.in', password: 'Owner@2026' });
    const [ownerBefore] = await db().select().from(users).where(eq(users.id, owner.id));
    const auditRows = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
    const before = { ...(await tables()), audit: await auditRows() };

    const known = await post('/api/auth/register', registration('RAVI.K@Example.IN'));
    const after = { ...(await tables()), audit: await auditRows() };
    const fresh = await post('/api/auth/register', registration('someone.new@example.in'));
    for (const res of [known, fresh]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        data: { message: 'Registration successful! Please check your email to verify your account.' },
      });
    }
    expect(known.headers['content-length']).toBe(fresh.headers['content-length']);

    // No second account, no token, no audit row: only the owner's mail was queued.
    expect(after).toEqual({ ...before, mail: before.mail + 1 });
    expect(
      await db()
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, 'ravi.k@example.in')),
    ).toEqual([ownerBefore]);
    expect(await drainedMailsTo('RAVI.K@Example.IN')).toHaveLength(0);
    const [mail, ...more] = await drainedMailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Someone tried to register with your e-mail address on e-Nilami');
    expect(mail?.body).toContain('Dear Test,');
    expect(mail?.body).toContain('https://auctions.example.in/login');
    expect(mail?.body).toContain('https://auctions.example.in/forgot-password');
    expect(mail?.body).not.toContain('verify-email');

    // The owner's password still works; the one typed into the form does not.
    expect((await login(ctx.app, owner.email, 'Owner@2026', remoteAddress)).statusCode).toBe(200);
    expect((await login(ctx.app, owner.email, 'Pune@2026', remoteAddress)).statusCode).toBe(401);
  });

  it('mails the verification link in Hindi to an account registered from a Hindi page', async () => {
    const email = 'sunita.hi@example.in';
    const res = await post('/api/auth/register', {
      ...registration(email),
      firstName: 'Sunita',
      language: 'hi',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.language).toBe('hi');

    const [queued, ...more] = await db().select().from(mailQueue).where(eq(mailQueue.toAddress, email));
    expect(more).toHaveLength(0);
    expect(queued?.subject).toBe('ई-नीलामी के लिए अपना ई-मेल पता सत्यापित करें');
    expect(queued?.textBody).toMatch(/^प्रिय Sunita,\n\nई-नीलामी पर पंजीकरण के लिए धन्यवाद।/);
    expect(queued?.textBody).toContain('मेरा ई-मेल पता सत्यापित करें:');
    expect(queued?.textBody).not.toContain('Thank you for registering');
    expect(queued?.htmlBody).toContain('<html lang="hi">');
    const token = /https:\/\/auctions\.example\.in\/hi\/verify-email\/([A-Za-z0-9_-]{43})\n/.exec(
      queued?.textBody ?? '',
    )?.[1];
    expect(token).toBeDefined();
    // The Hindi page's link verifies the account as the English one does.
    expect((await get(`/api/auth/verify-email/${token}`)).statusCode).toBe(200);

    // Later mails follow the account's language: the password reset link, to the Hindi page.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const [, reset] = await db()
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email))
      .orderBy(mailQueue.id);
    expect(reset?.subject).toBe('अपना ई-नीलामी पासवर्ड रीसेट करें');
    expect(reset?.textBody).toContain('https://auctions.example.in/hi/reset-password/');
  });

  it('mails a Hindi owner of a known address in Hindi, at most three times an hour across languages', async () => {
    const owner = await createUser(db());
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, owner.id));
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(owner.email),
          remoteAddress: `198.18.3.${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.toAddress, owner.email));
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.subject).toBe('ई-नीलामी पर आपके ई-मेल पते से पंजीकरण का प्रयास किया गया');
      expect(mail.textBody).toContain('https://auctions.example.in/hi/login');
    }
  });

  it('mails the owner of a known address at most three times an hour, concurrent attempts included', async () => {
    const owner = await createUser(db());
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(owner.email),
          remoteAddress: `198.18.2.${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await drainedMailsTo(owner.email)).toHaveLength(3);
  });

  it('stores the PAN upper-cased and the mobile number and pincode without spaces or dashes', async () => {
    const res = await post('/api/auth/register', {
      ...registration('tidy@example.in'),
      pancardNo: ' abcde1234f ',
      mobile: '98200-12345',
      pincode: '4110 01',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.email, 'tidy@example.in'));
    expect(row).toMatchObject({ pancardNo: 'ABCDE1234F', mobile: '9820012345', pincode: '411001' });
  });

  it('refuses bad registrations with per-field messages and stores nothing', async () => {
    const before = await tables();
    const bad = await post('/api/auth/register', {
      ...registration('not-an-email'),
      firstName: '',
      password: 'short',
      confirmPassword: 'other',
      mobile: '12345',
      pincode: '012345',
      pancardNo: 'abcde12345',
      city: 'surat',
      acceptTerms: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Json>()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: {
        firstName: 'First name is required',
        email: 'Invalid email format',
        password: 'Password must be at least 8 characters',
        mobile: 'Invalid mobile number',
        pincode: 'Invalid pincode',
        pancardNo: 'Invalid PAN card format',
        acceptTerms: 'You must accept the terms and conditions',
      },
    });

    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Json>().fields).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      mobile: 'Mobile number is required',
    });

    const types = await post('/api/auth/register', {
      ...registration('t@example.in'),
      firstName: 42,
      acceptTerms: 'yes',
    });
    expect(types.statusCode).toBe(400);
    expect(types.json<Json>().fields).toMatchObject({
      firstName: 'First name is required',
      acceptTerms: 'You must accept the terms and conditions',
    });

    const unknown = await post('/api/auth/register', { ...registration('u@example.in'), role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Json>().fields).toEqual({ role: 'Unknown field: role' });

    const long = await post('/api/auth/register', {
      ...registration('l@example.in'),
      lastName: 'x'.repeat(51),
    });
    expect(long.json<Json>().fields).toEqual({ lastName: 'Last name must be at most 50 characters' });

    const huge = await post(
      '/api/auth/register',
      JSON.stringify({ ...registration('h@example.in'), firstName: 'x'.repeat(1024 * 1024) }),
      { 'content-type': 'application/json' },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<Json>().code).toBe('PAYLOAD_TOO_LARGE');

    const malformed = await post('/api/auth/register', '{"firstName": "A",', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Json>().error).toBe('The request body is not valid JSON');

    const notObject = await post('/api/auth/register', '"hello"', { 'content-type': 'application/json' });
    expect(notObject.statusCode).toBe(400);

    const form = await post('/api/auth/register', 'firstName=A', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);

    expect(await tables()).toEqual(before);
  });

  it('limits registrations to ten per address per fifteen minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/register', { acceptTerms: true })).statusCode).toBe(400);
    }
    const res = await post('/api/auth/register', registration('eleventh@example.in'));
    expect(res.statusCode).toBe(429);
    expect(res.json<Json>().code).toBe('RATE_LIMITED');
    expect(await db().select().from(users).where(eq(users.email, 'eleventh@example.in'))).toHaveLength(0);
  });

  it('refuses expired, unknown and garbage verification links with 400, never 404 or 500', async () => {
    await post('/api/auth/register', registration('late@example.in'));
    const [mail] = await drainedMailsTo('late@example.in');
    const token = linkToken(mail, 'https://auctions.example.in', 'verify-email');
    clock.advance(24 * 60 * MINUTE + 1000);
    try {
      for (const url of [
        `/api/auth/verify-email/${token}`,
        '/api/auth/verify-email/nonsense',
        `/api/auth/verify-email/${'x'.repeat(600)}`,
        '/api/auth/verify-email/%E0%A4%A',
        `/api/auth/verify-email/${encodeURIComponent("' or 1=1 --")}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json<Json>(), url).toMatchObject({
          code: 'TOKEN_INVALID',
          error: 'This verification link has expired or is invalid.',
        });
      }
    } finally {
      clock.advance(-(24 * 60 * MINUTE + 1000));
    }
    const [row] = await db().select().from(users).where(eq(users.email, 'late@example.in'));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('refuses login before verification and re-sends the link at most once per ten minutes', async () => {
    const user = await createUser(db(), { verified: false });
    const res = await login(ctx.app, user.email, user.password, remoteAddress);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      error: 'Please verify your email before logging in. Check your inbox for the verification link.',
      code: 'EMAIL_NOT_VERIFIED',
      messages: { error: { id: 'account.login.emailNotVerified' } },
    });
    await login(ctx.app, user.email, user.password, remoteAddress);
    expect(await drainedMailsTo(user.email)).toHaveLength(1);
    clock.advance(10 * MINUTE);
    await login(ctx.app, user.email, user.password, remoteAddress);
    const mails = await drainedMailsTo(user.email);
    expect(mails).toHaveLength(2);
    // The newest link verifies the account.
    const token = linkToken(mails[1], 'https://auctions.example.in', 'verify-email');
    expect((await get(`/api/auth/verify-email/${token}`)).statusCode).toBe(200);
    expect((await login(ctx.app, user.email, user.password, remoteAddress)).statusCode).toBe(200);
  });

  it('re-sends one verification link to concurrent logins before verification', async () => {
    const user = await createUser(db(), { verified: false });
    const captchas: string[] = [];
    for (let i = 0; i < 4; i++) captchas.push(await solveCaptcha(ctx.app));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        post('/api/auth/login', { email: user.email, password: user.password, captcha }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await drainedMailsTo(user.email)).toHaveLength(1);
    // Not failures: the account is not throttled by them.
    expect(await db().select().from(loginFailures).where(eq(loginFailures.email, user.email))).toHaveLength(
      0,
    );
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(db());
    const wrong = await login(ctx.app, user.email, 'Wrong@123', remoteAddress);
    const unknown = await login(ctx.app, 'nobody@example.in', 'Wrong@123', remoteAddress);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
        messages: { error: { id: 'account.login.invalidCredentials' } },
      });
    }
  });

  it('lets the demo accounts of the seed log in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(ctx.app, account.email, account.password, remoteAddress);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json<{ data: { user: AuthUser } }>().data.user.role).toBe(account.role);
    }
  });

  describe('captcha', () => {
    it('serves a signed ALTCHA v2 challenge that is never cached', async () => {
      const res = await get('/api/captcha/challenge');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const challenge = res.json<{ parameters: Record<string, unknown>; signature: string }>();
      expect(challenge).not.toHaveProperty('success');
      expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, keyLength: 32 });
      expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters.expiresAt).toBe(Math.floor((clock.now().getTime() + 10 * MINUTE) / 1000));
    });

    it('requires the captcha field', async () => {
      const user = await createUser(db());
      for (const captcha of [undefined, '']) {
        const res = await post('/api/auth/login', { email: user.email, password: user.password, captcha });
        expect(res.statusCode).toBe(400);
        expect(res.json<Json>().fields).toEqual({ captcha: 'Captcha is required' });
      }
    });

    it('accepts each solution once', async () => {
      const user = await createUser(db());
      const captcha = await solveCaptcha(ctx.app);
      const first = await post('/api/auth/login', { email: user.email, password: user.password, captcha });
      expect(first.statusCode).toBe(200);
      const replay = await post('/api/auth/login', { email: user.email, password: user.password, captcha });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({
        success: false,
        error: 'Captcha verification failed. Please verify again.',
        code: 'CAPTCHA_INVALID',
        messages: { error: { id: 'account.captcha.failed' } },
      });
    });

    it('refuses concurrent replays of one solution but one', async () => {
      const user = await createUser(db());
      const captcha = await solveCaptcha(ctx.app);
      const answers = await Promise.all(
        [0, 1, 2].map(() => post('/api/auth/login', { email: user.email, password: user.password, captcha })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    });

    it('refuses an expired solution', async () => {
      const user = await createUser(db());
      const captcha = await solveCaptcha(ctx.app);
      clock.advance(10 * MINUTE + 1000);
      try {
        const res = await post('/api/auth/login', { email: user.email, password: user.password, captcha });
        expect(res.statusCode).toBe(400);
        expect(res.json<Json>().code).toBe('CAPTCHA_INVALID');
      } finally {
        clock.advance(-(10 * MINUTE + 1000));
      }
    });

    it('refuses forged, tampered and malformed payloads', async () => {
      const user = await createUser(db());
      const good = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), 'base64').toString()) as {
        challenge: { parameters: Record<string, unknown>; signature: string };
        solution: { counter: number; derivedKey: string };
      };
      const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
      const payloads = [
        'not base64 at all!',
        encode({ hello: 'world' }),
        encode({ challenge: null, solution: null, test: true }),
        encode({ ...good, solution: { ...good.solution, counter: -1 } }),
        encode({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } }),
        encode({
          ...good,
          challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
        }),
        encode({ ...good, challenge: { ...good.challenge, signature: '0'.repeat(64) } }),
        encode({
          ...good,
          challenge: {
            ...good.challenge,
            parameters: { ...good.challenge.parameters, expiresAt: 4102444800 },
          },
        }),
      ];
      for (const captcha of payloads) {
        const res = await post('/api/auth/login', { email: user.email, password: user.password, captcha });
        expect(res.statusCode, captcha.slice(0, 40)).toBe(400);
        expect(res.json<Json>().code).toBe('CAPTCHA_INVALID');
      }
      // The untouched payload still works: the failures above did not spend it.
      const ok = await post('/api/auth/login', {
        email: user.email,
        password: user.password,
        captcha: encode(good),
      });
      expect(ok.statusCode).toBe(200);
    });

    it('clears spent challenges once they have expired', async () => {
      clock.advance(11 * MINUTE);
      try {
        const user = await createUser(db());
        await login(ctx.app, user.email, user.password, remoteAddress);
        const left = await db()
          .select({ n: count() })
          .from(captchaSolutions)
          .where(sql`${captchaSolutions.expiresAt} < ${clock.now().toISOString()}::timestamptz`);
        expect(left[0]?.n).toBe(0);
      } finally {
        clock.advance(-11 * MINUTE);
      }
    });
  });

  describe('brute force', () => {
    it('refuses the sixth attempt within fifteen minutes with 429, even with the right password', async () => {
      const user = await createUser(db());
      const other = await createUser(db());
      for (let i = 0; i < 5; i++) {
        // From a different address each time: the limit is per account, not per address.
        const res = await login(ctx.app, user.email, 'Wrong@123', `192.0.2.${i + 1}`);
        expect(res.statusCode).toBe(401);
        clock.advance(MINUTE);
      }
      const blocked = await login(ctx.app, user.email, user.password, remoteAddress);
      expect(blocked.statusCode).toBe(429);
      // The oldest failure was 5 minutes ago: it leaves the window in 10 minutes.
      expect(blocked.json()).toEqual({
        success: false,
        error: 'Too many failed login attempts. Please try again in 10 minutes.',
        code: 'RATE_LIMITED',
        messages: { error: { id: 'account.login.throttled', values: { minutes: 10 } } },
      });
      // A Hindi page shows the key's Hindi text with the same values.
      expect(textOf(blocked.json<{ messages: { error: Message } }>().messages.error, 'hi')).toBe(
        'लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया 10 मिनट बाद पुनः प्रयास करें।',
      );
      expect(blocked.headers['retry-after']).toBe('600');
      // Another account is not affected.
      expect((await login(ctx.app, other.email, other.password, remoteAddress)).statusCode).toBe(200);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'user.login-throttled'));
      expect(audit?.entityId).toBe(user.id);

      // Once the oldest failure leaves the window, one more attempt is allowed.
      clock.advance(10 * MINUTE);
      const ok = await login(ctx.app, user.email, user.password, remoteAddress);
      expect(ok.statusCode).toBe(200);
      // A successful login clears the account's failures.
      expect(await db().select().from(loginFailures).where(eq(loginFailures.email, user.email))).toHaveLength(
        0,
      );
    });

    it('throttles an address without an account exactly like one with an account', async () => {
      for (let i = 0; i < 5; i++) await login(ctx.app, 'ghost@example.in', 'Wrong@123', remoteAddress);
      const res = await login(ctx.app, 'ghost@example.in', 'Wrong@123', remoteAddress);
      expect(res.statusCode).toBe(429);
      expect(res.json<Json>().error).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    });
  });

  describe('sessions', () => {
    it('refuses missing, malformed, tampered, unsigned, foreign, expired and deleted-user tokens', async () => {
      const user = await createUser(db());
      const token = await tokenFor(ctx.app, clock, user);
      expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);

      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const admin = b64({ ...claims, role: 'admin' });
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-be-used'));
      const hs512 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(ctx.config.jwtSecret));
      const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}A`;
      const cases: Record<string, Record<string, string>> = {
        none: {},
        empty: { authorization: '' },
        'not bearer': { authorization: `Basic ${token}` },
        garbage: bearer('garbage'),
        tampered: bearer(`${header}.${admin}.${signature}`),
        flipped: bearer(flipped),
        'alg none': bearer(unsigned),
        'other secret': bearer(foreign),
        'other algorithm': bearer(hs512),
      };
      for (const [name, headers] of Object.entries(cases)) {
        const res = await get('/api/auth/me', headers);
        expect(res.statusCode, name).toBe(401);
        expect(res.json(), name).toEqual({
          success: false,
          error: 'Please log in to continue.',
          code: 'UNAUTHORIZED',
          messages: { error: { id: 'account.session.unauthorized' } },
        });
      }

      clock.advance(12 * 60 * MINUTE + 1000);
      try {
        expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(401);
      } finally {
        clock.advance(-(12 * 60 * MINUTE + 1000));
      }

      await db().delete(users).where(eq(users.id, user.id));
      expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(401);
    });

    it('ends every session with logout-everywhere', async () => {
      const user = await createUser(db());
      const first = await loginToken(ctx.app, user.email, user.password);
      const second = await tokenFor(ctx.app, clock, user);
      expect((await post('/api/auth/logout-everywhere', undefined)).statusCode).toBe(401);
      const res = await post('/api/auth/logout-everywhere', undefined, bearer(first));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { message: 'You have been logged out on every device.' },
      });
      for (const token of [first, second])
        expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(401);
      // A new login works and gets a token of the new version.
      const fresh = await loginToken(ctx.app, user.email, user.password);
      expect((await get('/api/auth/me', bearer(fresh))).statusCode).toBe(200);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'user.logged-out-everywhere'));
      expect(audit?.actorId).toBe(user.id);
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and mails only the known one', async () => {
      const user = await createUser(db());
      const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
      const unknown = await post('/api/auth/forgot-password', { email: 'stranger@example.in' });
      for (const res of [known, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          data: { message: 'If an account exists for this email, we have sent a password reset link.' },
        });
      }
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      expect(await drainedMailsTo(user.email)).toHaveLength(1);
      expect(await drainedMailsTo('stranger@example.in')).toHaveLength(0);
    });

    it('resets the password with the mailed link, once, and ends earlier sessions', async () => {
      const user = await createUser(db(), { verified: false });
      const oldSession = await tokenFor(ctx.app, clock, user);
      await post('/api/auth/forgot-password', { email: user.email });
      const [mail] = await drainedMailsTo(user.email);
      expect(mail?.subject).toBe('Reset your e-Nilami password');
      const token = linkToken(mail, 'https://auctions.example.in', 'reset-password');
      const [stored] = await db()
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, hashToken(token)));
      expect(stored?.expiresAt.getTime()).toBe(clock.now().getTime() + 60 * MINUTE);

      const check = await get(`/api/auth/verify-reset-token/${token}`);
      expect(check.json()).toEqual({ success: true, data: { valid: true } });
      // Asking does not spend it.
      expect((await get(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({
        success: true,
        data: { valid: true },
      });

      const done = await post('/api/auth/reset-password', { token, newPassword: 'NewPass#2026' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        success: true,
        data: { message: 'Your password has been reset. You can now log in.' },
      });
      expect((await get('/api/auth/me', bearer(oldSession))).statusCode).toBe(401);
      expect((await get(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({
        success: true,
        data: { valid: false },
      });
      const reuse = await post('/api/auth/reset-password', { token, newPassword: 'Another#2026' });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({
        success: false,
        error: 'This password reset link has expired or is invalid.',
        code: 'TOKEN_INVALID',
        messages: { error: { id: 'account.reset.linkInvalid' } },
      });
      expect((await login(ctx.app, user.email, user.password, remoteAddress)).statusCode).toBe(401);
      // The reset also proved the mailbox, so the unverified account can now log in.
      expect((await login(ctx.app, user.email, 'NewPass#2026', remoteAddress)).statusCode).toBe(200);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.tokenVersion).toBe(1);
    });

    it('refuses an expired link', async () => {
      const user = await createUser(db());
      await post('/api/auth/forgot-password', { email: user.email });
      const [mail] = await drainedMailsTo(user.email);
      const token = linkToken(mail, 'https://auctions.example.in', 'reset-password');
      clock.advance(60 * MINUTE + 1000);
      try {
        expect((await get(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({
          success: true,
          data: { valid: false },
        });
        const res = await post('/api/auth/reset-password', { token, newPassword: 'NewPass#2026' });
        expect(res.statusCode).toBe(400);
        expect(res.json<Json>().code).toBe('TOKEN_INVALID');
      } finally {
        clock.advance(-(60 * MINUTE + 1000));
      }
    });

    it('answers garbage reset tokens with valid: false, never 404 or 500', async () => {
      for (const token of [
        'x',
        'x'.repeat(150),
        'x'.repeat(250),
        'x'.repeat(600),
        '%E0%A4%A',
        '..%2F..%2Fetc',
      ]) {
        const res = await get(`/api/auth/verify-reset-token/${token}`);
        expect(res.statusCode, token.slice(0, 20)).toBe(200);
        expect(res.json(), token.slice(0, 20)).toEqual({ success: true, data: { valid: false } });
      }
    });

    it('validates reset and forgot bodies and changes nothing', async () => {
      const before = await tables();
      const cases: [unknown, Record<string, string>][] = [
        [{}, { token: 'No reset token provided', newPassword: 'New password is required' }],
        [{ token: 'abc', newPassword: 'short' }, { newPassword: 'Password must be at least 8 characters' }],
        [{ token: 'abc', newPassword: 12345678 }, { newPassword: 'New password is required' }],
        [{ token: 'abc', newPassword: 'LongEnough#1', extra: 1 }, { extra: 'Unknown field: extra' }],
      ];
      for (const [body, fields] of cases) {
        const res = await post('/api/auth/reset-password', body);
        expect(res.statusCode).toBe(400);
        expect(res.json<Json>().fields).toEqual(fields);
      }
      const forgot = await post('/api/auth/forgot-password', {});
      expect(forgot.json<Json>().fields).toEqual({ email: 'Email is required' });
      const forgotBad = await post('/api/auth/forgot-password', { email: 'nope' });
      expect(forgotBad.json<Json>().fields).toEqual({ email: 'Invalid email format' });
      const invalid = await post('/api/auth/reset-password', {
        token: 'a'.repeat(43),
        newPassword: 'LongEnough#1',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<Json>().code).toBe('TOKEN_INVALID');
      expect(await tables()).toEqual(before);
    });

    it('limits forgot-password to five per address per fifteen minutes', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await post('/api/auth/forgot-password', { email: 'x@example.in' })).statusCode).toBe(200);
      }
      expect((await post('/api/auth/forgot-password', { email: 'x@example.in' })).statusCode).toBe(429);
    });

    it('mails at most three reset links per account per hour to concurrent requests too', async () => {
      const user = await createUser(db());
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: user.email },
            remoteAddress: `198.18.1.${i}`,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await drainedMailsTo(user.email)).toHaveLength(3);
    });

    it('mails at most three reset links per account per hour', async () => {
      const user = await createUser(db());
      for (let i = 0; i < 4; i++) {
        remoteAddress = `198.18.0.${i + 1}`;
        expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
      }
      expect(await drainedMailsTo(user.email)).toHaveLength(3);
    });
  });

  it('validates login bodies: missing fields, wrong types, unknown fields, malformed JSON', async () => {
    const failures = await rowCount(users);
    const missing = await post('/api/auth/login', {});
    expect(missing.json<Json>().fields).toEqual({
      email: 'email is required',
      password: 'Password is required',
      captcha: 'Captcha is required',
    });
    const types = await post('/api/auth/login', { email: 1, password: true, captcha: {} });
    expect(types.statusCode).toBe(400);
    const unknown = await post('/api/auth/login', {
      email: 'a@b.in',
      password: 'x',
      captcha: 'y',
      remember: true,
    });
    expect(unknown.json<Json>().fields).toEqual({ remember: 'Unknown field: remember' });
    const malformed = await post('/api/auth/login', '{', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    const text = await post('/api/auth/login', 'email=a', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(await rowCount(users)).toBe(failures);
    expect(await db().select().from(loginFailures).where(eq(loginFailures.email, 'a@b.in'))).toHaveLength(0);
  });
});
