import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@eauction/shared';
import { auditLog, loginFailures } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { createUser } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/*
 * The login throttle under concurrent attempts at one account. The captcha is off here so the
 * attempts reach the throttle together (with it on, each costs a solved challenge, which changes
 * nothing below but the time the test takes); the sequential rules are tested in auth.test.ts.
 */
describe.each(TEST_DATABASES)('login throttle under concurrent attempts on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, env: { CAPTCHA_PROVIDER: 'off' } });
  });
  afterAll(async () => ctx?.close());

  /** Fires one login per password at once; the answers in the same order. */
  const burst = (email: string, passwords: string[]) =>
    Promise.all(
      passwords.map((password, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password, captcha: 'solved' },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
  const failuresOf = async (email: string) =>
    (await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.email, email))).length;

  it('judges at most five of 25 concurrent wrong guesses, then refuses the right password too', async () => {
    const user = await createUser(ctx.database.db);
    const answers = await burst(user.email, Array<string>(25).fill('Wrong@123'));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(25 - LOGIN_MAX_FAILURES);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toEqual({
        success: false,
        error: 'Too many failed login attempts. Please try again in 15 minutes.',
        code: 'RATE_LIMITED',
        messages: { error: { id: 'account.login.throttled', values: { minutes: 15 } } },
      });
      expect(refused.headers['retry-after']).toBe('900');
    }
    expect(await failuresOf(user.email)).toBe(LOGIN_MAX_FAILURES);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.login-throttled'));
    expect(audits.filter((a) => a.entityId === user.id)).toHaveLength(1);

    // Five failures are in: the right password, inside another burst, is refused and clears nothing.
    const again = await burst(user.email, ['Wrong@123', user.password, 'Wrong@123', user.password]);
    expect(again.map((a) => a.statusCode)).toEqual([429, 429, 429, 429]);
    expect(await failuresOf(user.email)).toBe(LOGIN_MAX_FAILURES);

    // The window passes: the right password gets in and clears the failures.
    clock.advance(15 * 60_000);
    try {
      const [ok] = await burst(user.email, [user.password]);
      expect(ok?.statusCode).toBe(200);
      expect(await failuresOf(user.email)).toBe(0);
    } finally {
      clock.advance(-15 * 60_000);
    }
  });

  it('lets a right password inside a burst clear only the failures judged before it', async () => {
    const user = await createUser(ctx.database.db);
    const passwords = Array<string>(24).fill('Wrong@123');
    passwords.splice(12, 0, user.password);
    const answers = await burst(user.email, passwords);
    const right = answers[12]?.statusCode;
    const wrongJudged = answers.filter((a) => a.statusCode === 401).length;
    const left = await failuresOf(user.email);
    // As if the attempts had come one by one in some order: before the right password is judged, at
    // most four failures (a fifth would have refused it), which it clears; after it, at most five.
    if (right === 429) {
      expect(wrongJudged).toBe(LOGIN_MAX_FAILURES);
      expect(left).toBe(LOGIN_MAX_FAILURES);
    } else {
      expect(right).toBe(200);
      expect(wrongJudged).toBeLessThanOrEqual(2 * LOGIN_MAX_FAILURES - 1);
      expect(left).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(wrongJudged - left).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1);
    }
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(
      25 - wrongJudged - (right === 200 ? 1 : 0),
    );
  });

  it('keeps other accounts out of one account’s burst', async () => {
    const target = await createUser(ctx.database.db);
    const bystander = await createUser(ctx.database.db);
    const [answers, [own]] = await Promise.all([
      burst(target.email, Array<string>(10).fill('Wrong@123')),
      burst(bystander.email, [bystander.password]),
    ]);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(own?.statusCode).toBe(200);
  });
});
