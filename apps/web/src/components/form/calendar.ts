/** The site's date format (docs/product.md, "Formats"; `formatDate` in packages/shared): 05-Dec-26. */
export const DATE_FORMAT = 'DD-MMM-YY';

/** The calendar's own controls need names for screen readers. */
export const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
};
