import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysRemaining,
  excelFractionToTime,
  excelSerialToIsoDate,
  formatClock,
  formatDate,
  formatDateTime,
  formatTime,
  isIsoDate,
  istEndOfDay,
  istInstant,
  istStartOfDay,
  isToday,
  isUpcoming,
  parseDateText,
  parseDdMonYy,
  parseTimeText,
  toIstDate,
} from './dates';

describe('dates in the auction house zone (Asia/Kolkata)', () => {
  it('formats a calendar date as dd-Mon-yy', () => {
    expect(formatDate('2026-12-05')).toBe('05-Dec-26');
    expect(formatDate('2030-01-31')).toBe('31-Jan-30');
  });

  it('formats an instant by its IST calendar date, not UTC', () => {
    // 20:00 UTC on 4 Dec is 01:30 IST on 5 Dec.
    expect(formatDate('2026-12-04T20:00:00Z')).toBe('05-Dec-26');
    expect(formatDate(new Date('2026-12-04T18:29:59Z'))).toBe('04-Dec-26');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats IST times on a 12-hour clock', () => {
    expect(formatTime('2026-12-05T04:30:00Z')).toBe('10:00 AM');
    expect(formatTime('2026-12-05T11:30:00Z')).toBe('05:00 PM');
    expect(formatTime('2026-12-04T18:30:00Z')).toBe('12:00 AM');
    expect(formatTime('2026-12-05T06:30:00Z')).toBe('12:00 PM');
    expect(formatDateTime('2026-12-05T04:30:00Z')).toBe('05-Dec-26 10:00 AM');
    expect(formatClock('2026-12-05T04:30:07Z')).toBe('05-Dec-26 10:00:07 AM IST');
  });

  it('turns an IST wall-clock time into the right instant', () => {
    expect(istInstant('2026-12-05', '10:00').toISOString()).toBe('2026-12-05T04:30:00.000Z');
    expect(istStartOfDay('2026-12-05').toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(istEndOfDay('2026-12-05').toISOString()).toBe('2026-12-05T18:29:59.999Z');
    expect(() => istInstant('2026-13-01')).toThrow(RangeError);
    expect(() => istInstant('2026-12-01', '24:00')).toThrow(RangeError);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(toIstDate('2026-12-31T19:00:00Z')).toBe('2027-01-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('parses DD-MMM-YY and DD-MMM-YYYY text', () => {
    expect(parseDdMonYy('05-Dec-26')).toBe('2026-12-05');
    expect(parseDdMonYy('5-dec-2026')).toBe('2026-12-05');
    expect(parseDdMonYy('31-Feb-26')).toBeNull();
    expect(parseDdMonYy('05/12/26')).toBeNull();
    expect(parseDdMonYy('05-Foo-26')).toBeNull();
  });

  it('compares "today" by IST calendar date only', () => {
    const now = new Date('2026-12-05T18:00:00Z'); // 23:30 IST on 5 Dec
    expect(isToday('2026-12-05', now)).toBe(true);
    expect(isToday('2026-12-06', now)).toBe(false);
    expect(isToday('2026-12-05T04:30:00Z', now)).toBe(true);
  });

  it('counts an auction upcoming when it starts today or later and ends after today', () => {
    const now = new Date('2026-12-05T06:00:00Z');
    expect(isUpcoming('2026-12-05', '2026-12-06', now)).toBe(true);
    expect(isUpcoming('2026-12-05', '2026-12-05', now)).toBe(false);
    expect(isUpcoming('2026-12-04', '2026-12-09', now)).toBe(false);
  });

  it('counts whole days remaining, never below zero', () => {
    const now = new Date('2026-12-05T17:00:00Z'); // 22:30 IST
    expect(daysRemaining('2026-12-05', now)).toBe(0);
    expect(daysRemaining('2026-12-06', now)).toBe(1);
    expect(daysRemaining('2026-12-01', now)).toBe(0);
    expect(daysRemaining('2027-01-04', now)).toBe(30);
  });
});

describe('dates and times as typed or as spreadsheet cells', () => {
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
});
