import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRegistration } from '@eauction/shared';
import type { FakeAnswer } from '../../testing/app-test-utils';
import { makeRegistration } from './testing/fixtures';
import { renderAdmin as renderConsole } from './testing/render-admin';

let current: AdminRegistration;
let updateAnswer: FakeAnswer | null;

function renderAdmin() {
  return renderConsole(({ method, url, body }) => {
    if (url.pathname === '/api/admin/registrations') return { body: { success: true, data: [current] } };
    if (method === 'PUT' && url.pathname === '/api/admin/registrations/reg-1/status') {
      if (updateAnswer) return updateAnswer;
      current = { ...current, status: (body as { status: AdminRegistration['status'] }).status };
      return { body: { success: true, data: current } };
    }
    if (url.pathname.startsWith('/api/registrations/reg-1/documents/')) return { body: {} };
    return undefined;
  });
}

async function openRegistrationManagement() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Registration Management' }));
  await screen.findByText('Ravi Shah');
}

async function openDetails() {
  await openRegistrationManagement();
  fireEvent.click(screen.getByRole('button', { name: /^View Details/ }));
  return screen.findByRole('dialog', { name: 'Registration Details' });
}

beforeEach(() => {
  current = makeRegistration();
  updateAnswer = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('shows the six tabs of spec 2 with Dashboard selected, and switches tab in place', async () => {
    const { router } = renderAdmin();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Property Upload',
      'Auction Reports',
      'Add Property',
      'Registration Management',
      'Auction List',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Property Upload' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bulk Property Upload' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Property Upload' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lists registrations with user, auction id, amount, status and date', async () => {
    renderAdmin();
    await openRegistrationManagement();
    const row = screen.getByText('Ravi Shah').closest('tr')!;
    expect(within(row).getByText('EA-2026-0001')).toBeTruthy();
    expect(within(row).getByText('₹25,00,000')).toBeTruthy();
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('20-Nov-26')).toBeTruthy();
  });

  it('shows the details, the UTR for NEFT - RTGS and the actions other than the current status', async () => {
    renderAdmin();
    const dialog = await openDetails();
    expect(within(dialog).getByText('Shah Traders')).toBeTruthy();
    expect(within(dialog).getByText('UTR12345678')).toBeTruthy();
    expect(within(dialog).getByText('REG-7F3K9Q')).toBeTruthy();
    expect(within(dialog).getByText('₹2,45,000')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Set Pending' })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: /Open Address Proof/ })).toBeTruthy(),
    );
    expect(within(dialog).getByRole('button', { name: 'View PAN Card full size' })).toBeTruthy();
  });

  it('hides the UTR for other payment modes', async () => {
    current = makeRegistration({ paymentMode: 'Cheque', utrNo: null, status: 'approved' });
    renderAdmin();
    const dialog = await openDetails();
    expect(within(dialog).queryByText('UTR number')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Set Pending' })).toBeTruthy();
  });

  it('changes the status and refreshes the list', async () => {
    const { requests } = renderAdmin();
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ status: 'approved' });
    expect(within(dialog).getByRole('button', { name: 'Set Pending' })).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === '/api/admin/registrations').length).toBeGreaterThan(1);
  });

  it("says 'Failed to update status' when the change fails", async () => {
    updateAnswer = { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } };
    renderAdmin();
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Failed to update status')).toBeTruthy();
  });

  it("shows 'No registrations found' and 'Failed to load registrations'", async () => {
    const first = renderConsole(({ url }) =>
      url.pathname === '/api/admin/registrations' ? { body: { success: true, data: [] } } : undefined,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Registration Management' }));
    expect(await screen.findByText('No registrations found')).toBeTruthy();
    first.unmount();
    renderConsole(({ url }) =>
      url.pathname === '/api/admin/registrations'
        ? { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Registration Management' }));
    expect(await screen.findByText('Failed to load registrations')).toBeTruthy();
  });
});
