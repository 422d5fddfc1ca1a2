import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDateText } from '@eauction/shared';
import { CALENDAR_LABELS, DATE_FORMAT } from './calendar';
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
 * below the input: Add Property's dates, the officer's sale forms, the buyer's payment date.
 */
export function DateField({ label, value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_FORMAT}
      dateParser={parseDateText}
      placeholder={DATE_FORMAT}
      clearable
      // Always below the input: flipped above, it would hide the field's label and the form's messages.
      popoverProps={{
        withinPortal: true,
        position: 'bottom-start',
        middlewares: { flip: false, shift: true },
      }}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      // The calendar's own controls need names, and other months' days (drawn faint) fail contrast.
      ariaLabels={CALENDAR_LABELS}
      hideOutsideDates
      inputWrapperOrder={INPUT_WRAPPER_ORDER}
      {...props}
    />
  );
}
