import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  formatDate,
  toIstDate,
  type AuctionOutcome,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
import { makeAuthUser } from '../../../testing/app-test-utils';
import { makeMyRegistration } from '../../../testing/registration-fixtures';
import { makeProperty } from '../../../testing/property-fixtures';
import { mockApi, renderWithApp } from '../testing/render';
import { PropertyDetailPage } from './property-detail-page';

// Leaflet needs a real layout engine; the stub shows what the page hands to the map.
vi.mock('../components/property-map', () => ({
  PropertyMap: ({
    position,
    address,
    tileUrl,
  }: {
    position: [number, number];
    address: string;
    tileUrl: string;
  }) => (
    <div data-testid="map-stub" data-lat={position[0]} data-lng={position[1]} data-tiles={tileUrl}>
      {address}
    </div>
  ),
}));

function serve(property: Property | null) {
  return mockApi((url) => {
    if (!url.pathname.startsWith('/api/properties/')) return undefined;
    const id = decodeURIComponent(url.pathname.slice('/api/properties/'.length));
    if (property && id === property._id) return { body: { success: true, data: property } };
    return { status: 404, body: { success: false, error: 'Property not found', code: 'PROPERTY_NOT_FOUND' } };
  });
}

function renderDetail(id: string) {
  return renderWithApp(<PropertyDetailPage />, { route: `/property/${id}`, path: '/property/:id' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PropertyDetailPage', () => {
  it('says Loading, then shows the title with the borrower name cut before "(Property"', async () => {
    serve(makeProperty());
    renderDetail('prop-1');
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Residential House - Ramesh Kumar' }),
    ).toBeTruthy();
  });

  it('titles a property without a customer name by its type and location', async () => {
    serve(makeProperty({ customerName: '' }));
    renderDetail('prop-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Residential House in Indore' }),
    ).toBeTruthy();
  });

  it('shows Property not found when the server answers 404', async () => {
    serve(null);
    renderDetail('no-such-id');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
  });

  it('shows the overview cards and sections, with N/A for an empty vendor', async () => {
    serve(makeProperty({ vendor: '' }));
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Reserve Price', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('detail-auction-date').textContent).toBe('20-Mar-26');
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(0);
    for (const name of [
      'Property Overview',
      'Auction Timeline',
      'Account Information',
      'Financial Details',
      'Location Map',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByText('LN00451209')).toBeTruthy();
    expect(screen.getByText('EA-2026-0001')).toBeTruthy();
    expect(screen.getAllByText('₹2,45,000')).toHaveLength(2); // EMD amount, in Financial Details and Pay the EMD
  });

  it('puts the marker at latitude, longitude from coordinates stored longitude first', async () => {
    serve(makeProperty({ location: { type: 'Point', coordinates: [75.8937, 22.7533] } }));
    renderDetail('prop-1');
    const map = await screen.findByTestId('map-stub');
    expect(map.dataset.lat).toBe('22.7533');
    expect(map.dataset.lng).toBe('75.8937');
    expect(map.dataset.tiles).toBe('https://tiles.test/{z}/{x}/{y}.png');
    expect(map.textContent).toContain('Indore, Madhya Pradesh');
  });

  it('has no map section when the property has no coordinates', async () => {
    serve(makeProperty({ location: null }));
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Location Map' })).toBeNull();
    expect(screen.queryByTestId('map-stub')).toBeNull();
  });

  it('shows the photos the detail lists on the overview, and no Photos section without any', async () => {
    serve(
      makeProperty({
        photos: [
          { url: '/api/properties/prop-1/photos/0', name: 'front.jpg' },
          { url: '/api/properties/prop-1/photos/1', name: 'hall.png' },
        ],
      }),
    );
    renderDetail('prop-1');
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Residential House, photo 2 of 2' }).getAttribute('src')).toBe(
      '/api/properties/prop-1/photos/1',
    );
    cleanup();

    serve(makeProperty());
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
  });

  it('switches to Property Details with borrower, CIF id and description', async () => {
    serve(makeProperty());
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Property Details' }));
    expect(await screen.findByText('Ramesh Kumar')).toBeTruthy();
    expect(screen.getByText('884512')).toBeTruthy();
    expect(screen.getByText(/Vijay Nagar, Indore/)).toBeTruthy();
  });

  it('opens the attached sale notice in a new tab', async () => {
    serve(makeProperty({ saleNoticeUrl: '/api/properties/prop-1/notice' }));
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const notice = await screen.findByRole('link', { name: 'Auction Notice' });
    expect(notice.getAttribute('href')).toBe('/api/properties/prop-1/notice?lang=en');
    expect(notice.getAttribute('target')).toBe('_blank');
  });

  it('disables Auction Notice when no sale notice is attached', async () => {
    serve(makeProperty({ saleNoticeUrl: null }));
    renderDetail('prop-1');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const notice = await screen.findByRole('button', { name: 'Auction Notice' });
    expect(notice.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Auction Notice' })).toBeNull();
  });

  it('sends an anonymous Save Property to /login remembering the property page', async () => {
    serve(makeProperty());
    const { location } = renderDetail('prop-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Property' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ from: '/property/prop-1' });
  });
});

const HOUR = 3_600_000;
const today = toIstDate(new Date());
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** The auction's dates for each moment the call to action tells apart, around the real clock. */
const WHEN = {
  open: {
    emdSubmission: addDays(today, 5),
    auctionDate: addDays(today, 10),
    auctionStartTime: `${addDays(today, 10)}T04:30:00.000Z`,
    auctionEndTime: `${addDays(today, 10)}T11:30:00.000Z`,
  },
  waiting: {
    emdSubmission: addDays(today, -1),
    auctionDate: addDays(today, 3),
    auctionStartTime: `${addDays(today, 3)}T04:30:00.000Z`,
    auctionEndTime: `${addDays(today, 3)}T11:30:00.000Z`,
  },
  live: { emdSubmission: addDays(today, -2), auctionStartTime: at(-HOUR), auctionEndTime: at(HOUR) },
  ended: { emdSubmission: addDays(today, -2), auctionStartTime: at(-3 * HOUR), auctionEndTime: at(-HOUR) },
} satisfies Record<string, Partial<Property>>;

/** The page for a signed-in bidder with `mine` as their registrations, or for an anonymous visitor. */
function renderCta(property: Property, mine: Array<Partial<MyRegistration>> | null) {
  const api = mockApi(
    (url) => {
      if (url.pathname === '/api/properties/prop-1') return { body: { success: true, data: property } };
      if (url.pathname === '/api/auction/my-registrations') {
        return {
          body: { success: true, data: (mine ?? []).map((r) => makeMyRegistration(property, r)) },
        };
      }
      return undefined;
    },
    mine === null ? {} : { user: makeAuthUser() },
  );
  renderDetail('prop-1');
  return api;
}

const cta = () => screen.findByTestId('property-cta');

describe('PropertyDetailPage call to action', () => {
  it('offers Register / Pay EMD, to the tender payment page, while EMD submission is open', async () => {
    renderCta(makeProperty(WHEN.open), null);
    const link = await cta();
    expect(link.textContent).toBe('Register / Pay EMD');
    expect(link.getAttribute('href')).toBe('/property/prop-1/tender-payment');
  });

  it('lets an anonymous visitor participate in a live auction (the live page asks them to log in)', async () => {
    const api = renderCta(makeProperty(WHEN.live), null);
    const link = await cta();
    expect(link.textContent).toBe('Participate in Auction');
    expect(link.getAttribute('href')).toBe('/property/prop-1/live-auction');
    expect(api.calls.some((c) => c.url.pathname === '/api/auction/my-registrations')).toBe(false);
  });

  it('says Registration under review to a bidder whose registration is pending', async () => {
    renderCta(makeProperty(WHEN.open), [{ status: 'pending' }]);
    await waitFor(async () => expect((await cta()).textContent).toBe('Registration under review'));
    expect(screen.queryByRole('link', { name: 'Register / Pay EMD' })).toBeNull();
    expect((await screen.findByTestId('property-standing')).textContent).toContain(
      'Your registration is under review',
    );
  });

  it('gives a rejected bidder the reason and Register Again while EMD submission is open', async () => {
    renderCta(makeProperty(WHEN.open), [
      { status: 'rejected', rejectionReason: 'The PAN card is unreadable', canRegisterAgain: true },
    ]);
    await waitFor(async () => expect((await cta()).textContent).toBe('Register Again'));
    expect((await cta()).getAttribute('href')).toBe('/property/prop-1/tender-payment');
    const standing = await screen.findByTestId('property-standing');
    expect(standing.textContent).toContain('Your registration was rejected');
    expect(standing.textContent).toContain('Reason: The PAN card is unreadable.');
    expect(standing.textContent).toContain('You may correct your registration and submit it again');
  });

  it('tells a rejected bidder that registering again has closed after the EMD deadline', async () => {
    renderCta(makeProperty(WHEN.waiting), [{ status: 'rejected', rejectionReason: 'EMD not received' }]);
    await waitFor(async () => expect((await cta()).textContent).toBe('Registration rejected'));
    expect((await screen.findByTestId('property-standing')).textContent).toContain(
      'Registration for this auction has closed, so it cannot be submitted again.',
    );
  });

  it('offers an approved bidder Bid Now while live, and says when bidding opens before', async () => {
    renderCta(makeProperty(WHEN.live), [{ status: 'approved' }]);
    await waitFor(async () => expect((await cta()).textContent).toBe('Bid Now'));
    expect((await cta()).getAttribute('href')).toBe('/property/prop-1/live-auction');
    cleanup();
    renderCta(makeProperty(WHEN.waiting), [{ status: 'approved' }]);
    await waitFor(async () =>
      expect((await cta()).textContent).toBe(
        `Bidding opens ${formatDate(WHEN.waiting.auctionDate)} 10:00 AM IST`,
      ),
    );
  });

  it('says Registration closed to a signed-in visitor without a registration, and Auction ended after', async () => {
    renderCta(makeProperty(WHEN.live), []);
    await waitFor(async () => expect((await cta()).textContent).toBe('Registration closed'));
    cleanup();
    renderCta(makeProperty(WHEN.ended), [{ status: 'approved' }]);
    await waitFor(async () => expect((await cta()).textContent).toBe('Auction ended'));
  });
});

describe('PropertyDetailPage after the hammer', () => {
  const outcome = (overrides: Partial<AuctionOutcome>): AuctionOutcome => ({
    state: 'sold',
    biddersCount: 4,
    bidsCount: 17,
    salePrice: 3_000_000,
    ...overrides,
  });

  it('says Sold with the number of bidders and bids and the sale price, never who bought it', async () => {
    renderCta(makeProperty({ ...WHEN.ended, outcome: outcome({}) }), null);
    const notice = await screen.findByTestId('auction-outcome');
    expect(within(notice).getByRole('heading', { level: 2, name: 'Sold' })).toBeTruthy();
    expect(notice.textContent).toContain('4 bidders placed 17 bids.');
    expect(notice.textContent).toContain('Sale price: ₹30,00,000');
    expect((await cta()).textContent).toBe('Sold');
    // Nobody pays an EMD for an auction that is over.
    expect(screen.queryByRole('heading', { name: 'Pay the EMD' })).toBeNull();
  });

  it('leaves the price out when it is not public, and counts one bidder and one bid in the singular', async () => {
    renderCta(
      makeProperty({ ...WHEN.ended, outcome: outcome({ biddersCount: 1, bidsCount: 1, salePrice: null }) }),
      null,
    );
    const notice = await screen.findByTestId('auction-outcome');
    expect(notice.textContent).toContain('1 bidder placed 1 bid.');
    expect(notice.textContent).not.toContain('Sale price');
  });

  it('says Auction ended until the sale is confirmed, and Auction cancelled for a cancelled auction', async () => {
    renderCta(makeProperty({ ...WHEN.ended, outcome: outcome({ state: 'ended', salePrice: null }) }), null);
    const ended = await screen.findByTestId('auction-outcome');
    expect(within(ended).getByRole('heading', { name: 'Auction ended' })).toBeTruthy();
    expect(ended.textContent).not.toMatch(/bidders?|Sale price/);
    expect((await cta()).textContent).toBe('Auction ended');
    cleanup();
    // Cancelled before its end: no register button, whatever the clock says.
    renderCta(
      makeProperty({ ...WHEN.open, outcome: outcome({ state: 'cancelled', salePrice: null }) }),
      null,
    );
    const cancelled = await screen.findByTestId('auction-outcome');
    expect(within(cancelled).getByRole('heading', { name: 'Auction cancelled' })).toBeTruthy();
    expect(cancelled.textContent).toContain('This auction has been cancelled.');
    expect((await cta()).textContent).toBe('Auction cancelled');
    expect(screen.queryByRole('link', { name: 'Register / Pay EMD' })).toBeNull();
  });

  it('leads the winner to their sale page', async () => {
    renderCta(makeProperty({ ...WHEN.ended, outcome: outcome({}) }), [
      { status: 'approved', result: { state: 'sold', won: true, salePrice: 3_000_000 } },
    ]);
    const standing = await screen.findByTestId('property-standing');
    expect(standing.textContent).toContain('You won this auction');
    expect(within(standing).getByRole('link', { name: 'View Sale and Payments' }).getAttribute('href')).toBe(
      '/property/prop-1/sale',
    );
  });
});
