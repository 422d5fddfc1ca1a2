import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDate, toIstDate, type AdminAuction } from '@eauction/shared';
import type { FakeAnswer } from '../../../testing/app-test-utils';
import { makeAdminAuction, makeRegistration, page } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

let auctions: AdminAuction[];
let listAnswer: FakeAnswer | null;
let putAnswer: FakeAnswer | null;
let deleteAnswer: FakeAnswer | null;
let cancelAnswer: FakeAnswer | null;

async function ready() {
  const api = renderAdmin(({ method, url }) => {
    if (url.pathname === '/api/admin/auctions') return listAnswer ?? { body: page(auctions) };
    if (url.pathname === '/api/admin/auctions/prop-1/registrations')
      return { body: { success: true, data: [makeRegistration()] } };
    if (url.pathname === '/api/admin/auctions/prop-2/registrations')
      return { body: { success: true, data: [] } };
    if (method === 'PUT' && url.pathname === '/api/admin/auctions/prop-1')
      return putAnswer ?? { body: { success: true, data: auctions[0] } };
    if (method === 'POST' && url.pathname.endsWith('/cancel')) {
      if (cancelAnswer) return cancelAnswer;
      const id = url.pathname.split('/')[4];
      auctions = auctions.map((a) =>
        a._id === id ? { ...a, auctionState: 'ended' as const, cancelled: true } : a,
      );
      return { body: { success: true, data: auctions.find((a) => a._id === id) } };
    }
    if (method === 'POST' && url.pathname.endsWith('/relist')) {
      const id = url.pathname.split('/')[4];
      auctions = auctions.map((a) => (a._id === id ? { ...a, relisted: true } : a));
      return { status: 201, body: { success: true, data: { ...auctions[0], _id: 'prop-new' } } };
    }
    if (method === 'DELETE' && url.pathname === '/api/admin/auctions/prop-1') {
      if (deleteAnswer) return deleteAnswer;
      auctions = auctions.slice(1);
      return { body: { success: true } };
    }
    return undefined;
  });
  await openTab('Auction List');
  return api;
}

const rowOf = async (code: string) => (await screen.findByText(`Auction ID ${code}`)).closest('tr')!;

async function openMenuItem(code: string, item: 'Edit' | 'Delete' | 'Cancel auction' | 'Re-auction') {
  const row = await rowOf(code);
  fireEvent.click(within(row).getByRole('button', { name: `More actions for ${code}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  auctions = [
    makeAdminAuction({ registrationsCount: 0 }),
    makeAdminAuction({
      _id: 'prop-2',
      auctionCode: 'EA-2026-0002',
      customerName: 'Sunita Devi',
      cifId: 99001,
      propertyType: 'LAND',
      propertyLocation: 'jaipur',
      state: 'Rajasthan',
      auctionState: 'live',
      registrationsCount: 2,
      bidsCount: 4,
    }),
  ];
  listAnswer = null;
  putAnswer = null;
  deleteAnswer = null;
  cancelAnswer = null;
});

// Each test renders the whole console and drives it event by event: slow on a busy two-core machine.
describe('Auction List tab', { timeout: 30_000 }, () => {
  it('lists customer with CIF id, property, location, auction date with EMD by, and the state', async () => {
    await ready();
    const row = await rowOf('EA-2026-0001');
    expect(within(row).getByText('Ramesh Kumar (Property of late Suresh Kumar)')).toBeTruthy();
    expect(within(row).getByText('CIF 884512')).toBeTruthy();
    expect(within(row).getByText('Residential House')).toBeTruthy();
    expect(within(row).getByText(/^House No. 12/)).toBeTruthy();
    expect(within(row).getByText('indore')).toBeTruthy();
    expect(within(row).getByText('Madhya Pradesh')).toBeTruthy();
    expect(within(row).getByText('15-Dec-26')).toBeTruthy();
    expect(within(row).getByText('EMD by 10-Dec-26')).toBeTruthy();
    expect(within(row).getByText('10:00 AM – 05:00 PM')).toBeTruthy();
    expect(within(row).getByText('Upcoming')).toBeTruthy();
    expect(within(await rowOf('EA-2026-0002')).getByText('Live')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Customer',
      'Property',
      'Location',
      'Auction Date',
      'Actions',
    ]);
  });

  it('searches and filters on the server, back on the first page', async () => {
    const { requests } = await ready();
    await rowOf('EA-2026-0001');
    fireEvent.change(screen.getByLabelText('Search auctions'), { target: { value: 'jaipur' } });
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('search') === 'jaipur')).toBe(true),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Live' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.url.searchParams.get('auctionState') === 'live' && r.url.searchParams.get('offset') === '0',
        ),
      ).toBe(true),
    );
  });

  it("shows 'No auctions found' and 'Failed to load auctions' with Try again", async () => {
    auctions = [];
    const first = await ready();
    expect(await screen.findByText('No auctions found')).toBeTruthy();
    first.unmount();
    listAnswer = { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } };
    await ready();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load auctions')).toBeTruthy();
    listAnswer = null;
    auctions = [makeAdminAuction()];
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('EA-2026-0001')).toBeTruthy();
  });

  it("opens the auction's registrations", async () => {
    await ready();
    fireEvent.click(
      within(await rowOf('EA-2026-0001')).getByRole('button', {
        name: /^View Registrations of EA-2026-0001/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registrations for EA-2026-0001' });
    expect(await within(dialog).findByText('Ravi Shah')).toBeTruthy();
    expect(within(dialog).getByText('₹25,00,000')).toBeTruthy();
    expect(within(dialog).getByText('pending')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(
      within(await rowOf('EA-2026-0002')).getByRole('button', {
        name: /^View Registrations of EA-2026-0002/,
      }),
    );
    expect(await screen.findByText('No registrations found')).toBeTruthy();
  });

  it("edits only the changed fields, the reserve price as a number, then says 'Auction updated successfully'", async () => {
    const { requests } = await ready();
    await openMenuItem('EA-2026-0001', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit auction EA-2026-0001' });
    expect(field(dialog, /^Start time/).value).toBe('10:00');
    expect(field(dialog, /^Auction date/).value).toBe('15-Dec-26');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    fireEvent.change(field(dialog, /^Reserve price/), { target: { value: '26,00,000' } });
    fireEvent.change(field(dialog, /^End time/), { target: { value: '16:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Auction updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where the edit started: the row's menu button.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('More actions for EA-2026-0001'),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ version: 3, reservePrice: 2_600_000, auctionEndTime: '16:30' });
    // The list is read again after the change.
    expect(requests.filter((r) => r.url.pathname === '/api/admin/auctions').length).toBeGreaterThan(1);
  });

  it('checks an edit with the shared rules before sending it', async () => {
    const { requests } = await ready();
    await openMenuItem('EA-2026-0001', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit auction EA-2026-0001' });
    fireEvent.change(field(dialog, /^Customer name/), { target: { value: '' } });
    fireEvent.change(field(dialog, /^Start time/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Customer name is required')).toBeTruthy();
    fireEvent.change(field(dialog, /^Customer name/), { target: { value: 'Ramesh Kumar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('End time must be after Start time')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows 'Failed to update auction' with the server's note, and 'Error updating auction'", async () => {
    putAnswer = {
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        error: 'Failed to update auction',
        note: 'This auction was changed by someone else in the meantime. Reload it and try again.',
      },
    };
    await ready();
    await openMenuItem('EA-2026-0001', 'Edit');
    let dialog = await screen.findByRole('dialog', { name: 'Edit auction EA-2026-0001' });
    fireEvent.change(field(dialog, /^Region/), { target: { value: 'Nimar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to update auction')).toBeTruthy();
    expect(
      within(alert).getByText(
        'This auction was changed by someone else in the meantime. Reload it and try again.',
      ),
    ).toBeTruthy();

    putAnswer = { status: 0, body: null };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    dialog = screen.getByRole('dialog', { name: 'Edit auction EA-2026-0001' });
    expect(await within(dialog).findByText('Error updating auction')).toBeTruthy();
  });

  it('locks the fields that bids depend on', async () => {
    await ready();
    await openMenuItem('EA-2026-0002', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit auction EA-2026-0002' });
    expect(
      within(dialog).getByText(
        'This auction has 4 bids, so these can no longer change: Reserve price, Bid increment, Auction date, Start time, End time and Property type.',
      ),
    ).toBeTruthy();
    expect(field(dialog, /^Reserve price/).disabled).toBe(true);
    expect(field(dialog, /^Auction date/).disabled).toBe(true);
    expect(field(dialog, /^Customer name/).disabled).toBe(false);
  });

  it("deletes after asking, then says 'Auction deleted successfully'", async () => {
    const { requests } = await ready();
    await openMenuItem('EA-2026-0001', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete auction' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    // The safe choice has the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete auction' }));
    expect(await screen.findByText('Auction deleted successfully')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('Auction deleted successfully'),
    );
    expect(
      requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/admin/auctions/prop-1'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByText('Auction ID EA-2026-0001')).toBeNull());
  });

  it('says why an auction with registrations cannot be deleted', async () => {
    await ready();
    await openMenuItem('EA-2026-0002', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete auction' });
    expect(
      within(dialog).getByText(
        'This auction has 2 registrations. You must delete or reassign these registrations before deleting the auction.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete auction' })).toHaveProperty('disabled', true);
  });

  it("shows 'Failed to delete auction' with the note when the server refuses, and 'Error deleting auction'", async () => {
    deleteAnswer = {
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        error: 'Failed to delete auction',
        registrationsCount: 1,
        bidsCount: 0,
        note: 'This auction has 1 registration. You must delete or reassign these registrations before deleting the auction.',
      },
    };
    await ready();
    await openMenuItem('EA-2026-0001', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete auction' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete auction' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to delete auction')).toBeTruthy();
    expect(
      within(alert).getByText(
        'This auction has 1 registration. You must delete or reassign these registrations before deleting the auction.',
      ),
    ).toBeTruthy();

    deleteAnswer = { status: 0, body: null };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete auction' }));
    expect(await within(dialog).findByText('Error deleting auction')).toBeTruthy();
  });

  it('cancels an auction that has not ended, with a reason, and says so', async () => {
    const { requests } = await ready();
    await openMenuItem('EA-2026-0002', 'Cancel auction');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auction' });
    expect(dialog.textContent).toContain(
      'Bidding stops at once. The 2 registrants are mailed your reason and every EMD becomes due for refund.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel auction' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'The borrower repaid the loan in full' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel auction' }));
    // Announced (role status); the row stays, so the focus goes back to its menu as after an edit.
    expect(await screen.findByText('This auction has been cancelled')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('More actions for EA-2026-0002'),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/auctions/prop-2/cancel');
    expect(post.body).toEqual({ reason: 'The borrower repaid the loan in full' });

    // Cancelled now: no Cancel any more, a re-auction instead.
    const row = await rowOf('EA-2026-0002');
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeTruthy());
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for EA-2026-0002' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    expect(screen.queryByRole('menuitem', { name: 'Cancel auction' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Re-auction' })).toBeTruthy();
  });

  it('puts a cancelled auction up for auction again, once', async () => {
    auctions[1] = { ...auctions[1]!, auctionState: 'ended', cancelled: true };
    const { requests } = await ready();
    await openMenuItem('EA-2026-0002', 'Re-auction');
    const form = await screen.findByRole('dialog', { name: 'Put the property up for auction again' });
    expect(form.textContent).toContain('A new auction of the property of EA-2026-0002 (Land, jaipur)');
    const type = (label: RegExp, value: string) => {
      const input = within(form).getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    const today = toIstDate(new Date());
    type(/^Auction date/, formatDate(addDays(today, 30)));
    type(/^EMD submission date/, formatDate(addDays(today, 25)));
    type(/^Reserve price/, '20,00,000');
    const lists = () => requests.filter((r) => r.url.pathname === '/api/admin/auctions').length;
    const listsBefore = lists();
    fireEvent.click(within(form).getByRole('button', { name: 'Put up for auction' }));
    expect(await screen.findByText('The property is up for auction again')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/auctions/prop-2/relist');
    expect(post.body).toMatchObject({ auctionDate: addDays(today, 30), reservePrice: 2_000_000 });

    // Put up again (the list read anew): not offered twice.
    await waitFor(() => expect(lists()).toBeGreaterThan(listsBefore));
    const row = await rowOf('EA-2026-0002');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for EA-2026-0002' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    expect(screen.queryByRole('menuitem', { name: 'Re-auction' })).toBeNull();
  });

  it("shows the server's refusal of a cancellation", async () => {
    cancelAnswer = {
      status: 409,
      body: { success: false, error: 'An auction that has ended cannot be cancelled', code: 'CONFLICT' },
    };
    await ready();
    await openMenuItem('EA-2026-0001', 'Cancel auction');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auction' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Sale notice withdrawn' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel auction' }));
    expect(await within(dialog).findByText('Failed to cancel auction')).toBeTruthy();
    expect(within(dialog).getByText('An auction that has ended cannot be cancelled')).toBeTruthy();
  });

  it('points from a delete refused for its registrations to cancelling the auction', async () => {
    await ready();
    await openMenuItem('EA-2026-0002', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete auction' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel auction instead' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel auction' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete auction' })).toBeNull());
  });
});
