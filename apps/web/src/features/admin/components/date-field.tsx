import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDateText } from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import '@mantine/dates/styles.css';

/** The date picker's display and typing format (docs/product.md, "Add Property": DD-MMM-YY). */
export const DATE_FORMAT = 'DD-MMM-YY';
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

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'label'> & {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar date of the admin console, as Add Property's dates: typed DD-MMM-YY (read with the shared
 * parser) or picked from the calendar, which opens below the input.
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
