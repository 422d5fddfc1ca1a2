import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Property } from '@eauction/shared';
import { makeProperty } from '../../../testing/property-fixtures';
import { mockApi, renderWithApp, type ApiHandler } from '../testing/render';
import { HomePage } from './home-page';

const LOCATIONS = ['bhopal', 'indore', 'new delhi'];
const BANKS = ['Bharat Housing Finance Ltd', 'Canara Bank', 'State Bank of India'];

function catalogue(
  list: (url: URL) => { data: Property[]; total: number } | { status: number; error: string },
): ApiHandler {
  return (url) => {
    if (url.pathname === '/api/properties/locations') return { body: { success: true, data: LOCATIONS } };
    if (url.pathname === '/api/properties/banks') return { body: { success: true, data: BANKS } };
    if (url.pathname === '/api/properties') {
      const answer = list(url);
      if ('status' in answer)
        return {
          status: answer.status,
          body: { success: false, error: answer.error, code: 'VALIDATION_FAILED' },
        };
      return {
        body: {
          success: true,
          data: answer.data,
          total: answer.total,
          limit: 24,
          offset: Number(url.searchParams.get('offset') ?? 0),
        },
      };
    }
    return undefined;
  };
}

const twoProperties = [makeProperty({ _id: 'a' }), makeProperty({ _id: 'b', propertyLocation: 'bhopal' })];

function renderHome(route = '/') {
  return renderWithApp(<HomePage variant="home" />, { route, path: '/' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The date field once its calendar has arrived (it is loaded after the page starts). */
async function datePicker(label: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByLabelText(label).hasAttribute('data-dates-input')).toBe(true));
  return screen.getByLabelText(label);
}

/** Opens a date field's calendar and clicks a day of the month it shows (its label is 'D MMMM YYYY'). */
async function pickDay(label: string, day: Date) {
  fireEvent.click(await datePicker(label));
  const name = `${day.getDate()} ${day.toLocaleString('en-GB', { month: 'long' })} ${day.getFullYear()}`;
  fireEvent.click(await screen.findByRole('button', { name }));
}

const isoOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('HomePage listing', () => {
  it('shows the cards and the server total in the count badge', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 57 })));
    renderHome();
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Available Properties' })).toBeTruthy();
    expect(screen.getByTestId('property-count').textContent).toBe('57');
  });

  it('asks the server for pages of 24, starting at the page in the URL', async () => {
    const { calls } = mockApi(catalogue(() => ({ data: twoProperties, total: 57 })));
    renderHome('/?page=2');
    await screen.findAllByTestId('property-card');
    const call = calls.find((c) => c.url.pathname === '/api/properties');
    expect(call?.url.searchParams.get('limit')).toBe('24');
    expect(call?.url.searchParams.get('offset')).toBe('24');
  });

  it('shows the empty message, and Show All Properties clears the filters', async () => {
    mockApi(
      catalogue((url) =>
        url.searchParams.get('type') ? { data: [], total: 0 } : { data: twoProperties, total: 2 },
      ),
    );
    const { location } = renderHome('/?type=LAND&maxPrice=1');
    expect(await screen.findByText('No properties match your selected filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Properties' }));
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(2));
  });

  it('replaces the page with the server error text when the list cannot load', async () => {
    mockApi(catalogue(() => ({ status: 400, error: 'maxPrice must be a number of rupees, 0 or more' })));
    renderHome('/?maxPrice=-5');
    expect(await screen.findByText('maxPrice must be a number of rupees, 0 or more')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search Properties' })).toBeNull();
  });
});

describe('HomePage filter panel', () => {
  it('writes the applied filters into the URL and sends them to the server', async () => {
    const { calls } = mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    const { location } = renderHome();
    await screen.findAllByTestId('property-card');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Location')).getByRole('option', { name: 'New Delhi' }),
      ).toBeTruthy(),
    );

    fireEvent.change(screen.getByLabelText('Property Type'), { target: { value: 'COMMERCIAL' } });
    fireEvent.change(screen.getByPlaceholderText('Maximum price'), { target: { value: '5000000' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'new delhi' } });
    // The calendars open on the current month.
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), 3);
    const to = new Date(now.getFullYear(), now.getMonth(), 20);
    await pickDay('Auction Date From', from);
    await pickDay('Auction Date To', to);
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Canara Bank' } });
    fireEvent.change(screen.getByLabelText('Auction Status'), { target: { value: 'ended' } });
    // Typing alone changes nothing until the search is applied.
    expect(location().search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));

    await waitFor(() => expect(location().search).not.toBe(''));
    const params = new URLSearchParams(location().search);
    expect(Object.fromEntries(params)).toEqual({
      type: 'COMMERCIAL',
      location: 'new delhi',
      maxPrice: '5000000',
      dateFrom: isoOf(from),
      dateTo: isoOf(to),
      bank: 'Canara Bank',
      auctionState: 'ended',
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('type') === 'COMMERCIAL')).toBe(true),
    );
    const sent = calls.filter((c) => c.url.pathname === '/api/properties').at(-1)?.url.searchParams;
    expect(sent?.get('location')).toBe('new delhi');
    expect(sent?.get('maxPrice')).toBe('5000000');
    expect(sent?.get('dateFrom')).toBe(isoOf(from));
    expect(sent?.get('dateTo')).toBe(isoOf(to));
    expect(sent?.get('bank')).toBe('Canara Bank');
    expect(sent?.get('auctionState')).toBe('ended');
    expect(sent?.get('offset')).toBe('0');
  });

  it('starts from the filters in the URL and Reset Filters clears them', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    const { location } = renderHome('/?type=LAND&maxPrice=900000&page=2');
    await screen.findAllByTestId('property-card');
    expect((screen.getByLabelText('Property Type') as HTMLSelectElement).value).toBe('LAND');
    expect((screen.getByPlaceholderText('Maximum price') as HTMLInputElement).value).toBe('900000');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect((screen.getByLabelText('Property Type') as HTMLSelectElement).value).toBe('');
    expect((screen.getByPlaceholderText('Maximum price') as HTMLInputElement).value).toBe('');
  });

  it('refuses a negative maximum price without calling the server', async () => {
    const { calls } = mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    const { location } = renderHome();
    await screen.findAllByTestId('property-card');
    const before = calls.length;
    fireEvent.change(screen.getByPlaceholderText('Maximum price'), { target: { value: '-100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));
    expect(await screen.findByText('Maximum price cannot be negative')).toBeTruthy();
    expect(location().search).toBe('');
    expect(calls.slice(before).some((c) => c.url.pathname === '/api/properties')).toBe(false);
  });

  it('refuses a date range that ends before it starts', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    // A shared link can carry such a range; the calendars themselves offer no day out of it.
    const { location } = renderHome('/?dateFrom=2026-04-10&dateTo=2026-04-01');
    await screen.findAllByTestId('property-card');
    fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));
    expect(await screen.findByText('Auction Date To cannot be before Auction Date From')).toBeTruthy();
    expect(location().search).toBe('?dateFrom=2026-04-10&dateTo=2026-04-01');
  });

  it('shows the chosen dates in the site format, DD-MMM-YY', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    renderHome('/?dateFrom=2026-12-05');
    expect((await datePicker('Auction Date From')).textContent).toContain('05-Dec-26');
    expect((await datePicker('Auction Date To')).textContent).toContain('DD-MMM-YY');
  });

  it('offers every bank of the data in the Bank filter', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    renderHome();
    const select = screen.getByLabelText('Bank');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Canara Bank' })).toBeTruthy());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All banks', ...BANKS]);
  });

  it('lists upcoming and live auctions by default and offers Upcoming, Live and Ended', async () => {
    const { calls } = mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    renderHome();
    await screen.findAllByTestId('property-card');
    const select = screen.getByLabelText('Auction Status') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Upcoming and live', 'Upcoming', 'Live', 'Ended', 'All auctions']);
    // The default is the server's: no auctionState is sent.
    const sent = calls.find((c) => c.url.pathname === '/api/properties')?.url.searchParams;
    expect(sent?.has('auctionState')).toBe(false);
  });

  it('shows location options capitalised while sending the stored city', async () => {
    mockApi(catalogue(() => ({ data: twoProperties, total: 2 })));
    renderHome();
    const select = screen.getByLabelText('Location');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'New Delhi' })).toBeTruthy());
    expect((within(select).getByRole('option', { name: 'New Delhi' }) as HTMLOptionElement).value).toBe(
      'new delhi',
    );
  });
});
