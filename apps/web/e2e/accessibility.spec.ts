import { expect, test, type Page } from '@playwright/test';
import type { Property } from '@eauction/shared';
import { logIn } from './session-support';
import {
  DEMO_ADMIN,
  DEMO_BIDDER,
  STATIC_ROUTES,
  catalogueRoutes,
  propertiesInState,
  signedInRoutes,
  useSession,
  wcagViolations,
} from './shell-support';

/*
 * The Website Accessibility policy held to account: axe with the WCAG 2.0 and 2.1 A and AA rules on every
 * route of the route table (docs/product.md, "Route table"), logged out, as the demo bidder and as the demo
 * admin, and on the states people meet there: the account menu and the phone menu open, form messages,
 * 'Property not found', every admin tab with its dialogs, the high contrast theme and the largest text. The
 * bar is no violation at all, whatever axe calls its impact.
 *
 * What needs data changed (the Registration Details dialog of a real registration, a live auction with
 * bids) is checked in keyboard-live-admin.spec.ts, which runs after the catalogue specs.
 */

type Route = { path: string; heading: string | RegExp };

/*
 * Generous waits: axe over a page of two dozen cards takes long on a busy two-core machine, and these
 * limits only bound a hung test (nothing here measures speed).
 */
const LOAD = { timeout: 30_000 };

/**
 * Spinners and skeletons gone: axe sees the page people read, not its loading state. The map of a
 * property loads only when it comes near the window, so its placeholders may stay.
 */
async function settled(page: Page) {
  await expect(
    page.locator(
      '.mantine-Loader-root, .mantine-Skeleton-root:not([aria-label="Loading map"], [aria-hidden="true"]), ' +
        '[data-testid="property-list-skeleton"]',
    ),
  ).toHaveCount(0, LOAD);
}

/** The account menu is its own chunk: until it arrives the greeting is a plain button. */
async function openAccountMenu(page: Page) {
  const greeting = page.getByRole('button', { name: /^Welcome, / });
  await expect(greeting).toHaveAttribute('aria-haspopup', 'menu', LOAD);
  await greeting.click();
  await expect(page.getByRole('menu')).toBeVisible(LOAD);
}

async function open(page: Page, route: Route) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible(LOAD);
  await settled(page);
}

async function expectNoViolations(page: Page, what: string, extraRules?: string[]) {
  expect(await wcagViolations(page, { extraRules }), what).toEqual([]);
}

/** Properties whose pages show each state: one open for EMD registration and one live now (if any). */
async function pickProperties(request: Parameters<typeof propertiesInState>[0]) {
  const [openNow, liveNow] = await Promise.all([
    propertiesInState(request, 'registration-open'),
    propertiesInState(request, 'live'),
  ]);
  // The last one open: the registration test registers the demo bidder for the first.
  const open = openNow[openNow.length - 1];
  expect(open, 'the demo data has an auction open for EMD registration').toBeTruthy();
  return { open: open as Property, live: liveNow[0] };
}

test.describe.configure({ timeout: 240_000 });
// A trace records the page as axe walks it and slows axe several times over on the listing; a failure
// here names the rule and the elements, which is what one needs.
test.use({ trace: 'off' });

test.describe('accessibility, logged out', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route.path} has no WCAG 2.1 A or AA violation`, async ({ page }) => {
      await open(page, route);
      await expectNoViolations(page, route.path);
    });
  }

  for (const [index, name] of ['home', 'assets listing', 'property detail'].entries()) {
    test(`the ${name} page has no WCAG 2.1 A or AA violation`, async ({ page, request }) => {
      const path = (await catalogueRoutes(request))[index] ?? '/';
      await open(page, { path, heading: /\S/ });
      await expectNoViolations(page, path);
    });
  }

  test('the logged-in and admin routes send a visitor to a login page without violations', async ({
    page,
    request,
  }) => {
    const { open: property } = await pickProperties(request);
    const guarded = [
      ...signedInRoutes(property._id).map((r) => r.path),
      `/property/${property._id}/live-auction`,
      '/admin',
    ];
    for (const path of guarded) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible(LOAD);
      await settled(page);
      await expectNoViolations(page, `${path} → /login`);
    }
  });

  test("'Page not found' and 'Property not found' have no violation", async ({ page }) => {
    await open(page, { path: '/no/such/page', heading: 'Page not found' });
    await expectNoViolations(page, 'page not found');
    await open(page, {
      path: '/property/00000000-0000-4000-8000-000000000000',
      heading: 'Property not found',
    });
    await expectNoViolations(page, 'property not found');
  });

  test('the login, registration, forgot password and contact forms showing their messages have no violation', async ({
    page,
  }) => {
    await open(page, { path: '/login', heading: 'LOGIN' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible(LOAD);
    await expectNoViolations(page, 'login messages');

    await open(page, { path: '/register', heading: 'REGISTRATION' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible(LOAD);
    await expectNoViolations(page, 'registration messages');

    await open(page, { path: '/forgot-password', heading: 'Forgot password' });
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Email is required')).toBeVisible(LOAD);
    await expectNoViolations(page, 'forgot password messages');

    await open(page, { path: '/contact', heading: 'Contact Us' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible(LOAD);
    await expectNoViolations(page, 'contact messages');
  });

  test('the phone menu, at 375px, has no violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, { path: '/about', heading: 'About Us' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(LOAD);
    await expectNoViolations(page, 'phone menu');
  });

  test('the filter panel open on a phone has no violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, { path: '/', heading: /\S/ });
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('search', { name: 'Filter properties' })).toBeVisible(LOAD);
    await expectNoViolations(page, 'filters on a phone');
  });
});

test.describe('accessibility, high contrast and the largest text', () => {
  // In high contrast every text also meets the enhanced contrast of level AAA (7:1, 4.5:1 when large).
  const ENHANCED = ['color-contrast-enhanced'];

  async function highContrastLargest(page: Page) {
    await page.addInitScript(() => {
      window.localStorage.setItem('display.contrast', 'high');
      window.localStorage.setItem('display.textSize', '125');
    });
  }

  test('the listing at 1280px meets AAA contrast in high contrast with the largest text', async ({
    page,
  }) => {
    await highContrastLargest(page);
    await open(page, { path: '/', heading: /\S/ });
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expectNoViolations(page, 'home', ENHANCED);
  });

  test('a property, a policy and the phone menu at 375px meet AAA contrast in high contrast', async ({
    page,
    request,
  }) => {
    await highContrastLargest(page);
    await page.setViewportSize({ width: 375, height: 812 });
    const detail = (await catalogueRoutes(request))[2] ?? '/';
    for (const route of [
      { path: detail, heading: /\S/ },
      { path: '/website-accessibility', heading: 'Website Accessibility' },
    ]) {
      await open(page, route);
      await expectNoViolations(page, route.path, ENHANCED);
    }
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(LOAD);
    await expectNoViolations(page, 'phone menu', ENHANCED);
  });

  test('form messages meet AAA contrast in high contrast with the largest text', async ({ page }) => {
    await highContrastLargest(page);
    await open(page, { path: '/login', heading: 'LOGIN' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible(LOAD);
    await expectNoViolations(page, 'login messages', ENHANCED);
    await open(page, { path: '/register', heading: 'REGISTRATION' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible(LOAD);
    await expectNoViolations(page, 'registration messages', ENHANCED);
  });
});

for (const who of ['bidder', 'admin'] as const) {
  const account = who === 'bidder' ? DEMO_BIDDER : DEMO_ADMIN;

  test.describe(`accessibility, as the demo ${who}`, () => {
    let token = '';
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000); // the captcha's proof of work, on a busy machine
      const page = await browser.newPage();
      token = await logIn(page, account.email, account.password);
      await page.close();
    });
    test.beforeEach(async ({ page }) => {
      await useSession(page, token);
    });

    for (const route of STATIC_ROUTES) {
      test(`${route.path} has no violation`, async ({ page }) => {
        await page.goto(route.path);
        // Signed in, the login and registration pages still show (the nav bar greets the user).
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
        await expect(page.getByRole('button', { name: /^Welcome, / })).toBeVisible(LOAD);
        await settled(page);
        await expectNoViolations(page, route.path);
      });
    }

    for (const [index, name] of ['home', 'assets listing', 'property detail'].entries()) {
      test(`the ${name} page has no violation`, async ({ page, request }) => {
        const path = (await catalogueRoutes(request))[index] ?? '/';
        await open(page, { path, heading: /\S/ });
        await expectNoViolations(page, path);
      });
    }

    test('the account menu open has no violation', async ({ page }) => {
      await open(page, { path: '/about', heading: 'About Us' });
      await openAccountMenu(page);
      await expectNoViolations(page, 'account menu open');
    });

    test('the logged-in routes have no violation', async ({ page, request }) => {
      test.setTimeout(480_000);
      const { open: property, live } = await pickProperties(request);
      for (const route of signedInRoutes(property._id)) {
        await open(page, route);
        await expectNoViolations(page, route.path);
      }
      // Profile tabs, and the auction registration form showing its messages.
      await open(page, { path: '/dashboard/profile', heading: 'Profile Settings' });
      for (const tab of ['Address Details', 'Bank Details']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible(LOAD);
        await expectNoViolations(page, `profile: ${tab}`);
      }
      await open(page, {
        path: `/property/${property._id}/auction-registration`,
        heading: 'Participate Registration for E-Auction',
      });
      const submit = page.getByRole('button', { name: 'Submit Registration' });
      if (await submit.isVisible()) {
        await submit.click();
        await expect(page.getByText('Please fix the errors in the form')).toBeVisible(LOAD);
        await expectNoViolations(page, 'auction registration messages');
      }
      // The live auction: refused to a bidder not registered for it, shown to an admin.
      const liveId = live?._id ?? property._id;
      await page.goto(`/property/${liveId}/live-auction`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
      if (who === 'admin' && live) {
        await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected', LOAD);
      } else {
        await expect(page.getByTestId('access-error')).toBeVisible(LOAD);
      }
      await settled(page);
      await expectNoViolations(page, 'live auction');
    });

    test('the phone menu of a signed-in user has no violation', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, { path: '/dashboard/bidding-history', heading: 'Bidding History' });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(LOAD);
      await expectNoViolations(page, 'phone menu');
    });

    if (who === 'bidder') {
      test('/admin sends a bidder to Access Denied without violations', async ({ page }) => {
        await open(page, { path: '/admin', heading: 'Access Denied' });
        await expectNoViolations(page, '/admin as a bidder');
      });
      return;
    }

    test('every admin tab, its messages and its dialogs have no violation', async ({ page }) => {
      test.setTimeout(600_000);
      const tab = async (name: string, heading = name) => {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(LOAD);
        await settled(page);
      };
      await open(page, { path: '/admin', heading: 'Admin Dashboard' });
      await expect(page.getByTestId('stat-totalProperties')).toHaveText(/^\d/);
      await expectNoViolations(page, 'Dashboard');

      await tab('Property Upload', 'Bulk Property Upload');
      await expectNoViolations(page, 'Property Upload');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('Please select a file to upload')).toBeVisible(LOAD);
      await expectNoViolations(page, 'Property Upload with its message');

      await tab('Auction Reports');
      await page
        .getByRole('button', { name: /^Show summary of / })
        .first()
        .click();
      await expectNoViolations(page, 'Auction Reports with a summary open');
      await page
        .getByRole('button', { name: /^View Details of / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByText('Bid history')).toBeVisible(LOAD);
      await expectNoViolations(page, 'report details dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await tab('Add Property');
      await expectNoViolations(page, 'Add Property');
      await page.getByRole('button', { name: 'Add Property' }).click();
      await expect(page.getByText('Please fix the errors in the form')).toBeVisible(LOAD);
      await expectNoViolations(page, 'Add Property with its messages');

      await tab('Registration Management');
      await expectNoViolations(page, 'Registration Management');

      await tab('Auction List');
      const more = page.getByRole('button', { name: /^More actions for / }).first();
      await expect(more).toBeVisible(LOAD);
      await expectNoViolations(page, 'Auction List');
      await page
        .getByRole('button', { name: /^View Registrations of / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Registrations for / })).toBeVisible(LOAD);
      await settled(page);
      await expectNoViolations(page, 'View Registrations dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await more.click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible(LOAD);
      await expectNoViolations(page, 'row actions menu');
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: /^Edit auction / })).toBeVisible(LOAD);
      await expectNoViolations(page, 'Edit dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await more.click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete auction' });
      await expect(remove).toBeVisible(LOAD);
      await expectNoViolations(page, 'Delete dialog');
      // Cancelled: nothing is deleted here.
      await remove.getByRole('button', { name: 'Cancel' }).click();
      await expect(remove).toBeHidden();
    });

    test('the admin tabs in high contrast with the largest text meet AAA contrast', async ({ page }) => {
      test.setTimeout(480_000);
      await page.addInitScript(() => {
        window.localStorage.setItem('display.contrast', 'high');
        window.localStorage.setItem('display.textSize', '125');
      });
      await open(page, { path: '/admin', heading: 'Admin Dashboard' });
      await expect(page.getByTestId('stat-totalProperties')).toHaveText(/^\d/);
      for (const [name, heading] of [
        ['Dashboard', 'Dashboard'],
        ['Auction Reports', 'Auction Reports'],
        ['Add Property', 'Add Property'],
        ['Auction List', 'Auction List'],
      ] as const) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(LOAD);
        await settled(page);
        await expectNoViolations(page, name, ['color-contrast-enhanced']);
      }
    });
  });
}
