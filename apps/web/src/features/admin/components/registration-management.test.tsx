import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminRegistration, RegistrationStatus } from '@eauction/shared';
import { makeRegistration, page } from '../testing/fixtures';
import { openTab, renderAdmin } from '../testing/render-admin';

/** 45 registrations, every third approved, the rest pending: three pages of 20 at most. */
function makeRegistrations(): AdminRegistration[] {
  return Array.from({ length: 45 }, (_, i) =>
    makeRegistration({
      _id: `reg-${i + 1}`,
      user: { ...makeRegistration().user, name: `Bidder ${i + 1}` },
      status: i % 3 === 0 ? 'approved' : 'pending',
    }),
  );
}

/** A fake server that searches names, filters by status and pages, as the real one does. */
function renderList(rows: AdminRegistration[]) {
  return renderAdmin(({ method, url, body }) => {
    if (method === 'PUT' && url.pathname.startsWith('/api/admin/registrations/')) {
      const id = url.pathname.split('/')[4];
      const row = rows.find((r) => r._id === id);
      if (!row) return { status: 404, body: { success: false, error: 'not found', code: 'NOT_FOUND' } };
      row.status = (body as { status: RegistrationStatus }).status;
      return { body: { success: true, data: row } };
    }
    if (url.pathname !== '/api/admin/registrations') return undefined;
    const q = url.searchParams.get('q')?.toLowerCase();
    const status = url.searchParams.get('status');
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const matching = rows.filter(
      (r) => (!q || r.user.name.toLowerCase().includes(q)) && (!status || r.status === status),
    );
    return {
      body: {
        ...page(matching.slice(offset, offset + limit), matching.length, offset),
      },
    };
  });
}

const listCalls = (requests: Array<{ method: string; url: URL }>) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/registrations');

describe('Registration Management', () => {
  it('pages through the registrations on the server, 20 at a time', async () => {
    const { requests } = renderList(makeRegistrations());
    await openTab('Registration Management');
    expect(await screen.findByText('Showing 1–20 of 45 registrations')).toBeTruthy();
    expect(listCalls(requests)[0]?.url.search).toBe('?limit=20&offset=0');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45 registrations')).toBeTruthy();
    expect(screen.getByText('Bidder 45')).toBeTruthy();
    expect(listCalls(requests).at(-1)?.url.searchParams.get('offset')).toBe('40');
  });

  it('searches once typing pauses and filters by status, back on the first page', async () => {
    const { requests } = renderList(makeRegistrations());
    await openTab('Registration Management');
    await screen.findByText('Showing 1–20 of 45 registrations');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21–40 of 45 registrations');
    const before = listCalls(requests).length;
    const search = screen.getByRole('searchbox', { name: 'Search registrations' });
    fireEvent.change(search, { target: { value: 'b' } });
    fireEvent.change(search, { target: { value: 'bidder 4' } });
    // Bidder 4 and Bidder 40 to 45.
    expect(await screen.findByText('Showing 1–7 of 7 registrations')).toBeTruthy();
    const searches = listCalls(requests).slice(before);
    // One request for the whole word, none for the letter typed on the way.
    expect(searches.map((r) => r.url.searchParams.get('q'))).toEqual(['bidder 4']);
    expect(searches[0]?.url.searchParams.get('offset')).toBe('0');

    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    // Bidder 4, 40 and 43 are approved.
    expect(await screen.findByText('Showing 1–3 of 3 registrations')).toBeTruthy();
    expect(listCalls(requests).at(-1)?.url.searchParams.get('status')).toBe('approved');
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No registrations found for this search.')).toBeTruthy();
  });

  it('keeps the filter, the page and the open details after an approval takes the row off the list', async () => {
    const rows = makeRegistrations();
    renderList(rows);
    await openTab('Registration Management');
    await screen.findByText('Showing 1–20 of 45 registrations');
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(await screen.findByText('Showing 1–20 of 30 registrations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 21–30 of 30 registrations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^View Details of Bidder 45,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Showing 21–29 of 29 registrations')).toBeTruthy();
    // Still on page 2 of the pending ones, and the details show the approval.
    expect(screen.getByRole('radio', { name: 'Pending' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true),
    );
    expect(within(dialog).getByText('approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^View Details of Bidder 45,/ })).toBeNull();
  });
});
