import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, toIstDate, type Role } from '@eauction/shared';
import { users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { tokenFor } from '../accounts';
import { TEST_EMD_ACCOUNT_FIELDS, TEST_PROPERTY_FIELDS } from '../spreadsheets';
import { makePdf, makePng, type FilePart } from '../uploads';

/*
 * Valid requests of the security tests: each builder gives a body the route accepts, so that the
 * authorization matrix tests who may call it and the fuzz test can spoil one part at a time.
 */

export interface Actor {
  id: string;
  email: string;
  password: string;
  role: Role;
}

/** A session token for the actor's current token version (a logout-everywhere call bumps it). */
export async function currentToken(app: FastifyInstance, clock: Clock, actor: Actor): Promise<string> {
  const [row] = await app.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, actor.id));
  return tokenFor(app, clock, { id: actor.id, role: actor.role, tokenVersion: row?.tokenVersion ?? 0 });
}

let unique = 0;
/** A fresh suffix for e-mail addresses and Auction IDs. */
export const nextId = () => `${Date.now().toString(36)}${(++unique).toString(36)}`;

/** POST /api/auth/register */
export function accountBody(email = `new-${nextId()}@example.in`): Record<string, unknown> {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    organizationName: 'Verma Estates',
    address: '7 Mall Road',
    state: 'maharashtra',
    city: 'pune',
    pincode: '411001',
    mobile: '9876501234',
    email,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    acceptTerms: true,
  };
}

/** POST /api/contact */
export function contactBody(): Record<string, unknown> {
  return {
    name: 'Asha Verma',
    email: 'asha@example.in',
    companyName: 'Verma Estates',
    contactNumber: '+91 98765 01234',
    message: 'Please call me about the flat in Pune.',
  };
}

/** A day `days` ahead of today in India, YYYY-MM-DD (the captcha checks real time, so tests use it). */
export const daysAhead = (days: number) => addDays(toIstDate(new Date()), days);

/** POST /api/admin/add-property: every field, as the form sends it; the auction two months ahead. */
export function propertyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'M/s Shree Ganesh Traders (Property of Mr. Ramesh Gupta)',
    ...TEST_PROPERTY_FIELDS,
    auctionDate: daysAhead(60),
    auctionStartTime: '11:00',
    auctionEndTime: '16:30',
    emdSubmission: daysAhead(50),
    loanAccountNo: 'BHFL0112345678',
    cifId: 1_234_567_890,
    propertySchedule: 'All that part and parcel of Flat No. 402, Shivam Residency, Baner, Pune.',
    longitude: 73.7868,
    latitude: 18.559,
    // The EMD beneficiary account (decision 031).
    ...TEST_EMD_ACCOUNT_FIELDS,
    ...overrides,
  };
}

/** The text fields of POST /api/auction/register (NEFT, so no payment receipt is needed). */
export function registrationFields(
  auctionId: string,
  email: string,
  reserve: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    organizationName: 'Kumar Agro Pvt Ltd',
    address: '12 Civil Lines',
    country: 'India',
    state: 'Rajasthan',
    city: 'Jaipur',
    pincode: '302001',
    landline: '0141 2345678',
    mobile: '9876543210',
    fax: '',
    bankName: 'State Bank of India',
    accountNo: '123456789012',
    ifscCode: 'SBIN0001234',
    offerValue: String(reserve),
    paymentMode: 'Neft - Rtgs',
    utrNo: 'SBIN123456789',
    auctionId,
    email,
    auctionDate: daysAhead(60),
    ...overrides,
  };
}

/** Real documents: a PDF for the PAN card and a PNG for the address proof. */
export async function registrationDocuments(): Promise<FilePart[]> {
  return [
    { name: 'pancardFile', filename: 'pan.pdf', type: 'application/pdf', content: await makePdf('PAN') },
    { name: 'addressProof', filename: 'address.png', type: 'image/png', content: makePng() },
  ];
}

/** PUT /api/admin/holidays: the whole list, two holidays ahead. */
export function holidaysBody(): Record<string, unknown> {
  return {
    holidays: [
      { date: daysAhead(100), name: 'Founders Day' },
      { date: daysAhead(40), name: 'Harvest Festival' },
    ],
  };
}

/** PUT /api/admin/registrations/{id}/emd-refund: refunded today. */
export function emdRefundBody(): Record<string, unknown> {
  return { utrNo: `SBIN${Date.now().toString().slice(-10)}`, refundedOn: daysAhead(0) };
}

/** POST /api/admin/auctions/{auctionId}/relist: the re-auction a month ahead (the notice is 15 days). */
export function relistBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    auctionDate: daysAhead(30),
    auctionStartTime: '11:00',
    auctionEndTime: '16:00',
    emdSubmission: daysAhead(25),
    reservePrice: 900_000,
    ...overrides,
  };
}

/** A reason: cancelling an auction, a sale not confirmed or forfeited. */
export function reasonBody(): Record<string, unknown> {
  return { reason: 'As decided by the authorised officer of the bank' };
}

/** The text fields of POST /api/sales/{propertyId}/payments, paid today. */
export function paymentFields(kind: 'deposit' | 'balance', amount: number): Record<string, string> {
  return { kind, amount: String(amount), utrNo: `UTIB${nextId().toUpperCase()}`, paidOn: daysAhead(0) };
}
