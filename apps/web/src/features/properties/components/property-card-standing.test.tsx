import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MyRegistration } from '@eauction/shared';
import { makeAuthUser } from '../../../testing/app-test-utils';
import { makeMyRegistration } from '../../../testing/registration-fixtures';
import { makeProperty } from '../../../testing/property-fixtures';
import { mockApi, renderWithApp } from '../testing/render';
import { PropertyCard } from './property-card';

// The fixture's auction runs 20-Mar-26 10:00–17:00 IST; EMD closes at the end of 15-Mar-26 IST.
const LIVE = new Date('2026-03-20T06:00:00Z');
const BEFORE_EMD_DEADLINE = new Date('2026-03-03T06:00:00Z');
const AFTER_EMD_DEADLINE = new Date('2026-03-17T06:00:00Z');

const property = makeProperty();

/** The card for a signed-in bidder whose registrations are `mine`. */
function renderFor(now: Date, mine: MyRegistration[]) {
  const api = mockApi(
    (url) =>
      url.pathname === '/api/auction/my-registrations' ? { body: { success: true, data: mine } } : undefined,
    { user: makeAuthUser() },
  );
  renderWithApp(<PropertyCard property={property} now={now} />);
  return api;
}

const registration = (overrides: Partial<MyRegistration>) => makeMyRegistration(property, overrides);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyCard for a signed-in bidder', () => {
  it('shows an anonymous visitor the usual card and asks for no registrations', async () => {
    const api = mockApi(() => undefined);
    const { sessionSettled } = renderWithApp(<PropertyCard property={property} now={BEFORE_EMD_DEADLINE} />);
    await sessionSettled();
    expect(screen.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe(
      '/property/prop-1/tender-payment',
    );
    expect(screen.queryByTestId('card-standing')).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/api/auction/my-registrations')).toBe(false);
  });

  it('offers Register Now to a bidder without a registration for the auction', async () => {
    const api = renderFor(BEFORE_EMD_DEADLINE, [
      makeMyRegistration(makeProperty({ _id: 'other' }), { status: 'approved' }),
    ]);
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.url.pathname === '/api/auction/my-registrations')).toBe(true),
    );
    expect(await screen.findByRole('link', { name: 'Register Now' })).toBeTruthy();
    expect(screen.queryByTestId('card-standing')).toBeNull();
  });

  it('says a pending registration is under review instead of offering to register', async () => {
    renderFor(BEFORE_EMD_DEADLINE, [registration({ status: 'pending' })]);
    expect((await screen.findByTestId('card-standing')).textContent).toBe(
      'Your registration is under review.',
    );
    expect(screen.getByRole('link', { name: 'View Registration' }).getAttribute('href')).toBe(
      '/dashboard/registrations',
    );
    expect(screen.queryByRole('link', { name: 'Register Now' })).toBeNull();
  });

  it('gives the reason of a rejection and offers Register Again while EMD submission is open', async () => {
    renderFor(BEFORE_EMD_DEADLINE, [
      registration({
        status: 'rejected',
        rejectionReason: 'The PAN card is unreadable',
        canRegisterAgain: true,
      }),
    ]);
    expect((await screen.findByTestId('card-standing')).textContent).toBe(
      'Your registration was rejected: The PAN card is unreadable. You may register again until 15-Mar-26.',
    );
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe(
      '/property/prop-1/tender-payment',
    );
  });

  it('gives the reason of a rejection and says registration has closed after the EMD deadline', async () => {
    renderFor(AFTER_EMD_DEADLINE, [
      registration({ status: 'rejected', rejectionReason: 'EMD not received' }),
    ]);
    expect((await screen.findByTestId('card-standing')).textContent).toBe(
      'Your registration was rejected: EMD not received. Registration has closed.',
    );
    expect(screen.getByRole('button', { name: 'Registration Closed' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Register Again' })).toBeNull();
  });

  it('offers an approved bidder Bid Now while the auction is live', async () => {
    renderFor(LIVE, [registration({ status: 'approved' })]);
    expect((await screen.findByTestId('card-standing')).textContent).toBe('You are approved to bid.');
    expect(screen.getByRole('link', { name: 'Bid Now' }).getAttribute('href')).toBe(
      '/property/prop-1/live-auction',
    );
  });

  it('tells an approved bidder when bidding opens before the auction starts', async () => {
    renderFor(AFTER_EMD_DEADLINE, [registration({ status: 'approved' })]);
    expect((await screen.findByTestId('card-standing')).textContent).toBe(
      'You are approved to bid: bidding opens 20-Mar-26 10:00 AM IST.',
    );
    expect(screen.queryByRole('link', { name: 'Bid Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Registration' })).toBeTruthy();
  });
});
