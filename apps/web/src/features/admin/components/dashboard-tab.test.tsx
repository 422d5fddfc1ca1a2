import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../../lib/i18n';
import { makeStats, page } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => vi.restoreAllMocks());

// The Hindi messages, as a page at a /hi address has them (lib/i18n.ts); the test setup loads the English.
const HINDI = import.meta.glob<Messages>(
  [
    '../../../locales/hi.json',
    '../locales/hi.json',
    '../../../../../../packages/shared/src/locales/hi/*.json',
  ],
  { query: '?lingui', import: 'messages', eager: true },
);

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

  it('shows the activity in the language of a Hindi page', async () => {
    for (const messages of Object.values(HINDI)) i18n.load('hi', messages);
    i18n.activate('hi');
    try {
      renderAdmin(({ url }) =>
        url.pathname === '/api/admin/dashboard-stats'
          ? {
              body: {
                success: true,
                data: makeStats({
                  recentActivity: [
                    {
                      _id: '42',
                      action: 'registration.status-changed',
                      actorEmail: 'admin@enilami.in',
                      entity: 'registration',
                      entityId: 'reg-1',
                      target: 'registration reg-1',
                      description: 'Registration pending → approved',
                      message: {
                        id: 'activity.registrationStatusChanged',
                        values: { from: 'pending', to: 'approved' },
                      },
                      createdAt: '2026-11-21T05:30:00.000Z',
                    },
                    {
                      _id: '43',
                      action: 'something.new',
                      actorEmail: null,
                      entity: 'system',
                      entityId: null,
                      target: 'system',
                      description: 'something.new',
                      createdAt: '2026-11-21T05:30:00.000Z',
                    },
                  ],
                }),
              },
            }
          : undefined,
      );
      expect(await screen.findByText('पंजीकरण लंबित → अनुमोदित')).toBeTruthy();
      expect(screen.queryByText('Registration pending → approved')).toBeNull();
      // An event without a sentence of its own shows its code in both languages.
      expect(screen.getByText('something.new')).toBeTruthy();
    } finally {
      i18n.activate('en');
    }
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
