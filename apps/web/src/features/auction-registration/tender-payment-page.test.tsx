import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { REGISTRATION_MESSAGES, addDays, toIstDate, type Property } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes } from '../../testing/app-test-utils';
import { makeProperty } from '../properties/testing/fixtures';
import { TenderPaymentPage } from './tender-payment-page';

const today = toIstDate(new Date());
const openDates = {
  auctionDate: addDays(today, 10),
  auctionStartTime: `${addDays(today, 10)}T04:30:00.000Z`,
  auctionEndTime: `${addDays(today, 10)}T11:30:00.000Z`,
  emdSubmission: addDays(today, 5),
};

function renderTender(property: Property) {
  fakeApi(
    ({ url }) =>
      url.pathname === '/api/properties/prop-1' ? { body: { success: true, data: property } } : undefined,
    { user: makeAuthUser() },
  );
  renderRoutes(
    [{ path: '/property/:id/tender-payment', Component: TenderPaymentPage }],
    '/property/prop-1/tender-payment',
  );
}

describe('TenderPaymentPage', () => {
  it('says registration has closed after the EMD deadline and offers no way to register', async () => {
    renderTender(makeProperty({ _id: 'prop-1', ...openDates, emdSubmission: addDays(today, -1) }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.closed)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I ACCEPT, REGISTER ME' })).toBeNull();
  });

  it('shows the auction id, the disabled tender fee of 0 and the way to the registration form', async () => {
    renderTender(makeProperty({ _id: 'prop-1', auctionCode: 'EA-2026-0042', ...openDates }));
    expect(await screen.findByText('Auction ID: EA-2026-0042')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tender Payment for E-Auction' })).toBeTruthy();
    const fee = screen.getByLabelText(/^Tender fee/) as HTMLInputElement;
    expect(fee.value).toBe('0');
    expect(fee.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'I ACCEPT, REGISTER ME' }).getAttribute('href')).toBe(
      '/property/prop-1/auction-registration',
    );
  });
});
