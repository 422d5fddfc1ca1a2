import { useLingui } from '@lingui/react';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { CALENDAR_LABELS, DATE_FORMAT } from '../../../components/form/calendar';
import type { DateFilterFieldProps } from './date-filter-field';

/**
 * The date filter's picker: a button showing the chosen date as DD-MMM-YY that opens a calendar. It is
 * in a chunk of its own, loaded after the home page has started (DateFilterField), so the calendar and
 * dayjs stay out of the page's first JavaScript. The keyboard opens it with Enter or Space; the arrows
 * move between days, Enter picks one, Escape closes it; the focus then returns to the button.
 */
export function DatePickerField({
  id,
  label,
  value,
  onChange,
  error,
  minDate,
  maxDate,
}: DateFilterFieldProps) {
  const { _ } = useLingui();
  return (
    <DatePickerInput
      id={id}
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_FORMAT}
      placeholder={DATE_FORMAT}
      error={error}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      clearable
      clearButtonProps={{ 'aria-label': _('properties.filters.clearDate', { field: label.toLowerCase() }) }}
      ariaLabels={CALENDAR_LABELS}
      hideOutsideDates
      // Below the field, never flipped over its label and the fields above it.
      popoverProps={{
        returnFocus: true,
        withinPortal: true,
        position: 'bottom-start',
        middlewares: { flip: false, shift: true },
      }}
    />
  );
}
