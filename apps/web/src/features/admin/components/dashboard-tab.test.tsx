import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeStats, page } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => vi.restoreAllMocks());

// Each test renders the whole console and drives it event by event: slow on a busy two-core machine.
describe('Dashboard tab', { timeout: 30_000 }, () => {
  it('shows Total Properties, Pending Registrations and Active Auctions, and the latest activity', async () => {
    renderAdmin(({ url }) =>
      url.pathname === '/api/admin/dashboard-stats'
        ? { body: { success: true, data: makeStats() } }
        : undefined,
    );
    const total = await screen.findByRole('region', { name: 'Total Properties' });
    expect(await within(total).findByText('1,234')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pending Registrations' })).getByText('7')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Active Auctions' })).getByText('2')).toBeTruthy();
    const activity = screen.getByText('Added property EA-2026-0099').closest('tr')!;
    expect(within(activity).getByText('admin@enilami.in')).toBeTruthy();
    // 05:30 UTC is 11:00 in India.
    expect(within(activity).getByText('21-Nov-26 11:00 AM')).toBeTruthy();
  });

  it('leads from a counter to the tab where it is worked on', async () => {
    renderAdmin(({ url }) => {
      if (url.pathname === '/api/admin/dashboard-stats')
        return { body: { success: true, data: makeStats() } };
      if (url.pathname === '/api/admin/registrations') return { body: page([]) };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review registrations' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Registration Management' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registration Management' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says when nothing has been recorded yet', async () => {
    renderAdmin(({ url }) =>
      url.pathname === '/api/admin/dashboard-stats'
        ? { body: { success: true, data: makeStats({ recentActivity: [] }) } }
        : undefined,
    );
    expect(await screen.findByText('No admin activity recorded yet.')).toBeTruthy();
  });

  it('only logs a failed load and shows dashes for the counters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin(({ url }) =>
      url.pathname === '/api/admin/dashboard-stats'
        ? { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } }
        : undefined,
    );
    const total = await screen.findByRole('region', { name: 'Total Properties' });
    expect(await within(total).findByText('—')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Failed to load the dashboard stats', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
