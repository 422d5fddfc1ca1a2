import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AccountRegistrationInput, Page as ListPage, Property } from '@eauction/shared';
import { PDF, PNG, linkFromOutbox } from './session-support';
import { DEMO_BIDDER, expectFocusVisible, tabTo } from './shell-support';

/*
 * The key flows done with the keyboard alone: Tab and Shift+Tab to move, typing, Enter and Space to
 * act, arrow keys in selects and menus; never a mouse click. Each flow also checks that focus is
 * visible where it lands, that it moves to the new page's h1 after a navigation, and that dialogs and
 * menus keep focus inside while open and give it back to their opener when closed.
 * The admin's approval, the upload and a live bid change shared data: keyboard-admin-live.spec.ts.
 */

const LOAD = { timeout: 30_000 };

/** The h1 has focus: where the app puts it after a route change (app/route-focus.ts). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused(LOAD);
}

/** Types into the focused field, replacing what it holds (Ctrl+A selects it, as a person would). */
async function typeHere(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Moves to a field with Tab and types into it. */
async function tabAndType(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await typeHere(page, text);
}

/**
 * Chooses an option of a closed native select with the arrow keys (Chromium changes the value in place
 * on Linux and Windows); `label` is the option's text.
 */
async function chooseWithArrows(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const labels = await select.locator('option').allTextContents();
  const target = labels.indexOf(label);
  expect(target, `${label} is an option`).toBeGreaterThanOrEqual(0);
  let current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  while (current !== target) {
    await page.keyboard.press(current < target ? 'ArrowDown' : 'ArrowUp');
    current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** The input labelled `label` exactly (a required field's label also shows Mantine's ' *'). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Ticks the ALTCHA checkbox with Space and waits while the browser solves the proof of work. */
async function solveCaptchaByKeyboard(page: Page) {
  const widget = page.locator('altcha-widget');
  await tabTo(page, widget.getByRole('checkbox', { name: "I'm not a robot" }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });
}

/** Logs in from /login with the keyboard alone; lands on `/` with focus on its h1. */
async function logInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible(LOAD);
  await tabAndType(page, field(page, 'Email'), email);
  await expectFocusVisible(page);
  await tabAndType(page, field(page, 'Password'), password);
  await solveCaptchaByKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, LOAD);
  await expectHeadingFocused(page, /\S/);
}

/** A new bidder account with a verified e-mail address, made through the API and the outbox. */
async function verifiedAccount(request: APIRequestContext, firstName: string) {
  const email = `e2e.kbd.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Keyboard@123';
  const account: AccountRegistrationInput = {
    firstName,
    lastName: 'Keys',
    organizationName: `${firstName} Keys Realty`,
    country: 'India',
    state: 'gujarat',
    city: 'surat',
    pincode: '395003',
    mobile: '9876512345',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  };
  const created = await request.post('/api/auth/register', { data: account });
  expect(created.ok(), await created.text()).toBe(true);
  const verify = new URL(await linkFromOutbox(email, '/verify-email/')).pathname;
  const verified = await request.get(`/api${verify.replace('/verify-email/', '/auth/verify-email/')}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password, firstName };
}

test.describe.configure({ timeout: 180_000 });

test('the GIGW controls work from the keyboard, are remembered and apply before the first render', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(LOAD);
  const html = page.locator('html');
  const rootFontPx = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const browserDefault = await rootFontPx();

  // The skip link is the first Tab stop, shows when focused and moves focus into <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // Text size: back up with Shift+Tab to 'A+', then Enter and Space each go one step up.
  const bar = page.getByRole('region', { name: 'Accessibility options' });
  const larger = bar.getByRole('button', { name: 'A+ Increase text size' });
  const normal = bar.getByRole('button', { name: 'A Normal text size' });
  const smaller = bar.getByRole('button', { name: 'A- Decrease text size' });
  await tabTo(page, larger, { back: true });
  await expectFocusVisible(page);
  await expect(normal).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-text-size', '112.5');
  await expect(larger).toHaveAttribute('aria-pressed', 'true');
  await expect(normal).toHaveAttribute('aria-pressed', 'false');
  expect(await rootFontPx()).toBeCloseTo(browserDefault * 1.125, 1);
  await page.keyboard.press('Space');
  await expect(html).toHaveAttribute('data-text-size', '125');
  await expect(bar.getByRole('status')).toHaveText('Text size 125%');
  expect(await rootFontPx()).toBeCloseTo(browserDefault * 1.25, 1);
  // The top of the scale: still focused, says it can do no more, changes nothing.
  await expect(larger).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-text-size', '125');
  await expect(larger).toBeFocused();

  // High contrast: the next Tab stop, toggled with Space.
  const contrast = bar.getByRole('button', { name: 'High contrast' });
  await page.keyboard.press('Tab');
  await expect(contrast).toBeFocused();
  await expect(contrast).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(contrast).toHaveAttribute('aria-pressed', 'true');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  const colours = () =>
    page.evaluate(() => ({
      text: getComputedStyle(document.body).color,
      page: getComputedStyle(document.querySelector('main') as Element).backgroundColor,
    }));
  expect(await colours()).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });

  // After a reload both are back before React draws anything: recorded when #root gets its first child.
  await page.addInitScript(() => {
    const record = () => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return false;
      (window as unknown as { firstRender: object }).firstRender = {
        textSize: document.documentElement.dataset.textSize ?? null,
        contrast: document.documentElement.dataset.contrast ?? null,
      };
      return true;
    };
    const observer = new MutationObserver(() => {
      if (record()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible(LOAD);
  expect(await page.evaluate(() => (window as unknown as { firstRender?: object }).firstRender)).toEqual({
    textSize: '125',
    contrast: 'high',
  });
  await expect(contrast).toHaveAttribute('aria-pressed', 'true');
  await expect(larger).toHaveAttribute('aria-pressed', 'true');

  // 'A' resets, 'A-' goes below normal; high contrast off again.
  await tabTo(page, normal);
  await page.keyboard.press('Enter');
  await expect(html).not.toHaveAttribute('data-text-size');
  expect(await rootFontPx()).toBeCloseTo(browserDefault, 1);
  await page.keyboard.press('Shift+Tab');
  await expect(smaller).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-text-size', '87.5');
  await expect(smaller).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, contrast);
  await page.keyboard.press('Enter');
  await expect(html).not.toHaveAttribute('data-contrast');
  expect(await page.evaluate(() => localStorage.getItem('display.contrast'))).toBeNull();
});

test('focus moves to the new page heading after a navigation; the phone menu keeps focus and gives it back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'About Us' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expectHeadingFocused(page, 'About Us');
  // The next Tab continues from the heading, not from the top of the document.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      const next = document.activeElement;
      return (
        !!heading && !!next && !!(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    }),
  ).toBe(true);

  // Footer links too: Shift+Tab never needed, Tab reaches them and Enter follows.
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Website Accessibility' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Website Accessibility');

  // On a phone the menu opens from its button; Tab and Shift+Tab stay inside; Escape closes it and
  // focus returns to the button.
  await page.setViewportSize({ width: 375, height: 812 });
  const burger = page.getByRole('button', { name: 'Open navigation menu' });
  await tabTo(page, burger, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible(LOAD);
  const insideMenu = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  await expect.poll(insideMenu).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await insideMenu(), `focus stays in the menu after ${i + 1} presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /navigation menu$/ })).toBeFocused();

  // Choosing a page in the menu closes it and focuses that page's heading.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible(LOAD);
  await tabTo(page, menu.getByRole('link', { name: 'Contact Us' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expectHeadingFocused(page, 'Contact Us');
});

test('logs in, opens the account menu and follows one of its links with the keyboard alone', async ({
  page,
}) => {
  await logInByKeyboard(page, DEMO_BIDDER.email, DEMO_BIDDER.password);
  const account = page.getByRole('button', { name: `Welcome, ${DEMO_BIDDER.firstName}` });
  // The menu is its own chunk: until it arrives the greeting is a plain button.
  await expect(account).toHaveAttribute('aria-haspopup', 'menu', LOAD);
  await tabTo(page, account, { back: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible(LOAD);
  // The menu takes the focus as it opens (after its opening transition): a keyboard user presses
  // Escape in it. Escape closes it and gives focus back to its button.
  await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement)), LOAD).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  // Arrow keys move through the items; Enter follows one.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible(LOAD);
  const history = menu.getByRole('menuitem', { name: 'Bidding History' });
  for (let i = 0; i < 8 && !(await history.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(history).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/bidding-history$/);
  await expectHeadingFocused(page, 'Bidding History');
});

test('fills in and submits the registration form with the keyboard alone', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'REGISTRATION' })).toBeVisible(LOAD);
  const form = page.getByRole('form', { name: 'Registration form' });
  const submit = form.getByRole('button', { name: 'Register', exact: true });

  // Submitting it empty says what is wrong and puts focus on the first field with a message.
  await tabTo(page, submit);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(field(form, 'First name')).toBeFocused();

  const email = `e2e.kbd.form.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  await typeHere(page, 'Keya');
  await tabAndType(page, field(form, 'Last name'), 'Board');
  await tabAndType(page, field(form, 'Organization name'), 'Board Estates');
  await chooseWithArrows(page, field(form, 'State'), 'Gujarat');
  await chooseWithArrows(page, field(form, 'City'), 'Surat');
  await tabAndType(page, field(form, 'Pincode'), '395003');
  await tabAndType(page, field(form, 'Mobile number'), '9876509876');
  await tabAndType(page, field(form, 'Email'), email);
  await tabAndType(page, field(form, 'Password'), 'Keyboard@123');
  await tabAndType(page, field(form, 'Confirm password'), 'Keyboard@123');
  await chooseWithArrows(page, field(form, 'Preferred industry'), 'Real Estate');
  const terms = form.getByRole('checkbox', { name: /I accept the/ });
  await tabTo(page, terms);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible(LOAD);
});

test('filters the listing with the keyboard alone', async ({ page, request }) => {
  const land = (await (
    await request.get('/api/properties?type=LAND&maxPrice=500000000&limit=1')
  ).json()) as ListPage<Property>;
  expect(land.total).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible(LOAD);
  const filters = page.getByRole('search', { name: 'Filter properties' });
  await chooseWithArrows(page, filters.getByLabel('Property Type'), 'Land/Plot');
  await tabAndType(page, filters.getByLabel('Reserve Price'), '500000000');
  await tabTo(page, filters.getByRole('button', { name: 'Search Properties' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]type=LAND/);
  await expect(page).toHaveURL(/[?&]maxPrice=500000000/);
  await expect(page.getByTestId('property-count')).toHaveText(String(land.total), LOAD);
  for (const type of await page.getByTestId('property-type').allTextContents()) {
    expect(type.toUpperCase()).toContain('LAND');
  }
  // Reset Filters, back with Shift+Tab, brings every property back.
  await tabTo(page, filters.getByRole('button', { name: 'Reset Filters' }), { back: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/type=/);
  await expect(page.getByTestId('property-count')).not.toHaveText(String(land.total));
});

test('registers for an auction with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const bidder = await verifiedAccount(request, 'Kabir');
  await logInByKeyboard(page, bidder.email, bidder.password);

  // The second auction open for registration (the registration test takes the first).
  const register = page.getByRole('link', { name: 'Register Now' }).nth(1);
  await expect(register).toBeVisible(LOAD);
  await tabTo(page, register, { limit: 300 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Tender Payment for E-Auction');
  await tabTo(page, page.getByRole('link', { name: 'I ACCEPT, REGISTER ME' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Participate Registration for E-Auction');

  const form = page.getByRole('form', { name: 'Auction registration' });
  const reserveText =
    (await page
      .getByText(/Reserve price ₹/)
      .first()
      .textContent()) ?? '';
  const reserve = /Reserve price ₹([\d,]+)/.exec(reserveText)?.[1]?.replace(/,/g, '') ?? '';
  expect(Number(reserve)).toBeGreaterThan(0);
  // Name, organization and mobile come from the profile; the rest is typed.
  await expect(field(form, 'First Name')).toHaveValue('Kabir');
  await chooseWithArrows(page, field(form, 'State'), 'Rajasthan');
  await chooseWithArrows(page, field(form, 'District'), 'Jaipur');
  await tabAndType(page, field(form, 'Pincode'), '302001');
  await tabAndType(page, field(form, 'Landline Number'), '0141 2345678');
  /*
   * The three documents: a file input opens the operating system's file dialog, which no page script
   * or browser test can drive, so the files are set on the inputs directly. Tab still reaches each
   * file button (checked below) and Enter or Space would open that dialog.
   */
  const pan = form.getByRole('button', { name: /^PAN Card/ });
  await tabTo(page, pan);
  await expectFocusVisible(page);
  await page.locator('input[type="file"][name="pancardFile"]').setInputFiles({
    name: 'pan-card.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.locator('input[type="file"][name="addressProof"]').setInputFiles({
    name: 'address-proof.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await chooseWithArrows(page, field(form, 'Bank Name'), 'HDFC Bank');
  await tabAndType(page, field(form, 'Account Number'), '123456789012');
  await tabAndType(page, field(form, 'IFSC Code'), 'HDFC0001234');
  await tabAndType(page, field(form, 'Offer Value (₹)'), reserve);
  await chooseWithArrows(page, field(form, 'Payment Mode'), 'Demand Draft');
  await page.locator('input[type="file"][name="paymentReceipt"]').setInputFiles({
    name: 'dd-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await tabTo(page, form.getByRole('button', { name: 'Submit Registration' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration submitted', { exact: true })).toBeVisible(LOAD);
});
