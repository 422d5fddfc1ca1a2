import { and, between, eq, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SALE_RULES, istEndOfDay, toIstDate, type PaymentKind, type SaleStatus } from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties, registrations, sales, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { enqueueMail } from '../../platform/mail';
import { emdAccountOfRow } from '../properties/service';
import { auctionsToClose, closeAuction } from './close-auction';
import { reminderMail } from './sale-mails';
import { MAILED_AUCTION_COLUMNS, paidSums } from './sale-queries';

/*
 * The job of "After the hammer" (docs/product.md, "Closing" and "Reminders"; decision 037), run by every
 * instance like the mail worker: each second it closes the auctions whose final end has passed, then
 * mails each buyer whose deadline ends within 24 hours, once per deadline. Every step is claimed in the
 * database (a row lock, a conditional update), so several instances do each thing once between them.
 * "Now" is the business clock, like the end of bidding it follows.
 */

/** How often the job looks; closing must follow the end within 5 seconds. */
export const SALE_POLL_MS = 1000;
/** Auctions taken per query; a run goes on while a full batch keeps closing. */
const CLOSE_BATCH = 50;
const REMINDER_MS = SALE_RULES.reminderHours * 3_600_000;

export interface SaleWorkerOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  logger: Pick<Logger, 'error' | 'info'>;
  /** Asks the mail worker to send what a run queued. */
  onMailQueued: () => void;
}

export interface SaleRunResult {
  closed: number;
  reminded: number;
}

/** A reminder is due from 24 hours before the deadline's day ends until it ends. */
export function reminderDue(dueBy: string, now: Date): boolean {
  const end = istEndOfDay(dueBy).getTime();
  return now.getTime() >= end - REMINDER_MS && now.getTime() <= end;
}

export class SaleWorker {
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<SaleRunResult> = Promise.resolve({ closed: 0, reminded: 0 });
  private stopped = false;

  constructor(private readonly options: SaleWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), SALE_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => undefined);
  }

  private kick(): void {
    void this.runOnce().catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'sale worker run failed'),
    );
  }

  /** Closes what is due and sends due reminders; runs never overlap. */
  runOnce(): Promise<SaleRunResult> {
    const empty = { closed: 0, reminded: 0 };
    this.chain = this.chain
      .catch(() => empty)
      .then(async () => {
        if (this.stopped) return empty;
        const closed = await this.closeDue();
        const reminded = await this.remindDue();
        if (closed + reminded > 0) this.options.onMailQueued();
        return { closed, reminded };
      });
    return this.chain;
  }

  private async closeDue(): Promise<number> {
    const { db, clock, publicUrl, logger } = this.options;
    let closed = 0;
    for (;;) {
      const due = await auctionsToClose(db, clock.now(), CLOSE_BATCH);
      let closedNow = 0;
      for (const id of due) {
        try {
          if (await closeAuction({ db, clock, publicUrl }, id)) {
            closedNow++;
            logger.info({ auctionId: id }, 'auction closed');
          }
        } catch (error) {
          // One auction that cannot be closed must not hold up the others; the next run tries again.
          logger.error({ err: error, auctionId: id }, 'auction could not be closed');
        }
      }
      closed += closedNow;
      // A full batch may hide more; one that closed nothing is being closed elsewhere.
      if (due.length < CLOSE_BATCH || closedNow === 0) return closed;
    }
  }

  private async remindDue(): Promise<number> {
    const { db, clock, logger } = this.options;
    const now = clock.now();
    const today = toIstDate(now);
    const horizon = toIstDate(new Date(now.getTime() + REMINDER_MS));
    const candidates = await db
      .select({
        propertyId: sales.propertyId,
        status: sales.status,
        depositDueBy: sales.depositDueBy,
        balanceDueBy: sales.balanceDueBy,
        remindedFor: sales.remindedFor,
      })
      .from(sales)
      .where(
        or(
          and(eq(sales.status, 'confirmed'), between(sales.depositDueBy, today, horizon)),
          and(eq(sales.status, 'deposit-paid'), between(sales.balanceDueBy, today, horizon)),
        ),
      );
    let reminded = 0;
    for (const c of candidates) {
      const kind: PaymentKind = c.status === 'confirmed' ? 'deposit' : 'balance';
      const dueBy = kind === 'deposit' ? c.depositDueBy : c.balanceDueBy;
      if (!dueBy || !reminderDue(dueBy, now)) continue;
      const key = `${kind}:${dueBy}`;
      if (c.remindedFor === key) continue;
      try {
        if (await this.remind(c.propertyId, c.status, kind, dueBy, key)) reminded++;
      } catch (error) {
        logger.error({ err: error, auctionId: c.propertyId }, 'sale reminder could not be queued');
      }
    }
    return reminded;
  }

  /**
   * Claims the reminder with a conditional update (a second instance finds it claimed once the first
   * commits) and queues the mail in the same transaction.
   */
  private async remind(
    propertyId: string,
    status: SaleStatus,
    kind: PaymentKind,
    dueBy: string,
    key: string,
  ): Promise<boolean> {
    const { db, publicUrl } = this.options;
    return db.transaction(async (tx) => {
      const dueColumn = kind === 'deposit' ? sales.depositDueBy : sales.balanceDueBy;
      const [claimed] = await tx
        .update(sales)
        .set({ remindedFor: key })
        .where(
          and(
            eq(sales.propertyId, propertyId),
            eq(sales.status, status),
            eq(dueColumn, dueBy),
            sql`${sales.remindedFor} is distinct from ${key}`,
          ),
        )
        .returning({ depositDue: sales.depositDue, balanceDue: sales.balanceDue });
      if (!claimed) return false;
      const [row] = await tx
        .select({
          auction: MAILED_AUCTION_COLUMNS,
          email: users.email,
          firstName: sql<string>`coalesce(${registrations.firstName}, ${users.firstName})`,
          lastName: sql<string>`coalesce(${registrations.lastName}, ${users.lastName})`,
          language: users.language,
        })
        .from(sales)
        .innerJoin(properties, eq(properties.id, sales.propertyId))
        .innerJoin(users, eq(users.id, sales.buyerId))
        .leftJoin(registrations, eq(registrations.id, sales.registrationId))
        .where(eq(sales.propertyId, propertyId));
      if (!row) return false;
      const paid = await paidSums(tx, propertyId);
      const due = kind === 'deposit' ? claimed.depositDue : claimed.balanceDue;
      await enqueueMail(
        tx,
        reminderMail(
          { buyer: row, auction: row.auction, publicUrl },
          { kind, outstanding: Math.max(0, due - paid[kind]), dueBy },
          emdAccountOfRow(row.auction),
        ),
      );
      return true;
    });
  }
}
