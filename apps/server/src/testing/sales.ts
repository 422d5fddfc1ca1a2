import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { istInstant } from '@eauction/shared';
import type { Db } from '../db/client';
import { properties, registrations } from '../db/schema';
import type { ManualClock } from '../platform/clock';
import { bearer, createUser, tokenFor, type TestUser } from './accounts';
import { insertProperty, insertRegistration, placeBids } from './fixtures';

/** Test helpers of "After the hammer": auctions with bids, closed by the real job, and their sales. */

export interface Bidder extends TestUser {
  registrationId: string;
}

export interface EndedAuction {
  propertyId: string;
  /** The auction's final end (IST 17:00 on its date unless moved). */
  endAt: Date;
  bidders: Bidder[];
}

/**
 * An auction on `date` (10:00 to 17:00 IST) with `bidders` approved registrants and the given bids,
 * bid i placed by bidder i % bidders (the last one leads). The property carries an EMD beneficiary
 * account, and its EMD is `emd` when given.
 */
export async function auctionWithBids(
  app: FastifyInstance,
  options: { date: string; reserve?: number; emd?: number; bidders: number; amounts: number[] },
): Promise<EndedAuction> {
  const db = app.db;
  const reserve = options.reserve ?? 1_000_000;
  const propertyId = await insertProperty(db, { type: 'LAND', city: 'Jaipur', reserve, date: options.date });
  await db
    .update(properties)
    .set({
      ...(options.emd === undefined ? {} : { emdAmount: options.emd }),
      emdAccountName: 'Jaipur Auction EMD Account',
      emdAccountNo: '50200045671234',
      emdIfscCode: 'HDFC0000236',
      emdBankName: 'HDFC Bank',
      emdBranch: 'MI Road, Jaipur',
    })
    .where(eq(properties.id, propertyId));
  const bidders: Bidder[] = [];
  for (let i = 0; i < options.bidders; i++) {
    const user = await createUser(db);
    await insertRegistration(db, propertyId, user.id, 'approved');
    const [registration] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.propertyId, propertyId), eq(registrations.userId, user.id)));
    if (!registration) throw new Error('registration not written');
    if (options.emd !== undefined) {
      await db
        .update(registrations)
        .set({ emdAmount: options.emd })
        .where(eq(registrations.id, registration.id));
    }
    bidders.push({ ...user, registrationId: registration.id });
  }
  if (options.amounts.length > 0) {
    await placeBids(
      db,
      propertyId,
      options.amounts.map((amount, i) => ({ bidderId: bidders[i % bidders.length]?.id ?? '', amount })),
    );
  }
  return { propertyId, endAt: istInstant(options.date, '17:00'), bidders };
}

/** The highest bidder of auctionWithBids: whoever placed the last bid. */
export const winnerOf = (auction: EndedAuction, bids: number) =>
  auction.bidders[(bids - 1) % auction.bidders.length] as Bidder;

/** Puts the clock a second after the auction's end and lets the job run once. */
export async function closeNow(
  app: FastifyInstance,
  clock: ManualClock,
  auction: EndedAuction,
): Promise<void> {
  clock.set(auction.endAt.getTime() + 1000);
  await app.saleWorker.runOnce();
}

export interface Officer extends TestUser {
  role: 'admin';
}

/** An administrator. */
export async function createOfficer(app: FastifyInstance): Promise<Officer> {
  return { ...(await createUser(app.db, { role: 'admin' })), role: 'admin' };
}

/**
 * The Authorization header of a session issued now on the business clock: tests move the clock by
 * days, beyond a session's 12 hours.
 */
export async function authOf(
  app: FastifyInstance,
  clock: ManualClock,
  user: { id: string; role?: 'user' | 'admin' },
): Promise<{ authorization: string }> {
  return bearer(await tokenFor(app, clock, user));
}

/** Calls an officer's action on a sale: POST/PUT /api/admin/sales/{path}. */
export async function officerCall(
  app: FastifyInstance,
  clock: ManualClock,
  officer: Officer,
  method: 'POST' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/api/admin/sales/${path}`,
    headers: await authOf(app, clock, officer),
    payload,
  });
}

/** The registration's EMD state, as the closing and the moves leave it. */
export async function emdStateOf(db: Db, registrationId: string) {
  const [row] = await db
    .select({ state: registrations.emdState, dueAt: registrations.emdRefundDueAt })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row;
}

/** The content streams of a pdfkit PDF, inflated (what it draws, operator by operator). */
export function pdfContent(pdf: Buffer): string[] {
  const latin = pdf.toString('latin1');
  const contents: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(latin); m; m = streams.exec(latin)) {
    try {
      contents.push(inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // Not a deflated stream (a font's data): nothing drawn in it.
    }
  }
  return contents;
}

/** The text drawn in a pdfkit PDF: its hex-encoded glyph strings joined, a line per stream. */
export function pdfText(pdf: Buffer): string {
  return pdfContent(pdf)
    .map((content) =>
      [...content.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
