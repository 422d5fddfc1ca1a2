import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  addDays,
  toIstDate,
  type MyRegistration,
  type Property,
  type RegistrationStatus,
} from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes } from '../../testing/app-test-utils';
import { makeProperty } from '../../testing/property-fixtures';
import { makeMyRegistration } from '../../testing/registration-fixtures';
import { TenderPaymentPage } from './tender-payment-page';

const today = toIstDate(new Date());
const openDates = {
  auctionDate: addDays(today, 10),
  auctionStartTime: `${addDays(today, 10)}T04:30:00.000Z`,
  auctionEndTime: `${addDays(today, 10)}T11:30:00.000Z`,
  emdSubmission: addDays(today, 5),
};

function registrationOf(property: Property, status: RegistrationStatus): MyRegistration {
  return makeMyRegistration(property, {
    _id: 'reg-1',
    offerValue: property.reservePrice,
    emdAmount: property.emdAmount,
    status,
  });
}

function renderTender(property: Property, mine: MyRegistration[] = []) {
  fakeApi(
    ({ url }) =>
      url.pathname === '/api/properties/prop-1'
        ? { body: { success: true, data: property } }
        : url.pathname === '/api/auction/my-registrations'
          ? { body: { success: true, data: mine } }
          : undefined,
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
    expect(await screen.findByText('Registration for this auction has closed')).toBeTruthy();
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

  it('shows a pending registration instead of the way to the form', async () => {
    const property = makeProperty({ _id: 'prop-1', ...openDates });
    renderTender(property, [registrationOf(property, 'pending')]);
    expect(await screen.findByText('Your registration is under review')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I ACCEPT, REGISTER ME' })).toBeNull();
  });

  it('says a rejected registration was rejected', async () => {
    const property = makeProperty({ _id: 'prop-1', ...openDates });
    renderTender(property, [registrationOf(property, 'rejected')]);
    expect(await screen.findByText('Your registration was rejected')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I ACCEPT, REGISTER ME' })).toBeNull();
  });

  it('gives a rejection its reason and the way back to the form while it may be submitted again', async () => {
    const property = makeProperty({ _id: 'prop-1', ...openDates });
    renderTender(property, [
      {
        ...registrationOf(property, 'rejected'),
        rejectionReason: 'The PAN card is unreadable',
        canRegisterAgain: true,
      },
    ]);
    expect(await screen.findByText('Reason: The PAN card is unreadable.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe(
      '/property/prop-1/auction-registration',
    );
  });

  it('offers Bid Now to an approved bidder while the auction is live', async () => {
    const now = Date.now();
    const property = makeProperty({
      _id: 'prop-1',
      auctionDate: today,
      auctionStartTime: new Date(now - 3_600_000).toISOString(),
      auctionEndTime: new Date(now + 3_600_000).toISOString(),
      emdSubmission: addDays(today, -1),
    });
    renderTender(property, [registrationOf(property, 'approved')]);
    expect(await screen.findByText('You are approved to bid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bid Now' }).getAttribute('href')).toBe(
      '/property/prop-1/live-auction',
    );
  });
});
