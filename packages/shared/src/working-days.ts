import { addDays, isIsoDate } from './dates';

/*
 * Working days of the auction house's zone, Asia/Kolkata (docs/product.md, "Working days"): Monday to
 * Saturday, except the second and fourth Saturdays of the month and the holidays an administrator
 * lists.
 */

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The second and fourth Saturdays: days 8–14 and 22–28 of their month. */
function isBankSaturday(date: string): boolean {
  const dayOfMonth = Number(date.slice(8, 10));
  return (dayOfMonth >= 8 && dayOfMonth <= 14) || (dayOfMonth >= 22 && dayOfMonth <= 28);
}

/** Whether banks work on this calendar date (YYYY-MM-DD). */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (holidays.has(date)) return false;
  const weekday = weekdayOf(date);
  if (weekday === 0) return false;
  return weekday !== 6 || !isBankSaturday(date);
}

/** The first working day after `date`. */
export function nextWorkingDay(date: string, holidays: ReadonlySet<string>): string {
  let day = addDays(date, 1);
  // A year holds far fewer holidays than this; the bound only keeps a bad list from looping forever.
  for (let tries = 0; tries < 366 && !isWorkingDay(day, holidays); tries++) day = addDays(day, 1);
  return day;
}

/** `date` itself when it is a working day, else the first working day after it. */
export function workingDayOnOrAfter(date: string, holidays: ReadonlySet<string>): string {
  return isWorkingDay(date, holidays) ? date : nextWorkingDay(date, holidays);
}
