import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FILTER_BANKS, defaultEmdAmount, istInstant } from '@eauction/shared';
import type { Db } from '../db/client';
import { bids, properties, registrations, type NewPropertyRow } from '../db/schema';

/** Test helpers: properties, registrations and bids written straight to the tables. */

export interface PropertyFixture {
  type: string;
  city: string;
  reserve: number;
  /** Auction date, YYYY-MM-DD (IST). */
  date: string;
  start?: string;
  end?: string;
  bank?: string;
  emdSubmission?: string;
  lngLat?: [number, number] | null;
  saleNoticePath?: string | null;
}

/** Inserts one property with sensible defaults; times are IST wall-clock on the auction date. */
export async function insertProperty(db: Db, f: PropertyFixture): Promise<string> {
  const row: NewPropertyRow = {
    auctionCode: `T-${randomUUID().slice(0, 8)}`,
    customerName: `M/s Test Traders (Property of Mr. ${f.city} Owner)`,
    propertyType: f.type,
    propertyLocation: f.city,
    state: 'Maharashtra',
    zone: 'WEST',
    region: 'Test Region',
    possessionType: 'PHYSICAL',
    vendor: 'In-house',
    bankName: f.bank ?? FILTER_BANKS[0].value,
    reservePrice: f.reserve,
    emdAmount: defaultEmdAmount(f.reserve),
    auctionDate: f.date,
    startAt: istInstant(f.date, f.start ?? '10:00'),
    endAt: istInstant(f.date, f.end ?? '17:00'),
    emdSubmission: f.emdSubmission ?? f.date,
    loanAccountNo: 'LN0001',
    cifId: 123456789,
    propertySchedule: 'All that part and parcel of a test property.',
    lng: f.lngLat === null ? null : (f.lngLat?.[0] ?? 73.8567),
    lat: f.lngLat === null ? null : (f.lngLat?.[1] ?? 18.5204),
    saleNoticePath: f.saleNoticePath ?? null,
  };
  const [inserted] = await db.insert(properties).values(row).returning({ id: properties.id });
  if (!inserted) throw new Error('insert returned nothing');
  return inserted.id;
}

const NO_DOCUMENT = {
  storedName: 'registrations/none.pdf',
  originalName: 'document.pdf',
  mime: 'application/pdf',
  size: 1,
};

/** A registration of `status` for a user and an auction, written straight to the table (no KYC files). */
export async function insertRegistration(
  db: Db,
  propertyId: string,
  userId: string,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
): Promise<void> {
  const [property] = await db
    .select({ auctionDate: properties.auctionDate, reservePrice: properties.reservePrice })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw new Error(`no property ${propertyId}`);
  await db.insert(registrations).values({
    userId,
    propertyId,
    firstName: 'Test',
    lastName: 'Bidder',
    organizationName: 'Test Org',
    state: 'Rajasthan',
    city: 'Jaipur',
    pincode: '302001',
    landline: '01412345678',
    mobile: '9876543210',
    email: `${userId}@example.in`,
    pancardFile: NO_DOCUMENT,
    addressProof: NO_DOCUMENT,
    bankName: 'State Bank of India',
    accountNo: '123456789012',
    ifscCode: 'SBIN0001234',
    offerValue: property.reservePrice,
    paymentMode: 'Neft - Rtgs',
    utrNo: 'UTR123456',
    emdAmount: defaultEmdAmount(property.reservePrice),
    auctionDate: property.auctionDate,
    status,
  });
}

/**
 * Bids appended as the engine would: the next seq, strictly increasing amounts, the auction row's
 * current bid, bidder and sequence moved along (the bidding engine is not needed to read a report).
 */
export async function placeBids(
  db: Db,
  propertyId: string,
  entries: { bidderId: string; amount: number; isAuto?: boolean; at?: Date }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new Error('no such property');
    let seq = row.bidSeq;
    for (const e of entries) {
      seq += 1;
      await tx.insert(bids).values({
        propertyId,
        bidderId: e.bidderId,
        amount: e.amount,
        isAuto: e.isAuto ?? false,
        seq,
        placedAt: e.at ?? new Date(),
      });
    }
    const last = entries[entries.length - 1];
    await tx
      .update(properties)
      .set({
        bidSeq: seq,
        currentBid: last?.amount ?? row.currentBid,
        currentBidderId: last?.bidderId ?? null,
      })
      .where(eq(properties.id, propertyId));
  });
}
