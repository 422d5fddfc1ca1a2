import type { SessionUser } from '../../platform/auth';
import { isPropertyId } from '../properties/service';
import {
  activeProxies,
  assertBidAcceptable,
  lockAuction,
  markExhausted,
  recordBids,
  withBidTransaction,
  type BidEntry,
  type CommittedBids,
  type EngineDeps,
  type SeqReservation,
} from './bid-transaction';
import { resolveProxies } from './proxy';
import { refusals } from './refusal';

/**
 * One manual bid, in one transaction: lock the auction row (concurrent bids on one auction queue there,
 * so a bid is judged against the state it follows and timestamps follow the sequence numbers), check
 * every rule against it (assertBidAcceptable: the bidder's approved registration and session, the
 * window on the server's clock, not already leading, at least the minimum), record the bid with the
 * next sequence number and the soft close, let the standing auto-bids answer (proxy.ts), commit.
 * Throws a refusal (refusal.ts; nothing stored) or resolves to what was committed. `reservation` is told the
 * sequence numbers while the lock is held, so the broadcaster sends commits in their order.
 * Independent of Socket.IO: the socket handler, the tests and the benchmark all call it.
 *
 * `amount` must already be a valid whole number of rupees (BidAmountSchema).
 */
export function placeBid(
  deps: EngineDeps,
  user: Pick<SessionUser, 'id' | 'tokenVersion'>,
  auctionId: string,
  amount: number,
  reservation?: SeqReservation,
): Promise<CommittedBids> {
  if (!isPropertyId(auctionId)) return Promise.reject(refusals.unknownAuction());
  return withBidTransaction(deps.db, async (tx) => {
    const locked = await lockAuction(tx, auctionId, user.id);
    if (!locked) throw refusals.unknownAuction();
    // Read after the lock is granted: a bid that waited for the lock is judged at the moment it
    // takes effect.
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
