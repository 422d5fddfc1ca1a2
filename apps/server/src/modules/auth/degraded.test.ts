import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { mailQueue, users } from '../../db/schema';
import type { MailTransport } from '../../platform/mail';
import { createUser } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

/** An SMTP server that is down until told otherwise. */
class DownTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  up = false;
  sent: SendMailOptions[] = [];
  async send(message: SendMailOptions): Promise<string> {
    if (!this.up) throw new Error('421 service not available');
    this.sent.push(message);
    return `<${this.sent.length}@test>`;
  }
  close(): void {}
}

describe.each(TEST_DATABASES)('accounts with the captcha off and the mail server down, on %s', (kind) => {
  let ctx: TestContext;
  const transport = new DownTransport();
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    ctx = await createTestApp(kind, {
      env: { CAPTCHA_PROVIDER: 'off', SMTP_URL: 'smtp://mail.invalid:25' },
      deps: { logger: pino({ level: 'warn' }, stream), mailTransport: transport },
    });
  });
  afterAll(async () => ctx?.close());

  it('warns at start that logins are not protected', () => {
    expect(logLines.some((l) => l.level === 40 && l.msg.includes('CAPTCHA_PROVIDER=off'))).toBe(true);
  });

  it('still requires a non-empty captcha, and accepts any', async () => {
    const user = await createUser(ctx.database.db);
    const login = (captcha: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password, captcha },
      });
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { captcha: 'Captcha is required' } });
    expect((await login('anything')).statusCode).toBe(200);
    // Without verification nothing is spent, so the same string works again.
    expect((await login('anything')).statusCode).toBe(200);
  });

  it('keeps the account and its verification mail while SMTP fails, and sends it once SMTP is back', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Kiran',
        lastName: 'Shah',
        organizationName: 'Shah Traders',
        state: 'gujarat',
        city: 'surat',
        pincode: '395003',
        mobile: '9825012345',
        email: 'kiran@example.in',
        password: 'Surat#2026',
        confirmPassword: 'Surat#2026',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.mailer.drain();
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, 'kiran@example.in'));
    expect(account).toBeDefined();
    const [queued] = await ctx.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'kiran@example.in'));
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 service not available' });

    transport.up = true;
    await ctx.database.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.id, queued?.id ?? 0));
    await ctx.app.mailer.drain();
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]?.text).toMatch(/\/verify-email\/[A-Za-z0-9_-]{43}/);
  });
});
