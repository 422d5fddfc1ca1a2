import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  TOKEN_STORAGE_KEY,
  cardState,
  type CardState,
  type Page as ListPage,
  type Property,
  type PublicConfig,
  type ServerTime,
  type Success,
} from '@eauction/shared';

/** Public routes of the product's route table, with the h1 each must show. */
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

export const DEMO_BIDDER = { email: 'bidder@enilami.in', password: 'Bidder@12345', firstName: 'Demo' };
export const DEMO_ADMIN = { email: 'admin@enilami.in', password: 'Admin@12345' };

/** Routes of the route table (docs/product.md, "Route table") behind the logged-in guard, with their h1. */
export function signedInRoutes(propertyId: string): Array<{ path: string; heading: string | RegExp }> {
  return [
    { path: `/property/${propertyId}/tender-payment`, heading: 'Tender Payment for E-Auction' },
    {
      path: `/property/${propertyId}/auction-registration`,
      heading: 'Participate Registration for E-Auction',
    },
    { path: '/dashboard', heading: 'Profile Settings' },
    { path: '/dashboard/profile', heading: 'Profile Settings' },
    { path: '/dashboard/interested-properties', heading: 'Interested Properties' },
    { path: '/dashboard/registrations', heading: 'My Registrations' },
    { path: '/dashboard/bidding-history', heading: 'Bidding History' },
  ];
}

/**
 * Opens every later page of `page` already signed in with `token` (the session lives in localStorage:
 * docs/product.md, "Sessions and tokens"), so a test logs in through the form once and not before every page.
 */
export async function useSession(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
}

/**
 * Properties of the demo catalogue in a card state by the server's clock, in the catalogue's order, kept
 * clear of the state's edges by a minute so none flips during a test.
 */
export async function propertiesInState(request: APIRequestContext, state: CardState): Promise<Property[]> {
  const [list, time] = await Promise.all([
    request.get('/api/properties?limit=200').then((r) => r.json() as Promise<ListPage<Property>>),
    request.get('/api/time').then((r) => r.json() as Promise<Success<ServerTime>>),
  ]);
  const now = Date.parse(time.data.now);
  return list.data.filter((p) => cardState(p, now) === state && cardState(p, now + 60_000) === state);
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

/** The tags of WCAG 2.0 and 2.1, levels A and AA: the site's accessibility policy promises all of them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every WCAG 2.1 A and AA finding of axe on the page as it is now, whatever its impact: the bar is no
 * violation at all. `extraRules` adds rules beyond those tags (the high contrast theme is also held to
 * the enhanced contrast of level AAA).
 */
/**
 * Waits until no finite CSS transition or animation is running for a few frames in a row (a dialog
 * fading in, a menu opening), at most 10 s. Colours are only final then: a check that ran mid-fade saw
 * a half-transparent dialog and reported its text as too faint. Endless animations (spinners, the live
 * badge's pulse) do not count.
 */
export async function untilTransitionsEnd(page: Page) {
  await page.evaluate(async () => {
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const deadline = performance.now() + 10_000;
    // A transition may start a frame after the element appears (Mantine sets the start state first).
    for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
      await nextFrame();
      quiet = moving() ? 0 : quiet + 1;
    }
  });
}

export async function wcagViolations(page: Page, options: { extraRules?: string[] } = {}) {
  await untilTransitionsEnd(page);
  // axe runs every rule of the tags plus any rule enabled by name (axe-core's `runOnly` with `rules`).
  const rules = Object.fromEntries((options.extraRules ?? []).map((id) => [id, { enabled: true }]));
  const builder = new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/**
 * The older name of `wcagViolations`, kept for the specs that call it: it no longer filters by impact,
 * so a moderate or minor WCAG 2.1 A/AA finding fails those checks too.
 */
export const seriousViolations = (page: Page) => wcagViolations(page);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page; fails
 * when it is not reached within `limit` presses (it is then not in the Tab order).
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/**
 * The focused element shows the keyboard focus ring: it matches :focus-visible and has an outline at
 * least 2px wide, itself or on the field box it sits in (a password field's input is inside its box).
 */
export async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const width = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0;
    };
    const box = el.parentElement?.closest('.mantine-Input-input');
    return {
      element: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
      outline: Math.max(width(el), box ? width(box) : 0),
      matchesFocusVisible: el.matches(':focus-visible'),
    };
  });
  expect(ring, 'an element has focus').not.toBeNull();
  expect(ring?.matchesFocusVisible, `${ring?.element} matches :focus-visible`).toBe(true);
  expect(ring?.outline ?? 0, `${ring?.element} shows a focus outline`).toBeGreaterThanOrEqual(2);
}
