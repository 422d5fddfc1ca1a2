import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import {
  SPREADSHEET_COLUMNS,
  addDays,
  formatDate,
  formatRupees,
  toIstDate,
  type AccountRegistrationInput,
  type Property,
  type PropertyInputField,
} from '@eauction/shared';
import { linkFromOutbox, logIn } from './session-support';
import { nowWithRoomToday, ok, registerForAuction, scheduleLiveToday } from './auction-support';
import { DEMO_ADMIN, expectFocusVisible, propertiesInState, tabTo, wcagViolations } from './shell-support';

/*
 * The keyboard flows that change shared data, run after the catalogue specs (playwright.config.ts):
 * an admin approves a registration in the Registration Details dialog and uploads a spreadsheet, and
 * the approved bidder bids on the live page, all with the keyboard alone. The live page as the bidder
 * sees it, and the dialog, are also checked with axe, and the bid is heard through the polite live
 * region while the countdown stays silent.
 *
 * The auction made live here is the first open for registration; the live auction spec takes the last.
 * The bidder is a new account, so no other test's registrations are touched.
 */

const LOAD = { timeout: 30_000 };

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The test's time limit: 8 minutes (axe on both screens is slow on a busy machine). */
const TIMEOUT_MS = 480_000;
/**
 * The keyboard flows need the auction live for as long as the test may run. nowWithRoomToday adds two
 * minutes, and near midnight IST waits for the new day first (an auction runs within one day).
 */
const LIVE_MINUTES = TIMEOUT_MS / 60_000;

/** Reschedules the first auction open for registration to run now, today in IST, for a few hours. */
async function makeLive(request: APIRequestContext, adminToken: string): Promise<Property> {
  const now = await nowWithRoomToday(request, LIVE_MINUTES);
  // Only the demo catalogue's own auctions: other specs add some of their own as they run.
  const open = (await propertiesInState(request, 'registration-open')).filter((p) =>
    p.auctionCode.startsWith('EN-DEMO-'),
  );
  const target = open[0];
  expect(target, 'the demo data has an auction open for EMD registration').toBeTruthy();
  expect(open.length, 'another open auction is left for the live auction spec').toBeGreaterThan(1);
  return scheduleLiveToday(request, adminToken, target as Property, {
    now,
    lengthMs: 6 * 3_600_000,
    minutes: LIVE_MINUTES,
  });
}

/** A new verified bidder account. */
async function newBidder(request: APIRequestContext) {
  const email = `e2e.kbd.live.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Keyboard@123';
  const account: AccountRegistrationInput = {
    firstName: 'Ishaan',
    lastName: 'Keys',
    organizationName: 'Keys Realty',
    country: 'India',
    state: 'delhi',
    city: 'new-delhi',
    pincode: '110001',
    mobile: '9876598765',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  };
  await ok(await request.post('/api/auth/register', { data: account }), 'POST /api/auth/register');
  const verify = new URL(await linkFromOutbox(email, '/verify-email/')).pathname;
  await ok(await request.get(`/api${verify.replace('/verify-email/', '/auth/verify-email/')}`), 'verify');
  return { email, password, name: `${account.firstName} ${account.lastName}` };
}

/** The bidder's registration for the auction, with real documents, left pending for the admin. */
async function registerPending(
  request: APIRequestContext,
  property: Property,
  bidder: { email: string; token: string },
) {
  return registerForAuction(request, property, bidder, {
    firstName: 'Ishaan',
    lastName: 'Keys',
    organizationName: 'Keys Realty',
    address: 'Connaught Place',
    mobile: '9876598765',
    bankName: 'Axis Bank',
    ifscCode: 'UTIB0001234',
  });
}

/** Moves along the admin tabs with the arrow keys (they activate as they get focus) to `name`. */
async function openTabByKeyboard(page: Page, name: string, heading = name) {
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  await expectFocusVisible(page);
  const target = tabs.getByRole('tab', { name });
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(LOAD);
}

const insideDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

test.describe.configure({ timeout: TIMEOUT_MS });
// A trace slows axe several times over; the failure messages and screenshots say what went wrong.
test.use({ trace: 'off' });

test('an admin approves a registration and the bidder bids, with the keyboard alone; both screens pass axe', async ({
  browser,
  request,
}) => {
  const admin = await newPage(browser);
  const adminToken = await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const property = await makeLive(request, adminToken);
  const account = await newBidder(request);
  const bidder = await newPage(browser);
  const bidderToken = await logIn(bidder, account.email, account.password);
  await registerPending(request, property, { email: account.email, token: bidderToken });

  // The admin: Registration Management by the arrow keys, the row's View Details by Tab, Enter.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(LOAD);
  await openTabByKeyboard(admin, 'Registration Management');
  const details = admin.getByRole('button', {
    name: `View Details of ${account.name}, ${property.auctionCode}`,
  });
  await expect(details).toBeVisible(LOAD);
  await tabTo(admin, details, { limit: 400 });
  await expectFocusVisible(admin);
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Registration Details' });
  await expect(dialog).toBeVisible(LOAD);
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible(LOAD);
  await expect.poll(() => insideDialog(admin)).toBe(true);
  expect(await wcagViolations(admin), 'Registration Details dialog').toEqual([]);
  // Focus is trapped: Tab and Shift+Tab go round inside the dialog.
  for (let i = 0; i < 15; i += 1) {
    await admin.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await insideDialog(admin), `focus stays in the dialog after ${i + 1} presses`).toBe(true);
  }
  await tabTo(admin, dialog.getByRole('button', { name: 'Approve' }));
  await expectFocusVisible(admin);
  await admin.keyboard.press('Enter');
  await expect(dialog.getByText('approved', { exact: true })).toBeVisible(LOAD);
  await expect(dialog.getByRole('button', { name: 'Set Pending' })).toBeVisible();
  // Escape closes the dialog and focus goes back to the button that opened it.
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // The bidder: the live page passes axe, then a bid with Tab and Enter only.
  await bidder.goto(`/property/${property._id}/live-auction`);
  await expect(bidder.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  await expect(bidder.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected', LOAD);
  const announcer = bidder.getByTestId('bid-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');
  expect(await wcagViolations(bidder), 'live auction before a bid').toEqual([]);

  const amount = bidder.getByRole('textbox', { name: /Your bid amount/ });
  await expect(amount).toHaveValue(formatRupees(property.reservePrice).slice(1));
  await tabTo(bidder, amount);
  await expectFocusVisible(bidder);
  await bidder.keyboard.press('Tab');
  const place = bidder.getByRole('button', { name: 'Place Bid' });
  await expect(place).toBeFocused();
  await expectFocusVisible(bidder);
  await bidder.keyboard.press('Enter');
  // The bid is confirmed in a dialog that takes the focus, on Cancel first; it gives it back after.
  const confirmDialog = bidder.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(confirmDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusVisible(bidder);
  await bidder.keyboard.press('Tab');
  await expect(confirmDialog.getByRole('button', { name: 'Confirm bid' })).toBeFocused();
  await bidder.keyboard.press('Enter');
  await expect(amount).toBeFocused(LOAD);
  const bid = formatRupees(property.reservePrice);
  await expect(bidder.getByText(`Your bid of ${bid} has been placed.`)).toBeVisible(LOAD);
  await expect(bidder.getByTestId('current-bid')).toHaveText(bid);
  // Heard once, politely; the countdown ticking on does not change what is said.
  const heard = `New highest bid ${bid} (You). You are the highest bidder.`;
  await expect(announcer).toHaveText(heard);
  const timer = bidder.getByTestId('countdown').getByRole('timer');
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '', { timeout: 5000 });
  await expect(announcer).toHaveText(heard);
  expect(
    await timer.evaluate((el) => el.closest('[aria-live]:not([aria-live="off"]), [role="status"]') === null),
  ).toBe(true);
  expect(await wcagViolations(bidder), 'live auction after a bid').toEqual([]);
});

/** A real .xlsx in the template's columns with one row that keeps clear of the other tests. */
function workbook(code: string): Buffer {
  const today = toIstDate(new Date());
  const values: Partial<Record<PropertyInputField, string | number>> = {
    auctionCode: code,
    customerName: `Keyboard Traders ${code}`,
    propertyType: 'COMMERCIAL PROPERTY',
    // Far ahead with the EMD deadline past: never 'Register Now', never picked to go live.
    propertyLocation: 'Zunheboto',
    state: 'Nagaland',
    zone: 'EAST',
    bankName: 'State Bank of India',
    reservePrice: 97_531_000,
    emdAmount: '',
    auctionDate: formatDate(addDays(today, 420)),
    emdSubmission: formatDate(addDays(today, -1)),
    auctionStartTime: '11:00',
    auctionEndTime: '15:00',
    longitude: '',
    latitude: '',
  };
  const sheet = utils.aoa_to_sheet([
    SPREADSHEET_COLUMNS.map((c) => c.header),
    SPREADSHEET_COLUMNS.map((c) => values[c.field] ?? c.example),
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Properties');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('an admin uploads a spreadsheet with the keyboard alone', async ({ page }) => {
  const code = `E2E-KBD-${Date.now().toString(36).toUpperCase()}`;
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(LOAD);
  await openTabByKeyboard(page, 'Property Upload', 'Bulk Property Upload');
  const form = page.getByRole('form', { name: 'Bulk property upload' });

  // Enter on Upload with no file says what is missing.
  const upload = form.getByRole('button', { name: 'Upload' });
  await tabTo(page, upload);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select a file to upload')).toBeVisible();

  /*
   * The file button opens the operating system's file dialog, out of reach of any page or browser
   * test: the file is set on the input directly. Tab reaches the button (checked here) and Enter or
   * Space would open that dialog.
   */
  await tabTo(page, form.getByRole('button', { name: /^Spreadsheet file/ }), { back: true });
  await expectFocusVisible(page);
  await page.locator('input[type="file"][name="propertiesFile"]').setInputFiles({
    name: `keyboard-${code}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook(code),
  });
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 property imported')).toBeVisible({ timeout: 60_000 });
});
