import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../../lib/i18n';
import { makeProperty, makeUser } from '../../../testing/property-fixtures';
import { mockApi, renderWithApp } from '../testing/render';
import { holdAnswer } from '../../../testing/hold-answer';
import { PropertyCard } from './property-card';

// The fixture's auction runs 20-Mar-26 10:00–17:00 IST; EMD closes at the end of 15-Mar-26 IST.
const LIVE = new Date('2026-03-20T06:00:00Z'); // 11:30 IST on the auction day
const BEFORE_EMD_DEADLINE = new Date('2026-03-03T06:00:00Z'); // 12 days before the EMD deadline
const AFTER_EMD_DEADLINE = new Date('2026-03-17T06:00:00Z'); // EMD closed, auction not started
const AFTER_AUCTION = new Date('2026-03-20T12:00:00Z'); // 17:30 IST

function renderCard(now: Date, overrides = {}) {
  return renderWithApp(<PropertyCard property={makeProperty(overrides)} now={now} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyCard state button', () => {
  it('offers Bid Now, linking to the live auction, while the auction runs', () => {
    mockApi(() => undefined);
    renderCard(LIVE);
    const bid = screen.getByRole('link', { name: 'Bid Now' });
    expect(bid.getAttribute('href')).toBe('/property/prop-1/live-auction');
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.queryByText('Register Now')).toBeNull();
  });

  it('offers Register Now, linking to tender payment, while EMD registration is open', () => {
    mockApi(() => undefined);
    renderCard(BEFORE_EMD_DEADLINE);
    const register = screen.getByRole('link', { name: 'Register Now' });
    expect(register.getAttribute('href')).toBe('/property/prop-1/tender-payment');
    expect(screen.queryByText('Live now')).toBeNull();
  });

  it('shows a disabled Registration Closed once the EMD deadline has passed', () => {
    mockApi(() => undefined);
    renderCard(AFTER_EMD_DEADLINE);
    const closed = screen.getByRole('button', { name: 'Registration Closed' });
    expect(closed.hasAttribute('disabled')).toBe(true);
    // Closed for registration, but the auction has not ended.
    expect(screen.queryByText('Ended')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bid Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register Now' })).toBeNull();
  });

  it('shows a disabled Registration Closed after the auction has ended', () => {
    mockApi(() => undefined);
    renderCard(AFTER_AUCTION);
    expect(screen.getByRole('button', { name: 'Registration Closed' }).hasAttribute('disabled')).toBe(true);
  });

  it("labels an ended auction's card 'Ended', and only that one", () => {
    mockApi(() => undefined);
    renderCard(AFTER_AUCTION);
    expect(screen.getByTestId('ended-label').textContent).toBe('Ended');
    cleanup();
    renderCard(LIVE);
    expect(screen.queryByTestId('ended-label')).toBeNull();
  });

  it('always links View Property Details to the detail page', () => {
    mockApi(() => undefined);
    renderCard(LIVE);
    expect(screen.getByRole('link', { name: 'View Property Details' }).getAttribute('href')).toBe(
      '/property/prop-1',
    );
  });

  it('shows the missing-auction error instead of the state button when auction data is missing', () => {
    mockApi(() => undefined);
    renderCard(LIVE, { auctionDate: '', auctionStartTime: '' });
    expect(screen.getByText('Error: Auction data is missing.')).toBeTruthy();
    expect(screen.queryByText('Bid Now')).toBeNull();
    expect(screen.queryByText('Register Now')).toBeNull();
    expect(screen.queryByText('Registration Closed')).toBeNull();
  });
});

describe('PropertyCard facts', () => {
  it('shows the reserve price in rupees and dates as dd-Mon-yy with IST times', () => {
    mockApi(() => undefined);
    renderCard(BEFORE_EMD_DEADLINE);
    expect(screen.getByTestId('reserve-price').textContent).toBe('₹24,50,000');
    expect(screen.getByTestId('auction-date').textContent).toBe('20-Mar-26');
    expect(screen.getByText('10:00 AM – 05:00 PM')).toBeTruthy();
    expect(screen.getByText('15-Mar-26')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Indore, Madhya Pradesh' })).toBeTruthy();
  });
});

describe('PropertyCard EMD progress bar', () => {
  it('measures the days left to the EMD deadline out of 30', () => {
    mockApi(() => undefined);
    renderCard(BEFORE_EMD_DEADLINE);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40'); // 12 of 30 days
    expect(bar.getAttribute('aria-label')).toBe('12 days left for EMD');
    expect(screen.getByText('12 days left for EMD')).toBeTruthy();
  });

  it('is full when the deadline is more than 30 days away', () => {
    mockApi(() => undefined);
    renderCard(new Date('2026-01-01T06:00:00Z'));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('is empty once the deadline has passed', () => {
    mockApi(() => undefined);
    renderCard(AFTER_EMD_DEADLINE);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-label')).toBe('EMD submission closed');
  });
});

describe('PropertyCard interested toggle', () => {
  it('sends an anonymous visitor to /login remembering the property page', async () => {
    mockApi(() => undefined);
    const { location } = renderCard(LIVE);
    fireEvent.click(screen.getByRole('button', { name: 'Save to interested properties' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ from: '/property/prop-1' });
  });

  it('adds the property for a signed-in user and follows the server list', async () => {
    const user = makeUser({ interestedProperties: ['other'] });
    const { calls } = mockApi(
      (url, init) => {
        if (url.pathname === '/api/auth/interested-properties/prop-1' && init?.method === 'POST') {
          return { body: { success: true, data: ['other', 'prop-1'] } };
        }
        return undefined;
      },
      { user },
    );
    const { sessionSettled, location } = renderCard(LIVE);
    await sessionSettled();
    const heart = screen.getByRole('button', { name: 'Save to interested properties' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remove from interested properties' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(
      calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/auth/interested-properties/prop-1'),
    ).toBe(true);
    expect(location().pathname).toBe('/');
  });

  it('removes a saved property and puts it back when the server refuses', async () => {
    const user = makeUser({ interestedProperties: ['prop-1'] });
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = mockApi(() => undefined, { user });
    const { sessionSettled } = renderCard(LIVE);
    await sessionSettled();
    // The server's answer waits until the test releases it, so the optimistic state can be seen.
    const answer = holdAnswer(fetchMock, '/api/auth/interested-properties/prop-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from interested properties' }));
    // The heart flips before the server answers.
    const unsaved = await screen.findByRole('button', { name: 'Save to interested properties' });
    expect(unsaved.getAttribute('aria-pressed')).toBe('false');
    answer({ status: 500, body: { success: false, error: 'Something went wrong', code: 'INTERNAL' } });
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    // Only logged (docs/product.md, "Interested toggle"); the heart shows the saved state again.
    const saved = await screen.findByRole('button', { name: 'Remove from interested properties' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    errorSpy.mockRestore();
  });
});

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(
  [
    '../../../locales/hi.json',
    '../locales/hi.json',
    '../../../../../../packages/shared/src/locales/hi/labels.json',
  ],
  { query: '?lingui', import: 'messages', eager: true },
);

describe('PropertyCard in Hindi', () => {
  afterEach(() => i18n.activate('en'));

  it('names the property type and the possession by their Hindi labels', () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    mockApi(() => undefined);
    renderCard(BEFORE_EMD_DEADLINE, { propertyType: 'AGRICULTURAL LAND', possessionType: 'SYMBOLIC' });
    expect(screen.getByTestId('property-type').textContent).toBe('कृषि भूमि');
    expect(screen.getByText('सांकेतिक')).toBeTruthy();
  });

  it('shows a type the list does not know as it is, in capitalised words', () => {
    mockApi(() => undefined);
    renderCard(BEFORE_EMD_DEADLINE, { propertyType: 'WAREHOUSE UNIT' });
    expect(screen.getByTestId('property-type').textContent).toBe('Warehouse Unit');
  });
});
