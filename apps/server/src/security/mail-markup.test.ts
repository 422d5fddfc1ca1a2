import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../db/schema';
import { outbidMail } from '../modules/bidding/outbid-mail';
import { ManualClock } from '../platform/clock';
import { enqueueMail } from '../platform/mail';
import { createUser } from '../testing/accounts';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import {
  accountBody,
  contactBody,
  currentToken,
  daysAhead,
  registrationFields,
  type Actor,
} from '../testing/security/valid-requests';
import { makePdf, makePng, multipartBody } from '../testing/uploads';

/*
 * Names and other text people type reach e-mails (decision 012): the account mails carry an HTML part,
 * the others are plain text. Markup in any of them must arrive as text — escaped in HTML, inert in
 * plain text — and line breaks must never add a header. Each mail is produced by the real flow and
 * read back from the outbox as a mail client would receive it.
 */

const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const RAW_MARKUP = /<img\b|<svg\b|<script\b/i;

interface Mail {
  headers: string;
  text: string;
  /** The decoded HTML part, or null for a plain-text mail. */
  html: string | null;
}

/** Undoes quoted-printable soft breaks and escapes, as a mail client does (UTF-8). */
const decodeQp = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** Every mail of the outbox, split into its headers and its text and HTML parts. */
function outbox(dataDir: string): Mail[] {
  const dir = join(dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .map((raw) => {
      const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const part = (type: string) => {
        const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)(?:\\r?\\n--|$)`).exec(body);
        return match?.[1] === undefined ? null : decodeQp(match[1]);
      };
      return { headers, text: part('text/plain') ?? decodeQp(body), html: part('text/html') };
    });
}

describe.each(TEST_DATABASES)('markup typed by people, in e-mails, on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let admin: Actor;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, env: { CAPTCHA_PROVIDER: 'off' } });
    admin = { ...(await createUser(ctx.app.db, { role: 'admin' })), role: 'admin' };
  }, 300_000);
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as never, headers });

  it('escapes names in the HTML of the verification and password reset mails', async () => {
    const email = `markup-${Date.now()}@example.in`;
    const registered = await post('/api/auth/register', {
      ...accountBody(email),
      firstName: IMG,
      lastName: SVG,
      organizationName: SCRIPT,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await ctx.app.mailer.drain();

    const mails = outbox(ctx.dataDir).filter((m) => m.headers.includes(email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toBeNull();
      expect(mail.html).not.toMatch(RAW_MARKUP);
      expect(mail.html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
      expect(mail.text).toContain(`Dear ${IMG},`);
    }
  });

  it('sends the outbid, registration and status mails as plain text only, markup and all', async () => {
    const bidder = await createUser(ctx.app.db);
    const auction = await insertProperty(ctx.app.db, {
      type: SCRIPT,
      city: IMG,
      reserve: 1_000_000,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });
    await ctx.app.db.update(properties).set({ customerName: SVG }).where(eq(properties.id, auction));

    // Outbid: the very message the notifier queues.
    await enqueueMail(
      ctx.app.db,
      outbidMail(
        { email: bidder.email, firstName: IMG },
        {
          id: auction,
          auctionCode: 'MARKUP-1',
          propertyType: SCRIPT,
          customerName: SVG,
          propertyLocation: IMG,
        },
        1_500_000,
        ctx.config.publicUrl,
      ),
    );
    // Registration (Bid Document mail), then its approval (status mail), through the API.
    const token = await currentToken(ctx.app, clock, { ...bidder, role: 'user' });
    const form = await multipartBody(
      [
        { name: 'pancardFile', filename: `${IMG}.pdf`, type: 'application/pdf', content: await makePdf() },
        { name: 'addressProof', filename: 'address.png', type: 'image/png', content: makePng() },
      ],
      registrationFields(auction, bidder.email, 1_000_000, {
        firstName: IMG,
        lastName: SVG,
        address: SCRIPT,
      }),
    );
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${registered.json<{ data: { _id: string } }>().data._id}/status`,
      payload: { status: 'approved' },
      headers: { authorization: `Bearer ${await currentToken(ctx.app, clock, admin)}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await ctx.app.mailer.drain();

    const mails = outbox(ctx.dataDir).filter((m) => m.headers.includes(bidder.email));
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.html).toBeNull();
      expect(mail.headers).toMatch(/Content-Type: (text\/plain|multipart\/mixed)/);
      expect(mail.text).toContain(IMG);
    }
  });

  it('keeps a Contact Us name with line breaks on the subject line, adding no header', async () => {
    const created = await post('/api/contact', {
      ...contactBody(),
      name: `Asha\r\nBcc: victim@example.in\r\n${IMG}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.app.mailer.drain();
    const [mail] = outbox(ctx.dataDir).filter((m) => m.headers.includes(ctx.config.salesEmail));
    expect(mail).toBeDefined();
    expect(mail?.headers).not.toMatch(/^Bcc:/im);
    expect(mail?.headers).toMatch(/^Subject: Contact Us: Asha Bcc: victim@example\.in/m);
    expect(mail?.html).toBeNull();
  });
});
