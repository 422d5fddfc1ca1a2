import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AuctionReport } from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { makeReport, makeReportDetail, page } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

let reports: AuctionReport[];
let listAnswer: FakeAnswer | null;
let detailAnswer: FakeAnswer | null;

const unsold = makeReport({
  _id: 'prop-2',
  auctionId: 'prop-2',
  auctionCode: 'EA-2026-0002',
  propertyType: 'LAND',
  customerName: 'Sunita Devi',
  propertyLocation: 'jaipur',
  state: 'Rajasthan',
  registeredParticipants: 1,
  activeBidders: 0,
  totalBids: 0,
  highestBid: null,
  highestBidder: null,
  auctionSuccess: false,
});

async function ready() {
  const api = renderAdmin(({ url }) => {
    if (url.pathname === '/api/admin/auction-reports') return listAnswer ?? { body: page(reports) };
    if (url.pathname === '/api/admin/auction-reports/prop-1')
      return detailAnswer ?? { body: { success: true, data: makeReportDetail() } };
    if (url.pathname === '/api/admin/auction-reports/prop-2')
      return { body: { success: true, data: { ...unsold, bids: [] } } };
    if (url.pathname === '/api/admin/auction-reports/prop-1/download') return { body: {} };
    return undefined;
  });
  await openTab('Auction Reports');
  return api;
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

beforeEach(() => {
  reports = [makeReport(), unsold];
  listAnswer = null;
  detailAnswer = null;
});
afterEach(() => vi.restoreAllMocks());

// Each test renders the whole console and drives it event by event: slow on a busy two-core machine.
describe('Auction Reports tab', { timeout: 30_000 }, () => {
  it("lists each auction with its participants and highest bid, or 'No bids'", async () => {
    await ready();
    const row = await rowOf('EA-2026-0001');
    expect(within(row).getByText('Residential House')).toBeTruthy();
    expect(within(row).getByText('Ramesh Kumar (Property of late Suresh Kumar)')).toBeTruthy();
    expect(within(row).getByText('indore')).toBeTruthy();
    expect(within(row).getByText('10-Nov-26')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('₹24,70,000')).toBeTruthy();
    expect(within(await rowOf('EA-2026-0002')).getByText('No bids')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Auction ID',
      'Property',
      'Location',
      'Date',
      'Participants',
      'Highest Bid',
      'Actions',
    ]);
  });

  it("expands a row to its summary: reserve, bids, highest bidder or 'N/A', active bidders, success", async () => {
    await ready();
    const toggle = within(await rowOf('EA-2026-0001')).getByRole('button', {
      name: 'Show summary of EA-2026-0001',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const summary = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(within(summary).getByText('₹24,50,000')).toBeTruthy();
    expect(within(summary).getByText('Ravi Shah')).toBeTruthy();
    expect(within(summary).getByText('Yes')).toBeTruthy();

    fireEvent.click(
      within(await rowOf('EA-2026-0002')).getByRole('button', { name: 'Show summary of EA-2026-0002' }),
    );
    const other = document.getElementById('report-summary-prop-2')!;
    expect(within(other).getByText('N/A')).toBeTruthy();
    expect(within(other).getByText('No')).toBeTruthy();
  });

  it("reads 'In progress' for success while the server says the auction has not ended", async () => {
    reports = [makeReport({ auctionState: 'live', auctionSuccess: null }), unsold];
    await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0001')).getByRole('button', { name: 'Show summary of EA-2026-0001' }),
    );
    const summary = document.getElementById('report-summary-prop-1')!;
    expect(within(summary).getByText('In progress')).toBeTruthy();
    expect(within(summary).queryByText('Yes')).toBeNull();
  });

  it('searches on the server', async () => {
    const { requests } = await ready();
    await rowOf('EA-2026-0001');
    fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'Sunita' } });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.url.pathname === '/api/admin/auction-reports' && r.url.searchParams.get('search') === 'Sunita',
        ),
      ).toBe(true),
    );
  });

  it('opens the details with the bid history, the top bid highlighted', async () => {
    await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0001')).getByRole('button', { name: 'View Details of EA-2026-0001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Auction report EA-2026-0001' });
    expect(within(dialog).getByText('Auction details')).toBeTruthy();
    expect(within(dialog).getByText('Bidding summary')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.getAttribute('data-top-bid')).toBe('true');
    expect(within(rows[0]!).getByText('Top bid')).toBeTruthy();
    expect(within(rows[0]!).getByText('Shah Traders')).toBeTruthy();
    expect(within(rows[0]!).getByText('Auto')).toBeTruthy();
    // 10:55:07 UTC is 04:25:07 PM in India; bids seconds apart must read apart.
    expect(within(rows[0]!).getByText('10-Nov-26 04:25:07 PM IST')).toBeTruthy();
    expect(rows[1]!.getAttribute('data-top-bid')).toBeNull();
    expect(within(rows[1]!).getByText('Manual')).toBeTruthy();
  });

  it("says 'No bids recorded for this auction'", async () => {
    await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0002')).getByRole('button', { name: 'View Details of EA-2026-0002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Auction report EA-2026-0002' });
    expect(await within(dialog).findByText('No bids recorded for this auction')).toBeTruthy();
  });

  it("shows 'Failed to fetch auction report details' and 'Error fetching auction report details'", async () => {
    detailAnswer = { status: 404, body: { success: false, error: 'Property not found', code: 'NOT_FOUND' } };
    await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0001')).getByRole('button', { name: 'View Details of EA-2026-0001' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Failed to fetch auction report details')).toBeTruthy();
    detailAnswer = { status: 502, body: '<html>Bad gateway</html>' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Error fetching auction report details')).toBeTruthy();
  });

  it("shows the server's error for a failed list, with Try again when the list is empty", async () => {
    listAnswer = { status: 500, body: { success: false, error: 'Database unavailable', code: 'INTERNAL' } };
    await ready();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    listAnswer = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('EA-2026-0001')).toBeTruthy();
  });

  it("says 'Error fetching auction reports' when the server cannot be reached", async () => {
    const { fetchMock } = await ready();
    await rowOf('EA-2026-0001');
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/admin/auction-reports')) throw new TypeError('Failed to fetch');
      return original(input, init);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error fetching auction reports')).toBeTruthy();
    // The list already shown stays, so no Try again.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByText('EA-2026-0001')).toBeTruthy();
  });

  it('downloads the report spreadsheet', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    const { requests } = await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0001')).getByRole('button', {
        name: 'Download the report of EA-2026-0001',
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('auction-report-EA-2026-0001.xlsx');
    expect(requests.some((r) => r.url.pathname === '/api/admin/auction-reports/prop-1/download')).toBe(true);
  });
});
