import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  SALE_MESSAGES,
  SALE_STATUSES,
  balanceDueOf,
  deadlinePassed,
  depositDueOf,
  istEndOfDay,
  maskName,
  toIstDate,
  type AdminSale,
  type CertificateCheck,
  type PaymentKind,
  type PaymentStatus,
  type Sale,
  type SaleEvent,
  type SalePayment,
} from '@eauction/shared';
import type { Db, DbOrTx } from '../../db/client';
import {
  properties,
  registrations,
  saleEvents,
  salePayments,
  sales,
  users,
  type StoredFile,
} from '../../db/schema';
import type { SessionUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { emdAccountOfRow, isPropertyId } from '../properties/service';
import type { CertificateInput } from './certificate-pdf';

/*
 * What the buyer, the officers and the public read of a sale (docs/product.md, "After the hammer"):
 * the buyer's sale page, the officers' Sales tab with its queues and timelines, the certificate and
 * its public check.
 */

type SaleRow = typeof sales.$inferSelect;
type PaymentRow = typeof salePayments.$inferSelect;

const saleNotFound = () => new AppError('NOT_FOUND', 404, SALE_MESSAGES.notFound);

/** Where anyone checks a certificate: the web app's page, which reads GET /api/verify/{certificateNo}. */
/** What a mail about a sale says of its auction, and the account the buyer pays into. */
export const MAILED_AUCTION_COLUMNS = {
  id: properties.id,
  auctionCode: properties.auctionCode,
  propertyType: properties.propertyType,
  propertyLocation: properties.propertyLocation,
  emdAccountName: properties.emdAccountName,
  emdAccountNo: properties.emdAccountNo,
  emdIfscCode: properties.emdIfscCode,
  emdBankName: properties.emdBankName,
  emdBranch: properties.emdBranch,
};

export const verifyUrlOf = (publicUrl: string, certificateNo: string) =>
  `${publicUrl}/verify/${certificateNo}`;

/** Sums of a sale's payments by kind, counting the given statuses (verified by default). */
export async function paidSums(
  db: DbOrTx,
  propertyId: string,
  statuses: readonly PaymentStatus[] = ['verified'],
): Promise<Record<PaymentKind, number>> {
  const rows = await db
    .select({ kind: salePayments.kind, total: sql<string>`coalesce(sum(${salePayments.amount}), 0)` })
    .from(salePayments)
    .where(and(eq(salePayments.propertyId, propertyId), inArray(salePayments.status, statuses)))
    .groupBy(salePayments.kind);
  const sums: Record<PaymentKind, number> = { deposit: 0, balance: 0 };
  for (const row of rows) sums[row.kind] = Number(row.total);
  return sums;
}

export function toSalePaymentDto(p: PaymentRow): SalePayment {
  return {
    _id: p.id,
    kind: p.kind,
    amount: p.amount,
    utrNo: p.utrNo,
    paidOn: p.paidOn,
    status: p.status,
    note: p.note,
    hasReceipt: p.receipt !== null,
    submittedAt: p.submittedAt.toISOString(),
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
  };
}

const buyerUser = alias(users, 'buyer_user');
const saleColumns = {
  sale: sales,
  property: {
    auctionCode: properties.auctionCode,
    propertyType: properties.propertyType,
    propertyLocation: properties.propertyLocation,
    bankName: properties.bankName,
    emdAccountName: properties.emdAccountName,
    emdAccountNo: properties.emdAccountNo,
    emdIfscCode: properties.emdIfscCode,
    emdBankName: properties.emdBankName,
    emdBranch: properties.emdBranch,
  },
  buyerEmail: buyerUser.email,
  buyerFirstName: sql<string | null>`coalesce(${registrations.firstName}, ${buyerUser.firstName})`,
  buyerLastName: sql<string | null>`coalesce(${registrations.lastName}, ${buyerUser.lastName})`,
};

async function selectSales(db: DbOrTx, where?: SQL) {
  return db
    .select(saleColumns)
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .leftJoin(buyerUser, eq(buyerUser.id, sales.buyerId))
    .leftJoin(registrations, eq(registrations.id, sales.registrationId))
    .where(where);
}
type SaleListRow = Awaited<ReturnType<typeof selectSales>>[number];

async function paymentsOf(db: DbOrTx, propertyIds: string[]): Promise<Map<string, PaymentRow[]>> {
  const byProperty = new Map<string, PaymentRow[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(salePayments)
    .where(inArray(salePayments.propertyId, propertyIds))
    .orderBy(asc(salePayments.submittedAt), asc(salePayments.id));
  for (const row of rows) byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
  return byProperty;
}

async function eventsOf(db: DbOrTx, propertyIds: string[]): Promise<Map<string, SaleEvent[]>> {
  const byProperty = new Map<string, SaleEvent[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({
      propertyId: saleEvents.propertyId,
      at: saleEvents.at,
      action: saleEvents.action,
      fromStatus: saleEvents.fromStatus,
      toStatus: saleEvents.toStatus,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      reason: saleEvents.reason,
    })
    .from(saleEvents)
    .leftJoin(users, eq(users.id, saleEvents.actorId))
    .where(inArray(saleEvents.propertyId, propertyIds))
    .orderBy(asc(saleEvents.id));
  for (const { propertyId, actorFirstName, actorLastName, at, ...event } of rows) {
    const actor = actorFirstName === null ? null : `${actorFirstName} ${actorLastName ?? ''}`.trim();
    byProperty.set(propertyId, [
      ...(byProperty.get(propertyId) ?? []),
      { ...event, at: at.toISOString(), actor },
    ]);
  }
  return byProperty;
}

const sumOf = (payments: PaymentRow[], kind: PaymentKind) =>
  payments
    .filter((p) => p.kind === kind && p.status === 'verified')
    .reduce((total, p) => total + p.amount, 0);

/** The amounts a sale owes. Before confirmation they are what confirmation will set (rule 9(3), 9(4)). */
function amountsOf(sale: SaleRow): { depositDue: number; balanceDue: number } {
  if (sale.status === 'awaiting-confirmation' && sale.salePrice !== null) {
    return {
      depositDue: depositDueOf(sale.salePrice, sale.emdAmount),
      balanceDue: balanceDueOf(sale.salePrice, sale.emdAmount),
    };
  }
  return { depositDue: sale.depositDue, balanceDue: sale.balanceDue };
}

function toSaleDto(row: SaleListRow, payments: PaymentRow[], publicUrl: string): Sale {
  const { sale, property } = row;
  return {
    propertyId: sale.propertyId,
    auctionCode: property.auctionCode,
    status: sale.status,
    salePrice: sale.salePrice,
    emdAmount: sale.emdAmount,
    ...amountsOf(sale),
    depositDueBy: sale.depositDueBy,
    balanceDueBy: sale.balanceDueBy,
    depositPaid: sumOf(payments, 'deposit'),
    balancePaid: sumOf(payments, 'balance'),
    closedAt: sale.closedAt.toISOString(),
    confirmedAt: sale.confirmedAt?.toISOString() ?? null,
    reason: sale.reason,
    payments: payments.map(toSalePaymentDto),
    certificate:
      sale.certificateNo && sale.certificateIssuedAt
        ? {
            certificateNo: sale.certificateNo,
            issuedAt: sale.certificateIssuedAt.toISOString(),
            verifyUrl: verifyUrlOf(publicUrl, sale.certificateNo),
          }
        : null,
    payTo: emdAccountOfRow(property),
  };
}

/** The deadline that runs now: the deposit's while confirmed, the balance's while the deposit is paid. */
export function nextDeadlineOf(
  sale: Pick<SaleRow, 'status' | 'depositDueBy' | 'balanceDueBy'>,
): string | null {
  if (sale.status === 'confirmed') return sale.depositDueBy;
  if (sale.status === 'deposit-paid') return sale.balanceDueBy;
  return null;
}

function toAdminSaleDto(
  row: SaleListRow,
  payments: PaymentRow[],
  events: SaleEvent[],
  now: Date,
  publicUrl: string,
): AdminSale {
  const { sale, property } = row;
  const nextDeadline = nextDeadlineOf(sale);
  const buyerName =
    row.buyerEmail === null ? null : `${row.buyerFirstName ?? ''} ${row.buyerLastName ?? ''}`.trim();
  return {
    ...toSaleDto(row, payments, publicUrl),
    propertyType: property.propertyType,
    propertyLocation: property.propertyLocation,
    bankName: property.bankName,
    buyerName,
    buyerEmail: row.buyerEmail,
    bidsCount: sale.bidsCount,
    biddersCount: sale.biddersCount,
    extensionsCount: sale.extensionsCount,
    paymentsToVerify: payments.filter((p) => p.status === 'submitted').length,
    nextDeadline,
    overdue: nextDeadline !== null && deadlinePassed(nextDeadline, now),
    relistedAs: sale.relistedAs,
    events,
  };
}

export interface SaleReadDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** GET /api/sales/{propertyId}: to the buyer and admins; anyone else is told there is no such sale. */
export async function getSale(deps: SaleReadDeps, user: SessionUser, propertyId: string): Promise<Sale> {
  if (!isPropertyId(propertyId)) throw saleNotFound();
  const [row] = await selectSales(deps.db, eq(sales.propertyId, propertyId));
  if (!row || (row.sale.buyerId !== user.id && user.role !== 'admin')) throw saleNotFound();
  const payments = await paymentsOf(deps.db, [propertyId]);
  return toSaleDto(row, payments.get(propertyId) ?? [], deps.publicUrl);
}

/** GET /api/admin/sales/{propertyId}: one sale with its timeline. */
export async function getAdminSale(deps: SaleReadDeps, propertyId: string): Promise<AdminSale> {
  if (!isPropertyId(propertyId)) throw saleNotFound();
  const [row] = await selectSales(deps.db, eq(sales.propertyId, propertyId));
  if (!row) throw saleNotFound();
  const [payments, events] = await Promise.all([
    paymentsOf(deps.db, [propertyId]),
    eventsOf(deps.db, [propertyId]),
  ]);
  return toAdminSaleDto(
    row,
    payments.get(propertyId) ?? [],
    events.get(propertyId) ?? [],
    deps.clock.now(),
    deps.publicUrl,
  );
}

/** The Sales tab's queues (docs/product.md, "After the hammer on screen"). */
export const SALE_QUEUES = ['confirmation', 'payments', 'due-soon', 'overdue'] as const;
export type SaleQueue = (typeof SALE_QUEUES)[number];
/** "Due soon": a running deadline that ends within this many hours and has not passed. */
export const DUE_SOON_HOURS = 48;

export const AdminSaleQuerySchema = z
  .object({
    status: z.enum(SALE_STATUSES, { error: `status must be one of ${SALE_STATUSES.join(', ')}` }).optional(),
    queue: z.enum(SALE_QUEUES, { error: `queue must be one of ${SALE_QUEUES.join(', ')}` }).optional(),
  })
  .strict();
export type AdminSaleQuery = z.infer<typeof AdminSaleQuerySchema>;

function inQueue(sale: AdminSale, queue: SaleQueue, now: Date): boolean {
  switch (queue) {
    case 'confirmation':
      return sale.status === 'awaiting-confirmation';
    case 'payments':
      return sale.paymentsToVerify > 0;
    case 'overdue':
      return sale.overdue;
    case 'due-soon':
      return (
        sale.nextDeadline !== null &&
        !sale.overdue &&
        istEndOfDay(sale.nextDeadline).getTime() - now.getTime() <= DUE_SOON_HOURS * 3_600_000
      );
  }
}

/** What needs an officer first: overdue, payments to verify, confirmation, certificate to issue, deadlines. */
function urgencyOf(sale: AdminSale): number {
  if (sale.overdue) return 0;
  if (sale.paymentsToVerify > 0) return 1;
  if (sale.status === 'awaiting-confirmation') return 2;
  if (sale.status === 'completed') return 3;
  if (sale.nextDeadline !== null) return 4;
  return 5;
}

function byUrgency(a: AdminSale, b: AdminSale): number {
  const rank = urgencyOf(a) - urgencyOf(b);
  if (rank !== 0) return rank;
  const deadline = (a.nextDeadline ?? '9999-12-31').localeCompare(b.nextDeadline ?? '9999-12-31');
  if (deadline !== 0) return deadline;
  // Waiting sales oldest first; the finished ones newest first.
  const age = a.closedAt.localeCompare(b.closedAt);
  return urgencyOf(a) === 5 ? -age : age;
}

/** GET /api/admin/sales: every sale (or those of a status or queue), what needs action first. */
export async function listAdminSales(deps: SaleReadDeps, query: AdminSaleQuery): Promise<AdminSale[]> {
  const rows = await selectSales(deps.db, query.status ? eq(sales.status, query.status) : undefined);
  const ids = rows.map((r) => r.sale.propertyId);
  const [payments, events] = await Promise.all([paymentsOf(deps.db, ids), eventsOf(deps.db, ids)]);
  const now = deps.clock.now();
  return rows
    .map((row) =>
      toAdminSaleDto(
        row,
        payments.get(row.sale.propertyId) ?? [],
        events.get(row.sale.propertyId) ?? [],
        now,
        deps.publicUrl,
      ),
    )
    .filter((sale) => !query.queue || inQueue(sale, query.queue, now))
    .sort(byUrgency);
}

/** Certificate numbers as issued: SC-{year}-{six or more digits}. */
const CERTIFICATE_NO = /^SC-\d{4}-\d{6,}$/;
const certificateNotFound = () => new AppError('NOT_FOUND', 404, SALE_MESSAGES.certificateNotFound);

/** GET /api/verify/{certificateNo}: what anyone may check; the buyer's name masked. */
export async function checkCertificate(db: Db, certificateNo: string): Promise<CertificateCheck> {
  const number = certificateNo.trim().toUpperCase();
  if (!CERTIFICATE_NO.test(number)) throw certificateNotFound();
  const [row] = await db
    .select({
      certificateNo: sales.certificateNo,
      issuedAt: sales.certificateIssuedAt,
      salePrice: sales.salePrice,
      closedAt: sales.closedAt,
      confirmedAt: sales.confirmedAt,
      auctionCode: properties.auctionCode,
      propertyType: properties.propertyType,
      propertyLocation: properties.propertyLocation,
      state: properties.state,
      bankName: properties.bankName,
      firstName: sql<string | null>`coalesce(${registrations.firstName}, ${users.firstName})`,
      lastName: sql<string | null>`coalesce(${registrations.lastName}, ${users.lastName})`,
    })
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .leftJoin(users, eq(users.id, sales.buyerId))
    .leftJoin(registrations, eq(registrations.id, sales.registrationId))
    .where(eq(sales.certificateNo, number));
  if (!row?.certificateNo || !row.issuedAt || row.salePrice === null || !row.confirmedAt) {
    throw certificateNotFound();
  }
  return {
    certificateNo: row.certificateNo,
    auctionCode: row.auctionCode,
    property: `${row.propertyType}, ${row.propertyLocation}, ${row.state}`,
    propertyType: row.propertyType,
    place: `${row.propertyLocation}, ${row.state}`,
    bankName: row.bankName,
    salePrice: row.salePrice,
    saleDate: toIstDate(row.closedAt),
    confirmedOn: toIstDate(row.confirmedAt),
    issuedOn: toIstDate(row.issuedAt),
    buyer: maskName(`${row.firstName ?? ''} ${row.lastName ?? ''}`),
  };
}

/** The facts of an issued certificate, as the PDF prints them; null before it is issued. */
export async function loadCertificateInput(
  db: DbOrTx,
  publicUrl: string,
  propertyId: string,
): Promise<CertificateInput | null> {
  const officer = alias(users, 'officer');
  const [row] = await db
    .select({
      sale: sales,
      property: {
        auctionCode: properties.auctionCode,
        propertyType: properties.propertyType,
        propertyLocation: properties.propertyLocation,
        state: properties.state,
        propertySchedule: properties.propertySchedule,
        bankName: properties.bankName,
      },
      registration: {
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        organizationName: registrations.organizationName,
        address: registrations.address,
        city: registrations.city,
        state: registrations.state,
        pincode: registrations.pincode,
        country: registrations.country,
      },
      buyerFirstName: buyerUser.firstName,
      buyerLastName: buyerUser.lastName,
      officerFirstName: officer.firstName,
      officerLastName: officer.lastName,
    })
    .from(sales)
    .innerJoin(properties, eq(properties.id, sales.propertyId))
    .leftJoin(buyerUser, eq(buyerUser.id, sales.buyerId))
    .leftJoin(registrations, eq(registrations.id, sales.registrationId))
    .leftJoin(officer, eq(officer.id, sales.certificateIssuedBy))
    .where(eq(sales.propertyId, propertyId));
  const sale = row?.sale;
  if (
    !row ||
    !sale?.certificateNo ||
    !sale.certificateIssuedAt ||
    sale.salePrice === null ||
    !sale.confirmedAt
  ) {
    return null;
  }
  const r = row.registration;
  const address = r
    ? [r.address, r.city, r.state, r.pincode, r.country]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  return {
    certificateNo: sale.certificateNo,
    issuedAt: sale.certificateIssuedAt,
    verifyUrl: verifyUrlOf(publicUrl, sale.certificateNo),
    bankName: row.property.bankName,
    officerName:
      row.officerFirstName === null ? '' : `${row.officerFirstName} ${row.officerLastName ?? ''}`.trim(),
    buyer: {
      name: `${r?.firstName ?? row.buyerFirstName ?? ''} ${r?.lastName ?? row.buyerLastName ?? ''}`.trim(),
      organizationName: r?.organizationName ?? '',
      address,
    },
    property: row.property,
    salePrice: sale.salePrice,
    saleDate: toIstDate(sale.closedAt),
    confirmedOn: toIstDate(sale.confirmedAt),
  };
}

/** The buyer's or an admin's sale, or the 404 anyone else gets. */
async function assertMaySee(db: Db, user: SessionUser, propertyId: string): Promise<void> {
  if (!isPropertyId(propertyId)) throw saleNotFound();
  const [sale] = await db
    .select({ buyerId: sales.buyerId })
    .from(sales)
    .where(eq(sales.propertyId, propertyId));
  if (!sale || (sale.buyerId !== user.id && user.role !== 'admin')) throw saleNotFound();
}

/** GET /api/sales/{propertyId}/certificate: 404 until it is issued. */
export async function certificateFor(
  deps: SaleReadDeps,
  user: SessionUser,
  propertyId: string,
): Promise<CertificateInput> {
  await assertMaySee(deps.db, user, propertyId);
  const input = await loadCertificateInput(deps.db, deps.publicUrl, propertyId);
  if (!input) throw new AppError('NOT_FOUND', 404, 'errors.sale.certificateNotIssued');
  return input;
}

/** GET /api/sales/{propertyId}/payments/{paymentId}/receipt: the stored receipt. */
export async function findReceipt(
  db: Db,
  user: SessionUser,
  propertyId: string,
  paymentId: string,
): Promise<StoredFile> {
  await assertMaySee(db, user, propertyId);
  if (!isPropertyId(paymentId)) throw new AppError('NOT_FOUND', 404, SALE_MESSAGES.paymentNotFound);
  const [payment] = await db
    .select({ receipt: salePayments.receipt })
    .from(salePayments)
    .where(and(eq(salePayments.id, paymentId), eq(salePayments.propertyId, propertyId)));
  if (!payment) throw new AppError('NOT_FOUND', 404, SALE_MESSAGES.paymentNotFound);
  if (!payment.receipt) throw new AppError('NOT_FOUND', 404, 'errors.sale.noReceipt');
  return payment.receipt;
}
