import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import {
  DEFAULT_BID_INCREMENT,
  POSSESSION_TYPE_KEYS,
  POSSESSION_TYPES,
  PROPERTY_FIELD_KEYS as LABELS,
  PROPERTY_TYPE_KEYS,
  PROPERTY_TYPES,
  VENDOR_KEYS,
  VENDORS,
  ZONE_KEYS,
  ZONES,
  labelKeyOf,
  formatRupees,
  parseDateText,
  parseRupees,
  type PropertyInputField,
} from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import { FormSection } from '../../../components/form/form-section';
import type { FieldErrors } from '../../../components/form/schema-errors';
import type { PropertyFormValues } from '../property-form-model';
import { CALENDAR_LABELS, DATE_FORMAT } from '../../../components/form/calendar';

export type PropertyFieldsProps = {
  /** Prefix of the inputs' ids, unique on the page ('add-property', 'edit-auction'). */
  idPrefix: string;
  values: PropertyFormValues;
  errors: FieldErrors;
  onChange: (field: PropertyInputField, value: string) => void;
  onBlur: (field: PropertyInputField) => void;
  /** Fields that cannot change (the whole form while saving; bid-locked fields of an edit). */
  isDisabled?: (field: PropertyInputField) => boolean;
  /** A note under a field that replaces its usual hint (why it is locked). */
  noteOf?: (field: PropertyInputField) => string | undefined;
  /** Required marks: Add Property asks for every field but the optional ones. */
  optional: ReadonlySet<PropertyInputField>;
};

/** A select's choices: the stored values, each shown by its label where it has one (a vendor's name is a name). */
const options = (
  placeholder: string,
  list: readonly string[],
  keys: Readonly<Record<string, string | undefined>>,
  _: (key: string) => string,
) => [
  { value: '', label: placeholder },
  ...list.map((v) => {
    const key = labelKeyOf(keys, v);
    return { value: v, label: key ? _(key) : v };
  }),
];

function rupeesHint(value: string, otherwise?: string): string | undefined {
  const n = value.trim() ? parseRupees(value) : null;
  return n !== null && n > 0 ? formatRupees(n) : otherwise;
}

/** Every field of a property, grouped as the sale notice reads: the auction, the asset, the loan. */
export function PropertyFields({
  idPrefix,
  values,
  errors,
  onChange,
  onBlur,
  isDisabled = () => false,
  noteOf = () => undefined,
  optional,
}: PropertyFieldsProps) {
  const { _ } = useLingui();
  const common = (field: PropertyInputField, hint?: string) => ({
    id: `${idPrefix}-${field}`,
    label: _(LABELS[field]),
    required: !optional.has(field),
    error: errors[field],
    disabled: isDisabled(field),
    description: noteOf(field) ?? hint,
    inputWrapperOrder: INPUT_WRAPPER_ORDER,
    onBlur: () => onBlur(field),
  });
  const text = (field: PropertyInputField, hint?: string) => ({
    ...common(field, hint),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value),
  });
  const select = (
    field: PropertyInputField,
    list: readonly string[],
    keys: Readonly<Record<string, string | undefined>>,
  ) => ({
    ...text(field),
    data: options(_('admin.propertyFields.select', { field: _(LABELS[field]).toLowerCase() }), list, keys, _),
  });
  const date = (field: PropertyInputField, hint: string) => ({
    ...common(field, hint),
    // The text a person types (05-Dec-26) is read with the shared parser; the calendar opens on focus.
    value: values[field] || null,
    onChange: (value: string | null) => onChange(field, value ?? ''),
    valueFormat: DATE_FORMAT,
    dateParser: parseDateText,
    placeholder: DATE_FORMAT,
    clearable: true,
    // Always below the input: flipped above, it would hide the field's label and the form's messages.
    popoverProps: {
      withinPortal: true,
      position: 'bottom-start' as const,
      middlewares: { flip: false, shift: true },
    },
    clearButtonProps: {
      'aria-label': _('admin.propertyFields.clear', { field: _(LABELS[field]).toLowerCase() }),
    },
    // The calendar's own controls need names, and other months' days (drawn faint) fail contrast.
    ariaLabels: CALENDAR_LABELS,
    hideOutsideDates: true,
  });
  const grid = (
    cols: { base: number; xs?: number; sm?: number; md?: number; lg?: number },
    children: ReactNode,
  ) => (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <FormSection legend={_('admin.propertyFields.auction')}>
        {grid(
          { base: 1, xs: 2, md: 3, lg: 5 },
          <>
            <TextInput {...text('auctionCode', _('admin.propertyFields.auctionCodeHint'))} />
            <DateInput {...date('auctionDate', _('admin.propertyFields.auctionDateHint'))} />
            <DateInput {...date('emdSubmission', _('admin.propertyFields.emdSubmissionHint'))} />
            <TimeInput {...text('auctionStartTime', _('admin.propertyFields.startTimeHint'))} />
            <TimeInput {...text('auctionEndTime', _('admin.propertyFields.endTimeHint'))} />
          </>,
        )}
      </FormSection>
      <FormSection legend={_('admin.propertyFields.property')}>
        <Stack gap="sm">
          {grid(
            { base: 1, xs: 2, lg: 4 },
            <>
              <NativeSelect {...select('propertyType', PROPERTY_TYPES, PROPERTY_TYPE_KEYS)} />
              <NativeSelect {...select('possessionType', POSSESSION_TYPES, POSSESSION_TYPE_KEYS)} />
              <NativeSelect {...select('zone', ZONES, ZONE_KEYS)} />
              <NativeSelect {...select('vendor', VENDORS, VENDOR_KEYS)} />
              <TextInput {...text('customerName', _('admin.propertyFields.customerNameHint'))} />
              <TextInput {...text('propertyLocation')} autoComplete="off" />
              <TextInput {...text('state')} autoComplete="off" />
              <TextInput {...text('region')} />
            </>,
          )}
          <Textarea
            {...text('propertySchedule', _('admin.propertyFields.propertyScheduleHint'))}
            autosize
            minRows={3}
            maxRows={8}
          />
          {grid(
            { base: 1, xs: 2, lg: 4 },
            <>
              <TextInput
                {...text('longitude', _('admin.propertyFields.longitudeHint'))}
                inputMode="decimal"
                autoComplete="off"
              />
              <TextInput
                {...text('latitude', _('admin.propertyFields.latitudeHint'))}
                inputMode="decimal"
                autoComplete="off"
              />
            </>,
          )}
        </Stack>
      </FormSection>
      <FormSection legend={_('admin.propertyFields.loanAndAmounts')}>
        {grid(
          { base: 1, xs: 2, md: 3 },
          <>
            <TextInput {...text('bankName', _('admin.propertyFields.bankNameHint'))} />
            <TextInput {...text('loanAccountNo')} autoComplete="off" />
            <TextInput
              {...text('cifId', _('admin.propertyFields.cifIdHint'))}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...text(
                'reservePrice',
                rupeesHint(values.reservePrice, _('admin.propertyFields.reservePriceHint')),
              )}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...text('emdAmount', rupeesHint(values.emdAmount, _('admin.propertyFields.emdAmountHint')))}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...text(
                'bidIncrement',
                rupeesHint(
                  values.bidIncrement,
                  _('admin.propertyFields.bidIncrementHint', { amount: formatRupees(DEFAULT_BID_INCREMENT) }),
                ),
              )}
              inputMode="numeric"
              autoComplete="off"
            />
          </>,
        )}
      </FormSection>
      <FormSection legend={_('admin.propertyFields.emdAccount')}>
        {grid(
          { base: 1, xs: 2, md: 3 },
          <>
            <TextInput {...text('emdAccountName', _('admin.propertyFields.emdAccountNameHint'))} />
            <TextInput
              {...text('emdAccountNo', _('admin.propertyFields.emdAccountNoHint'))}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextInput
              {...text('emdIfscCode', _('admin.propertyFields.emdIfscCodeHint'))}
              autoComplete="off"
            />
            <TextInput {...text('emdBankName')} />
            <TextInput {...text('emdBranch')} />
          </>,
        )}
      </FormSection>
    </Stack>
  );
}
