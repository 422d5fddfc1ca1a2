import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n';
import { AccountRegistrationSchema, PROFILE_TABS, auctionRegistrationSchema } from '@eauction/shared';
import {
  BuyerProfileFields,
  type AuctionLists,
  type BuyerFieldRow,
  type BuyerProfileForm,
} from './buyer-profile-fields';
import type { ObjectSchema } from './form/schema-errors';

afterEach(cleanup);

type Values = Record<string, string>;

/** A form holding its values in state, as the screens' forms do, showing them for the test to read. */
function Form({ initial, children }: { initial: Values; children: (form: BuyerProfileForm) => ReactNode }) {
  const [values, setValues] = useState(initial);
  const setValue = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const form: BuyerProfileForm = {
    values,
    inputProps: (field) => ({
      name: field,
      value: values[field] ?? '',
      onChange: (event) => setValue(field, event.currentTarget.value),
      onBlur: () => {},
    }),
    setValue,
  };
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        {children(form)}
        <output data-testid="values">{JSON.stringify(values)}</output>
      </MantineProvider>
    </I18nProvider>
  );
}

const valuesNow = (): Values => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: RegExp, value: string) => fireEvent.change(select(label), { target: { value } });
const optionValues = (label: RegExp) => [...select(label).options].map((o) => o.value);

function renderAccount(rows: BuyerFieldRow[], schema: ObjectSchema, initial: Values = {}) {
  render(
    <Form initial={{ state: '', city: '', ...initial }}>
      {(form) => <BuyerProfileFields form={form} schema={schema} rows={rows} email="meera@example.in" />}
    </Form>,
  );
}

const INDIA: AuctionLists = {
  states: ['', 'Kerala', 'Rajasthan'],
  districtsOf: (state) => ({ Kerala: ['Ernakulam', 'Idukki'], Rajasthan: ['Jaipur'] })[state] ?? [],
  notListed: 'not-listed',
  banks: ['', 'Canara Bank'],
};

function renderAuction(rows: BuyerFieldRow[], children?: ReactNode) {
  render(
    <Form initial={{ state: '', city: '', cityNotListed: '', landline: '' }}>
      {(form) => (
        <BuyerProfileFields
          form={form}
          variant="auction"
          lists={INDIA}
          schema={auctionRegistrationSchema(1000)}
          rows={rows}
        >
          {children}
        </BuyerProfileFields>
      )}
    </Form>,
  );
}

describe('BuyerProfileFields in the account forms', () => {
  it('offers the chosen state’s cities and empties the city when the state changes', () => {
    renderAccount([{ fields: ['state', 'city'] }], AccountRegistrationSchema);
    expect(optionValues(/^City/)).toEqual(['']);
    expect(select(/^City/).options[0]?.textContent).toBe('Select a state first');
    choose(/^State/, 'gujarat');
    expect(optionValues(/^City/)).toEqual(['', 'ahmedabad', 'surat', 'vadodara']);
    choose(/^City/, 'surat');
    expect(valuesNow()).toMatchObject({ state: 'gujarat', city: 'surat' });
    choose(/^State/, 'delhi');
    expect(valuesNow()).toMatchObject({ state: 'delhi', city: '' });
    expect(optionValues(/^City/)).toEqual(['', 'new-delhi', 'north-delhi', 'south-delhi']);
  });

  it('marks required what the form’s schema requires', () => {
    const rows: BuyerFieldRow[] = [{ fields: ['state', 'pincode', 'mobile', 'landlineNo'] }];
    renderAccount(rows, AccountRegistrationSchema);
    expect([input(/^Pincode/).required, input(/^Mobile number/).required]).toEqual([true, true]);
    expect(input(/^Landline number/).required).toBe(false);
    cleanup();
    renderAccount([{ fields: ['state', 'pincode'] }], PROFILE_TABS.address);
    expect([select(/^State/).required, input(/^Pincode/).required]).toEqual([true, false]);
  });

  it('shows the e-mail and the country read-only', () => {
    renderAccount([{ fields: ['email', 'country'] }], AccountRegistrationSchema);
    expect(input(/^Email/).value).toBe('meera@example.in');
    expect(input(/^Country/).value).toBe('India');
    expect([input(/^Email/).readOnly, input(/^Country/).readOnly]).toEqual([true, true]);
  });
});

describe('BuyerProfileFields in the auction registration form', () => {
  it('offers the state’s districts, then "My city is not listed", which asks for the city as text', () => {
    renderAuction([{ fields: ['state', 'city', 'pincode'], columns: 3 }]);
    expect(select(/^District/).disabled).toBe(true);
    choose(/^State/, 'Kerala');
    expect(select(/^District/).disabled).toBe(false);
    expect(optionValues(/^District/)).toEqual(['', 'Ernakulam', 'Idukki', 'not-listed']);
    expect(select(/^District/).options[3]?.textContent).toBe('My city is not listed');
    expect(screen.queryByLabelText(/^City or town/)).toBeNull();

    choose(/^District/, 'not-listed');
    expect(valuesNow()).toMatchObject({ city: '', cityNotListed: 'true' });
    fireEvent.change(input(/^City or town/), { target: { value: 'Aluva' } });
    expect(valuesNow()).toMatchObject({ city: 'Aluva', cityNotListed: 'true' });
    expect(select(/^District/).value).toBe('not-listed');

    choose(/^District/, 'Idukki');
    expect(valuesNow()).toMatchObject({ city: 'Idukki', cityNotListed: '' });
    expect(screen.queryByLabelText(/^City or town/)).toBeNull();
  });

  it('empties the district and the typed city when the state changes', () => {
    renderAuction([{ fields: ['state', 'city'] }]);
    choose(/^State/, 'Kerala');
    choose(/^District/, 'not-listed');
    fireEvent.change(input(/^City or town/), { target: { value: 'Aluva' } });
    choose(/^State/, 'Rajasthan');
    expect(valuesNow()).toMatchObject({ state: 'Rajasthan', city: '', cityNotListed: '' });
    expect(optionValues(/^District/)).toEqual(['', 'Jaipur', 'not-listed']);
  });

  it('binds the landline to the form’s `landline` and puts the form’s own inputs in the last row', () => {
    renderAuction(
      [{ fields: ['landlineNo', 'mobile'], columns: 3 }, { fields: ['bankName'] }],
      <input aria-label="Offer" />,
    );
    fireEvent.change(input(/^Landline Number/), { target: { value: '0141 2345678' } });
    expect(valuesNow()).toMatchObject({ landline: '0141 2345678' });
    expect(input(/^Landline Number/).required).toBe(true);
    expect(input(/^Landline Number/).name).toBe('landline');
    const bankRow = select(/^Bank Name/).closest('.mantine-SimpleGrid-root') as HTMLElement;
    expect(within(bankRow).getByLabelText('Offer')).toBeTruthy();
  });
});
