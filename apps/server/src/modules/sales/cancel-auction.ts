import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SALE_MESSAGES, type AdminProperty, type EmdState } from '@eauction/shared';
import type { Db } from '../../db/client';
import { autoBids, properties, registrations, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, propertyNotFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { toAdminPropertyDto } from '../admin/presenter';
import { isPropertyId } from '../properties/service';
import { auctionCancelledMail } from './sale-mails';

/*
 * Cancelling an auction before its end (docs/product.md, "After the hammer"). In one transaction, under
 * the same row lock every bid takes (modules/bidding/bid-transaction.ts): the bidding window is cut at
 * this moment (its start moved back as well when it had not begun, as the table requires the end after
 * the start; the original window is kept in the audit row), the auction is closed, so the closing job
 * passes it by, standing auto-bids stop, every EMD held is due for refund ("Every EMD accounted for")
 * and every registrant is mailed. A bid that waited for the lock is then judged against the new end
 * and refused as after the end.
 */

/** EMDs the auction house still holds: owed back once the auction will not be held. */
const HELD: EmdState[] = ['submitted', 'verified'];

export async function cancelAuction(
  deps: { db: Db; clock: Clock },
  admin: SessionUser,
  id: string,
  reason: string,
): Promise<AdminProperty> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!current) throw propertyNotFound();
    if (current.cancelledAt) throw new AppError('CONFLICT', 409, SALE_MESSAGES.cancelled);
    const now = deps.clock.now();
    if (current.closedAt || now.getTime() >= current.endAt.getTime()) {
      throw new AppError('CONFLICT', 409, SALE_MESSAGES.cancelEnded);
    }
    const oneSecondBefore = new Date(now.getTime() - 1000);
    const startAt = current.startAt.getTime() < oneSecondBefore.getTime() ? current.startAt : oneSecondBefore;

    const [cancelled] = await tx
      .update(properties)
      .set({
        cancelledAt: now,
        cancelReason: reason,
        closedAt: now,
        startAt,
        endAt: now,
        activeAutoBids: 0,
        version: sql`${properties.version} + 1`,
      })
      .where(eq(properties.id, id))
      .returning();
    if (!cancelled) throw propertyNotFound();
    const stopped = await tx
      .update(autoBids)
      .set({ exhaustedAt: now })
      .where(and(eq(autoBids.propertyId, id), eq(autoBids.enabled, true), isNull(autoBids.exhaustedAt)))
      .returning({ userId: autoBids.userId });
    const refundsDue = await tx
      .update(registrations)
      .set({ emdState: 'refund-due', emdRefundDueAt: now })
      .where(and(eq(registrations.propertyId, id), inArray(registrations.emdState, HELD)))
      .returning({ id: registrations.id });

    const registrants = await tx
      .select({
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        email: users.email,
        language: users.language,
        emdAmount: registrations.emdAmount,
        emdState: registrations.emdState,
        emdRefundedOn: registrations.emdRefundedOn,
        bankName: registrations.bankName,
        accountNo: registrations.accountNo,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.propertyId, id));
    for (const r of registrants) {
      await enqueueMail(
        tx,
        auctionCancelledMail(r, current, reason, {
          amount: r.emdAmount,
          refunded: r.emdState === 'refunded',
          refundedOn: r.emdRefundedOn,
          refund: { bankName: r.bankName, accountNo: r.accountNo },
        }),
      );
    }

    await writeAudit(tx, {
      actorId: admin.id,
      action: 'property.cancelled',
      entity: 'property',
      entityId: id,
      before: {
        auctionCode: current.auctionCode,
        startAt: current.startAt.toISOString(),
        endAt: current.endAt.toISOString(),
        extensionCount: current.extensionCount,
      },
      after: {
        reason,
        cancelledAt: now.toISOString(),
        startAt: startAt.toISOString(),
        endAt: now.toISOString(),
        autoBidsStopped: stopped.length,
        emdRefundsDue: refundsDue.length,
        registrantsMailed: registrants.length,
      },
    });
    return cancelled;
  });
  return toAdminPropertyDto(row);
}
