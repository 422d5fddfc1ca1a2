import { expect, test, type Page } from '@playwright/test';
import { CONTRAST_STORAGE_KEY, TEXT_SIZE_STORAGE_KEY } from '@eauction/shared';
import { POLICIES_EN } from '../src/features/policies/policy-content.en';
import { POLICY_PAGES } from '../src/features/policies/policy-list';
import POLICY_MESSAGES from '../src/locales/en.json' with { type: 'json' };
import { logIn } from './session-support';
import { collectPageErrors, DEMO_BIDDER, tileHosts, useSession } from './shell-support';

/*
 * Pages rendered on the server (docs/decisions/035-server-rendering-through-the-router.md): the server
 * sends the page's markup in index.html, the browser paints it before any of the app's JavaScript has
 * arrived, and the app then hydrates it. Most tests hold the entry module back, look at what a visitor
 * sees until it arrives, then let it through and check the app has taken the page over; others read the
 * pages with JavaScript off.
 */

/**
 * Holds every request for the app's entry module until `release()` is called. Pages are then opened
 * waiting for the response only (`commit`): the document's DOMContentLoaded, like its load event, waits
 * for its module scripts, the held one among them.
 */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, wasAsked: () => asked };
}

const root = (page: Page) => page.locator('#root');

/**
 * Waits for the page's first contentful paint. The document's load (`domcontentloaded`) does not wait
 * for its stylesheets; the browser's first paint does (they block rendering). What a visitor sees is
 * read after this, never from the computed style of a page whose stylesheet is still on its way.
 */
async function firstPaint(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/**
 * How long the app may take to start once its code is let through: evaluating it and hydrating the
 * home page takes about 4 s with a 4x CPU slowdown on the 2-CPU test machine, and longer while the
 * other worker's browser is busy.
 */
const APP_START = { timeout: 30_000 };

test.describe('pages rendered on the server', () => {
  test.describe.configure({ timeout: 60_000 });

  test('/login is on screen before the app arrives, its form inert, then hydrated and working', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page, await tileHosts(request));
    const app = await holdTheApp(page);
    const configRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/config') configRequests.push(r.url());
    });
    await page.goto('/login', { waitUntil: 'commit' });

    // Rendered by the server: heading, form and title, all there without the app; the form inert.
    await expect(root(page)).toHaveAttribute('data-server-rendered', '');
    await expect(page.locator('form[aria-label="Login form"]')).toHaveAttribute('inert', '');
    await expect(page.locator('h1')).toHaveText('LOGIN');
    // Rendered with the public settings: the captcha's field is there from the start.
    await expect(page.getByRole('group', { name: 'Security check' })).toBeVisible();
    await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
    await expect(page).toHaveTitle('Login | e-Nilami');
    const heading = await page.locator('h1').elementHandle();
    const email = page.locator('input[type="email"], input[name="email"]').first();
    expect(await email.getAttribute('id')).toBeTruthy();
    // The browser asked for the app's entry module while the server's page was on screen.
    await expect.poll(app.wasAsked).toBe(true);

    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // Hydrated, not built again: the very heading element the server sent is still the one on screen.
    expect(await heading!.evaluate((h) => h.isConnected)).toBe(true);
    // The fields' labels still name them.
    const liveId = await email.getAttribute('id');
    await expect(page.locator(`label[for="${liveId}"]`)).toHaveCount(1);
    await expect(page).toHaveTitle('Login | e-Nilami');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('[data-server-rendered]')).toHaveCount(0);

    // The settings came with the page: the app never asked for them. The captcha's widget comes with
    // the app.
    expect(configRequests).toEqual([]);
    await expect(
      page.locator('altcha-widget').getByRole('checkbox', { name: "I'm not a robot" }),
    ).toBeVisible();

    // The form is the live one: the client-side validation answers.
    await page.getByLabel(/^Email/).fill('someone@example.com');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Password is required').first()).toBeVisible();

    // Then the app navigates on its own: the next page's title replaces the server's.
    await page.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page).toHaveTitle('Registration | e-Nilami');
    // No CSP refusal of the inline boot script, no hydration mismatch reported.
    expect(errors).toEqual([]);
  });

  test('the home page is rendered with its first page of cards, which the app takes over without asking again', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page, await tileHosts(request));
    const catalogueRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/properties')) catalogueRequests.push(r.url());
    });
    const app = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('Upcoming E-Auctions');
    // Rendered by the server with the catalogue's first page: the cards are there at once.
    await expect(page.getByTestId('property-list-skeleton')).toHaveCount(0);
    const details = page.getByRole('link', { name: 'View Property Details' });
    await expect(details.first()).toBeVisible();
    const drawnCards = await details.count();
    expect(drawnCards).toBeGreaterThan(0);
    const firstCard = await details.first().elementHandle();
    const count = await page.getByTestId('property-count').textContent();
    // The footer clock does not show the time the page was rendered at: it waits for the browser.
    await expect(page.locator('footer time')).toHaveText('…');
    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    // Hydrated, not built again: the same cards, the same count, and no request for them.
    expect(await firstCard!.evaluate((card) => card.isConnected)).toBe(true);
    await expect(details).toHaveCount(drawnCards);
    await expect(page.getByTestId('property-count')).toHaveText(count ?? '');
    await expect(page.locator('footer time')).toHaveText(/\d{2}:\d{2}/);
    // The filters' location list came with the page as well: cities beside 'All locations'.
    expect(await page.getByLabel('Location').locator('option').count()).toBeGreaterThan(1);
    expect(catalogueRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a visitor who scrolled the server's page stays where they were when the app takes it over, and a link clicked then is followed", async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const register = page.getByRole('link', { name: 'Register Now' }).first();
    await register.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    // The app's first render does not scroll the page back to the top under the visitor's pointer.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const box = await register.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
  });

  test('before the app arrives the keyboard already reaches the skip link and the links', async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('About Us');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // The display controls need the app: inert, so the next stop is a link of the navigation.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'A');
    await expect(page.locator(':focus')).not.toHaveAttribute('href', '#main-content');
    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    await expect(page.getByRole('button', { name: /Increase text size/ })).toBeEnabled();
  });

  test("the theme's colours come with the stylesheet: on the server's page, in the app, and on a page the app renders", async ({
    page,
  }) => {
    // The theme's navy, shade 6 (src/app/theme.ts), not Mantine's default blue: the primary colour, the
    // anchor colour the resolver sets, and the login button's fill, from the variables MantineProvider
    // renders; the browser resolves the var() chains of custom properties.
    const NAVY_6 = 'rgb(28, 63, 117)';
    const theme = { primary: '#1c3f75', anchor: '#1c3f75' };
    const themeOf = (p: Page) =>
      p.evaluate(() => ({
        primary: getComputedStyle(document.documentElement)
          .getPropertyValue('--mantine-primary-color-filled')
          .trim(),
        // The resolver's override of the anchor colour (theme.ts, cssVariablesResolver).
        anchor: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-anchor').trim(),
      }));
    const loginButton = page.getByRole('button', { name: 'Login', exact: true });
    const app = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(root(page)).toHaveAttribute('data-server-rendered', '');
    await firstPaint(page);
    expect(await themeOf(page)).toEqual(theme);
    await expect(loginButton).toHaveCSS('background-color', NAVY_6);

    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    await expect(loginButton).toHaveCSS('background-color', NAVY_6);
    expect(await themeOf(page)).toEqual(theme);

    // A page the server does not render (it needs a session) is built by the app alone, with the same
    // colours.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
    expect(await themeOf(page)).toEqual(theme);
  });

  test('the remembered text size and contrast apply before the first paint', async ({ page }) => {
    await page.addInitScript(
      ([sizeKey, contrastKey]) => {
        window.localStorage.setItem(sizeKey, '125');
        window.localStorage.setItem(contrastKey, 'high');
      },
      [TEXT_SIZE_STORAGE_KEY, CONTRAST_STORAGE_KEY] as const,
    );
    const app = await holdTheApp(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '125');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await firstPaint(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    // The app agrees: the A+ control is the pressed one.
    await expect(page.getByRole('button', { name: /Increase text size/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("a signed-in visitor never sees the anonymous navigation of the server's page", async ({ page }) => {
    const token = await logIn(page, DEMO_BIDDER.email, DEMO_BIDDER.password);
    const fresh = await page.context().newPage();
    await useSession(fresh, token);
    const app = await holdTheApp(fresh);
    await fresh.goto('/', { waitUntil: 'commit' });
    await expect(root(fresh)).toHaveAttribute('data-server-rendered', '');
    await expect(root(fresh)).toBeHidden();
    await expect(fresh.locator('html')).toHaveAttribute('data-session', '');
    app.release();
    await expect(root(fresh)).toBeVisible();
    // The navigation's own link: a card may offer 'View Registration' to a bidder registered for it.
    await expect(
      fresh.getByRole('banner').getByRole('link', { name: 'Registration', exact: true }),
    ).toHaveCount(0);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Upcoming E-Auctions' })).toBeVisible();
  });

  test('an address with a query is rendered with what it asks for: the filtered cards, the page asked for', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page, await tileHosts(request));
    const all = (await (await request.get('/api/properties?limit=1')).json()) as {
      data: { propertyLocation: string }[];
    };
    const city = all.data[0]!.propertyLocation;
    const filtered = (await (
      await request.get(`/api/properties?location=${encodeURIComponent(city)}&limit=24`)
    ).json()) as { total: number };
    const app = await holdTheApp(page);
    await page.goto(`/?location=${encodeURIComponent(city)}`, { waitUntil: 'commit' });
    await expect(root(page)).toHaveAttribute('data-server-rendered', '');
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(filtered.total, 24));
    await expect(page.getByLabel('Location')).toHaveValue(city);
    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(filtered.total, 24));
    expect(errors).toEqual([]);

    // A page past the end of the list is rendered as the app shows it.
    const beyond = await (await request.get('/?page=999')).text();
    expect(beyond).toContain('This page is past the end of the list.');
  });

  test('a screen that needs a session is sent for the app to render, with its code preloaded', async ({
    request,
  }) => {
    const html = await (await request.get('/dashboard/bidding-history')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/bidding-history-page-[\w-]+\.js">/,
    );
  });

  test('a property page is rendered with its property, then hydrated with the same data', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page, await tileHosts(request));
    const list = (await (await request.get('/api/properties?limit=1')).json()) as {
      data: { _id: string; auctionCode: string }[];
    };
    const property = list.data[0]!;
    const app = await holdTheApp(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/properties/${property._id}`)) apiCalls.push(r.url());
    });
    await page.goto(`/property/${property._id}`, { waitUntil: 'commit' });

    // Rendered by the server with the property: its heading, its auction code, its own title.
    await expect(root(page)).toHaveAttribute('data-server-rendered', '');
    await expect(page.getByText(`Auction ID ${property.auctionCode}`)).toBeVisible();
    await expect(page).toHaveTitle(/\| e-Nilami$/);
    const heading = await page.locator('h1').elementHandle();
    const title = await heading!.textContent();
    // What depends on the moment waits for the browser.
    await expect(page.getByText(/^(Live now|EMD registration open|Registration closed)$/)).toHaveCount(0);
    await expect.poll(app.wasAsked).toBe(true);

    app.release();
    await expect(root(page)).not.toHaveAttribute('data-server-rendered', APP_START);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    expect(await heading!.evaluate((h) => h.isConnected)).toBe(true);
    await expect(page.locator('h1')).toHaveText(title!);
    await expect(page.getByText(/^(Live now|EMD registration open|Registration closed)$/)).toHaveCount(1);
    // The first render used the property sent with the page: the app did not have to ask for it.
    expect(apiCalls).toEqual([]);
    // The tabs work: the app has taken the page over.
    await page.getByRole('tab', { name: 'Property Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Property Details' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('with JavaScript off, the public pages show their whole content', async ({
    browser,
    baseURL,
    request,
  }) => {
    const list = (await (await request.get('/api/properties?limit=24')).json()) as {
      total: number;
      data: { _id: string; auctionCode: string; propertyLocation: string }[];
    };
    const property = list.data[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      for (const path of ['/', '/assets']) {
        await page.goto(path);
        await expect(page.locator('h1'), path).toBeVisible();
        await expect(page.getByTestId('property-card'), path).toHaveCount(Math.min(list.total, 24));
        await expect(page.getByTestId('property-list-skeleton'), path).toHaveCount(0);
        await expect(page.locator(`#property-${property._id}-title`), path).toBeVisible();
        await expect(page.getByTestId('reserve-price').first(), path).toContainText('₹');
      }

      await page.goto(`/property/${property._id}`);
      await expect(page.getByText(`Auction ID ${property.auctionCode}`)).toBeVisible();
      await expect(page.getByText(property.propertyLocation).first()).toBeVisible();
      await expect(page).toHaveTitle(/\| e-Nilami$/);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.locator('main p').first()).not.toBeEmpty();

      for (const policy of POLICY_PAGES) {
        const title = POLICY_MESSAGES[policy.title];
        await page.goto(policy.path);
        await expect(page.getByRole('heading', { level: 1, name: title }), policy.path).toBeVisible();
        for (const section of POLICIES_EN[policy.slug].sections) {
          await expect(
            page.getByRole('heading', { level: 2, name: section.heading }),
            policy.path,
          ).toBeVisible();
        }
        await expect(page, policy.path).toHaveTitle(`${title} | e-Nilami`);
      }
    } finally {
      await context.close();
    }
  });

  test('hydrating the public pages logs no error and no mismatch', async ({ page, request }) => {
    const list = (await (await request.get('/api/properties?limit=1')).json()) as { data: { _id: string }[] };
    const problems = collectPageErrors(page, await tileHosts(request));
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match|mismatch/i.test(message.text())) {
        problems.push(`warning: ${message.text()}`);
      }
    });
    const paths = [
      '/',
      '/assets',
      `/property/${list.data[0]!._id}`,
      '/about',
      '/contact',
      '/login',
      '/register',
    ];
    const unknown = '/no-such-page';
    for (const path of [...paths, '/forgot-password', POLICY_PAGES[0]!.path, unknown]) {
      // The server rendered it (an unknown address with the status 404); the browser hydrates it.
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(path === unknown ? 404 : 200);
      expect(await answer.text(), path).toContain('<div id="root" data-server-rendered>');
      await page.goto(path);
      await expect(root(page), path).not.toHaveAttribute('data-server-rendered', APP_START);
      await expect(page.locator('h1'), path).toBeVisible();
    }
    // Chromium logs the 404 of the unknown address's document: that one is expected.
    const documentNotFound = `status of 404 (Not Found) (${new URL(unknown, page.url()).href})`;
    expect(problems.filter((problem) => !problem.endsWith(documentNotFound))).toEqual([]);
  });
});
