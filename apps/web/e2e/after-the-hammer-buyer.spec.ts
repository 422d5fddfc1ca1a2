import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  formatDate,
  formatRupees,
  toIstDate,
  type MyRegistration,
  type Property,
  type Sale,
  type SaleCertificate,
  type Success,
} from '@eauction/shared';
import {
  SOFT_CLOSE_WINDOW_MS,
  TEST_EMD_ACCOUNT,
  addAuctionOpenForEmd,
  bearer,
  nowWithRoomToday,
  ok,
  registerForAuction,
  scheduleLiveToday,
  serverNow,
} from './auction-support';
import { PDF, logIn, registerVerifiedAccount, runLetters } from './session-support';
import { DEMO_ADMIN, wcagViolations } from './shell-support';

/*
 * The buyer's side of "After the hammer" (docs/product.md) on the real server, whose clock is real: a
 * bidder of this test's own wins an auction of this test's own that ends a few minutes from now (its
 * only bid placed before the soft-close window, so the end does not move), the server's closing job
 * closes it, and the winner follows the sale from My Registrations to the sale page: awaiting the
 * bank's confirmation; confirmed by an officer (through the API), the deposit reported with a receipt
 * and awaiting verification; paid in full and the certificate issued, downloaded. The public property
 * page says 'Sold' and /verify says the certificate is genuine. Each screen is checked with axe (WCAG
 * 2.1 A and AA); with SHOTS_DIR set, it is also captured at 1280 and 390 px wide.
 */

// The auction ends one and a half to two and a half minutes after it is made live: times are whole
// minutes, and a bid in its last minute would move the end (SOFT_CLOSE_WINDOW_MS).
test.describe.configure({ timeout: 10 * 60_000 });

const LOAD = { timeout: 30_000 };
const RESERVE = 1_500_000;

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400); // let the layout settle
    // The page down to the footer, in parts a screen can show whole.
    const bottom = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    const part = width === 1280 ? 1600 : 1100;
    for (let y = 0, i = 1; y < bottom; y += part, i++) {
      const clip = { x: 0, y, width, height: Math.min(part, bottom - y) };
      await page.screenshot({ path: `${dir}/hammer-${name}-${width}-${i}.png`, fullPage: true, clip });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Letters only (names and cities refuse digits), different on every run. */
/** A new, verified bidder account, logged in on `page`. */
async function freshBidder(request: APIRequestContext, page: Page, run: string) {
  const email = `e2e.hammer.${run}@example.in`;
  const password = 'Hammer@12345';
  await registerVerifiedAccount(request, {
    email,
    password,
    firstName: 'Ravi',
    lastName: `Hammer${run}`,
    organizationName: 'Ravi Estates',
  });
  return { email, token: await logIn(page, email, password) };
}

async function saleOf(request: APIRequestContext, token: string, propertyId: string): Promise<Sale> {
  return (
    await ok<Success<Sale>>(
      await request.get(`/api/sales/${propertyId}`, { headers: bearer(token) }),
      'GET /api/sales/:id',
    )
  ).data;
}

/** The officer verifies every payment still awaiting verification. */
async function verifyPayments(request: APIRequestContext, adminToken: string, propertyId: string) {
  const sale = await saleOf(request, adminToken, propertyId);
  for (const payment of sale.payments.filter((p) => p.status === 'submitted')) {
    await ok(
      await request.put(`/api/admin/sales/${propertyId}/payments/${payment._id}`, {
        headers: bearer(adminToken),
        data: { status: 'verified', note: 'Credit seen in the account' },
      }),
      'PUT /api/admin/sales/:id/payments/:paymentId',
    );
  }
}

test('the winner follows the sale from the close to the certificate; the public sees Sold and can check it', async ({
  browser,
  request,
}) => {
  const run = runLetters();
  const page = await (await browser.newContext()).newPage();
  const officer = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  const buyer = await freshBidder(request, page, run);
  const adminToken = await logIn(officer, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // An auction of this test's own, open for EMD, for which the buyer registers and is approved.
  const property = await addAuctionOpenForEmd(request, adminToken, {
    customerName: 'M/s Hammer Traders',
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: `Hammer${run}`,
    reservePrice: RESERVE,
    loanAccountNo: 'LN0037',
    cifId: 370037,
    propertySchedule: 'A house of two floors on a plot of 150 square metres.',
  });
  const registration = await registerForAuction(request, property, buyer, {
    firstName: 'Ravi',
    lastName: 'Hammer',
    organizationName: 'Ravi Estates',
    address: 'Civil Lines',
    mobile: '9876512345',
    bankName: 'Axis Bank',
    ifscCode: 'UTIB0001234',
  });
  await ok(
    await request.put(`/api/admin/registrations/${registration.data._id}/status`, {
      headers: bearer(adminToken),
      data: { status: 'approved', from: 'pending' },
    }),
    'PUT status approved',
  );

  // Live now (from ten minutes ago), ending in two minutes or so; the buyer's auto-bid bids the reserve
  // at once, before the soft-close window.
  const now = await nowWithRoomToday(request, 4);
  const live = await scheduleLiveToday(request, adminToken, property, {
    now,
    lengthMs: 10 * 60_000 + SOFT_CLOSE_WINDOW_MS + 90_000,
    minutes: 1,
  });
  const endMs = Date.parse(live.auctionEndTime);
  await ok(
    await request.post('/api/auto-bidding/settings', {
      headers: bearer(buyer.token),
      data: { auctionId: property._id, enabled: true, maxAmount: RESERVE + 200_000 },
    }),
    'POST /api/auto-bidding/settings',
  );
  const afterBid = await serverNow(request);
  expect(endMs - afterBid, 'the bid came before the soft-close window').toBeGreaterThan(SOFT_CLOSE_WINDOW_MS);
  const bidOn = await ok<Success<Property>>(await request.get(`/api/properties/${property._id}`), 'GET');
  expect(bidOn.data.currentBid).toBe(RESERVE);

  // The closing job closes the auction within seconds of its end, with nobody connected.
  await expect
    .poll(
      async () => {
        const mine = await ok<Success<MyRegistration[]>>(
          await request.get('/api/auction/my-registrations', { headers: bearer(buyer.token) }),
          'GET /api/auction/my-registrations',
        );
        return mine.data.find((r) => r.auctionId === property._id)?.result ?? null;
      },
      { message: 'the auction closed', timeout: endMs - afterBid + 90_000, intervals: [5_000] },
    )
    .toEqual({ state: 'ended', won: true, salePrice: RESERVE });

  // My Registrations: the win, the sale awaiting the bank, and the way to the sale page.
  await page.goto('/dashboard/registrations');
  const card = page.getByRole('article').filter({ hasText: property.auctionCode });
  await expect(card.getByTestId('auction-result')).toContainText(`You won at ${formatRupees(RESERVE)}`, LOAD);
  await expect(card.getByText('Awaiting the bank’s confirmation')).toBeVisible();
  await expect(card.getByTestId('sale-next-step')).toHaveText(
    'Wait for the bank to confirm the sale. Nothing is due until it does.',
  );
  await shoot(page, 'my-registrations-won');
  expect(await wcagViolations(page), 'my-registrations-won: WCAG 2.1 A and AA').toEqual([]);
  await card.getByRole('link', { name: 'View Sale and Payments' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${property._id}/sale$`));
  await expect(page.getByTestId('sale-status')).toHaveText('Awaiting the bank’s confirmation', LOAD);
  await expect(page.getByRole('form')).toHaveCount(0);
  await shoot(page, 'sale-awaiting');
  expect(await wcagViolations(page), 'sale-awaiting: WCAG 2.1 A and AA').toEqual([]);

  // The public page, rendered by the server: the auction has ended; no bidder is named.
  const endedHtml = await (await request.get(`/property/${property._id}`)).text();
  expect(endedHtml).toContain('Auction ended');
  expect(endedHtml).not.toContain(buyer.email);

  // The officer confirms the sale: the deposit is due, with its countdown, and the form is prefilled.
  await ok(
    await request.post(`/api/admin/sales/${property._id}/confirm`, { headers: bearer(adminToken) }),
    'POST /api/admin/sales/:id/confirm',
  );
  const confirmed = await saleOf(request, buyer.token, property._id);
  expect(confirmed.status).toBe('confirmed');
  await page.reload();
  await expect(page.getByTestId('sale-status')).toHaveText('Confirmed: 25% deposit due', LOAD);
  await expect(page.getByTestId('sale-next-step')).toContainText(
    `Pay the 25% deposit of ${formatRupees(confirmed.depositDue)} by ${formatDate(confirmed.depositDueBy)}`,
  );
  await expect(page.getByTestId('sale-next-step').getByRole('timer')).toHaveText(/left$/);
  await expect(page.getByTestId('pay-to')).toContainText(TEST_EMD_ACCOUNT.emdAccountNo);
  const form = page.getByRole('form', { name: 'Report your 25% deposit payment' });
  await expect(form.getByLabel(/^Amount paid/)).toHaveValue(String(confirmed.depositDue));

  // The deposit reported with a receipt: it awaits the bank's verification.
  const depositUtr = `DEP${Date.now()}`;
  await form.getByLabel(/^UTR number/).fill(depositUtr.toLowerCase());
  const paidOn = toIstDate(await serverNow(request));
  await form.getByLabel(/^Date paid/).fill(formatDate(paidOn));
  await form.getByLabel(/^Date paid/).press('Escape');
  await form.locator('input[type="file"][name="receipt"]').setInputFiles({
    name: 'neft-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByText('neft-receipt.pdf')).toBeVisible();
  await shoot(page, 'sale-confirmed');
  expect(await wcagViolations(page), 'sale-confirmed: WCAG 2.1 A and AA').toEqual([]);
  await form.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your payment has been reported' })).toBeVisible(
    LOAD,
  );
  const payment = page.getByTestId('payment').filter({ hasText: depositUtr });
  await expect(payment).toContainText('Awaiting verification');
  await expect(payment).toContainText(formatDate(paidOn));
  await expect(page.getByTestId('payment-waiting')).toBeVisible();
  await expect(page.getByTestId('sale-next-step')).toHaveText(
    'Your payment awaits the bank’s verification. You will be e-mailed once it is verified.',
  );
  await expect(page.getByRole('form')).toHaveCount(0);
  await shoot(page, 'sale-deposit-reported');
  expect(await wcagViolations(page), 'sale-deposit-reported: WCAG 2.1 A and AA').toEqual([]);
  const reported = await saleOf(request, buyer.token, property._id);
  expect(reported.payments).toEqual([
    expect.objectContaining({ kind: 'deposit', utrNo: depositUtr, status: 'submitted', hasReceipt: true }),
  ]);

  // The officer verifies it; the buyer reports the balance and it is verified too; the certificate issued.
  await verifyPayments(request, adminToken, property._id);
  const depositPaid = await saleOf(request, buyer.token, property._id);
  expect(depositPaid.status).toBe('deposit-paid');
  await page.reload();
  await expect(page.getByTestId('sale-status')).toHaveText('Deposit paid: balance due', LOAD);
  await expect(page.getByRole('form', { name: 'Report your balance payment' })).toBeVisible();
  await ok(
    await request.post(`/api/sales/${property._id}/payments`, {
      headers: bearer(buyer.token),
      multipart: {
        kind: 'balance',
        amount: String(depositPaid.balanceDue),
        utrNo: `BAL${Date.now()}`,
        paidOn,
      },
    }),
    'POST /api/sales/:id/payments',
  );
  await verifyPayments(request, adminToken, property._id);
  expect((await saleOf(request, buyer.token, property._id)).status).toBe('completed');
  const issued = await ok<Success<Pick<SaleCertificate, 'certificateNo' | 'verifyUrl'>>>(
    await request.post(`/api/admin/sales/${property._id}/certificate`, { headers: bearer(adminToken) }),
    'POST /api/admin/sales/:id/certificate',
  );
  const { certificateNo } = issued.data;
  expect(certificateNo).toMatch(/^SC-\d{4}-\d{6}$/);

  // The buyer downloads the certificate.
  await page.reload();
  await expect(page.getByTestId('sale-status')).toHaveText('Sale certificate issued', LOAD);
  await expect(page.getByText(certificateNo, { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Sale Certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sale-certificate-${certificateNo}.pdf`);
  await shoot(page, 'sale-certificate');
  expect(await wcagViolations(page), 'sale-certificate: WCAG 2.1 A and AA').toEqual([]);
  await page.goto('/dashboard/registrations');
  await expect(
    page.getByRole('article').filter({ hasText: property.auctionCode }).getByText('Sale certificate issued'),
  ).toBeVisible(LOAD);

  // The public property page says Sold, with the bidders, the bids and the price, rendered by the server.
  const soldResponse = await visitor.goto(`/property/${property._id}`);
  expect(await soldResponse?.text()).toContain('1 bidder placed 1 bid.');
  const outcome = visitor.getByTestId('auction-outcome');
  await expect(outcome.getByRole('heading', { name: 'Sold' })).toBeVisible(LOAD);
  await expect(outcome).toContainText('1 bidder placed 1 bid.');
  await expect(outcome).toContainText(`Sale price: ${formatRupees(RESERVE)}`);
  await expect(visitor.getByTestId('property-cta')).toHaveText('Sold');
  await expect(visitor.getByRole('heading', { name: 'Pay the EMD' })).toHaveCount(0);
  await expect(visitor.getByText(buyer.email)).toHaveCount(0);
  await shoot(visitor, 'property-sold');
  expect(await wcagViolations(visitor), 'property-sold: WCAG 2.1 A and AA').toEqual([]);

  // Anyone checks the certificate; an unknown number is answered 404 with its message.
  const genuine = await visitor.goto(`/verify/${certificateNo}`);
  expect(genuine?.status()).toBe(200);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Sale certificate ${certificateNo} is genuine` }),
  ).toBeVisible(LOAD);
  await expect(visitor.getByText('R*** H', { exact: false })).toBeVisible();
  await expect(visitor.getByText(formatRupees(RESERVE))).toBeVisible();
  await shoot(visitor, 'verify-genuine');
  expect(await wcagViolations(visitor), 'verify-genuine: WCAG 2.1 A and AA').toEqual([]);
  const unknown = await visitor.goto('/verify/SC-1999-000000');
  expect(unknown?.status()).toBe(404);
  expect(await unknown?.text()).toContain('No sale certificate has this number');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'No sale certificate has this number' }),
  ).toBeVisible(LOAD);
  await shoot(visitor, 'verify-unknown');
  expect(await wcagViolations(visitor), 'verify-unknown: WCAG 2.1 A and AA').toEqual([]);
});
