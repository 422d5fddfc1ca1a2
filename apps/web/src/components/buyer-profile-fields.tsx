import { Fragment, type ChangeEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import {
  NativeSelect,
  SimpleGrid,
  TextInput,
  Textarea,
  type NativeSelectProps,
  type TextInputProps,
} from '@mantine/core';
import { COUNTRY } from '@eauction/shared';
import { cityOptions, STATE_OPTIONS, withPlaceholder } from './form/account-options';
import type { ObjectSchema } from './form/schema-errors';
import { INPUT_WRAPPER_ORDER } from './form/use-schema-form';

/*
 * The buyer's profile fields as account registration, the Profile Settings tabs and the auction
 * registration form show them (docs/product.md, "Account registration form", "Profile Settings" and
 * "Registration form"). Each form keeps its own state and rules (the shared schemas); this renders the
 * fields it names, in its layout, and keeps the city following the state.
 */

export type BuyerField =
  | 'firstName'
  | 'lastName'
  | 'organizationName'
  | 'email'
  | 'pancardNo'
  | 'address'
  | 'country'
  | 'state'
  | 'city'
  | 'pincode'
  | 'mobile'
  | 'landlineNo'
  | 'fax'
  | 'bankName'
  | 'accountNo'
  | 'ifscCode';

/** The props that bind an input to one field of the form. */
export type BoundInputProps = {
  name: string;
  value: string;
  error?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  disabled?: boolean;
  inputWrapperOrder?: TextInputProps['inputWrapperOrder'];
};

/** The form the fields belong to: its values, the props binding an input to a field, and a setter. */
export type BuyerProfileForm = {
  values: Readonly<Record<string, unknown>>;
  inputProps(field: string): BoundInputProps;
  setValue(field: string, value: string): void;
};

/** One field across the width, or fields side by side in a grid of 2 (or 3) columns on wider screens. */
export type BuyerFieldRow = BuyerField | { fields: readonly BuyerField[]; columns?: 2 | 3 };

type SelectData = NativeSelectProps['data'];

/** India's places and the register's banks, which the auction registration form offers. */
export type AuctionLists = {
  /** The State choices, grouped into states and union territories, the placeholder first. */
  states: SelectData;
  districtsOf: (state: string) => readonly string[];
  /** The District choice that asks for the city as text instead (docs/decisions/034). */
  notListed: string;
  /** The Bank Name choices. */
  banks: SelectData;
};

type CommonProps = {
  form: BuyerProfileForm;
  rows: readonly BuyerFieldRow[];
  /** The form's schema: a field it refuses when left out is marked required. */
  schema: ObjectSchema;
  /** The hint under (or, in the auction registration form, above) a field. */
  descriptions?: Partial<Record<BuyerField, string>>;
  /** The account's e-mail, shown read-only. */
  email?: string;
  /** The form's own inputs that follow the fields in the last row. */
  children?: ReactNode;
};

export type BuyerProfileFieldsProps = CommonProps &
  (
    | { variant?: 'account'; lists?: never }
    /** The auction registration form: its wording, India's districts and the register's banks. */
    | { variant: 'auction'; lists: AuctionLists }
  );

type FieldLook = {
  /** The label's message key. */
  label: string;
  /** The form's name for the field, where it is not the profile's. */
  name?: string;
  input?: Pick<
    TextInputProps,
    'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength' | 'variant' | 'inputWrapperOrder'
  >;
  /** The address grows to this many rows. */
  maxRows?: number;
};

/** The account forms' labels and inputs (registration and Profile Settings). */
const ACCOUNT_LOOKS: Record<BuyerField, FieldLook> = {
  firstName: { label: 'components.buyerProfile.firstName', input: { autoComplete: 'given-name' } },
  lastName: { label: 'components.buyerProfile.lastName', input: { autoComplete: 'family-name' } },
  organizationName: {
    label: 'components.buyerProfile.organizationName',
    input: { autoComplete: 'organization' },
  },
  email: {
    label: 'components.buyerProfile.email',
    input: { type: 'email', inputWrapperOrder: INPUT_WRAPPER_ORDER },
  },
  pancardNo: { label: 'components.buyerProfile.pancardNo', input: { autoCapitalize: 'characters' } },
  address: {
    label: 'components.buyerProfile.address',
    input: { autoComplete: 'street-address' },
    maxRows: 5,
  },
  country: { label: 'components.buyerProfile.country', input: { inputWrapperOrder: INPUT_WRAPPER_ORDER } },
  state: { label: 'components.buyerProfile.state' },
  city: { label: 'components.buyerProfile.city' },
  pincode: {
    label: 'components.buyerProfile.pincode',
    input: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 },
  },
  mobile: {
    label: 'components.buyerProfile.mobile',
    input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 },
  },
  landlineNo: { label: 'components.buyerProfile.landlineNo', input: { type: 'tel' } },
  fax: { label: 'components.buyerProfile.fax', input: { type: 'tel' } },
  bankName: { label: 'components.buyerProfile.bankName' },
  accountNo: { label: 'components.buyerProfile.accountNo', input: { inputMode: 'numeric' } },
  ifscCode: { label: 'components.buyerProfile.ifscCode', input: { autoCapitalize: 'characters' } },
};

/**
 * The auction registration form's: capitalised labels, a District, phone keypads without length caps,
 * and read-only fields filled in grey; its API calls the landline `landline`. The State and the PAN look
 * as in the account forms.
 */
const AUCTION_LOOKS: Record<BuyerField, FieldLook> = {
  ...ACCOUNT_LOOKS,
  firstName: { label: 'components.buyerProfile.auction.firstName', input: { autoComplete: 'given-name' } },
  lastName: { label: 'components.buyerProfile.auction.lastName', input: { autoComplete: 'family-name' } },
  organizationName: {
    label: 'components.buyerProfile.auction.organizationName',
    input: { autoComplete: 'organization' },
  },
  email: { label: 'components.buyerProfile.auction.email', input: { variant: 'filled' } },
  address: { label: 'components.buyerProfile.address', input: { autoComplete: 'street-address' } },
  country: { label: 'components.buyerProfile.country', input: { variant: 'filled' } },
  city: { label: 'components.buyerProfile.auction.district' },
  pincode: {
    label: 'components.buyerProfile.pincode',
    input: { inputMode: 'numeric', autoComplete: 'postal-code' },
  },
  mobile: {
    label: 'components.buyerProfile.auction.mobile',
    input: { inputMode: 'tel', autoComplete: 'tel-national' },
  },
  landlineNo: {
    label: 'components.buyerProfile.auction.landlineNo',
    name: 'landline',
    input: { inputMode: 'tel' },
  },
  fax: { label: 'components.buyerProfile.fax', input: { inputMode: 'tel' } },
  bankName: { label: 'components.buyerProfile.auction.bankName' },
  accountNo: { label: 'components.buyerProfile.auction.accountNo', input: { inputMode: 'numeric' } },
  ifscCode: { label: 'components.buyerProfile.auction.ifscCode', input: { autoCapitalize: 'characters' } },
};

/** A field the form's schema refuses when left out is marked required. */
function isRequired(schema: ObjectSchema, name: string): boolean {
  const field = schema.shape[name];
  return field !== undefined && !field.safeParse(undefined).success;
}

const rowKey = (row: BuyerFieldRow) => (typeof row === 'string' ? row : row.fields.join(' '));

/**
 * The fields a form names in `rows`, bound to its state. Choosing a state empties the city (and, in the
 * auction registration form, the city typed as not listed).
 */
export function BuyerProfileFields(props: BuyerProfileFieldsProps) {
  const { form, rows, schema, descriptions = {}, email = '', children } = props;
  const { _ } = useLingui();
  const lists = props.variant === 'auction' ? props.lists : null;
  const looks = lists ? AUCTION_LOOKS : ACCOUNT_LOOKS;
  const state = String(form.values.state ?? '');

  const nameOf = (field: BuyerField) => looks[field].name ?? field;
  const bound = (field: BuyerField) => form.inputProps(nameOf(field));
  const labelled = (field: BuyerField) => ({
    label: _(looks[field].label),
    required: isRequired(schema, nameOf(field)),
    description: descriptions[field],
    ...looks[field].input,
  });

  const chooseState = (next: string) => {
    form.setValue('state', next);
    form.setValue('city', '');
    if (lists) form.setValue('cityNotListed', '');
  };

  const readOnly = (field: 'email' | 'country', value: string) => (
    <TextInput
      key={field}
      label={_(looks[field].label)}
      description={descriptions[field]}
      {...looks[field].input}
      value={value}
      readOnly
      name={field}
    />
  );

  const stateSelect = () => (
    <NativeSelect
      key="state"
      {...labelled('state')}
      data={lists ? lists.states : withPlaceholder(_('components.buyerProfile.selectState'), STATE_OPTIONS)}
      {...bound('state')}
      onChange={(event) => chooseState(event.currentTarget.value)}
    />
  );

  const citySelect = () => (
    <NativeSelect
      key="city"
      {...labelled('city')}
      data={withPlaceholder(
        state ? _('components.buyerProfile.selectCity') : _('components.buyerProfile.selectStateFirst'),
        cityOptions(state),
      )}
      {...bound('city')}
    />
  );

  const districtFields = (india: AuctionLists) => {
    const city = bound('city');
    const typed = form.values.cityNotListed === 'true';
    const districts = india.districtsOf(state).map((d) => ({ value: d, label: d }));
    const choose = (choice: string) => {
      const notListed = choice === india.notListed;
      form.setValue('city', notListed ? '' : choice);
      form.setValue('cityNotListed', notListed ? 'true' : '');
    };
    return (
      <Fragment key="city">
        <NativeSelect
          {...labelled('city')}
          data={[
            ...withPlaceholder(
              state
                ? _('components.buyerProfile.selectDistrict')
                : _('components.buyerProfile.selectStateFirst'),
              districts,
            ),
            ...(state ? [{ value: india.notListed, label: _('components.buyerProfile.cityNotListed') }] : []),
          ]}
          value={typed ? india.notListed : city.value}
          onChange={(event) => choose(event.currentTarget.value)}
          onBlur={city.onBlur}
          error={typed ? undefined : city.error}
          disabled={city.disabled || !state}
        />
        {typed ? (
          <TextInput
            label={_('components.buyerProfile.cityOrTown')}
            required={isRequired(schema, 'city')}
            description={_('components.buyerProfile.cityOrTownHint')}
            autoComplete="address-level2"
            {...city}
          />
        ) : null}
      </Fragment>
    );
  };

  const field = (name: BuyerField): ReactNode => {
    switch (name) {
      case 'email':
        return readOnly('email', email);
      case 'country':
        return readOnly('country', COUNTRY);
      case 'address':
        return (
          <Textarea
            key="address"
            {...labelled('address')}
            autosize
            minRows={2}
            maxRows={looks.address.maxRows}
            {...bound('address')}
          />
        );
      case 'state':
        return stateSelect();
      case 'city':
        return lists ? districtFields(lists) : citySelect();
      case 'bankName':
        return lists ? (
          <NativeSelect key="bankName" {...labelled('bankName')} data={lists.banks} {...bound('bankName')} />
        ) : (
          <TextInput key="bankName" {...labelled('bankName')} {...bound('bankName')} />
        );
      default:
        return <TextInput key={name} {...labelled(name)} {...bound(name)} />;
    }
  };

  return rows.map((row, index) => {
    const more = index === rows.length - 1 ? children : null;
    if (typeof row === 'string') {
      return (
        <Fragment key={rowKey(row)}>
          {field(row)}
          {more}
        </Fragment>
      );
    }
    return (
      <SimpleGrid key={rowKey(row)} cols={{ base: 1, sm: row.columns ?? 2 }} spacing="md">
        {row.fields.map(field)}
        {more}
      </SimpleGrid>
    );
  });
}
