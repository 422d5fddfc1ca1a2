import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MyRegistration } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes } from '../../testing/app-test-utils';
import { MyRegistrationsPage } from './my-registrations-page';

function makeRegistration(overrides: Partial<MyRegistration>): MyRegistration {
  return {
    _id: 'reg-1',
    auctionId: 'prop-1',
    property: {
      _id: 'prop-1',
      auctionCode: 'EA-2026-0001',
      propertyType: 'RESIDENTIAL HOUSE',
      propertyLocation: 'indore',
      state: 'Madhya Pradesh',
      auctionDate: '2026-12-05',
      emdSubmission: '2026-12-01',
    },
    offerValue: 2_500_000,
    emdAmount: 245_000,
    paymentMode: 'Neft - Rtgs',
    status: 'pending',
    rejectionReason: null,
    canRegisterAgain: false,
    confirmationCode: 'REG-AAAA11',
    createdAt: '2026-11-20T06:00:00.000Z',
    statusChangedAt: null,
    ...overrides,
  };
}

function renderPage(answer: { status?: number; body: unknown }) {
  fakeApi(({ url }) => (url.pathname === '/api/auction/my-registrations' ? answer : undefined), {
    user: makeAuthUser(),
  });
  return renderRoutes(
    [{ path: '/dashboard/registrations', Component: MyRegistrationsPage }],
    '/dashboard/registrations',
  );
}

describe('MyRegistrationsPage', () => {
  it('lists each registration with its status, EMD, code and the live-auction link when approved', async () => {
    renderPage({
      body: {
        success: true,
        data: [
          makeRegistration({
            _id: 'a',
            auctionId: 'p-a',
            status: 'approved',
            confirmationCode: 'REG-APPR01',
          }),
          makeRegistration({ _id: 'b', auctionId: 'p-b', status: 'pending', confirmationCode: 'REG-PEND01' }),
          makeRegistration({
            _id: 'c',
            auctionId: 'p-c',
            status: 'rejected',
            confirmationCode: 'REG-REJE01',
          }),
        ],
      },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [approved, pending, rejected] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(approved).getByText('approved').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'approved',
    );
    expect(within(approved).getByText('REG-APPR01')).toBeTruthy();
    expect(within(approved).getByText('₹2,45,000')).toBeTruthy();
    expect(within(approved).getByText('05-Dec-26')).toBeTruthy();
    expect(
      within(approved)
        .getByRole('link', { name: /Go to Live Auction/ })
        .getAttribute('href'),
    ).toBe('/property/p-a/live-auction');
    expect(within(pending).getByText('pending')).toBeTruthy();
    expect(within(pending).queryByRole('link', { name: /Go to Live Auction/ })).toBeNull();
    expect(within(rejected).getByText('rejected')).toBeTruthy();
    expect(within(rejected).queryByRole('link', { name: /Go to Live Auction/ })).toBeNull();
  });

  it('gives a rejection its reason and Register Again while the registration may be submitted again', async () => {
    renderPage({
      body: {
        success: true,
        data: [
          makeRegistration({
            _id: 'r-open',
            auctionId: 'p-open',
            status: 'rejected',
            rejectionReason: 'The PAN card is unreadable',
            canRegisterAgain: true,
          }),
          makeRegistration({
            _id: 'r-closed',
            auctionId: 'p-closed',
            status: 'rejected',
            rejectionReason: 'EMD not received.',
            canRegisterAgain: false,
          }),
        ],
      },
    });
    const [again, closed] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(again).getByTestId('rejection').textContent).toContain(
      'Reason: The PAN card is unreadable.',
    );
    expect(within(again).getByText(/submit it again until the end of 01-Dec-26/)).toBeTruthy();
    expect(within(again).getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe(
      '/property/p-open/tender-payment',
    );
    expect(within(closed).getByTestId('rejection').textContent).toContain('Reason: EMD not received.');
    expect(
      within(closed).getByText('Registration for this auction has closed, so it cannot be submitted again.'),
    ).toBeTruthy();
    expect(within(closed).queryByRole('link', { name: 'Register Again' })).toBeNull();
  });

  it('says when there are no registrations', async () => {
    renderPage({ body: { success: true, data: [] } });
    expect(await screen.findByText(/You have not registered for any auction yet/)).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderPage({ status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } });
    expect(await screen.findByText('Failed to load your registrations. Please try again.')).toBeTruthy();
  });
});
