import { describe, expect, it } from 'vitest';
import {
  AddPropertySchema,
  EditAuctionSchema,
  SpreadsheetRowSchema,
  auctionStateOf,
  excelFractionToTime,
  excelSerialToIsoDate,
  headerKey,
  parseDateText,
  parseRupees,
  parseTimeText,
  propertyRuleProblems,
} from './admin';

const property = {
  customerName: 'M/s A (Property of Mr. B)',
  propertyType: 'residential flat',
  propertyLocation: 'Pune',
  state: 'Maharashtra',
  zone: 'west',
  region: 'Western Maharashtra',
  possessionType: 'physical',
  vendor: 'in house',
  bankName: 'Bharat Housing Finance Ltd',
  reservePrice: 1_000_000,
  auctionDate: '15-Dec-26',
  auctionStartTime: '10:00',
  auctionEndTime: '16:00',
  emdSubmission: '2026-12-10',
  loanAccountNo: 123456789,
  cifId: '42',
  propertySchedule: 'All that part and parcel',
};

describe('admin field parsers', () => {
  it('reads rupees as people type them and refuses fractions', () => {
    expect(parseRupees('Rs. 12,50,000/-')).toBe(1_250_000);
    expect(parseRupees('₹ 1,000')).toBe(1000);
    expect(parseRupees(2500)).toBe(2500);
    expect(parseRupees('12.50')).toBeNull();
    expect(parseRupees('twelve')).toBeNull();
  });

  it('reads dates as YYYY-MM-DD or DD-MMM-YY and refuses ambiguous ones', () => {
    expect(parseDateText('05-Dec-26')).toBe('2026-12-05');
    expect(parseDateText('5-dec-2026')).toBe('2026-12-05');
    expect(parseDateText('2026-12-05')).toBe('2026-12-05');
    expect(parseDateText('05/12/26')).toBeNull();
    expect(parseDateText('31-Feb-26')).toBeNull();
  });

  it('reads times as 24-hour or with AM/PM', () => {
    expect(parseTimeText('9:30')).toBe('09:30');
    expect(parseTimeText('2:30 PM')).toBe('14:30');
    expect(parseTimeText('12:00 am')).toBe('00:00');
    expect(parseTimeText('10:00:59')).toBe('10:00');
    expect(parseTimeText('24:00')).toBeNull();
  });

  it("turns Excel's serial days and day fractions into dates and times", () => {
    expect(excelSerialToIsoDate(46371)).toBe('2026-12-15');
    expect(excelSerialToIsoDate(46371.75)).toBe('2026-12-15');
    expect(excelSerialToIsoDate(1)).toBe('1900-01-01');
    expect(excelSerialToIsoDate(44909, true)).toBe('2026-12-15');
    // Numbers no calendar holds are no date (a hostile cell of 1e308 once made toISOString throw).
    expect(excelSerialToIsoDate(1e308)).toBeNull();
    expect(excelSerialToIsoDate(3e6)).toBeNull();
    expect(excelFractionToTime(10 / 24)).toBe('10:00');
    expect(excelFractionToTime(46371 + 17.5 / 24)).toBe('17:30');
  });

  it('matches headers ignoring case, spaces and punctuation', () => {
    expect(headerKey('  Reserve Price (Rs.) ')).toBe(headerKey('Reserve Price (Rs)'));
    expect(headerKey('CUSTOMER NAME')).toBe(headerKey('customer name'));
  });
});

describe('admin schemas', () => {
  it('canonicalises an Add Property body and fills the defaults', () => {
    const parsed = AddPropertySchema.parse(property);
    expect(parsed).toMatchObject({
      propertyType: 'RESIDENTIAL FLAT',
      zone: 'WEST',
      possessionType: 'PHYSICAL',
      vendor: 'In-house',
      auctionDate: '2026-12-15',
      loanAccountNo: '123456789',
      cifId: 42,
      emdAmount: 100_000,
      bidIncrement: 1000,
      longitude: null,
      latitude: null,
      auctionCode: undefined,
    });
  });

  it('names every refused field with its own message, then the rules between fields', () => {
    const bad = AddPropertySchema.safeParse({ ...property, zone: 'NE', reservePrice: '', cifId: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zone', 'Zone must be one of: NORTH, SOUTH, EAST, WEST, CENTRAL'],
      ['reservePrice', 'Reserve price is required'],
      ['cifId', 'CIF ID must be a whole number'],
    ]);
    const rules = AddPropertySchema.safeParse({
      ...property,
      auctionEndTime: '18:00',
      auctionStartTime: '10:00',
    });
    expect(rules.error?.issues.map((i) => i.message)).toEqual([
      'End time must be at most 7 hours after Start time',
    ]);
    expect(AddPropertySchema.safeParse({ ...property, extra: 1 }).success).toBe(false);
  });

  it('requires the Auction ID in a spreadsheet row and names columns by their headers', () => {
    const row = SpreadsheetRowSchema.safeParse({ ...property, auctionStartTime: undefined });
    expect(row.error?.issues.map((i) => i.message)).toEqual(['Auction ID is required']);
    const ok = SpreadsheetRowSchema.parse({ ...property, auctionCode: 'EN-1', auctionStartTime: undefined });
    expect(ok.auctionStartTime).toBe('10:00');
  });

  it('keeps only the fields an edit sends; null clears the location', () => {
    expect(
      EditAuctionSchema.parse({ version: 3, reservePrice: '12,00,000', longitude: null, latitude: null }),
    ).toEqual({
      version: 3,
      reservePrice: 1_200_000,
      longitude: null,
      latitude: null,
    });
    expect(EditAuctionSchema.safeParse({ version: 3, customerName: ' ' }).error?.issues[0]?.message).toBe(
      'Customer name is required',
    );
    expect(EditAuctionSchema.safeParse({ reservePrice: 1 }).success).toBe(false);
  });

  it('checks the rules between fields on a partial auction', () => {
    expect(
      propertyRuleProblems({
        auctionDate: '2026-12-15',
        emdSubmission: '2026-12-16',
        longitude: 1,
        latitude: null,
      }),
    ).toEqual({
      emdSubmission: 'EMD submission date must not be after the Auction date',
      latitude: 'Give both Longitude and Latitude, or neither',
    });
  });

  it('tells upcoming, live and ended apart on a given clock', () => {
    const p = { auctionStartTime: '2026-12-15T04:30:00.000Z', auctionEndTime: '2026-12-15T11:30:00.000Z' };
    expect(auctionStateOf(p, '2026-12-15T04:29:59Z')).toBe('upcoming');
    expect(auctionStateOf(p, '2026-12-15T04:30:00Z')).toBe('live');
    expect(auctionStateOf(p, '2026-12-15T11:30:00Z')).toBe('ended');
  });
});
