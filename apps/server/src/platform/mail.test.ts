import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { mailQueue } from '../db/schema';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../testing/test-database';
import { enqueueMail, MailWorker, type MailTransport } from './mail';

class FlakyTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  failing = true;
  sent: SendMailOptions[] = [];
  async send(message: SendMailOptions): Promise<string> {
    if (this.failing) throw new Error('421 service not available');
    this.sent.push(message);
    return `<${this.sent.length}@test>`;
  }
  close(): void {}
}

describe.each(TEST_DATABASES)('durable mail queue on %s', (kind) => {
  let test: TestDatabase;
  const transport = new FlakyTransport();
  let worker: MailWorker;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    worker = new MailWorker({
      db: test.database.db,
      transport,
      from: 'e-Nilami <no-reply@enilami.in>',
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => test?.destroy());

  it('keeps a message through SMTP failures and sends it once the server is back', async () => {
    const id = await enqueueMail(test.database.db, {
      to: 'buyer@example.in',
      subject: 'Your registration',
      text: 'Hello',
    });
    expect(await worker.runOnce()).toBe(0);
    const [failed] = await test.database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 service not available' });
    // Backed off: not retried at once.
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    transport.failing = false;
    expect(await worker.runOnce()).toBe(0);
    expect(transport.sent).toHaveLength(0);

    await test.database.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.id, id));
    expect(await worker.runOnce()).toBe(1);
    expect(transport.sent[0]).toMatchObject({
      to: 'buyer@example.in',
      subject: 'Your registration',
      from: 'e-Nilami <no-reply@enilami.in>',
    });
    const [sent] = await test.database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(sent?.status).toBe('sent');
    expect(await worker.runOnce()).toBe(0);
  });

  it('sends nothing for a change that rolled back', async () => {
    await test.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: 'ghost@example.in', subject: 'Never', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await test.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'ghost@example.in'));
    expect(rows).toHaveLength(0);
  });

  it('keeps header values on one line and carries attachments', async () => {
    transport.failing = false;
    await enqueueMail(test.database.db, {
      to: 'buyer@example.in',
      subject: 'Bid document\r\nBcc: victim@example.in',
      text: 'See attached.',
      attachments: [
        { filename: 'bid.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
      ],
    });
    await worker.runOnce();
    const last = transport.sent.at(-1);
    expect(last?.subject).toBe('Bid document Bcc: victim@example.in');
    const attachment = (last?.attachments ?? [])[0];
    expect(attachment?.filename).toBe('bid.pdf');
    expect(String(attachment?.content)).toBe('%PDF-1.4 test');
  });
});
