import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRegistration } from '@eauction/shared';
import type { FakeAnswer } from '../../testing/app-test-utils';
import { makeRegistration, page } from './testing/fixtures';
import { renderAdmin as renderConsole } from './testing/render-admin';

let current: AdminRegistration;
let updateAnswer: FakeAnswer | null;

function renderAdmin() {
  return renderConsole(({ method, url, body }) => {
    if (url.pathname === '/api/admin/registrations') return { body: page([current]) };
    if (method === 'PUT' && url.pathname === '/api/admin/registrations/reg-1/status') {
      if (updateAnswer) return updateAnswer;
      const change = body as { status: AdminRegistration['status']; reason?: string };
      current = { ...current, status: change.status, rejectionReason: change.reason ?? null };
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

/** The status actions in the order they stand. */
const actionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((name) => name === 'Approve' || name === 'Reject' || name === 'Set Pending');
const isDisabled = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }).hasAttribute('disabled');

beforeEach(() => {
  current = makeRegistration();
  updateAnswer = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('shows the seven admin tabs with Dashboard selected, and switches tab in place', async () => {
    const { router } = renderAdmin();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Property Upload',
      'Auction Reports',
      'Add Property',
      'Registration Management',
      'Auction List',
      'Sales',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Property Upload' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bulk Property Upload' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Property Upload' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("lists registrations with user, auction id, the auction's EMD amount, status and date", async () => {
    renderAdmin();
    await openRegistrationManagement();
    expect(screen.getByRole('columnheader', { name: 'EMD Amount' })).toBeTruthy();
    const row = screen.getByText('Ravi Shah').closest('tr')!;
    expect(within(row).getByText('EA-2026-0001')).toBeTruthy();
    // The EMD, not the bidder's offer of ₹25,00,000.
    expect(within(row).getByText('₹2,45,000')).toBeTruthy();
    expect(within(row).queryByText('₹25,00,000')).toBeNull();
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('20-Nov-26')).toBeTruthy();
  });

  it('shows the details, the UTR for NEFT - RTGS and the three actions, the current status disabled', async () => {
    renderAdmin();
    const dialog = await openDetails();
    expect(within(dialog).getByText('Shah Traders')).toBeTruthy();
    expect(within(dialog).getByText('UTR12345678')).toBeTruthy();
    expect(within(dialog).getByText('REG-7F3K9Q')).toBeTruthy();
    expect(within(dialog).getByText('₹2,45,000')).toBeTruthy();
    // What the officer checks the documents against.
    expect(within(dialog).getByText('ABCDE1234F')).toBeTruthy();
    expect(within(dialog).getByText('ravi@example.in')).toBeTruthy();
    expect(within(dialog).getByText('9876543210')).toBeTruthy();
    expect(within(dialog).getByText('12 MG Road, Indore, Madhya Pradesh 452001, India')).toBeTruthy();
    expect(within(dialog).getByText('HDFC Bank')).toBeTruthy();
    expect(within(dialog).getByText('123456789012')).toBeTruthy();
    expect(within(dialog).getByText('HDFC0001234')).toBeTruthy();
    expect(actionNames(dialog)).toEqual(['Approve', 'Reject', 'Set Pending']);
    expect(isDisabled(dialog, 'Approve')).toBe(false);
    expect(isDisabled(dialog, 'Reject')).toBe(false);
    expect(isDisabled(dialog, 'Set Pending')).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: /Open Address Proof/ })).toBeTruthy(),
    );
    expect(within(dialog).getByRole('button', { name: 'View PAN Card full size' })).toBeTruthy();
  });

  it('opens the documents large: the image zooms with buttons, the PDF shows in a frame', async () => {
    renderAdmin();
    const dialog = await openDetails();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'View PAN Card full size' }));
    const pan = await screen.findByRole('dialog', { name: 'PAN Card' });
    expect(within(pan).getByText('100%')).toBeTruthy();
    expect(within(pan).getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pan).getByRole('button', { name: 'Zoom in' }));
    expect(within(pan).getByText('150%')).toBeTruthy();
    // Escape closes the viewer only, not the Registration Details it opened from.
    fireEvent.keyDown(within(pan).getByRole('button', { name: 'Zoom in' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PAN Card' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Registration Details' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'View Address Proof' }));
    const proof = await screen.findByRole('dialog', { name: 'Address Proof' });
    expect(proof.querySelector('iframe')?.getAttribute('src')).toBe('blob:doc');
    expect(proof.querySelector('iframe')?.getAttribute('title')).toBe('Address Proof');
  });

  it('hides the UTR for other payment modes', async () => {
    current = makeRegistration({ paymentMode: 'Cheque', utrNo: null, status: 'approved' });
    renderAdmin();
    const dialog = await openDetails();
    expect(within(dialog).queryByText('UTR number')).toBeNull();
    expect(isDisabled(dialog, 'Approve')).toBe(true);
    expect(isDisabled(dialog, 'Reject')).toBe(false);
    expect(isDisabled(dialog, 'Set Pending')).toBe(false);
  });

  it('changes the status from the one shown, once for a double click, and the buttons keep their places', async () => {
    const { requests } = renderAdmin();
    const dialog = await openDetails();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(isDisabled(dialog, 'Approve')).toBe(true));
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([{ status: 'approved', from: 'pending' }]);
    expect(actionNames(dialog)).toEqual(['Approve', 'Reject', 'Set Pending']);
    expect(isDisabled(dialog, 'Set Pending')).toBe(false);
    expect(requests.filter((r) => r.url.pathname === '/api/admin/registrations').length).toBeGreaterThan(1);
  });

  it('asks for the reason before rejecting, sends it and shows it', async () => {
    const { requests } = renderAdmin();
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Rejection' }));
    expect(await within(dialog).findByText('Give the reason for the rejection')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for rejection/ }), {
      target: { value: '  PAN card does not match the name  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Rejection' }));
    await waitFor(() => expect(isDisabled(dialog, 'Approve')).toBe(false));
    expect(isDisabled(dialog, 'Reject')).toBe(true);
    expect(within(dialog).getByText('PAN card does not match the name')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      status: 'rejected',
      from: 'pending',
      reason: 'PAN card does not match the name',
    });
    expect(within(dialog).queryByRole('textbox', { name: /Reason for rejection/ })).toBeNull();
  });

  it("says 'Failed to update status' when the change fails, and the server's words for a stale status", async () => {
    updateAnswer = { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } };
    renderAdmin();
    const dialog = await openDetails();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Failed to update status')).toBeTruthy();
    const stale = 'This registration is already Rejected; reload to see its current status';
    updateAnswer = { status: 409, body: { success: false, error: stale, code: 'CONFLICT' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(stale)).toBeTruthy();
  });

  it("shows 'No registrations found' and 'Failed to load registrations'", async () => {
    const first = renderConsole(({ url }) =>
      url.pathname === '/api/admin/registrations' ? { body: page([]) } : undefined,
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
