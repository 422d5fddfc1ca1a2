import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mailQueue } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const valid = {
  name: 'Anita Deshpande',
  email: 'Anita.D@Example.in',
  companyName: 'Deshpande Realty',
  contactNumber: '+91 98200 12345',
  message: 'Please share the inspection schedule for the Baner flat.',
};

describe.each(TEST_DATABASES)('contact form on %s', (kind) => {
  let ctx: TestContext;
  let address = 0;
  // Each test posts from its own address so the 5-per-10-minutes limit only bites where it is tested.
  let remoteAddress = '';
  beforeEach(() => {
    remoteAddress = `198.51.100.${++address}`;
  });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { SALES_EMAIL: 'sales@enilami.in' } });
  });
  afterAll(async () => ctx?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as string,
      headers,
      remoteAddress,
    });
  const storedCount = async () => (await ctx.database.db.select().from(contactMessages)).length;

  it('stores the message and mails it to the sales address with reply-to the sender', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ success: true; data: { id: string } }>().data;
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Anita Deshpande',
      email: 'anita.d@example.in',
      companyName: 'Deshpande Realty',
      contactNumber: '+91 98200 12345',
      message: valid.message,
      ip: remoteAddress,
    });

    await ctx.app.mailer.drain();
    const files = readdirSync(join(ctx.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    const mail = files
      .map((f) => readFileSync(join(ctx.dataDir, 'outbox', f), 'utf8'))
      .find((m) => m.includes(id));
    expect(mail).toBeDefined();
    expect(mail).toMatch(/^To: sales@enilami\.in$/m);
    expect(mail).toMatch(/^Reply-To: anita\.d@example\.in$/m);
    expect(mail).toMatch(/^Subject: Contact Us: Anita Deshpande \(Deshpande Realty\)$/m);
    expect(mail).toContain('Please share the inspection schedule for the Baner flat.');
    const [queued] = await ctx.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.replyTo, 'anita.d@example.in'));
    expect(queued?.status).toBe('sent');
  });

  it('refuses invalid input with 400 and per-field messages, storing nothing', async () => {
    const before = await storedCount();
    const res = await post({ name: '  ', email: 'not-an-email', contactNumber: 'call me', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Name is required',
        email: 'Invalid email format',
        contactNumber: 'Please enter a valid contact number',
        message: 'Message is required',
      },
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses unknown fields and over-long values', async () => {
    const before = await storedCount();
    const unknown = await post({ ...valid, isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toHaveProperty('isAdmin');
    const long = await post({ ...valid, name: 'x'.repeat(101) });
    expect(long.json<{ fields: Record<string, string> }>().fields.name).toBe(
      'Name must be at most 100 characters',
    );
    expect(await storedCount()).toBe(before);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await post('{"name": "A",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
      messages: { error: { id: 'errors.request.invalidJson' } },
    });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await post('[1,2,3]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers a wrong content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('name=A', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await post(JSON.stringify({ ...valid, message: 'x'.repeat(1_100_000) }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('allows five messages per address per ten minutes, then answers 429', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).statusCode).toBe(201);
    const sixth = await post(valid);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
