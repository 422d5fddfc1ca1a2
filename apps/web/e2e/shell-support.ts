import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Page as ListPage, Property, PublicConfig, Success } from '@eauction/shared';

/** Public routes of the spec's route table, with the h1 each must show. */
export const STATIC_ROUTES: Array<{ path: string; heading: string }> = [
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/register', heading: 'REGISTRATION' },
  { path: '/Register', heading: 'REGISTRATION' },
  { path: '/login', heading: 'LOGIN' },
  { path: '/Login', heading: 'LOGIN' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/verify-email/e2e-sample-token', heading: 'Email verification' },
  { path: '/reset-password/e2e-sample-token', heading: 'Reset password' },
  { path: '/unauthorized', heading: 'Access Denied' },
  { path: '/feedback', heading: 'Feedback' },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/website-accessibility', heading: 'Website Accessibility' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/hyperlinking-policy', heading: 'Hyperlinking Policy' },
  { path: '/copyright-policy', heading: 'Copyright Policy' },
  { path: '/content-archival-policy', heading: 'Content Archival Policy' },
  { path: '/website-security-policy', heading: 'Website Security Policy' },
  { path: '/website-monitoring-policy', heading: 'Website Monitoring Policy' },
  { path: '/content-review-policy', heading: 'Content Review Policy' },
  { path: '/website-contingency-management-policy', heading: 'Website Contingency Management Policy' },
  { path: '/content-map', heading: 'Content Contribution, Moderation and Approval Policy' },
];

/** The catalogue's routes, whose h1 depends on the data: '/', '/assets' and one property. */
export async function catalogueRoutes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/properties?limit=1');
  expect(res.ok()).toBe(true);
  const first = ((await res.json()) as ListPage<Property>).data[0];
  expect(first, 'the demo data has at least one property').toBeTruthy();
  return ['/', '/assets', `/property/${first?._id ?? ''}`];
}

/** Hosts of the map tiles: the browser tests run offline, so tile requests fail and that is expected. */
export async function tileHosts(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/config');
  const config = ((await res.json()) as Success<PublicConfig>).data;
  const template = config.mapTileUrl.replace(/\{[a-z]\}/g, 'a');
  try {
    return [new URL(template).hostname];
  } catch {
    return [];
  }
}

/**
 * Collects console errors and uncaught exceptions of a page, leaving out failed map tile loads (the only
 * expected noise of a closed network).
 */
export function collectPageErrors(page: Page, ignoredHosts: string[]): string[] {
  const errors: string[] = [];
  const isTile = (url: string) => {
    try {
      const host = new URL(url).hostname;
      return ignoredHosts.some((h) => host === h || host.endsWith(`.${h.replace(/^[a-z]\./, '')}`));
    } catch {
      return false;
    }
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isTile(message.location().url)) return;
    // A refused single-use token is the page's expected answer (it then shows 'Verification Failed');
    // Chromium still logs the 4xx response as a console error.
    if (/\/api\/auth\/verify-email\//.test(message.location().url) && /status of 4\d\d/.test(message.text()))
      return;
    errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
