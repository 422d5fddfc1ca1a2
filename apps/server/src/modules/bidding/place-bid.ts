import { sql } from 'drizzle-orm';
import { minimumNextBid } from '@eauction/shared';
import type { SessionUser } from '../../platform/auth';
import { isPropertyId } from '../properties/service';
import {
  activeProxies,
  assertBidAcceptable,
  lockAuction,
  markExhausted,
  outbidBy,
  readAuction,
  recordBids,
  withBidTransaction,
  withRetries,
  type BidEntry,
  type CommittedBids,
  type EngineDeps,
  type SeqReservation,
} from './bid-transaction';
import { resolveProxies } from './proxy';
import { refusals } from './refusal';

/**
 * One manual bid (issue 5): the bidder's approved registration and session, the window on the
 * server's clock, not already leading, at least the minimum; the bid recorded with the next sequence
 * number and the soft close; standing auto-bids answering; all committed at once. Throws a BidRefusal
 * (nothing stored) or resolves to what was committed. Independent of Socket.IO: the socket handler,
 * the tests and the benchmark all call it.
 *
 * Two forms of the same rules:
 * - An auction without standing proxies (the common case) takes the bid in ONE statement: an UPDATE of
 *   the auction row whose WHERE clause is the rules, and the INSERT of the bid from what it returns.
 *   The row lock is held only while PostgreSQL runs that statement and commits, never across a round
 *   trip to this process, so bids that lose the race wait microseconds and cost the winner nothing.
 *   When the row changed while it waited, PostgreSQL re-checks the WHERE clause against the newest
 *   version (READ COMMITTED), so a bid is always judged against the state it follows.
 * - Otherwise, a transaction: lock the row (SELECT … FOR UPDATE), check, record, resolve the proxies
 *   (proxy.ts), commit.
 * A refused bid is explained from a plain read afterwards; should that read find nothing to refuse
 * (the state moved on in between), the bid is simply tried again.
 *
 * `amount` must already be a valid whole number of rupees (BidAmountSchema).
 */
export async function placeBid(
  deps: EngineDeps,
  user: Pick<SessionUser, 'id' | 'tokenVersion'>,
  auctionId: string,
  amount: number,
  reservation?: SeqReservation,
): Promise<CommittedBids> {
  if (!isPropertyId(auctionId)) throw refusals.unknownAuction();
  for (let attempt = 0; attempt < FAST_ATTEMPTS; attempt++) {
    const now = deps.clock.now();
    const committed = await withRetries(() => bidInOneStatement(deps, user, auctionId, amount, now));
    if (committed) return committed;
    const auction = await readAuction(deps.db, auctionId, user.id);
    if (!auction) throw refusals.unknownAuction();
    assertBidAcceptable(auction, user, amount, now);
    if (auction.activeAutoBids > 0) break;
  }
  return bidWithProxies(deps, user, auctionId, amount, reservation);
}

/** Tries of the one-statement form before the transaction decides (a bid that keeps losing races). */
const FAST_ATTEMPTS = 3;

interface FastRow {
  id: string;
  bid_seq: number | string;
  end_at: Date | string;
  extension_count: number | string;
  previous_bidder_id: string | null;
  reserve_price: number | string;
  bid_increment: number | string;
}

/**
 * The rules of assertBidAcceptable and softCloseEnd (bid-transaction.ts), written as SQL. Resolves to
 * the committed bid, or null when the auction does not take it as it stands (refused, unknown, or
 * with proxies to answer).
 */
async function bidInOneStatement(
  deps: EngineDeps,
  user: Pick<SessionUser, 'id' | 'tokenVersion'>,
  auctionId: string,
  amount: number,
  now: Date,
): Promise<CommittedBids | null> {
  const { softCloseWindowSeconds, softCloseExtensionSeconds, softCloseMaxExtensions } = deps.bidding;
  const newEnd = new Date(now.getTime() + softCloseExtensionSeconds * 1000);
  const cap = softCloseMaxExtensions ?? null;
  // In SET, p.* is the row before the update: the same condition decides both columns.
  const extends_ = sql`(
    p.end_at < ${newEnd}::timestamptz
    and p.end_at - ${now}::timestamptz < ${softCloseWindowSeconds}::int * interval '1 second'
    and (${cap}::int is null or p.extension_count < ${cap}::int))`;
  const result = await deps.db.execute(sql`
    with upd as (
      update properties as p set
        current_bid = ${amount}::bigint,
        previous_bidder_id = p.current_bidder_id,
        current_bidder_id = ${user.id}::uuid,
        bid_seq = p.bid_seq + 1,
        end_at = case when ${extends_} then ${newEnd}::timestamptz else p.end_at end,
        extension_count = case when ${extends_} then p.extension_count + 1 else p.extension_count end,
        updated_at = ${now}::timestamptz
      where p.id = ${auctionId}::uuid
        and p.active_auto_bids = 0
        and p.start_at <= ${now}::timestamptz
        and p.end_at > ${now}::timestamptz
        and p.current_bidder_id is distinct from ${user.id}::uuid
        and ${amount}::bigint >= coalesce(p.current_bid + p.bid_increment, p.reserve_price)
        and exists (
          select 1 from registrations r
          where r.property_id = p.id and r.user_id = ${user.id}::uuid and r.status = 'approved')
        and exists (
          select 1 from users u where u.id = ${user.id}::uuid and u.token_version = ${user.tokenVersion}::int)
      returning p.id, p.bid_seq, p.end_at, p.extension_count, p.previous_bidder_id, p.reserve_price, p.bid_increment
    ), ins as (
      insert into bids (property_id, bidder_id, amount, is_auto, seq, placed_at)
      select ${auctionId}::uuid, ${user.id}::uuid, ${amount}::bigint, false, upd.bid_seq, ${now}::timestamptz
      from upd
    )
    select * from upd`);
  // Both drivers answer { rows }; bigint columns arrive as text from node-postgres.
  const row = (result as unknown as { rows: FastRow[] }).rows[0];
  if (!row) return null;
  const seq = Number(row.bid_seq);
  const endAt = new Date(row.end_at);
  const previous = row.previous_bidder_id;
  return {
    // The id as the database writes it, like recordBids' locked.id: rooms and aliases are named from it.
    auctionId: row.id,
    bids: [{ seq, amount, userId: user.id, isAuto: false, placedAt: now }],
    fromSeq: seq,
    seq,
    currentBid: amount,
    leaderId: user.id,
    minManualBid: minimumNextBid(Number(row.reserve_price), amount, Number(row.bid_increment)),
    endAt,
    extensionCount: Number(row.extension_count),
    // The end is exactly newEnd after an extension. (Should it have been there already, the message
    // repeats the same end and count, which clients ignore.)
    extended: endAt.getTime() === newEnd.getTime(),
    outbidUserIds: outbidBy(previous, [user.id]),
  };
}

/** The transaction form: row lock, checks, the bid, then the standing proxies' answers. */
function bidWithProxies(
  deps: EngineDeps,
  user: Pick<SessionUser, 'id' | 'tokenVersion'>,
  auctionId: string,
  amount: number,
  reservation: SeqReservation | undefined,
): Promise<CommittedBids> {
  return withBidTransaction(deps.db, async (tx) => {
    const locked = await lockAuction(tx, auctionId, user.id);
    if (!locked) throw refusals.unknownAuction();
    // Read after the lock is granted: a bid that waited for the lock is judged at the moment it
    // takes effect, and timestamps follow the sequence numbers.
    const now = deps.clock.now();
    assertBidAcceptable(locked, user, amount, now);

    const entries: BidEntry[] = [{ userId: user.id, amount, isAuto: false }];
    let retired = 0;
    if (locked.activeAutoBids > 0) {
      const outcome = resolveProxies({
        reservePrice: locked.reservePrice,
        bidIncrement: locked.bidIncrement,
        currentBid: amount,
        leaderId: user.id,
        proxies: await activeProxies(tx, auctionId),
      });
      entries.push(...outcome.bids.map((b) => ({ ...b, isAuto: true })));
      retired = await markExhausted(tx, auctionId, outcome.exhausted, now);
    }
    const committed = await recordBids(tx, deps, locked, entries, now, {
      reservation,
      activeAutoBidsDelta: -retired,
    });
    // recordBids returns null only for an empty list; this one holds the manual bid.
    if (!committed) throw refusals.internal();
    return committed;
  });
}
