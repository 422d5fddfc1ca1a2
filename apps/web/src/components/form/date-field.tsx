import { useLingui } from '@lingui/react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useLocale } from '../../lib/i18n';
import { calendarLabels, DATE_FORMAT, parseCalendarDate } from './calendar';
import { INPUT_WRAPPER_ORDER } from './use-schema-form';
import '@mantine/dates/styles.css';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'label'> & {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar date typed DD-MMM-YY (read with the shared parser) or picked from the calendar, which opens
 * below the input: Add Property's dates, the officer's sale forms, the buyer's payment date. The
 * calendar's months and weekdays, and the input's month, are in the page's language.
 */
export function DateField({ label, value, onChange, ...props }: DateFieldProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      locale={locale}
      valueFormat={DATE_FORMAT}
      dateParser={parseCalendarDate}
      placeholder={DATE_FORMAT}
      clearable
      // Always below the input: flipped above, it would hide the field's label and the form's messages.
      popoverProps={{
        withinPortal: true,
        position: 'bottom-start',
        middlewares: { flip: false, shift: true },
      }}
      clearButtonProps={{ 'aria-label': _('components.dateField.clear', { label: label.toLowerCase() }) }}
      // The calendar's own controls need names, and other months' days (drawn faint) fail contrast.
      ariaLabels={calendarLabels(_)}
      hideOutsideDates
      inputWrapperOrder={INPUT_WRAPPER_ORDER}
      {...props}
    />
  );
}
