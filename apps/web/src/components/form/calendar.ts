import dayjs from 'dayjs';
import { formatDate, parseDateText } from '@eauction/shared';
import { appTranslate, type Translate } from '../../lib/translate';

/** The site's date format (docs/product.md, "Formats"; `formatDate` in packages/shared): 05-Dec-26. */
export const DATE_FORMAT = 'DD-MMM-YY';

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
/** A month's abbreviation in a language's dates, as formatDate writes it ('Dec', 'दिस'). */
const monthOf = (month: string, locale: 'en' | 'hi') =>
  formatDate(`2026-${month}-01`, locale).split('-')[1] ?? '';
const ENGLISH_MONTHS_SHORT = MONTH_NUMBERS.map((month) => monthOf(month, 'en'));
const HINDI_MONTHS_SHORT = MONTH_NUMBERS.map((month) => monthOf(month, 'hi'));
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्तूबर',
  'नवंबर',
  'दिसंबर',
];
const HINDI_WEEKDAYS_SHORT = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];

/*
 * The calendars' Hindi (docs/product.md, "Languages"): the months and weekdays as Hindi pages write
 * them, and the input's DD-MMM-YY with the month abbreviations of the site's Hindi dates (formatDate),
 * so a date picked reads as every other date of the page. Registered with dayjs, which Mantine's
 * calendars format through, under the page's language code: a calendar given `locale="hi"` uses it.
 */
dayjs.locale(
  {
    name: 'hi',
    months: HINDI_MONTHS,
    monthsShort: HINDI_MONTHS_SHORT,
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    weekdaysShort: HINDI_WEEKDAYS_SHORT,
    weekdaysMin: HINDI_WEEKDAYS_SHORT,
    ordinal: (n) => n,
    formats: {},
    relativeTime: {},
  },
  undefined,
  true,
);

/**
 * A date typed as the calendar's input shows it, in either language ('05-Dec-26', '05-दिस-26',
 * '05-दिसंबर-2026'), or YYYY-MM-DD: YYYY-MM-DD, or null.
 */
export function parseCalendarDate(text: string): string | null {
  const parts = /^(\d{1,2})-([^-\d\s]+)-(\d{2}|\d{4})$/.exec(text.trim());
  const month = parts ? [HINDI_MONTHS_SHORT, HINDI_MONTHS].map((names) => names.indexOf(parts[2]!)) : [];
  const index = month.find((i) => i >= 0);
  if (parts && index !== undefined)
    return parseDateText(`${parts[1]}-${ENGLISH_MONTHS_SHORT[index]}-${parts[3]}`);
  return parseDateText(text);
}

/** The message keys of the names the calendar's own controls need for screen readers. */
const CALENDAR_LABEL_KEYS = {
  previousMonth: 'components.calendar.previousMonth',
  nextMonth: 'components.calendar.nextMonth',
  previousYear: 'components.calendar.previousYear',
  nextYear: 'components.calendar.nextYear',
  previousDecade: 'components.calendar.previousDecade',
  nextDecade: 'components.calendar.nextDecade',
  monthLevelControl: 'components.calendar.monthLevelControl',
  yearLevelControl: 'components.calendar.yearLevelControl',
} as const;

export type CalendarLabels = Record<keyof typeof CALENDAR_LABEL_KEYS, string>;

/** The calendar's own controls need names for screen readers: in the language of `_`. */
export function calendarLabels(_: Translate = appTranslate): CalendarLabels {
  const entries = Object.entries(CALENDAR_LABEL_KEYS).map(([name, key]) => [name, _(key)]);
  return Object.fromEntries(entries) as CalendarLabels;
}

/**
 * The same names for a calendar given them as a constant (`ariaLabels={CALENDAR_LABELS}`): each read
 * in the app's language when the calendar renders.
 */
export const CALENDAR_LABELS: CalendarLabels = Object.defineProperties(
  {} as CalendarLabels,
  Object.fromEntries(
    Object.entries(CALENDAR_LABEL_KEYS).map(([name, key]) => [
      name,
      { enumerable: true, get: () => appTranslate(key) },
    ]),
  ),
);
