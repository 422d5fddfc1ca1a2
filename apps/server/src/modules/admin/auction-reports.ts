import * as XLSX from '@e965/xlsx';
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  auctionStateOf,
  formatClock,
  auctionSuccessText,
  formatDate,
  type AdminAuctionQuery,
  type AuctionReport,
  type AuctionReportDetail,
} from '@eauction/shared';
import type { Db } from '../../db/client';
import { bids, properties, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { propertyNotFound } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { isPropertyId } from '../properties/service';
import { PROPERTY_ID, auctionConditions, auctionOrder } from './list-auctions';

/*
 * Auction reports (docs/product.md, "Auction report" and "Report list"): per auction the registrations,
 * the bidding and whether it succeeded (highest bid at least the reserve price). Admins see who bid:
 * the names hidden on the live screen are shown here. Success reads 'In progress' (null) until the
 * auction has ended on the server's clock.
 */

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

const reportColumns = {
  id: properties.id,
  auctionCode: properties.auctionCode,
  propertyType: properties.propertyType,
  propertyLocation: properties.propertyLocation,
  customerName: properties.customerName,
  state: properties.state,
  auctionDate: properties.auctionDate,
  startAt: properties.startAt,
  endAt: properties.endAt,
  reservePrice: properties.reservePrice,
  // Rejected registrants took no part in the auction.
  registeredParticipants: sql<number>`(select count(*) from registrations r
    where r.property_id = ${PROPERTY_ID} and r.status <> 'rejected')`.mapWith(Number),
  activeBidders: sql<number>`(select count(distinct b.bidder_id) from bids b
    where b.property_id = ${PROPERTY_ID})`.mapWith(Number),
  totalBids: sql<number>`(select count(*) from bids b where b.property_id = ${PROPERTY_ID})`.mapWith(Number),
  highestBid: sql<
    number | null
  >`(select max(b.amount) from bids b where b.property_id = ${PROPERTY_ID})`.mapWith(Number),
  // Amounts strictly increase within an auction, so the highest bid is also the latest.
  highestBidder: sql<string | null>`(select u.first_name || ' ' || u.last_name from bids b
    join users u on u.id = b.bidder_id where b.property_id = ${PROPERTY_ID}
    order by b.amount desc limit 1)`,
};

const selectReports = (db: Db) => db.select(reportColumns).from(properties);
type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

function toReport(row: ReportRow, now: Date): AuctionReport {
  const auctionStartTime = row.startAt.toISOString();
  const auctionEndTime = row.endAt.toISOString();
  // endAt is moved by every soft-close extension, so an auction that was extended stays in progress.
  const auctionState = auctionStateOf({ auctionStartTime, auctionEndTime }, now);
  return {
    _id: row.id,
    auctionId: row.id,
    auctionCode: row.auctionCode,
    propertyType: row.propertyType,
    propertyLocation: row.propertyLocation,
    customerName: row.customerName,
    state: row.state,
    auctionDate: row.auctionDate,
    auctionStartTime,
    auctionEndTime,
    auctionState,
    reservePrice: row.reservePrice,
    registeredParticipants: row.registeredParticipants,
    activeBidders: row.activeBidders,
    totalBids: row.totalBids,
    highestBid: row.highestBid,
    highestBidder: row.highestBidder,
    // Decided only once bidding is over: until then a later bid can still reach the reserve.
    auctionSuccess:
      auctionState === 'ended' ? row.highestBid !== null && row.highestBid >= row.reservePrice : null,
  };
}

/** GET /api/admin/auction-reports: a page of reports in the Auction List's order. */
export async function listAuctionReports(
  db: Db,
  clock: Clock,
  q: AdminAuctionQuery,
): Promise<{ items: AuctionReport[]; total: number }> {
  const now = clock.now();
  const where = auctionConditions(q, now);
  const [rows, totals] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(...auctionOrder(now))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return { items: rows.map((r) => toReport(r, now)), total: totals[0]?.total ?? 0 };
}

/** GET /api/admin/auction-reports/{auctionId}: the report and every bid, highest first. */
export async function getAuctionReport(db: Db, clock: Clock, id: string): Promise<AuctionReportDetail> {
  if (!isPropertyId(id)) throw propertyNotFound();
  const [row] = await selectReports(db).where(eq(properties.id, id));
  if (!row) throw propertyNotFound();
  const ledger = await db
    .select({
      seq: bids.seq,
      amount: bids.amount,
      bidder: sql<string>`${fullName}`,
      organization: users.organizationName,
      email: users.email,
      placedAt: bids.placedAt,
      isAutoBid: bids.isAuto,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .where(eq(bids.propertyId, id))
    .orderBy(desc(bids.seq));
  return {
    ...toReport(row, clock.now()),
    bids: ledger.map(({ placedAt, ...b }) => ({ ...b, timestamp: placedAt.toISOString() })),
  };
}

/**
 * GET /api/admin/auction-reports/{auctionId}/download: a 'Summary' sheet and a 'Bids' sheet with the
 * whole ledger in bid order. Every text is written as a text cell, so a bidder's name can never become
 * a formula in the admin's spreadsheet program.
 */
export function buildReportWorkbook(report: AuctionReportDetail): Buffer {
  const summary = XLSX.utils.aoa_to_sheet([
    ['Auction ID', report.auctionCode],
    ['Property', `${report.propertyType} - ${report.customerName}`],
    ['Location', `${report.propertyLocation}, ${report.state}`],
    ['Auction date', formatDate(report.auctionDate)],
    ['Start (IST)', formatClock(report.auctionStartTime)],
    ['End (IST)', formatClock(report.auctionEndTime)],
    ['Reserve price (Rs)', report.reservePrice],
    ['Registered participants', report.registeredParticipants],
    ['Active bidders', report.activeBidders],
    ['Total bids', report.totalBids],
    ['Highest bid (Rs)', report.highestBid ?? textOf(ADMIN_MESSAGES.noBids)],
    ['Highest bidder', report.highestBidder ?? textOf(ADMIN_MESSAGES.notAvailable)],
    ['Auction success', textOf(auctionSuccessText(report.auctionSuccess))],
  ]);
  summary['!cols'] = [{ wch: 24 }, { wch: 60 }];
  const ledger = [...report.bids].sort((a, b) => a.seq - b.seq);
  const bidSheet = XLSX.utils.aoa_to_sheet([
    [
      'Seq',
      'Amount (Rs)',
      'Bidder',
      'Organization',
      'Email',
      'Server time (IST)',
      'Server time (UTC, ISO 8601)',
      'Type',
    ],
    ...ledger.map((b) => [
      b.seq,
      b.amount,
      b.bidder,
      b.organization,
      b.email,
      formatClock(b.timestamp),
      b.timestamp,
      b.isAutoBid ? 'Auto' : 'Manual',
    ]),
  ]);
  bidSheet['!cols'] = [
    { wch: 6 },
    { wch: 14 },
    { wch: 28 },
    { wch: 28 },
    { wch: 30 },
    { wch: 26 },
    { wch: 26 },
    { wch: 8 },
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, summary, 'Summary');
  XLSX.utils.book_append_sheet(workbook, bidSheet, 'Bids');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
