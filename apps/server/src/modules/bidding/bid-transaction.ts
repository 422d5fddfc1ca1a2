import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { auctionPhase, minimumNextBid } from '@eauction/shared';
import type { BiddingConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { autoBids, bids, properties, registrations, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { auctionAccessOf } from '../registrations/auction-access';
import type { StandingProxy } from './proxy';
import { refusals } from './refusal';

/**
 * The pieces every engine transaction is made of (docs/decisions/009-bidding-engine.md): lock the
 * auction row, read who is asking and the standing proxies, record bids with the next sequence numbers
 * and the soft close, update the row. A manual bid (place-bid.ts) and a new auto-bid (auto-bid.ts) are
 * both compositions of these, so they follow one set of rules, written once.
 */

export interface EngineDeps {
  db: Db;
  clock: Clock;
  bidding: BiddingConfig;
}

/** What the engine reads of an auction row: its bidding state. */
export const auctionStateColumns = {
  reservePrice: properties.reservePrice,
  bidIncrement: properties.bidIncrement,
  currentBid: properties.currentBid,
  currentBidderId: properties.currentBidderId,
  startAt: properties.startAt,
  endAt: properties.endAt,
  extensionCount: properties.extensionCount,
  bidSeq: properties.bidSeq,
  activeAutoBids: properties.activeAutoBids,
};

/** The auction row (as locked for this transaction, or as read), with the caller's standing on it. */
export interface LockedAuction {
  id: string;
  reservePrice: number;
  bidIncrement: number;
  currentBid: number | null;
  currentBidderId: string | null;
  startAt: Date;
  endAt: Date;
  extensionCount: number;
  bidSeq: number;
  /** Standing proxies (properties.active_auto_bids). */
  activeAutoBids: number;
  /** The caller's registration status for this auction, null when there is none. */
  registrationStatus: string | null;
  /** The caller's account as it is now (null if it was deleted). */
  caller: { role: string; tokenVersion: number } | null;
}

export interface RecordedBid {
  seq: number;
  amount: number;
  userId: string;
  isAuto: boolean;
  placedAt: Date;
}

/** What one committed transaction changed: the broadcaster and the outbid mail work from this. */
export interface CommittedBids {
  auctionId: string;
  /** In seq order (oldest first), contiguous from fromSeq to seq. */
  bids: RecordedBid[];
  fromSeq: number;
  seq: number;
  currentBid: number;
  leaderId: string;
  minManualBid: number;
  endAt: Date;
  extensionCount: number;
  extended: boolean;
  /** Everyone who held the lead before or during the transaction and no longer does. */
  outbidUserIds: string[];
}

/** Told the sequence numbers a transaction is about to commit, while it still holds the row lock. */
export interface SeqReservation {
  reserve(fromSeq: number, toSeq: number): void;
}

export interface BidEntry {
  userId: string;
  amount: number;
  isAuto: boolean;
}

/**
 * Locks the auction row (`FOR UPDATE OF properties`: concurrent bids on one auction queue here, bids
 * on different auctions never wait for each other) and reads, in the same statement, the caller's
 * registration and account. Null when the auction does not exist.
 */
export async function lockAuction(
  tx: DbOrTx,
  auctionId: string,
  userId: string,
): Promise<LockedAuction | null> {
  const [row] = await tx
    .select({
      id: properties.id,
      ...auctionStateColumns,
      registrationStatus: registrations.status,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(properties)
    .leftJoin(
      registrations,
      and(eq(registrations.propertyId, properties.id), eq(registrations.userId, userId)),
    )
    .leftJoin(users, eq(users.id, userId))
    .where(eq(properties.id, auctionId))
    .for('update', { of: properties });
  if (!row) return null;
  const { role, tokenVersion, ...auction } = row;
  return {
    ...auction,
    caller: role !== null && tokenVersion !== null ? { role, tokenVersion } : null,
  };
}

/** Whether the caller may place bids: an unrevoked session, and auctionAccessOf says bid. */
export function assertMayBid(locked: LockedAuction, user: { tokenVersion: number }): void {
  if (!locked.caller || locked.caller.tokenVersion !== user.tokenVersion) throw refusals.signInRequired();
  if (auctionAccessOf(locked.caller, locked.registrationStatus) !== 'bid') throw refusals.noAccess();
}

/** The bidding window on the server's clock: [start, end including extensions). */
export function assertLive(locked: Pick<LockedAuction, 'startAt' | 'endAt'>, now: Date): void {
  const phase = auctionPhase({ start: locked.startAt, end: locked.endAt }, now);
  if (phase === 'ended') throw refusals.ended();
  if (phase !== 'live') throw refusals.notStarted();
}

export const minimumOf = (locked: Pick<LockedAuction, 'reservePrice' | 'currentBid' | 'bidIncrement'>) =>
  minimumNextBid(locked.reservePrice, locked.currentBid, locked.bidIncrement);

/**
 * Every rule a manual bid must pass against the auction's state, in the order a bidder is told:
 * session and registration, the window, not already leading, the minimum. Throws the refusal.
 */
export function assertBidAcceptable(
  auction: LockedAuction,
  user: { id: string; tokenVersion: number },
  amount: number,
  now: Date,
): void {
  assertMayBid(auction, user);
  assertLive(auction, now);
  if (auction.currentBidderId === user.id) throw refusals.alreadyHighest();
  const minimum = minimumOf(auction);
  if (amount < minimum) throw refusals.tooLow(minimum);
}

/** Where the soft close puts the end after a bid at `now`, or null when the bid does not move it. */
export function softCloseEnd(
  bidding: BiddingConfig,
  auction: { endAt: Date; extensionCount: number },
  now: Date,
): Date | null {
  const { softCloseWindowSeconds, softCloseExtensionSeconds, softCloseMaxExtensions } = bidding;
  if (softCloseMaxExtensions !== undefined && auction.extensionCount >= softCloseMaxExtensions) return null;
  if (auction.endAt.getTime() - now.getTime() >= softCloseWindowSeconds * 1000) return null;
  const end = new Date(now.getTime() + softCloseExtensionSeconds * 1000);
  // The end only ever moves later, so an extension shorter than the window cannot cut an auction short.
  return end.getTime() > auction.endAt.getTime() ? end : null;
}

/**
 * The auction's standing proxies (enabled, not exhausted), earliest first, of owners who may bid: a
 * proxy bids for its owner, so only while the owner's registration is approved, like a manual bid.
 * (A registration that leaves 'approved' retires its proxy at once: retireProxyOf.)
 */
export async function activeProxies(tx: DbOrTx, auctionId: string): Promise<StandingProxy[]> {
  return tx
    .select({
      userId: autoBids.userId,
      maxAmount: autoBids.maxAmount,
      increment: autoBids.increment,
      createdAt: autoBids.createdAt,
    })
    .from(autoBids)
    .innerJoin(
      registrations,
      and(
        eq(registrations.propertyId, autoBids.propertyId),
        eq(registrations.userId, autoBids.userId),
        eq(registrations.status, 'approved'),
      ),
    )
    .where(and(eq(autoBids.propertyId, auctionId), eq(autoBids.enabled, true), isNull(autoBids.exhaustedAt)))
    .orderBy(asc(autoBids.createdAt));
}

/**
 * The user's registration for the auction is leaving 'approved' (rejected, or back to pending): their
 * standing proxy, if any, is retired in the caller's transaction. The auction row is locked first, as
 * every engine transaction locks it, so no bid resolves the proxy in between, and
 * `active_auto_bids` stays exact.
 */
export async function retireProxyOf(tx: DbOrTx, auctionId: string, userId: string, now: Date): Promise<void> {
  const [auction] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, auctionId))
    .for('update');
  if (!auction) return;
  const retired = await markExhausted(tx, auctionId, [userId], now);
  if (retired === 0) return;
  await tx
    .update(properties)
    .set({ activeAutoBids: sql`${properties.activeAutoBids} - ${retired}` })
    .where(eq(properties.id, auctionId));
}

/** Retires proxies that can no longer bid; resolves to how many of them were still standing. */
export async function markExhausted(
  tx: DbOrTx,
  auctionId: string,
  userIds: string[],
  now: Date,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const retired = await tx
    .update(autoBids)
    .set({ exhaustedAt: now })
    .where(
      and(
        eq(autoBids.propertyId, auctionId),
        inArray(autoBids.userId, userIds),
        eq(autoBids.enabled, true),
        isNull(autoBids.exhaustedAt),
      ),
    )
    .returning({ userId: autoBids.userId });
  return retired.length;
}

/** Who lost the lead: everyone who held it before or during the transaction, but not at its end. */
function outbidBy(previousLeader: string | null, bidders: string[]): string[] {
  const leader = bidders[bidders.length - 1];
  return [...new Set([previousLeader, ...bidders])].filter(
    (id): id is string => id !== null && id !== leader,
  );
}

/**
 * Records bids in order with the next sequence numbers, applies the soft close to each at the same
 * instant, and writes the new state into the locked row, with the change in standing proxies (written
 * even when there is no bid). The caller has checked each amount; the unique (auction, seq) and
 * (auction, amount) constraints are the last line of defence.
 */
export async function recordBids(
  tx: DbOrTx,
  deps: Pick<EngineDeps, 'bidding'>,
  locked: LockedAuction,
  entries: BidEntry[],
  now: Date,
  options: { reservation?: SeqReservation; activeAutoBidsDelta?: number } = {},
): Promise<CommittedBids | null> {
  const activeAutoBids = locked.activeAutoBids + (options.activeAutoBidsDelta ?? 0);
  const last = entries[entries.length - 1];
  if (!last) {
    if (activeAutoBids !== locked.activeAutoBids) {
      await tx.update(properties).set({ activeAutoBids }).where(eq(properties.id, locked.id));
    }
    return null;
  }
  let endAt = locked.endAt;
  let extensionCount = locked.extensionCount;
  let extended = false;
  const recorded: RecordedBid[] = [];
  for (const [i, entry] of entries.entries()) {
    // Soft close: a bid in the last minutes gives everyone time to answer; auto-bids extend too.
    const newEnd = softCloseEnd(deps.bidding, { endAt, extensionCount }, now);
    if (newEnd) {
      endAt = newEnd;
      extensionCount += 1;
      extended = true;
    }
    recorded.push({ ...entry, seq: locked.bidSeq + i + 1, placedAt: now });
  }
  const fromSeq = locked.bidSeq + 1;
  const seq = locked.bidSeq + entries.length;
  options.reservation?.reserve(fromSeq, seq);

  // The bids and the row's new state in one statement (a data-modifying WITH runs whether or not the
  // statement reads it): one round trip less while the row is locked.
  const inserted = tx.$with('inserted').as(
    tx
      .insert(bids)
      .values(
        recorded.map((b) => ({
          propertyId: locked.id,
          bidderId: b.userId,
          amount: b.amount,
          isAuto: b.isAuto,
          seq: b.seq,
          placedAt: b.placedAt,
        })),
      )
      .returning({ seq: bids.seq }),
  );
  const bidders = entries.map((e) => e.userId);
  await tx
    .with(inserted)
    .update(properties)
    .set({
      currentBid: last.amount,
      currentBidderId: last.userId,
      previousBidderId: bidders.length > 1 ? (bidders[bidders.length - 2] ?? null) : locked.currentBidderId,
      bidSeq: seq,
      endAt,
      extensionCount,
      activeAutoBids,
      updatedAt: now,
    })
    .where(eq(properties.id, locked.id));

  return {
    auctionId: locked.id,
    bids: recorded,
    fromSeq,
    seq,
    currentBid: last.amount,
    leaderId: last.userId,
    minManualBid: minimumNextBid(locked.reservePrice, last.amount, locked.bidIncrement),
    endAt,
    extensionCount,
    extended,
    outbidUserIds: outbidBy(locked.currentBidderId, bidders),
  };
}

/** PostgreSQL codes worth one more try: serialization failure, deadlock, unique violation. */
const RETRYABLE = new Set(['40001', '40P01', '23505']);
const MAX_ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  // Drizzle wraps driver errors; walk the cause chain.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs engine work (a transaction) again from scratch when the database reports a
 * conflict. With the row lock none should happen, but should one (a future writer without the lock, a
 * deadlock with an admin edit), the bid is tried again and, if it keeps failing, refused cleanly:
 * never a crash, never half a bid.
 */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw refusals.internal();
    }
  }
}

/** One engine transaction, retried on conflicts (withRetries). */
export function withBidTransaction<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return withRetries(() => db.transaction(work));
}
