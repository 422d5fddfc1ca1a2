import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BidHistoryEntry } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes, type FakeAnswer } from '../../testing/app-test-utils';
import { BiddingHistoryPage, matchesBidSearch } from './bidding-history-page';

type EntryOverrides = Partial<Omit<BidHistoryEntry, 'property'>> & {
  property?: Partial<BidHistoryEntry['property']>;
};

function makeEntry(overrides: EntryOverrides): BidHistoryEntry {
  const { property, ...rest } = overrides;
  return {
    _id: 'bid-1',
    amount: 2_460_000,
    isAutoBid: false,
    timestamp: '2026-03-20T06:00:07.000Z',
    isWinningBid: false,
    auctionActive: false,
    ...rest,
    property: {
      _id: 'p-1',
      customerName: 'Ramesh Kumar (Property of late Suresh Kumar)',
      propertyType: 'RESIDENTIAL HOUSE',
      propertyLocation: 'indore',
      State: 'Madhya Pradesh',
      loanAccountNo: 'BHFL0112345678',
      auctionDate: '2026-03-20',
      ...property,
    },
  };
}

const shop = {
  _id: 'shop',
  propertyType: 'COMMERCIAL PROPERTY',
  propertyLocation: 'pune',
  State: 'Maharashtra',
  customerName: 'Anita Desai',
};

// Winning and still running; active but outbid; won after the end; lost after the end.
const leading = makeEntry({
  _id: 'leading',
  amount: 5_100_000,
  isWinningBid: true,
  auctionActive: true,
  isAutoBid: true,
  timestamp: '2026-03-21T06:00:00.000Z',
  property: shop,
});
const outbid = makeEntry({
  _id: 'outbid',
  auctionActive: true,
  timestamp: '2026-03-21T05:00:00.000Z',
  property: shop,
});
const won = makeEntry({ _id: 'won', isWinningBid: true, timestamp: '2026-03-10T06:00:00.000Z' });
const lost = makeEntry({
  _id: 'lost',
  timestamp: '2026-03-01T06:00:00.000Z',
  property: { _id: 'plot', propertyType: 'LAND', propertyLocation: 'bhopal', customerName: 'Vikram Singh' },
});

function renderHistory(answer: FakeAnswer) {
  fakeApi(({ url }) => (url.pathname === '/api/auth/bidding-history' ? answer : undefined), {
    user: makeAuthUser(),
  });
  return renderRoutes(
    [
      { path: '/dashboard/bidding-history', Component: BiddingHistoryPage },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    '/dashboard/bidding-history',
  );
}

const cards = () => screen.queryAllByTestId('bid-card');
const cardIds = () => cards().map((c) => c.dataset.bidId);
const cardOf = (id: string) => cards().find((c) => c.dataset.bidId === id)!;

describe('Bidding History', () => {
  it('lists every bid newest first with its property, amount, status and time', async () => {
    renderHistory({ body: { success: true, data: [lost, won, leading, outbid] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bidding History' })).toBeTruthy();
    await waitFor(() => expect(cardIds()).toEqual(['leading', 'outbid', 'won', 'lost']));

    const card = cardOf('leading');
    expect(within(card).getByRole('heading', { name: 'Commercial Property' })).toBeTruthy();
    expect(within(card).getByText('Pune, Maharashtra')).toBeTruthy();
    expect(within(card).getByText('₹51,00,000')).toBeTruthy();
    expect(within(card).getByText('Anita Desai')).toBeTruthy();
    expect(within(card).getByText('BHFL0112345678')).toBeTruthy();
    expect(within(card).getByText('20-Mar-26')).toBeTruthy();
    expect(within(card).getByText('Auto')).toBeTruthy();
    // 06:00 UTC is 11:30 IST.
    expect(within(card).getByText('21-Mar-26 11:30 AM')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Property' }).getAttribute('href')).toBe(
      '/property/shop',
    );
    expect(within(card).getByRole('link', { name: 'Live Auction' }).getAttribute('href')).toBe(
      '/property/shop/live-auction',
    );

    const status = (id: string) => within(cardOf(id)).getByTestId('bid-status').textContent;
    expect(status('leading')).toBe('Winning Bid');
    expect(status('outbid')).toBe('Auction Active');
    expect(status('won')).toBe('Winning Bid');
    expect(status('lost')).toBe('Auction Ended');
    // The owner is the borrower's name without the '(Property of …)' note; no live link once ended.
    expect(within(cardOf('won')).getByText('Ramesh Kumar')).toBeTruthy();
    expect(within(cardOf('won')).queryByRole('link', { name: 'Live Auction' })).toBeNull();
  });

  it('filters All Bids, Active, Won and Lost', async () => {
    renderHistory({ body: { success: true, data: [lost, won, leading, outbid] } });
    await waitFor(() => expect(cards()).toHaveLength(4));
    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(cardIds()).toEqual(['leading', 'outbid']));
    fireEvent.click(screen.getByRole('radio', { name: 'Won' }));
    await waitFor(() => expect(cardIds()).toEqual(['leading', 'won']));
    fireEvent.click(screen.getByRole('radio', { name: 'Lost' }));
    await waitFor(() => expect(cardIds()).toEqual(['lost']));
    fireEvent.click(screen.getByRole('radio', { name: 'All Bids' }));
    await waitFor(() => expect(cardIds()).toEqual(['leading', 'outbid', 'won', 'lost']));
  });

  it('searches property type, location and owner, and says when nothing matches', async () => {
    renderHistory({ body: { success: true, data: [lost, won, leading, outbid] } });
    await waitFor(() => expect(cards()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'land' } });
    await waitFor(() => expect(cardIds()).toEqual(['lost']));
    fireEvent.change(search, { target: { value: 'MAHARASHTRA' } });
    await waitFor(() => expect(cardIds()).toEqual(['leading', 'outbid']));
    fireEvent.change(search, { target: { value: 'ramesh' } });
    await waitFor(() => expect(cardIds()).toEqual(['won']));
    fireEvent.change(search, { target: { value: 'nowhere at all' } });
    expect(await screen.findByText('No bids match your search criteria.')).toBeTruthy();
    // Search and filter combine.
    fireEvent.change(search, { target: { value: 'singh' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Won' }));
    expect(await screen.findByText('No bids match your search criteria.')).toBeTruthy();
  });

  it('lets the list flow with the page: no scroll stop of its own (decision 030)', async () => {
    renderHistory({ body: { success: true, data: [lost, won, leading, outbid] } });
    const region = await screen.findByRole('region', { name: 'Your bids' });
    expect(region.getAttribute('tabindex')).toBeNull();
  });

  it('says so when no bid has been placed yet', async () => {
    renderHistory({ body: { success: true, data: [] } });
    expect(await screen.findByText('You have not placed any bids yet.')).toBeTruthy();
  });

  it('says the history could not be loaded when the call fails', async () => {
    renderHistory({ status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } });
    expect(
      await screen.findByText('Failed to load your bidding history. Please try again later.'),
    ).toBeTruthy();
  });
});

describe('matchesBidSearch', () => {
  it('ignores case and surrounding spaces, and an empty search matches everything', () => {
    expect(matchesBidSearch(lost, '  BHOPAL ')).toBe(true);
    expect(matchesBidSearch(lost, '')).toBe(true);
    expect(matchesBidSearch(lost, 'pune')).toBe(false);
  });
});
