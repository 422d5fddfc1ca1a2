import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PDF, PNG, logIn } from './session-support';

/*
 * Auction participation end to end: the demo bidder registers for an auction open for EMD
 * registration with real PDF and PNG files, the demo admin approves the registration in the
 * Registration Details modal, and the bidder then sees it approved in My Registrations.
 * With SHOTS_DIR set, the screens are also captured at 1280 and 390 px wide.
 */

const BIDDER = { email: 'bidder@enilami.in', password: 'Bidder@12345' };
const ADMIN = { email: 'admin@enilami.in', password: 'Admin@12345' };

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string, fullPage = true) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // let transitions settle
    await page.screenshot({ path: `${shotsDir}/registration-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a bidder registers with documents, the admin approves, the bidder sees approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bidder = await browser.newPage();
  await logIn(bidder, BIDDER.email, BIDDER.password);

  // An auction open for EMD registration, from the catalogue.
  await bidder.goto('/');
  await bidder.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(bidder.getByRole('heading', { level: 1, name: 'Tender Payment for E-Auction' })).toBeVisible();
  const auctionCode = ((await bidder.getByText(/^Auction ID: /).textContent()) ?? '').replace(
    'Auction ID: ',
    '',
  );
  await expect(bidder.getByLabel(/^Tender fee/)).toBeDisabled();
  await expect(bidder.getByLabel(/^Tender fee/)).toHaveValue('0');
  await shoot(bidder, 'tender-payment');
  await bidder.getByRole('link', { name: 'I ACCEPT, REGISTER ME' }).click();
  await expect(
    bidder.getByRole('heading', { level: 1, name: 'Participate Registration for E-Auction' }),
  ).toBeVisible();
  const registrationPath = new URL(bidder.url()).pathname;

  // Submitting empty documents and offer shows the banner and the messages.
  await bidder.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(bidder.getByText('Please fix the errors in the form')).toBeVisible();
  await expect(bidder.getByText('PAN card is required')).toBeVisible();
  await shoot(bidder, 'form-errors');

  const reserveText = (await bidder.getByText(/Reserve price ₹/).textContent()) ?? '';
  const reserve = Number(/Reserve price ₹([\d,]+)/.exec(reserveText)?.[1]?.replace(/,/g, ''));
  expect(reserve).toBeGreaterThan(0);

  await bidder.getByLabel(/^First Name/).fill('Bharat');
  await bidder.getByLabel(/^Last Name/).fill('Bidder');
  await bidder.getByLabel(/^Organization Name/).fill('Bidder Holdings');
  await bidder.getByLabel(/^State/).selectOption('Rajasthan');
  await bidder.getByLabel(/^District/).selectOption('Jaipur');
  await bidder.getByLabel(/^Pincode/).fill('302001');
  await bidder.getByLabel(/^Landline Number/).fill('0141 2345678');
  await bidder.getByLabel(/^Mobile Number/).fill('9876543210');
  await bidder.getByLabel(/^Bank Name/).selectOption('HDFC Bank');
  await bidder.getByLabel(/^Account Number/).fill('123456789012');
  await bidder.getByLabel(/^IFSC Code/).fill('HDFC0001234');
  await bidder.getByLabel(/^Offer Value/).fill(String(reserve - 1));
  await bidder.getByLabel(/^Offer Value/).blur();
  await expect(bidder.getByText(/^Offer must be at least ₹/)).toBeVisible();
  await bidder.getByLabel(/^Offer Value/).fill(String(reserve));
  await bidder.getByLabel(/^Payment Mode/).selectOption('Demand Draft');
  await bidder.locator('input[type="file"][name="pancardFile"]').setInputFiles({
    name: 'pan-card.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await bidder.locator('input[type="file"][name="addressProof"]').setInputFiles({
    name: 'address-proof.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await bidder.locator('input[type="file"][name="paymentReceipt"]').setInputFiles({
    name: 'dd-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(bidder.getByText('address-proof.pdf')).toBeVisible();
  await shoot(bidder, 'form-files');

  // The request is held until the progress has been seen: the bar shows only while it is on its way.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await bidder.route('**/api/auction/register', async (route) => {
    await held;
    await route.continue();
  });
  await bidder.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(bidder.getByText(/^(Uploading… \d+%|Upload complete)/)).toBeVisible();
  await expect(bidder.getByRole('progressbar')).toHaveCount(1);
  if (shotsDir) {
    await bidder.screenshot({ path: `${shotsDir}/registration-progress-1280.png`, fullPage: true });
  }
  letThrough();
  await expect(bidder.getByText('Registration submitted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(bidder.getByTestId('confirmation-code')).toHaveText(/\S+/);
  await expect(bidder.getByText('How to pay the EMD')).toBeVisible();
  await shoot(bidder, 'success');

  await bidder.getByRole('link', { name: 'Go to My Registrations' }).click();
  const card = bidder.getByRole('article').filter({ hasText: auctionCode });
  await expect(card.getByText('pending', { exact: true })).toBeVisible();

  // Back at the registration page, the bidder is told where the registration stands, not offered the form.
  await bidder.goto(registrationPath);
  await expect(bidder.getByText('Your registration is under review')).toBeVisible();
  await expect(bidder.getByRole('button', { name: 'Submit Registration' })).toHaveCount(0);
  await shoot(bidder, 'under-review');
  await bidder.goto('/dashboard/registrations');
  await expect(card.getByText('pending', { exact: true })).toBeVisible();

  // The admin approves it in the Registration Details modal.
  const admin = await browser.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Registration Management' }).click();
  const row = admin.getByRole('row').filter({ hasText: auctionCode }).filter({ hasText: 'pending' });
  await row
    .getByRole('button', { name: /^View Details/ })
    .first()
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Registration Details' });
  await expect(dialog.getByRole('button', { name: 'View PAN Card full size' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open Address Proof/ })).toBeVisible();
  // The current status's button stays in its place, disabled.
  await expect(dialog.getByRole('button', { name: 'Set Pending' })).toBeDisabled();
  await shoot(admin, 'admin-modal', false);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Set Pending' })).toBeEnabled();
  await expect(dialog.getByText('approved', { exact: true })).toBeVisible();

  // The bidder sees it approved, with the way into the live auction.
  await bidder.reload();
  const approved = bidder.getByRole('article').filter({ hasText: auctionCode });
  await expect(approved.getByText('approved', { exact: true })).toBeVisible();
  await expect(approved.getByRole('link', { name: /Go to Live Auction/ })).toBeVisible();
  await shoot(bidder, 'my-registrations');
});

test('an anonymous visitor is told to log in to register and comes back to the auction after logging in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
  await expect(page.getByText('Log in to register for this auction')).toBeVisible();
  await shoot(page, 'login-reason');
  await page.getByLabel(/^Email/).fill(BIDDER.email);
  await page.getByLabel(/^Password/).fill(BIDDER.password);
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tender Payment for E-Auction' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/property\/[^/]+\/tender-payment$/);
});
