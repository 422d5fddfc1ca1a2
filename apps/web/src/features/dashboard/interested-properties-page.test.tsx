import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { addDays, toIstDate, type Property } from '@eauction/shared';
import { useAuth } from '../../lib/auth';
import { fakeApi, makeAuthUser, renderRoutes, type FakeHandler } from '../../testing/app-test-utils';
import { makeProperty as makeTestProperty } from '../../testing/property-fixtures';
import { InterestedPropertiesPage, isUpcomingAuction } from './interested-properties-page';

const today = toIstDate(new Date());

/** A property of this page's tests: registration open (EMD in 5 days, auction in 10), no map or account. */
function makeProperty(overrides: Partial<Property>): Property {
  return makeTestProperty({
    _id: 'p-1',
    auctionCode: 'EA-1',
    auctionDate: addDays(today, 10),
    emdSubmission: addDays(today, 5),
    loanAccountNo: 'LN1',
    cifId: 1,
    propertySchedule: '',
    location: null,
    emdAccount: null,
    ...overrides,
  });
}

const house = makeProperty({ _id: 'house', auctionDate: addDays(today, 10) });
const shop = makeProperty({
  _id: 'shop',
  propertyType: 'COMMERCIAL PROPERTY',
  propertyLocation: 'pune',
  state: 'Maharashtra',
  customerName: 'Anita Desai',
  reservePrice: 5_000_000,
  auctionDate: addDays(today, -3),
});
const plot = makeProperty({
  _id: 'plot',
  propertyType: 'LAND',
  propertyLocation: 'bhopal',
  customerName: 'Vikram Singh',
  auctionDate: today,
});

const user = makeAuthUser({ interestedProperties: ['house', 'shop', 'plot'] });

function listAnswer(list: Property[]): FakeHandler {
  return (request) =>
    request.url.pathname === '/api/auth/interested-properties' && request.method === 'GET'
      ? { body: { success: true, data: list } }
      : undefined;
}

/** Shows the signed-in user's interestedProperties, so a test can see the auth state follow a removal. */
function SignedIn() {
  const { user: current } = useAuth();
  if (!current) return <p>Checking your session</p>;
  return (
    <>
      <output data-testid="user-interests">{current.interestedProperties.join(',')}</output>
      <Outlet />
    </>
  );
}

function renderInterested() {
  return renderRoutes(
    [
      {
        Component: SignedIn,
        children: [{ path: '/dashboard/interested-properties', Component: InterestedPropertiesPage }],
      },
    ],
    '/dashboard/interested-properties',
  );
}

const cards = () => screen.queryAllByTestId('interested-card');
const cardIds = () => cards().map((c) => c.dataset.propertyId);

describe('Interested Properties', () => {
  it('shows each saved property with type, place, price, date, owner, tag and a View Details link', async () => {
    fakeApi(listAnswer([house, shop, plot]), { user });
    renderInterested();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interested Properties' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const shopCard = cards().find((c) => c.dataset.propertyId === 'shop')!;
    expect(within(shopCard).getByRole('heading', { name: 'Commercial Property' })).toBeTruthy();
    expect(within(shopCard).getByText('Pune, Maharashtra')).toBeTruthy();
    expect(within(shopCard).getByText('₹50,00,000')).toBeTruthy();
    expect(within(shopCard).getByText('Anita Desai')).toBeTruthy();
    expect(within(shopCard).getByText('Auction Completed')).toBeTruthy();
    expect(within(shopCard).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/property/shop',
    );

    const houseCard = cards().find((c) => c.dataset.propertyId === 'house')!;
    expect(within(houseCard).getByText('Upcoming Auction')).toBeTruthy();
    // The owner is the borrower's name without the '(Property of …)' note.
    expect(within(houseCard).getByText('Ramesh Kumar')).toBeTruthy();
    // An auction today is still upcoming: the comparison is at the start of the day.
    const plotCard = cards().find((c) => c.dataset.propertyId === 'plot')!;
    expect(within(plotCard).getByText('Upcoming Auction')).toBeTruthy();
  });

  it('filters All, Upcoming and Completed', async () => {
    fakeApi(listAnswer([house, shop, plot]), { user });
    renderInterested();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
    await waitFor(() => expect(cardIds()).toEqual(['house', 'plot']));
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => expect(cardIds()).toEqual(['shop']));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(cardIds()).toEqual(['house', 'shop', 'plot']));
  });

  it('searches property type, location and owner, and says when nothing matches', async () => {
    fakeApi(listAnswer([house, shop, plot]), { user });
    renderInterested();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'land' } });
    await waitFor(() => expect(cardIds()).toEqual(['plot']));
    fireEvent.change(search, { target: { value: 'PUNE' } });
    await waitFor(() => expect(cardIds()).toEqual(['shop']));
    fireEvent.change(search, { target: { value: 'ramesh' } });
    await waitFor(() => expect(cardIds()).toEqual(['house']));
    fireEvent.change(search, { target: { value: 'no such place' } });
    expect(await screen.findByText('No properties match your search criteria.')).toBeTruthy();
    // Search and filter combine.
    fireEvent.change(search, { target: { value: 'singh' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('No properties match your search criteria.')).toBeTruthy();
  });

  it('says so when nothing has been saved yet', async () => {
    fakeApi(listAnswer([]), { user: makeAuthUser() });
    renderInterested();
    expect(
      await screen.findByText('You have not added any properties to your interested list yet.'),
    ).toBeTruthy();
  });

  it('says the list could not be loaded when the call fails', async () => {
    fakeApi(
      (request) =>
        request.url.pathname === '/api/auth/interested-properties'
          ? { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } }
          : undefined,
      { user },
    );
    renderInterested();
    expect(
      await screen.findByText('Failed to load your interested properties. Please try again later.'),
    ).toBeTruthy();
  });

  it("removes a property: DELETE, the card leaves, and the user's list follows the server", async () => {
    const list = listAnswer([house, shop, plot]);
    const { requests } = fakeApi(
      (request) =>
        request.method === 'DELETE' && request.url.pathname === '/api/auth/interested-properties/shop'
          ? { body: { success: true, data: ['house', 'plot'] } }
          : list(request),
      { user },
    );
    renderInterested();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove Commercial Property in Pune, Maharashtra from interested properties',
      }),
    );
    await waitFor(() => expect(cardIds()).toEqual(['house', 'plot']));
    expect(screen.getByTestId('user-interests').textContent).toBe('house,plot');
    expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname.endsWith('/shop'))).toBe(true);
  });

  it('says the removal failed and keeps the card when the server refuses', async () => {
    const list = listAnswer([house, shop]);
    fakeApi(
      (request) =>
        request.method === 'DELETE'
          ? { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } }
          : list(request),
      { user },
    );
    renderInterested();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove / })[0]!);
    expect(
      await screen.findByText('Failed to remove property from your interested list. Please try again.'),
    ).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect(screen.getByTestId('user-interests').textContent).toBe('house,shop,plot');
  });
});

describe('isUpcomingAuction', () => {
  it('compares IST calendar days, whatever the time of day', () => {
    // 23:59 IST on 20 March is still 20 March in Kolkata, though already 18:29 UTC.
    const lateEvening = new Date('2026-03-20T18:29:00Z');
    expect(isUpcomingAuction({ auctionDate: '2026-03-20' }, lateEvening)).toBe(true);
    expect(isUpcomingAuction({ auctionDate: '2026-03-19' }, lateEvening)).toBe(false);
    // 00:30 IST on 21 March is 19:00 UTC on 20 March: an auction on the 20th is over.
    const justAfterMidnight = new Date('2026-03-20T19:00:00Z');
    expect(isUpcomingAuction({ auctionDate: '2026-03-20' }, justAfterMidnight)).toBe(false);
    expect(isUpcomingAuction({ auctionDate: '2026-03-21' }, justAfterMidnight)).toBe(true);
  });
});
