import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SITE } from '@eauction/shared';
import { fakeApi, renderRoutes } from '../testing/app-test-utils';
import { RootLayout } from './layout';

const shellRoutes = [
  { path: '/', Component: RootLayout, children: [{ index: true, element: <h1>Home</h1> }] },
];

describe('footer', () => {
  it("shows the server's time in IST, not the browser's", async () => {
    // The server says it is 10:00 IST on 15 January 2026, whatever the test machine's clock says.
    fakeApi((request) =>
      request.url.pathname === '/api/time'
        ? { body: { success: true, data: { now: '2026-01-15T04:30:00.000Z', timeZone: 'Asia/Kolkata' } } }
        : undefined,
    );
    renderRoutes(shellRoutes, '/');
    const clock = await screen.findByRole('timer', { name: 'Server time' });
    await waitFor(() => expect(clock.textContent).toMatch(/^15-Jan-26 10:00:0\d AM IST$/));
  });

  it('links all thirteen policy pages, the sales addresses and the social pages', async () => {
    fakeApi();
    renderRoutes(shellRoutes, '/');
    const footer = await screen.findByRole('contentinfo');
    const policies = within(within(footer).getByRole('navigation', { name: 'Policies' })).getAllByRole(
      'link',
    );
    expect(policies.map((a) => a.getAttribute('href'))).toEqual([
      '/feedback',
      '/disclaimer',
      '/terms-of-use',
      '/website-accessibility',
      '/privacy-policy',
      '/hyperlinking-policy',
      '/copyright-policy',
      '/content-archival-policy',
      '/website-security-policy',
      '/website-monitoring-policy',
      '/content-review-policy',
      '/website-contingency-management-policy',
      '/content-map',
    ]);
    for (const email of SITE.salesEmails) {
      expect(within(footer).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    }
    for (const social of SITE.social) {
      const link = within(footer).getByRole('link', {
        name: `${SITE.name} on ${social.name} (opens in a new tab)`,
      });
      expect(link.getAttribute('href')).toBe(social.url);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
