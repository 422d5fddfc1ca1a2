import { expect, test } from '@playwright/test';
import { formatClock, SITE, type ServerTime, type Success } from '@eauction/shared';
import { logIn } from './session-support';
import { catalogueRoutes, collectPageErrors, STATIC_ROUTES, tileHosts } from './shell-support';

/*
 * The web shell in a real browser against the production build: every public route, the guards, the
 * navigation bar (desktop and phone), the footer and its server clock, and the Contact form end to end.
 */

test.describe('public routes', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route.path} shows '${route.heading}' without console errors`, async ({ page, request }) => {
      const errors = collectPageErrors(page, await tileHosts(request));
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/\| e-Nilami$/);
      expect(errors).toEqual([]);
    });
  }

  test('the catalogue routes render one h1 without console errors', async ({ page, request }) => {
    const errors = collectPageErrors(page, await tileHosts(request));
    for (const path of await catalogueRoutes(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('each page sets its own title, description and canonical URL', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | e-Nilami');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute(
      'content',
      /since 2017/,
    );
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      'About Us | e-Nilami',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveTitle('Contact Us | e-Nilami');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  });

  test('deep links survive a browser refresh', async ({ page }) => {
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/reset-password/abc', 'Reset password'],
      ['/Login', 'LOGIN'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  });

  test('the privacy policy states the refund policy and the terms state the governing law', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('We have no Refund Policy', { exact: false })).toBeVisible();
    await page.goto('/terms-of-use');
    await expect(page.getByText(/governed by Indian law\. The courts of New Delhi/)).toBeVisible();
    await page.goto('/feedback');
    await expect(page.getByText(/within 5 business days/).first()).toBeVisible();
    await page.goto('/website-monitoring-policy');
    await expect(page.getByText(/reviewed half-yearly to find broken links/)).toBeVisible();
    await page.goto('/content-review-policy');
    await expect(page.getByText(/relevance of all other content.*reviewed half-yearly/)).toBeVisible();
  });
});

test.describe('guards', () => {
  for (const path of [
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/interested-properties',
    '/dashboard/bidding-history',
    '/property/any-id/tender-payment',
    '/property/any-id/auction-registration',
    '/property/any-id/live-auction',
    '/admin',
  ]) {
    test(`${path} sends an anonymous visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      // The return path travels in the history state for the login screen to use.
      const state = await page.evaluate(
        () => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from,
      );
      expect(state).toBe(path);
    });
  }
});

test.describe('navigation bar', () => {
  test('links the main pages and offers Registration and Login', async ({ page }) => {
    // Eight pages, each one's code loaded on the way: more than the default budget on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Assets Listing' }).click();
    await expect(page).toHaveURL(/\/assets$/);
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'REGISTRATION' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
    await page.getByRole('link', { name: 'I forgot my Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('banner').getByRole('link', { name: SITE.name }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('stays fixed at the top, 64px high, while the page scrolls', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(64);
  });

  test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('on a phone the menu opens from the menu button and closes after choosing a page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Upcoming Auction',
      'Assets Listing',
      'About Us',
      'Contact Us',
      'Registration',
      'Login',
    ]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('footer', () => {
  test('links every policy page, the sales addresses and the social pages', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveCount(13);
    for (const email of SITE.salesEmails) {
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const social of SITE.social) {
      const link = footer.getByRole('link', { name: `${SITE.name} on ${social.name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await footer.getByRole('link', { name: 'Website Contingency Management Policy' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website Contingency Management Policy' }),
    ).toBeVisible();
  });

  test("the clock shows the server's time in IST and ticks every second", async ({ page, request }) => {
    // The browser runs in America/New_York (playwright.config.ts); the clock must still read IST.
    await page.goto('/about');
    const clock = page.getByRole('timer', { name: 'Server time' });
    await expect(clock).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} [AP]M IST$/);
    const server = ((await (await request.get('/api/time')).json()) as Success<ServerTime>).data;
    const shown = (await clock.textContent()) ?? '';
    const serverMs = Date.parse(server.now);
    const candidates = [-3, -2, -1, 0, 1, 2, 3].map((s) => formatClock(serverMs + s * 1000));
    expect(candidates).toContain(shown);
    await expect(clock).not.toHaveText(shown, { timeout: 3000 });
  });
});

test.describe('Contact Us', () => {
  test('shows the form messages, then stores a valid message and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Anita Desai');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('anita.desai@example.in');
    await page.getByLabel('Company name').fill('Desai Realty');
    await page.getByLabel('Contact number').fill('+91 98100 12345');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('I would like to inspect the Pune flat before the EMD deadline.');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as Success<{ id: string }>;
    expect(body.data.id).toBeTruthy();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });

  test('shows the postal address in New Delhi, the phone and the business hours', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('New Delhi 110001')).toBeVisible();
    await expect(main.getByRole('link', { name: SITE.phone })).toBeVisible();
    await expect(main.getByText(`${SITE.businessDays}, 10:00 am to 06:00 pm`)).toBeVisible();
  });
});

test.describe('account menus', () => {
  test("'My Registrations' is in the account menu and the phone's menu", async ({ page }) => {
    await logIn(page, 'bidder@enilami.in', 'Bidder@12345');
    await page.goto('/about');
    await page.getByRole('button', { name: /^Welcome, / }).click();
    await page.getByRole('menuitem', { name: 'My Registrations' }).click();
    await expect(page).toHaveURL(/\/dashboard\/registrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Registrations' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'My Registrations' }).click();
    await expect(page).toHaveURL(/\/dashboard\/registrations$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Registrations' })).toBeVisible();
  });
});
