import type { Locale } from './locale';
import { IST_OFFSET_MINUTES } from './constants';

/**
 * Dates of the auction house. Calendar dates ('YYYY-MM-DD') are days in Asia/Kolkata; instants are
 * Date objects or ISO strings. Everything here is pure so both server and browser agree, whatever
 * zone the browser runs in.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/**
 * The months in Hindi pages' dates: CLDR's Hindi abbreviations without their abbreviation mark, so a
 * date keeps the site's dd-Mon-yy shape ('27-नव-26'). Digits stay international in both languages, as
 * Indian government and bank sites write them (docs/decisions/038-hindi-dates-and-numbers.md).
 */
const HINDI_MONTHS = ['जन', 'फ़र', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल', 'अग', 'सित', 'अक्तू', 'नव', 'दिस'] as const;
const MONTHS_OF: Record<Locale, readonly string[]> = { en: MONTHS, hi: HINDI_MONTHS };
/** Before and after noon in each language's times. */
const DAY_HALVES: Record<Locale, readonly [string, string]> = { en: ['AM', 'PM'], hi: ['पूर्वाह्न', 'अपराह्न'] };
const DAY_MS = 86_400_000;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type DateInput = Date | string | number;

function toInstant(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isHhMm(value: string): boolean {
  return HH_MM.test(value);
}

/** Wall-clock parts of an instant in IST. */
export function istParts(value: DateInput) {
  const shifted = new Date(toInstant(value).getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function toIstDate(value: DateInput): string {
  const p = istParts(value);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The instant at which a wall-clock time on an IST calendar date happens. */
export function istInstant(date: string, time = '00:00'): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  if (!isHhMm(time)) throw new RangeError(`not a time: ${time}`);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - OFFSET_MS);
}

/** First instant of an IST calendar date. */
export function istStartOfDay(date: string): Date {
  return istInstant(date, '00:00');
}

/** Last millisecond of an IST calendar date (deadlines such as EMD submission run to the end of the day). */
export function istEndOfDay(date: string): Date {
  return new Date(istStartOfDay(date).getTime() + DAY_MS - 1);
}

/** Adds whole days to a calendar date. */
export function addDays(date: string, days: number): string {
  const start = istStartOfDay(date);
  return toIstDate(new Date(start.getTime() + days * DAY_MS));
}

/** Whole calendar days from one IST date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((istStartOfDay(to).getTime() - istStartOfDay(from).getTime()) / DAY_MS);
}

function calendarDate(value: DateInput): string {
  return typeof value === 'string' && ISO_DATE.test(value) ? value : toIstDate(value);
}

/**
 * dd-Mon-yy, the display format of every date (docs/product.md, "Formats"): '05-Dec-26'. Empty string for an
 * invalid date.
 */
export function formatDate(value: DateInput | null | undefined, locale: Locale = 'en'): string {
  if (value == null || value === '') return '';
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    if (Number.isNaN(toInstant(value).getTime())) return '';
  } else if (!isIsoDate(value)) return '';
  const [y, m, d] = calendarDate(value).split('-').map(Number) as [number, number, number];
  return `${pad2(d)}-${MONTHS_OF[locale][m - 1]}-${pad2(y % 100)}`;
}

/** 12-hour IST time of an instant: '10:00 AM' ('10:00 पूर्वाह्न' in Hindi). */
export function formatTime(value: DateInput, locale: Locale = 'en'): string {
  const { hour, minute } = istParts(value);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad2(h12)}:${pad2(minute)} ${DAY_HALVES[locale][hour < 12 ? 0 : 1]}`;
}

/** 'dd-Mon-yy hh:mm AM' in IST. */
export function formatDateTime(value: DateInput, locale: Locale = 'en'): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

/** Long form for the footer clock: '22-Nov-26 09:05:07 AM IST'. */
export function formatClock(value: DateInput, locale: Locale = 'en'): string {
  const { hour, minute, second } = istParts(value);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = DAY_HALVES[locale][hour < 12 ? 0 : 1];
  return `${formatDate(value, locale)} ${pad2(h12)}:${pad2(minute)}:${pad2(second)} ${half} IST`;
}

/** Parses 'DD-MMM-YY' (the spreadsheet and date-picker format) into YYYY-MM-DD, or null. */
export function parseDdMonYy(text: string): string | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === m[2]!.toLowerCase());
  if (month < 0) return null;
  const yearNumber = Number(m[3]);
  const year = m[3]!.length === 2 ? 2000 + yearNumber : yearNumber;
  const iso = `${year}-${pad2(month + 1)}-${pad2(Number(m[1]))}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A calendar date written YYYY-MM-DD, or DD-MMM-YY / DD-MMM-YYYY as the date picker and the
 * spreadsheets show it ('05-Dec-26'). Other text is refused: '05/12/26' is ambiguous.
 */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  return parseDdMonYy(t);
}

/** 'HH:mm' from '10:00', '9:30', '10:00:00' or '2:30 PM'; null for anything else. */
export function parseTimeText(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const suffix = m[3]?.toUpperCase();
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === 'PM' ? 12 : 0);
  }
  if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** Excel's serial day number → YYYY-MM-DD (the time of day, if any, is dropped). */
export function excelSerialToIsoDate(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const day = Math.floor(serial);
  // 1900 system: day 1 is 1900-01-01 and Excel counts a 29-Feb-1900 that never was, so from day 61 on
  // the epoch is 1899-12-30. The 1904 system counts from 1904-01-01 as day 0.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : day < 61 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const d = new Date(epoch + day * 86_400_000);
  // Beyond what a Date holds (a cell of 1e308) the date is invalid, and its year NaN.
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() > 9999) return null;
  return d.toISOString().slice(0, 10);
}

/** Excel's time-of-day fraction (0.4166… is 10:00) → HH:mm, rounded to the minute. */
export function excelFractionToTime(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const minutes = Math.round((value - Math.floor(value)) * 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a date falls on today's IST calendar date (date-only comparison). */
export function isToday(value: DateInput, now: DateInput = new Date()): boolean {
  return calendarDate(value) === toIstDate(now);
}

/** Upcoming: starts today or later and ends after today (docs/product.md, "Formats"). */
export function isUpcoming(start: DateInput, end: DateInput, now: DateInput = new Date()): boolean {
  const today = toIstDate(now);
  return calendarDate(start) >= today && calendarDate(end) > today;
}

/** Whole calendar days until a date, never below 0. */
export function daysRemaining(value: DateInput, now: DateInput = new Date()): number {
  return Math.max(0, daysBetween(toIstDate(now), calendarDate(value)));
}
