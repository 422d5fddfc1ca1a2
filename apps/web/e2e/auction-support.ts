import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDF, PNG } from './session-support';
import {
  addDays,
  cardState,
  istParts,
  toIstDate,
  type AdminAuctionPage,
  type Property,
  type RegistrationCreated,
  type ServerTime,
  type Success,
} from '@eauction/shared';

/*
 * Helpers of the specs that make a demo auction live through the admin API (the live auction spec and
 * the keyboard flows of the admin and the bidder).
 */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The browser tests' server extends an auction for a bid in its last minute (scripts/e2e-server.mjs). */
export const SOFT_CLOSE_WINDOW_MS = 60_000;

/** The EMD beneficiary account an auction added by a test carries (Add Property's five fields). */
export const TEST_EMD_ACCOUNT = {
  emdAccountName: 'e-Nilami Auction House EMD Account',
  emdAccountNo: '38291045566',
  emdIfscCode: 'SBIN0000691',
  emdBankName: 'State Bank of India',
  emdBranch: 'Parliament Street, New Delhi',
};

/** What sets one test's auction apart; everything else is the same for every test. */
export interface TestAuction {
  customerName: string;
  propertyType: string;
  /** A city of the test's own, so the catalogue narrowed to it shows this auction alone. */
  propertyLocation: string;
  reservePrice: number;
  loanAccountNo: string;
  cifId: number;
  propertySchedule: string;
}

/**
 * An auction of a test's own, added by the officer through the admin API: open for EMD submission for
 * two more days and held in four (10:00 to 16:00 IST), with the test EMD account; answers the property
 * as the public reads it.
 */
export async function addAuctionOpenForEmd(
  request: APIRequestContext,
  adminToken: string,
  auction: TestAuction,
): Promise<Property> {
  const today = toIstDate(await serverNow(request));
  const added = await ok<Success<{ _id: string }>>(
    await request.post('/api/admin/add-property', {
      headers: bearer(adminToken),
      data: {
        ...auction,
        state: 'Rajasthan',
        zone: 'WEST',
        region: 'Jaipur Region',
        possessionType: 'PHYSICAL',
        vendor: 'In-house',
        bankName: 'State Bank of India',
        auctionDate: addDays(today, 4),
        auctionStartTime: '10:00',
        auctionEndTime: '16:00',
        emdSubmission: addDays(today, 2),
        ...TEST_EMD_ACCOUNT,
      },
    }),
    'POST /api/admin/add-property',
  );
  return (
    await ok<Success<Property>>(await request.get(`/api/properties/${added.data._id}`), 'GET the property')
  ).data;
}

export async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** "HH:mm" in IST of an instant. */
export function istHhMm(ms: number): string {
  const { hour, minute } = istParts(ms);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse(
    (await ok<Success<ServerTime>>(await request.get('/api/time'), 'GET /api/time')).data.now,
  );
}

/**
 * The server's time once an auction of at least `minutes` can still run today. An auction runs within
 * one IST date: in the last minutes before midnight IST there is no room for one today, so this waits
 * for the new day (extending the test's time limit by as much) rather than skip the test.
 */
export async function nowWithRoomToday(request: APIRequestContext, minutes: number): Promise<number> {
  const now = await serverNow(request);
  const midnight = Date.parse(`${toIstDate(now)}T23:59:00+05:30`) + 60_000;
  if (midnight - now >= (minutes + 2) * 60_000) return now;
  test.setTimeout(test.info().timeout + (midnight - now) + 60_000);
  await new Promise((resolve) => setTimeout(resolve, midnight - now + 5_000));
  return serverNow(request);
}

/**
 * Reschedules a property through the admin API to run now: today in IST, from ten minutes ago (not
 * before midnight) for `lengthMs` at most (not past 23:59), with the EMD deadline today so bidders can still
 * register. `now` comes from nowWithRoomToday with at least `minutes`. Returns the property as it now is.
 */
export async function scheduleLiveToday(
  request: APIRequestContext,
  adminToken: string,
  property: Property,
  {
    now,
    lengthMs,
    minutes,
    bidIncrement,
  }: { now: number; lengthMs: number; minutes: number; bidIncrement?: number },
): Promise<Property> {
  const today = toIstDate(now);
  const startMs = Math.max(now - 10 * 60_000, Date.parse(`${today}T00:00:00+05:30`));
  const endMs = Math.min(startMs + lengthMs, Date.parse(`${today}T23:59:00+05:30`));
  expect(endMs - now, 'the auction can run long enough today').toBeGreaterThan(minutes * 60_000);

  const rows = await ok<AdminAuctionPage>(
    await request.get(`/api/admin/auctions?search=${encodeURIComponent(property.auctionCode)}`, {
      headers: bearer(adminToken),
    }),
    'GET /api/admin/auctions',
  );
  const row = rows.data.find((r) => r._id === property._id);
  expect(row, 'the admin auction list has the auction').toBeTruthy();
  await ok(
    await request.put(`/api/admin/auctions/${property._id}`, {
      headers: bearer(adminToken),
      data: {
        version: row?.version ?? 0,
        auctionDate: today,
        auctionStartTime: istHhMm(startMs),
        auctionEndTime: istHhMm(endMs),
        emdSubmission: today,
        ...(bidIncrement === undefined ? {} : { bidIncrement }),
      },
    }),
    'PUT /api/admin/auctions/:id',
  );
  const fresh = await ok<Success<Property>>(
    await request.get(`/api/properties/${property._id}`),
    'GET /api/properties/:id',
  );
  expect(cardState(fresh.data, now + 60_000)).toBe('live');
  return fresh.data;
}

/** Who registers, as the form's applicant fields; everything else is a valid Demand Draft payment. */
export interface Applicant {
  firstName: string;
  lastName: string;
  organizationName: string;
  address: string;
  mobile: string;
  bankName: string;
  ifscCode: string;
}

/**
 * The bidder's registration for the auction through POST /api/auction/register, with real documents,
 * an offer of the reserve price and a Demand Draft payment. It is left pending for the admin.
 */
export async function registerForAuction(
  request: APIRequestContext,
  property: Property,
  bidder: { email: string; token: string },
  applicant: Applicant,
): Promise<Success<RegistrationCreated>> {
  return ok<Success<RegistrationCreated>>(
    await request.post('/api/auction/register', {
      headers: bearer(bidder.token),
      multipart: {
        ...applicant,
        country: 'India',
        state: 'Rajasthan',
        city: 'Jaipur',
        pincode: '302001',
        landline: '0141 2345678',
        fax: '',
        accountNo: '123456789012',
        offerValue: String(property.reservePrice),
        paymentMode: 'Demand Draft',
        utrNo: '',
        auctionId: property._id,
        email: bidder.email,
        auctionDate: property.auctionDate,
        pancardFile: { name: 'pan-card.png', mimeType: 'image/png', buffer: PNG },
        addressProof: { name: 'address-proof.pdf', mimeType: 'application/pdf', buffer: PDF },
        paymentReceipt: { name: 'dd-receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    `POST /api/auction/register for ${bidder.email}`,
  );
}
