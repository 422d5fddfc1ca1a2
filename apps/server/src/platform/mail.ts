import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { mailQueue, type MailRow } from '../db/schema';
import { ensureDataFolder, PRIVATE_FILE_MODE } from './storage';

/**
 * Outgoing mail is durable: a feature writes the message into `mail_queue` inside its own transaction
 * (so the account, registration or contact message and its mail commit together), and a worker sends
 * it with retries and back-off. A failing SMTP server delays mail; it never loses it.
 *
 * Without SMTP_URL, messages are written as .eml files to DATA_DIR/outbox, which any mail client
 * opens, so the whole product works on a laptop with no mail server.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Header values must stay on one line whatever users typed into names and subjects. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailQueue)
    .values({
      toAddress: oneLine(mail.to),
      replyTo: mail.replyTo ? oneLine(mail.replyTo) : null,
      subject: oneLine(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments?.map((a) => ({
        filename: oneLine(a.filename),
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('mail_queue insert returned nothing');
  return row.id;
}

/** Delivers one message; resolves to a description for the log (file name or SMTP message id). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: SendMailOptions, queueId: number): Promise<string>;
  close(): void;
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        const info = (await transporter.sendMail(message)) as { messageId?: string };
        return info.messageId ?? 'sent';
      },
      close: () => transporter.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message, queueId) => {
      const dir = ensureDataFolder(config.dataDir, 'outbox');
      const info = (await streamer.sendMail(message)) as { message: Buffer };
      // Sortable by time, unique by queue id: a retry of the same message overwrites its own file.
      const stamp = new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const file = join(dir, `${stamp}-${queueId}.eml`);
      await writeFile(file, info.message, { mode: PRIVATE_FILE_MODE });
      return file;
    },
    close: () => streamer.close(),
  };
}

const BATCH = 10;
/** How long a claimed message stays reserved for the instance sending it (covers a slow SMTP). */
const LEASE_MS = 5 * 60_000;
/** 30 s, 1, 2, 4 … minutes, at most an hour apart; about 7 hours of trying in all. */
const MAX_ATTEMPTS = 12;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
/**
 * Every mail time is the database's clock (the row's default is now() there too): comparing a
 * database timestamp with this process's clock would leave a message written a microsecond "later"
 * waiting for the next poll, and instances with skewed clocks would disagree about what is due.
 */
const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  pollMs?: number;
}

/**
 * Sends queued mail. Several server instances may run one each: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so each message goes out once (at least once if an instance
 * dies mid-send; a duplicate e-mail is better than a lost one). Retry timing is an operational
 * concern, so it follows the database's clock, not the injectable business clock.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    this.stopped = false;
    const poll = this.options.pollMs ?? 5000;
    this.timer = setInterval(() => this.kick(), poll);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => 0);
    this.options.transport.close();
  }

  /** Asks for a run soon without waiting for it (after a feature enqueued mail). */
  kick(): void {
    void this.runOnce().catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'mail worker run failed'),
    );
  }

  /** Sends every message due now; runs never overlap. Resolves to the number sent. */
  runOnce(): Promise<number> {
    this.chain = this.chain.catch(() => 0).then(() => (this.stopped ? 0 : this.processDue()));
    return this.chain;
  }

  /** Waits for runs already scheduled (tests: "the mail has been handled"). */
  async drain(): Promise<void> {
    await this.runOnce();
  }

  private async processDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const row of batch) if (await this.deliver(row)) sent++;
      if (batch.length < BATCH) return sent;
    }
  }

  private async claim(): Promise<MailRow[]> {
    return this.options.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailQueue.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailQueue)
        .set({ nextAttemptAt: afterMs(LEASE_MS) })
        .where(
          inArray(
            mailQueue.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(row: MailRow): Promise<boolean> {
    const { db, transport, from, logger } = this.options;
    const message: SendMailOptions = {
      from,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      attachments: row.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
    };
    try {
      const where = await transport.send(message, row.id);
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailQueue.id, row.id));
      if (transport.kind === 'outbox') {
        logger.info({ mailId: row.id, to: row.toAddress, file: where }, `mail written to outbox: ${where}`);
      } else {
        logger.info({ mailId: row.id, to: row.toAddress, messageId: where }, 'mail sent');
      }
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(mailQueue)
        .set({
          attempts,
          status: failed ? 'failed' : 'queued',
          nextAttemptAt: afterMs(backoffMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        })
        .where(eq(mailQueue.id, row.id));
      logger[failed ? 'error' : 'warn'](
        { mailId: row.id, to: row.toAddress, attempts, err: error },
        failed ? 'mail given up after repeated failures' : 'mail delivery failed; will retry',
      );
      return false;
    }
  }
}
