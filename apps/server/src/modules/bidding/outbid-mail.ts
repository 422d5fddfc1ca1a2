import { and, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  DEFAULT_LOCALE,
  OUTBID_MAIL_INTERVAL_MINUTES,
  borrowerName,
  formatRupees,
  pathInLocale,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type Locale,
  SITE_KEYS,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { outbidNotices, properties, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { translator, type Translate } from '../../platform/i18n';
import { enqueueMail, type OutgoingMail } from '../../platform/mail';
import type { CommittedBids } from './bid-transaction';

/**
 * "You have been outbid" (docs/product.md, "Outbid mail"): whoever loses the lead is e-mailed, at most once
 * per auction per OUTBID_MAIL_INTERVAL_MINUTES. The limit lives in the database (a conditional upsert on
 * outbid_notices), so it holds across instances; this process only remembers what it has learnt from
 * the database, to spare it the question during a bidding war. Runs after the bid committed and
 * never delays or fails it: the worst a failure here does is a missing notice, which is logged.
 */

const INTERVAL_MS = OUTBID_MAIL_INTERVAL_MINUTES * 60_000;
/** Past this many remembered (user, auction) pairs, the expired ones are forgotten. */
const MEMORY_LIMIT = 10_000;

export interface OutbidNotifierDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  logger: Pick<Logger, 'error'>;
  /** Asks the mail worker to send soon. */
  onQueued: () => void;
}

interface Recipient {
  email: string;
  firstName: string;
  /** The language of the recipient's account; English when unset. */
  language?: Locale | null;
}

interface AuctionInfo {
  id: string;
  auctionCode: string;
  propertyType: string;
  customerName: string;
  propertyLocation: string;
}

/** The auction's title as the site shows it (propertyTitle), in the reader's language. */
function titleOf(auction: AuctionInfo, t: Translate): string {
  const borrower = borrowerName(auction.customerName);
  const type = labelOf(t, PROPERTY_TYPE_KEYS, auction.propertyType);
  return borrower
    ? `${type} - ${borrower}`
    : t('mail.common.propertyIn', { type, location: auction.propertyLocation });
}

export function outbidMail(
  to: Recipient,
  auction: AuctionInfo,
  highestBid: number,
  publicUrl: string,
): OutgoingMail {
  const locale = to.language ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const title = titleOf(auction, t);
  const link = `${publicUrl}${pathInLocale(`/property/${auction.id}/live-auction`, locale)}`;
  const text = [
    t('mail.common.dear', { name: to.firstName.trim() || t('mail.common.bidder') }),
    '',
    t('mail.outbid.outbid', { title, location: auction.propertyLocation, auctionCode: auction.auctionCode }),
    t('mail.outbid.highestBid', { amount: formatRupees(highestBid) }),
    '',
    t('mail.outbid.bidAgain'),
    link,
    '',
    t('mail.outbid.interval', { minutes: OUTBID_MAIL_INTERVAL_MINUTES }),
    '',
    t(SITE_KEYS.fullName),
  ].join('\n');
  return { to: to.email, subject: t('mail.outbid.subject', { title }), text };
}

export class OutbidNotifier {
  /** When each (user, auction) was last mailed, as the database said (ms on the business clock). */
  private readonly lastSent = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly deps: OutbidNotifierDeps) {}

  /** Fire and forget: called after a transaction committed. */
  notify(committed: CommittedBids): void {
    for (const userId of committed.outbidUserIds) {
      const key = `${userId}:${committed.auctionId}`;
      const now = this.deps.clock.now();
      const last = this.lastSent.get(key);
      if (last !== undefined && now.getTime() - last < INTERVAL_MS && now.getTime() >= last) continue;
      if (this.inFlight.has(key)) continue;
      const done = this.send(userId, committed, now)
        .then((sentAt) => this.remember(key, sentAt))
        .catch((error: unknown) =>
          this.deps.logger.error(
            { err: error, auctionId: committed.auctionId },
            'outbid notice failed; the bid itself stands',
          ),
        )
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, done);
    }
  }

  /** Resolves when every notice under way has been queued or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values());
  }

  /** Resolves to when the user was last mailed about this auction (now, if this call mailed them). */
  private async send(userId: string, committed: CommittedBids, now: Date): Promise<number | null> {
    const { db } = this.deps;
    const cutoff = new Date(now.getTime() - INTERVAL_MS);
    const sentAt = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(outbidNotices)
        .values({ userId, propertyId: committed.auctionId, sentAt: now })
        .onConflictDoUpdate({
          target: [outbidNotices.userId, outbidNotices.propertyId],
          set: { sentAt: now },
          setWhere: lte(outbidNotices.sentAt, cutoff),
        })
        .returning({ sentAt: outbidNotices.sentAt });
      if (!claimed) {
        const [existing] = await tx
          .select({ sentAt: outbidNotices.sentAt })
          .from(outbidNotices)
          .where(and(eq(outbidNotices.userId, userId), eq(outbidNotices.propertyId, committed.auctionId)));
        return existing?.sentAt.getTime() ?? null;
      }
      const [recipient] = await tx
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      const [auction] = await tx
        .select({
          id: properties.id,
          auctionCode: properties.auctionCode,
          propertyType: properties.propertyType,
          customerName: properties.customerName,
          propertyLocation: properties.propertyLocation,
        })
        .from(properties)
        .where(eq(properties.id, committed.auctionId));
      if (!recipient || !auction) return null;
      await enqueueMail(tx, outbidMail(recipient, auction, committed.currentBid, this.deps.publicUrl));
      return now.getTime();
    });
    if (sentAt === now.getTime()) this.deps.onQueued();
    return sentAt;
  }

  private remember(key: string, sentAt: number | null): void {
    if (sentAt === null) return;
    if (this.lastSent.size >= MEMORY_LIMIT) {
      const oldest = this.deps.clock.now().getTime() - INTERVAL_MS;
      for (const [k, t] of this.lastSent) if (t <= oldest) this.lastSent.delete(k);
    }
    this.lastSent.set(key, sentAt);
  }
}
