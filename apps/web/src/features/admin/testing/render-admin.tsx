import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, makeAuthUser, renderRoutes, type FakeHandler } from '../../../testing/app-test-utils';
import { AdminPage } from '../admin-page';

/**
 * Renders /admin for an admin with the fake API. Calls the handler leaves unanswered get the empty
 * answers the console needs to draw (no stats, no auctions), so a test states only what it is about.
 */
export function renderAdmin(handler: FakeHandler = () => undefined) {
  const api = fakeApi(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      const { pathname } = request.url;
      if (pathname === '/api/admin/dashboard-stats')
        return {
          body: {
            success: true,
            data: { totalProperties: 0, pendingRegistrations: 0, activeAuctions: 0, recentActivity: [] },
          },
        };
      return undefined;
    },
    { user: makeAuthUser({ role: 'admin' }) },
  );
  const view = renderRoutes([{ path: '/admin', Component: AdminPage }], '/admin');
  return { ...api, ...view };
}

/** Opens a tab of the console and waits for its heading. */
export async function openTab(name: string, heading = name) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.findByRole('heading', { level: 2, name: heading });
}
