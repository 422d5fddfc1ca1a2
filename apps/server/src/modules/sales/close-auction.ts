import { and, asc, count, countDistinct, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import { balanceDueOf, depositDueOf, type SaleStatus } from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties, registrations, saleEvents, sales, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { enqueueMail } from '../../platform/mail';
import { auctionEndedMail, highestBidderMail } from './sale-mails';

/*
 * Closing (docs/product.md, "After the hammer", "Closing"): an auction whose final end has passed is
 * closed once, whichever instance gets there first. The auction row is the one a bid locks
 * (bid-transaction.ts), so a last-moment bid that extends the end and the close serialize: whoever
 * locks second sees the other's change. `SKIP LOCKED` lets a busy row wait for the next run instead of
 * holding this one, and the `closed_at is null` re-check under the lock plus the sales primary key
 * keep a second instance from recording it again.
 */

export interface CloseDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** Ended auctions not yet closed, earliest end first (properties_to_close_idx). */
export async function auctionsToClose(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(isNull(properties.closedAt), lte(properties.endAt, now)))
    .orderBy(asc(properties.endAt), asc(properties.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** EMDs still held for a bidder who did not win: they fall due for refund at closing. */
const HELD_EMD_STATES = ['submitted', 'verified'] as const;

/**
 * Closes one auction if it is still due: records the sale, its first timeline event, the EMD states,
 * the audit row and the mails in one transaction. False when it is not due, already closed, or being
 * worked on by another transaction (a bid or another instance) right now.
 */
export async function closeAuction(deps: CloseDeps, propertyId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [auction] = await tx
      .select({
        id: properties.id,
        auctionCode: properties.auctionCode,
        propertyType: properties.propertyType,
        propertyLocation: properties.propertyLocation,
        currentBid: properties.currentBid,
        currentBidderId: properties.currentBidderId,
        extensionCount: properties.extensionCount,
        endAt: properties.endAt,
        closedAt: properties.closedAt,
      })
      .from(properties)
      .where(and(eq(properties.id, propertyId), isNull(properties.closedAt), lte(properties.endAt, now)))
      .for('update', { skipLocked: true });
    // Checked again under the lock: a bid may have moved the end, or another instance closed it.
    if (!auction || auction.closedAt !== null || auction.endAt.getTime() > now.getTime()) return false;

    const [counts] = await tx
      .select({ bids: count(), bidders: countDistinct(bids.bidderId) })
      .from(bids)
      .where(eq(bids.propertyId, auction.id));
    const winnerId = auction.currentBid !== null ? auction.currentBidderId : null;
    const [winning] = winnerId
      ? await tx
          .select({ id: registrations.id, emdAmount: registrations.emdAmount })
          .from(registrations)
          .where(and(eq(registrations.propertyId, auction.id), eq(registrations.userId, winnerId)))
      : [];
    const status: SaleStatus = winnerId ? 'awaiting-confirmation' : 'ended-no-bids';
    const salePrice = winnerId ? auction.currentBid : null;
    const emdAmount = winning?.emdAmount ?? 0;

    const [inserted] = await tx
      .insert(sales)
      .values({
        propertyId: auction.id,
        status,
        buyerId: winnerId,
        registrationId: winning?.id ?? null,
        salePrice,
        emdAmount,
        bidsCount: counts?.bids ?? 0,
        biddersCount: counts?.bidders ?? 0,
        extensionsCount: auction.extensionCount,
        closedAt: now,
      })
      .onConflictDoNothing({ target: sales.propertyId })
      .returning({ propertyId: sales.propertyId });
    await tx.update(properties).set({ closedAt: now }).where(eq(properties.id, auction.id));
    // Its sale was recorded already (a cancellation records its own): only the auction row was open.
    if (!inserted) return false;

    await tx.insert(saleEvents).values({
      propertyId: auction.id,
      action: 'closed',
      fromStatus: null,
      toStatus: status,
      actorId: null,
      reason: null,
      at: now,
    });
    await writeAudit(tx, {
      actorId: null,
      action: 'sale.closed',
      entity: 'sale',
      entityId: auction.id,
      after: {
        status,
        buyerId: winnerId,
        salePrice,
        bidsCount: counts?.bids ?? 0,
        biddersCount: counts?.bidders ?? 0,
        extensionsCount: auction.extensionCount,
        endAt: auction.endAt.toISOString(),
        closedAt: now.toISOString(),
      },
    });

    // Every EMD still held for someone who did not win falls due for refund now.
    await tx
      .update(registrations)
      .set({ emdState: 'refund-due', emdRefundDueAt: now })
      .where(
        and(
          eq(registrations.propertyId, auction.id),
          inArray(registrations.emdState, HELD_EMD_STATES),
          winning ? ne(registrations.id, winning.id) : undefined,
        ),
      );

    const registrants = await tx
      .select({
        id: registrations.id,
        email: users.email,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        language: users.language,
        emdAmount: registrations.emdAmount,
        emdState: registrations.emdState,
        bankName: registrations.bankName,
        accountNo: registrations.accountNo,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.propertyId, auction.id));
    for (const r of registrants) {
      if (r.id === winning?.id) continue;
      await enqueueMail(
        tx,
        auctionEndedMail(r, auction, {
          hadBids: winnerId !== null,
          emdAmount: r.emdAmount,
          emdState: r.emdState,
          refund: { bankName: r.bankName, accountNo: r.accountNo },
        }),
      );
    }

    if (winnerId && salePrice !== null) {
      const winner = registrants.find((r) => r.id === winning?.id);
      const [account] = winner
        ? [winner]
        : await tx
            .select({
              email: users.email,
              firstName: users.firstName,
              lastName: users.lastName,
              language: users.language,
            })
            .from(users)
            .where(eq(users.id, winnerId));
      if (account) {
        await enqueueMail(
          tx,
          highestBidderMail(account, auction, deps.publicUrl, {
            salePrice,
            emdAmount,
            depositDue: depositDueOf(salePrice, emdAmount),
            balanceDue: balanceDueOf(salePrice, emdAmount),
          }),
        );
      }
    }
    return true;
  });
}
