import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addDays, formatDate, toIstDate, type MyRegistration } from '@eauction/shared';
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
    emd: { state: 'submitted', refundDueSince: null, refundUtrNo: null, refundedOn: null },
    result: null,
    sale: null,
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
  it('says where each EMD stands, with a refund’s UTR and date', async () => {
    renderPage({
      body: {
        success: true,
        data: [
          makeRegistration({
            _id: 'verified',
            status: 'approved',
            emd: { state: 'verified', refundDueSince: null, refundUtrNo: null, refundedOn: null },
          }),
          makeRegistration({
            _id: 'due',
            status: 'rejected',
            emd: { state: 'refund-due', refundDueSince: '2026-12-06', refundUtrNo: null, refundedOn: null },
          }),
          makeRegistration({
            _id: 'refunded',
            status: 'rejected',
            emd: {
              state: 'refunded',
              refundDueSince: '2026-12-06',
              refundUtrNo: 'SBIN426011223344',
              refundedOn: '2026-12-09',
            },
          }),
        ],
      },
    });
    const [verified, due, refunded] = (await screen.findAllByTestId('emd-state')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(verified.textContent).toBe('EMD received by the bank');
    expect(due.textContent).toBe(
      'EMD refund due since 06-Dec-26: it will be paid back to the bank account of your registration.',
    );
    expect(refunded.textContent).toBe('EMD refunded: UTR SBIN426011223344 on 09-Dec-26');
  });

  it('gives the winner the result, the sale’s status, the next step with its countdown and the sale page', async () => {
    const dueBy = toIstDate(addDays(toIstDate(new Date()), 3));
    renderPage({
      body: {
        success: true,
        data: [
          makeRegistration({
            _id: 'won',
            auctionId: 'p-won',
            status: 'approved',
            emd: { state: 'adjusted', refundDueSince: null, refundUtrNo: null, refundedOn: null },
            result: { state: 'sold', won: true, salePrice: 3_000_000 },
            sale: {
              status: 'confirmed',
              depositDue: 505_000,
              depositDueBy: dueBy,
              balanceDue: 2_250_000,
              balanceDueBy: addDays(dueBy, 14),
            },
          }),
        ],
      },
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('auction-result').textContent).toContain('You won at ₹30,00,000');
    expect(within(card).getByText('Confirmed: 25% deposit due')).toBeTruthy();
    expect(within(card).getByText('EMD counted towards the sale price')).toBeTruthy();
    const step = within(card).getByTestId('sale-next-step');
    expect(step.textContent).toContain(`Pay the 25% deposit of ₹5,05,000 by ${formatDate(dueBy)}`);
    // The deadline is the end of that day in India: three days and what is left of today.
    expect(within(step).getByRole('timer').textContent).toMatch(/^3 days( \d+ hours?)? left$/);
    expect(
      within(card)
        .getByRole('link', { name: /View Sale and Payments/ })
        .getAttribute('href'),
    ).toBe('/property/p-won/sale');
    expect(within(card).queryByRole('link', { name: /Go to Live Auction/ })).toBeNull();
  });

  it('tells the other bidders how the auction ended, and offers them no sale', async () => {
    renderPage({
      body: {
        success: true,
        data: [
          makeRegistration({
            _id: 'lost',
            status: 'approved',
            result: { state: 'sold', won: false, salePrice: null },
          }),
          makeRegistration({
            _id: 'ended',
            status: 'approved',
            result: { state: 'ended', won: false, salePrice: null },
          }),
          makeRegistration({
            _id: 'cancelled',
            status: 'approved',
            result: { state: 'cancelled', won: false, salePrice: null },
          }),
        ],
      },
    });
    const results = (await screen.findAllByTestId('auction-result')).map((el) => el.textContent);
    expect(results).toEqual(['Another bidder won', 'You did not win this auction', 'Auction cancelled']);
    expect(screen.queryByRole('link', { name: /View Sale and Payments/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Go to Live Auction/ })).toBeNull();
  });
});
