import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Property } from '@eauction/shared';
import { makeProperty } from '../testing/fixtures';
import { mockApi, renderWithApp, type ApiHandler } from '../testing/render';
import { HomePage } from './home-page';

const LOCATIONS = ['bhopal', 'indore', 'new delhi'];

function catalogue(
  list: (url: URL) => { data: Property[]; total: number } | { status: number; error: string },
): ApiHandler {
  return (url) => {
    if (url.pathname === '/api/properties/locations') return { body: { success: true, data: LOCATIONS } };
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
    fireEvent.change(screen.getByLabelText('Auction Date From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Auction Date To'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Bharat Housing Finance Ltd' } });
    // Typing alone changes nothing until the search is applied.
    expect(location().search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));

    await waitFor(() => expect(location().search).not.toBe(''));
    const params = new URLSearchParams(location().search);
    expect(Object.fromEntries(params)).toEqual({
      type: 'COMMERCIAL',
      location: 'new delhi',
      maxPrice: '5000000',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      bank: 'Bharat Housing Finance Ltd',
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('type') === 'COMMERCIAL')).toBe(true),
    );
    const sent = calls.filter((c) => c.url.pathname === '/api/properties').at(-1)?.url.searchParams;
    expect(sent?.get('location')).toBe('new delhi');
    expect(sent?.get('maxPrice')).toBe('5000000');
    expect(sent?.get('dateFrom')).toBe('2026-03-01');
    expect(sent?.get('dateTo')).toBe('2026-03-31');
    expect(sent?.get('bank')).toBe('Bharat Housing Finance Ltd');
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
    const { location } = renderHome();
    await screen.findAllByTestId('property-card');
    fireEvent.change(screen.getByLabelText('Auction Date From'), { target: { value: '2026-04-10' } });
    fireEvent.change(screen.getByLabelText('Auction Date To'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));
    expect(await screen.findByText('Auction Date To cannot be before Auction Date From')).toBeTruthy();
    expect(location().search).toBe('');
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
