import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BIDDING_MESSAGES,
  autoBidIncrementError,
  minimumNextBid,
  type AutoBidInfo,
  type AutoBidSettings,
  type AutoBidSettingsInputSchema,
  type Message,
} from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { autoBids, properties, type AutoBidRow } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import { AppError, propertyNotFound, validationFailed } from '../../platform/errors';
import { assertAuctionAccess } from '../registrations/auction-access';
import {
  activeProxies,
  assertLive,
  assertMayBid,
  lockAuction,
  markExhausted,
  minimumOf,
  recordBids,
  withBidTransaction,
  type CommittedBids,
  type EngineDeps,
  type SeqReservation,
} from './bid-transaction';
import { resolveProxies } from './proxy';

/**
 * Server-side auto-bidding (docs/product.md, "Auto-bidding" and "Live auction calls"): one proxy per
 * user and auction, which cannot be disabled and is used once. It bids for its owner inside every engine
 * transaction, so it works with the owner's browser closed.
 */

export type AutoBidSettingsInput = z.output<typeof AutoBidSettingsInputSchema>;

const NOTHING_TO_DISABLE = 'errors.autoBid.nothingToDisable';

const conflict = (code: 'AUTO_BID_CANNOT_DISABLE' | 'AUTO_BID_ALREADY_USED', text: Message | string) =>
  new AppError(code, 409, text);
const invalid = (field: 'maxAmount' | 'enabled' | 'increment', text: Message | string) =>
  validationFailed({ [field]: text });

type ProxyState = Pick<AutoBidRow, 'maxAmount' | 'increment' | 'enabled' | 'exhaustedAt'>;

/** `bidIncrement`: the property's own, which is the increment of a proxy not set up yet. */
function toSettings(auctionId: string, row: ProxyState | undefined, bidIncrement: number): AutoBidSettings {
  if (!row) return { auctionId, enabled: false, maxAmount: null, increment: bidIncrement, state: 'none' };
  const isActive = row.enabled && row.exhaustedAt === null;
  return {
    auctionId,
    enabled: isActive,
    maxAmount: row.maxAmount,
    increment: row.increment,
    state: isActive ? 'active' : 'exhausted',
  };
}

async function proxyOf(db: DbOrTx, userId: string, auctionId: string): Promise<ProxyState | undefined> {
  const [row] = await db
    .select({
      maxAmount: autoBids.maxAmount,
      increment: autoBids.increment,
      enabled: autoBids.enabled,
      exhaustedAt: autoBids.exhaustedAt,
    })
    .from(autoBids)
    .where(and(eq(autoBids.userId, userId), eq(autoBids.propertyId, auctionId)));
  return row;
}

/** GET /api/auto-bidding/info/{auctionId}: the smallest maximum an auto-bid may have now. */
export async function getAutoBidInfo(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'role'>,
  auctionId: string,
): Promise<AutoBidInfo> {
  await assertAuctionAccess(db, user, auctionId);
  const [row] = await db
    .select({
      reservePrice: properties.reservePrice,
      currentBid: properties.currentBid,
      bidIncrement: properties.bidIncrement,
    })
    .from(properties)
    .where(eq(properties.id, auctionId));
  if (!row) throw propertyNotFound();
  const minimum = minimumNextBid(row.reservePrice, row.currentBid, row.bidIncrement);
  return { minAutoBidAmount: minimum, minManualBid: minimum };
}

/** GET /api/auto-bidding/settings/{auctionId}: the caller's own proxy, if any. */
export async function getAutoBidSettings(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'role'>,
  auctionId: string,
): Promise<AutoBidSettings> {
  await assertAuctionAccess(db, user, auctionId);
  const [row] = await db
    .select({ bidIncrement: properties.bidIncrement })
    .from(properties)
    .where(eq(properties.id, auctionId));
  if (!row) throw propertyNotFound();
  return toSettings(auctionId, await proxyOf(db, user.id, auctionId), row.bidIncrement);
}

/**
 * POST /api/auto-bidding/settings. In one transaction with the auction row locked: the one-use rules,
 * the window, the amount rules against the live state, then the new proxy, which bids at once when
 * its owner does not lead (other standing proxies answer in the same step).
 */
export async function saveAutoBidSettings(
  deps: EngineDeps,
  user: Pick<SessionUser, 'id' | 'tokenVersion'>,
  input: AutoBidSettingsInput,
  reservation?: SeqReservation,
): Promise<{ settings: AutoBidSettings; committed: CommittedBids | null }> {
  const { auctionId } = input;
  return withBidTransaction(deps.db, async (tx) => {
    const locked = await lockAuction(tx, auctionId, user.id);
    if (!locked) throw propertyNotFound();
    // Setting up a proxy is bidding: an approved registration is needed (admins only watch).
    assertMayBid(locked, user);

    const existing = await proxyOf(tx, user.id, auctionId);
    if (existing) {
      const isActive = existing.enabled && existing.exhaustedAt === null;
      if (input.enabled) throw conflict('AUTO_BID_ALREADY_USED', BIDDING_MESSAGES.autoBidAlreadyUsed);
      if (isActive) throw conflict('AUTO_BID_CANNOT_DISABLE', BIDDING_MESSAGES.autoBidCannotDisable);
    }
    if (!input.enabled) throw invalid('enabled', NOTHING_TO_DISABLE);

    const now = deps.clock.now();
    assertLive(locked, now);
    if (locked.currentBid !== null && input.maxAmount <= locked.currentBid) {
      throw invalid('maxAmount', BIDDING_MESSAGES.autoBidMaxTooLow);
    }
    if (input.maxAmount < minimumOf(locked)) {
      throw invalid('maxAmount', BIDDING_MESSAGES.autoBidBelowMinimum);
    }
    // The property's increment governs: the default, and the least a proxy may raise by.
    const increment = input.increment ?? locked.bidIncrement;
    const incrementError = autoBidIncrementError(increment, locked.bidIncrement);
    if (incrementError) throw invalid('increment', incrementError);

    await tx.insert(autoBids).values({
      userId: user.id,
      propertyId: auctionId,
      maxAmount: input.maxAmount,
      increment,
      enabled: true,
      // The time of the insert, under the row lock: equal maximums go to the earlier proxy, and
      // this order is the order in which the proxies were really set up.
      createdAt: sql`clock_timestamp()`,
    });
    const outcome = resolveProxies({
      reservePrice: locked.reservePrice,
      bidIncrement: locked.bidIncrement,
      currentBid: locked.currentBid,
      leaderId: locked.currentBidderId,
      proxies: await activeProxies(tx, auctionId),
    });
    const retired = await markExhausted(tx, auctionId, outcome.exhausted, now);
    const committed = await recordBids(
      tx,
      deps,
      locked,
      outcome.bids.map((b) => ({ ...b, isAuto: true })),
      now,
      // The new proxy stands, unless it was retired at once with the others.
      { reservation, activeAutoBidsDelta: 1 - retired },
    );
    const own: ProxyState = {
      maxAmount: input.maxAmount,
      increment,
      enabled: true,
      exhaustedAt: outcome.exhausted.includes(user.id) ? now : null,
    };
    return { settings: toSettings(auctionId, own, locked.bidIncrement), committed };
  });
}
