import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  NEFT_RTGS,
  REGISTRATION_MESSAGES,
  bidderStep,
  statusChangedMessage,
  type AdminRegistration,
  type AdminRegistrationQuery,
  type DocumentField,
  type EmdState,
  type MyRegistration,
  type RegistrationStatus,
  type RegistrationStatusUpdate,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { properties, registrations, sales, users, type StoredFile } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { writeAudit } from '../../platform/audit';
import { AppError, propertyNotFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { containing } from '../admin/list-auctions';
import { retireProxyOf } from '../bidding/bid-transaction';
import { isPropertyId } from '../properties/service';
import { toAdminRegistrationDto, toMyRegistrationDto } from './presenter';
import { registrationStatusMail } from './registration-mails';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const registrationNotFound = () =>
  new AppError('REGISTRATION_NOT_FOUND', 404, REGISTRATION_MESSAGES.notFound);

const propertySummary = {
  id: properties.id,
  auctionCode: properties.auctionCode,
  propertyType: properties.propertyType,
  propertyLocation: properties.propertyLocation,
  state: properties.state,
  auctionDate: properties.auctionDate,
  emdSubmission: properties.emdSubmission,
};
const registrationUser = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  organizationName: users.organizationName,
  email: users.email,
  mobile: users.mobile,
  pancardNo: users.pancardNo,
};

/**
 * GET /api/auction/my-registrations: the caller's registrations, newest first, each with whether it may
 * be submitted again now (on the server's clock, decision 032).
 */
export async function listMyRegistrations(db: Db, clock: Clock, userId: string): Promise<MyRegistration[]> {
  const rows = await db
    .select({
      r: registrations,
      p: {
        ...propertySummary,
        startAt: properties.startAt,
        endAt: properties.endAt,
        closedAt: properties.closedAt,
        cancelledAt: properties.cancelledAt,
      },
      // The auction's sale once it closed (docs/product.md, "After the hammer"); null before.
      s: {
        status: sales.status,
        buyerId: sales.buyerId,
        salePrice: sales.salePrice,
        depositDue: sales.depositDue,
        depositDueBy: sales.depositDueBy,
        balanceDue: sales.balanceDue,
        balanceDueBy: sales.balanceDueBy,
      },
    })
    .from(registrations)
    .innerJoin(properties, eq(properties.id, registrations.propertyId))
    .leftJoin(sales, eq(sales.propertyId, registrations.propertyId))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  const now = clock.now();
  return rows.map(({ r, p, s }) => toMyRegistrationDto(r, p, s, now));
}

async function selectAdminRegistrations(
  db: Db,
  where?: SQL,
  page?: { limit?: number; offset: number },
): Promise<AdminRegistration[]> {
  let query = db
    .select({ r: registrations, p: propertySummary, u: registrationUser })
    .from(registrations)
    .innerJoin(properties, eq(properties.id, registrations.propertyId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where)
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .$dynamic();
  if (page?.limit !== undefined) query = query.limit(page.limit);
  if (page?.offset) query = query.offset(page.offset);
  const rows = await query;
  return rows.map(({ r, p, u }) => toAdminRegistrationDto(r, p, u));
}

/**
 * Registration Management's search: the bidder's name as given on the form (what the list shows), the
 * account's e-mail, the Auction ID, the property's _id and the UTR number, ignoring case, anywhere in
 * the text.
 */
function registrationConditions(q: AdminRegistrationQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.q) {
    const pattern = containing(q.q);
    const search = or(
      ilike(sql`${registrations.firstName} || ' ' || ${registrations.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(properties.auctionCode, pattern),
      ilike(sql`${properties.id}::text`, pattern),
      // The UTR is shown only for 'Neft - Rtgs' (presenter), so only there is it found.
      and(eq(registrations.paymentMode, NEFT_RTGS), ilike(registrations.utrNo, pattern)),
    );
    if (search) conditions.push(search);
  }
  if (q.status) conditions.push(eq(registrations.status, q.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** GET /api/admin/registrations: a page of the matching registrations, newest first, and their count. */
export async function listAllRegistrations(
  db: Db,
  q: AdminRegistrationQuery,
): Promise<{ items: AdminRegistration[]; total: number }> {
  const where = registrationConditions(q);
  const [items, totals] = await Promise.all([
    selectAdminRegistrations(db, where, q),
    db
      .select({ total: count() })
      .from(registrations)
      .innerJoin(properties, eq(properties.id, registrations.propertyId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** GET /api/admin/auctions/{auctionId}/registrations (auctionId = the property's _id). */
export async function listAuctionRegistrations(db: Db, propertyId: string): Promise<AdminRegistration[]> {
  if (!isPropertyId(propertyId)) throw propertyNotFound();
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw propertyNotFound();
  return selectAdminRegistrations(db, eq(registrations.propertyId, propertyId));
}

async function getAdminRegistration(db: Db, id: string): Promise<AdminRegistration> {
  const [dto] = await selectAdminRegistrations(db, eq(registrations.id, id));
  if (!dto) throw registrationNotFound();
  return dto;
}

/**
 * Where the EMD goes when an officer reviews the registration (docs/product.md, "Every EMD accounted
 * for"): approving verifies an EMD still only submitted; rejecting makes one submitted or verified due
 * for refund from now. Undoing a rejection whose refund is not made yet (approving, or back to
 * pending) takes the refund back, but only while the auction has not closed: after the close (or a
 * cancellation) the refund is owed whatever the review says. A refunded, adjusted or forfeited EMD
 * stays where it is. Null when the EMD does not move.
 */
function emdAfterReview(
  emdState: EmdState,
  status: RegistrationStatus,
  auctionClosed: boolean,
  now: Date,
): { emdState: EmdState; emdRefundDueAt: Date | null } | null {
  const refundUndone = emdState === 'refund-due' && !auctionClosed;
  switch (status) {
    case 'approved':
      return emdState === 'submitted' || refundUndone ? { emdState: 'verified', emdRefundDueAt: null } : null;
    case 'rejected':
      return emdState === 'submitted' || emdState === 'verified'
        ? { emdState: 'refund-due', emdRefundDueAt: now }
        : null;
    case 'pending':
      return refundUndone ? { emdState: 'submitted', emdRefundDueAt: null } : null;
  }
}

/**
 * PUT /api/admin/registrations/{id}/status: any status to any other (docs/product.md, "Registration status").
 * The change, its audit row (who, when, from, to), the buyer's e-mail and, when it leaves 'approved', the
 * retirement of the buyer's auto-bid commit together. Setting the status it already has changes nothing and
 * writes nothing. With `from`, the change applies only while the registration still has the status the
 * officer saw (read under the row lock), so a double click or a colleague's change in between is answered 409
 * instead of becoming a second change and a second e-mail. The caller takes a buyer who lost access out of
 * the live auction (accessRevoked).
 */
export async function changeRegistrationStatus(
  deps: { db: Db; clock: Clock; publicUrl: string },
  admin: SessionUser,
  id: string,
  { status, from, reason }: RegistrationStatusUpdate,
): Promise<AdminRegistration> {
  if (!UUID.test(id)) throw registrationNotFound();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: registrations.id,
        status: registrations.status,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        confirmationCode: registrations.confirmationCode,
        propertyId: registrations.propertyId,
        userId: registrations.userId,
        emdState: registrations.emdState,
        emdAmount: registrations.emdAmount,
        bankName: registrations.bankName,
        accountNo: registrations.accountNo,
        closedAt: properties.closedAt,
        auctionCode: properties.auctionCode,
        propertyType: properties.propertyType,
        propertyLocation: properties.propertyLocation,
        auctionDate: properties.auctionDate,
        emdSubmission: properties.emdSubmission,
        startAt: properties.startAt,
        endAt: properties.endAt,
        email: users.email,
        language: users.language,
      })
      .from(registrations)
      .innerJoin(properties, eq(properties.id, registrations.propertyId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.id, id))
      .for('update', { of: registrations });
    if (!current) throw registrationNotFound();
    if (from !== undefined && current.status !== from) {
      throw new AppError('CONFLICT', 409, statusChangedMessage(current.status));
    }
    if (current.status === status) return;
    const now = deps.clock.now();
    const rejectionReason = status === 'rejected' ? (reason ?? null) : null;
    const emd = emdAfterReview(current.emdState, status, current.closedAt !== null, now);
    await tx
      .update(registrations)
      .set({ status, rejectionReason, statusChangedAt: now, statusChangedBy: admin.id, ...emd })
      .where(eq(registrations.id, id));
    // Whoever may no longer bid has no proxy bidding for them either, from this commit on.
    if (current.status === 'approved') await retireProxyOf(tx, current.propertyId, current.userId, now);
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'registration.status-changed',
      entity: 'registration',
      entityId: id,
      before: { status: current.status, ...(emd ? { emdState: current.emdState } : {}) },
      after: {
        status,
        at: now.toISOString(),
        ...(rejectionReason ? { reason: rejectionReason } : {}),
        ...(emd ? { emdState: emd.emdState } : {}),
      },
    });
    await enqueueMail(
      tx,
      registrationStatusMail({
        to: current,
        status,
        registration: current,
        property: current,
        reason: rejectionReason,
        refundDue: emd?.emdState === 'refund-due',
        nextStep: rejectionNextStep(current, now),
        publicUrl: deps.publicUrl,
      }),
    );
  });
  return getAdminRegistration(deps.db, id);
}

/**
 * What a rejected bidder can do, told in the rejection mail as on the screens (decision 032): submit a
 * corrected registration while EMD submission is open, otherwise ask the auction house.
 */
function rejectionNextStep(
  auction: { emdSubmission: string; startAt: Date; endAt: Date },
  now: Date,
): 'register-again' | 'contact' {
  const step = bidderStep(
    'rejected',
    {
      auctionStartTime: auction.startAt.toISOString(),
      auctionEndTime: auction.endAt.toISOString(),
      emdSubmission: auction.emdSubmission,
    },
    now,
  );
  return step === 'register-again' ? 'register-again' : 'contact';
}

/**
 * A registration's document for GET /api/registrations/{id}/documents/{kind}: to its owner and to
 * admins. Anyone else gets the same 404 as for a registration that does not exist.
 */
export async function findRegistrationDocument(
  db: Db,
  user: SessionUser,
  id: string,
  kind: DocumentField,
): Promise<StoredFile> {
  if (!UUID.test(id)) throw registrationNotFound();
  const [row] = await db
    .select({
      userId: registrations.userId,
      pancardFile: registrations.pancardFile,
      addressProof: registrations.addressProof,
      paymentReceipt: registrations.paymentReceipt,
    })
    .from(registrations)
    .where(eq(registrations.id, id));
  if (!row || (row.userId !== user.id && user.role !== 'admin')) throw registrationNotFound();
  const file = row[kind];
  if (!file) throw new AppError('NOT_FOUND', 404, 'errors.registration.noSuchDocument');
  return file;
}
