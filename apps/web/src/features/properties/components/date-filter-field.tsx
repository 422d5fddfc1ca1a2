import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate } from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';

export type DateFilterFieldProps = {
  /** The button's id, the same before and after the picker arrives (the label points at it). */
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  minDate?: string;
  maxDate?: string;
};

type Picker = ComponentType<DateFilterFieldProps>;

/** One download for every date field; kept once loaded, so later pages show the picker at once. */
let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;
function loadPicker(): Promise<Picker> {
  loading ??= import('./date-picker-field').then((m) => (loaded = m.DatePickerField));
  return loading;
}

/**
 * A date filter (Auction Date From / To) in the site's date format, DD-MMM-YY, chosen with a calendar.
 * The calendar (Mantine's DatePickerInput with dayjs) is loaded after the page has started, keeping it
 * out of the home page's first JavaScript (the build's 200 KB budget). Until it is there, a button of
 * the same look shows the date: the page rendered on the server (decision 035) and its hydration render
 * that one, so both sides agree. Focus on it moves to the picker when it takes its place.
 */
export function DateFilterField(props: DateFilterFieldProps) {
  const [Picker, setPicker] = useState<Picker | null>(() => loaded);
  const locale = useLocale();
  const { _ } = useLingui();
  const hadFocus = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (Picker) return;
    let isCurrent = true;
    void loadPicker().then((next) => {
      if (!isCurrent) return;
      hadFocus.current = document.activeElement === buttonRef.current;
      setPicker(() => next);
    });
    return () => {
      isCurrent = false;
    };
  }, [Picker]);

  useLayoutEffect(() => {
    if (Picker && hadFocus.current) {
      hadFocus.current = false;
      document.getElementById(props.id)?.focus();
    }
  }, [Picker, props.id]);

  if (Picker) return <Picker {...props} />;
  return (
    <Input.Wrapper label={props.label} error={props.error} id={props.id}>
      <Input
        ref={buttonRef}
        id={props.id}
        component="button"
        type="button"
        multiline
        rightSection={<IconCalendar size={16} aria-hidden />}
        error={props.error}
      >
        {formatDate(props.value, locale) || (
          <Input.Placeholder>{_('properties.dateFilter.format')}</Input.Placeholder>
        )}
      </Input>
    </Input.Wrapper>
  );
}
