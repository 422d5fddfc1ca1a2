import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n';
import { SITE, type Property } from '@eauction/shared';
import { EmdPaymentDetails } from './emd-payment-details';

const property: Pick<Property, 'emdAmount' | 'reservePrice' | 'emdSubmission' | 'emdAccount'> = {
  emdAmount: 245_000,
  reservePrice: 2_450_000,
  emdSubmission: '2026-03-15',
  emdAccount: {
    accountName: 'BHFL EMD Collection Account',
    accountNo: '50200045671234',
    ifscCode: 'HDFC0000236',
    bankName: 'HDFC Bank',
    branch: 'Connaught Place, New Delhi',
  },
};

const show = (props: Parameters<typeof EmdPaymentDetails>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <EmdPaymentDetails {...props} />
      </MantineProvider>
    </I18nProvider>,
  );

afterEach(cleanup);

describe('EmdPaymentDetails', () => {
  it('shows the EMD amount, the deadline and every part of the beneficiary account', () => {
    show({ property });
    const section = screen.getByRole('region', { name: 'Pay the EMD' });
    expect(within(section).getByText('₹2,45,000')).toBeTruthy();
    expect(within(section).getByText('15-Mar-26 (11:59 PM IST)')).toBeTruthy();
    const account = screen.getByTestId('emd-account');
    for (const text of [
      'BHFL EMD Collection Account',
      '50200045671234',
      'HDFC0000236',
      'HDFC Bank',
      'Connaught Place, New Delhi',
    ]) {
      expect(within(account).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Reference to quote')).toBeNull();
  });

  it('adds the reference to quote once the bidder has a confirmation code', () => {
    show({ property, reference: 'REG-7F3K9Q' });
    expect(within(screen.getByTestId('emd-account')).getByText('REG-7F3K9Q')).toBeTruthy();
    expect(screen.getByText('Reference to quote')).toBeTruthy();
  });

  it('says the account is not published and whom to contact, never blanks', () => {
    show({ property: { ...property, emdAccount: null } });
    expect(screen.getByText('EMD account not yet published')).toBeTruthy();
    expect(screen.getByText(new RegExp(SITE.phone.replace(/\+/g, '\\+')))).toBeTruthy();
    expect(screen.queryByTestId('emd-account')).toBeNull();
  });
});
