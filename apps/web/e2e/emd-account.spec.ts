import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDate, toIstDate, type AdminAuctionPage } from '@eauction/shared';
import { bearer, ok } from './auction-support';
import { PDF, PNG, linkFromOutbox, logIn } from './session-support';
import { DEMO_ADMIN } from './shell-support';

/*
 * Decision 031: an officer adds a property with its EMD beneficiary account, and a bidder sees that
 * account on the tender payment page and in the registration form before the UTR field, then again on
 * the success page with the confirmation code to quote. The auction is the test's own, far ahead, in a
 * city that sorts last, with a lender the Bank filter does not offer; the bidder is a fresh account.
 * With SHOTS_DIR set, each screen is captured at 1280 and 390 px wide.
 */

const PASSWORD = 'Emd@12345';
const ACCOUNT = {
  name: 'Zunheboto Cooperative Bank EMD Collection Account',
  typedNo: '7788-9900-1122-33',
  no: '77889900112233',
  ifsc: 'UTIB0001234',
  bank: 'Axis Bank',
  branch: 'Kohima Main Branch',
};

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: join(shotsDir, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

test('an officer publishes the EMD account and a bidder sees it before the UTR field', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const code = `EMD-${run}`;
  const today = toIstDate(new Date());
  const auctionDate = addDays(today, 320);
  const emdDate = addDays(today, 318);

  // The officer adds the property with its account through the Add Property form.
  const adminPage = await (await browser.newContext()).newPage();
  const adminToken = await logIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Add Property' }).click();
  const form = adminPage.getByRole('form', { name: 'Add property' });
  await form.getByLabel(/^Auction ID/).fill(code);
  await form.getByLabel(/^Auction date/).fill(formatDate(auctionDate));
  await form.getByLabel(/^Auction date/).press('Tab');
  await form.getByLabel(/^EMD submission date/).fill(formatDate(emdDate));
  await form.getByLabel(/^EMD submission date/).press('Tab');
  await form.getByLabel(/^Property type/).selectOption('LAND');
  await form.getByLabel(/^Possession type/).selectOption('PHYSICAL');
  await form.getByLabel(/^Customer name/).fill('M/s EMD Test Farms (Property of Mr. Payee)');
  await form.getByLabel(/^City/).fill('Zunheboto');
  await form.getByLabel(/^State/).fill('Nagaland');
  await form.getByLabel(/^Zone/).selectOption('EAST');
  await form.getByLabel(/^Region/).fill('North East');
  await form.getByLabel(/^Vendor/).selectOption('In-house');
  await form.getByLabel(/^Property schedule/).fill('Agricultural plot No. 12, Zunheboto.');
  await form.getByLabel(/^Bank name/).fill(`Zunheboto Cooperative Bank ${run}`);
  await form.getByLabel(/^Loan account number/).fill('ZCB0012345');
  await form.getByLabel(/^CIF ID/).fill('5566778899');
  await form.getByLabel(/^Reserve price/).fill('9,80,00,000');
  await form.getByLabel(/^EMD account name/).fill(ACCOUNT.name);
  await form.getByLabel(/^EMD account number/).fill(ACCOUNT.typedNo);
  await form.getByLabel(/^EMD IFSC code/).fill(ACCOUNT.ifsc.toLowerCase());
  await form.getByLabel(/^EMD bank name/).fill(ACCOUNT.bank);
  await form.getByLabel(/^EMD bank branch/).fill(ACCOUNT.branch);
  await shoot(adminPage, 'emd-add-property');
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(adminPage.getByText('Property added successfully')).toBeVisible({ timeout: 30_000 });
  const [added] = (
    (await ok(
      await request.get(`/api/admin/auctions?search=${code}`, { headers: bearer(adminToken) }),
      'GET /api/admin/auctions',
    )) as unknown as AdminAuctionPage
  ).data;
  expect(added?.emdAccount).toEqual({
    accountName: ACCOUNT.name,
    accountNo: ACCOUNT.no,
    ifscCode: ACCOUNT.ifsc,
    bankName: ACCOUNT.bank,
    branch: ACCOUNT.branch,
  });
  const id = added?._id ?? '';

  // A fresh bidder, verified through the e-mailed link.
  const email = `emd-${run.toLowerCase()}@example.in`;
  await ok(
    await request.post('/api/auth/register', {
      data: {
        firstName: 'Payee',
        lastName: 'Bidder',
        organizationName: 'Payee Agro',
        address: '1 Civil Lines',
        state: 'maharashtra',
        city: 'pune',
        pincode: '411001',
        mobile: '9876505678',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      },
    }),
    'POST /api/auth/register',
  );
  const link = await linkFromOutbox(email, '/verify-email/');
  await ok(
    await request.get(`/api${new URL(link).pathname.replace('/verify-email/', '/auth/verify-email/')}`),
    'verify e-mail',
  );
  await logIn(page, email, PASSWORD);

  // The property page and the tender payment page show the account.
  await page.goto(`/property/${id}`);
  const onProperty = page.getByRole('region', { name: 'Pay the EMD' });
  await expect(onProperty.getByText(ACCOUNT.no)).toBeVisible();
  await shoot(page, 'emd-property-page');

  await page.goto(`/property/${id}/tender-payment`);
  const onTender = page.getByRole('region', { name: 'Pay the EMD' });
  await expect(onTender.getByText(ACCOUNT.name)).toBeVisible();
  await expect(onTender.getByText(ACCOUNT.no)).toBeVisible();
  await expect(onTender.getByText(ACCOUNT.ifsc)).toBeVisible();
  await expect(onTender.getByText(`${formatDate(emdDate)} (11:59 PM IST)`)).toBeVisible();
  await shoot(page, 'emd-tender-payment');
  await page.getByRole('link', { name: 'I ACCEPT, REGISTER ME' }).click();

  // The registration form: the account, then the help, then the UTR field below them.
  const onForm = page.getByRole('region', { name: 'Pay the EMD' });
  await expect(onForm.getByText(ACCOUNT.no)).toBeVisible();
  await expect(
    page.getByText(/Pay the EMD to the account above first, then enter the UTR number/),
  ).toBeVisible();
  await page.getByLabel(/^First Name/).fill('Payee');
  await page.getByLabel(/^Last Name/).fill('Bidder');
  await page.getByLabel(/^Organization Name/).fill('Payee Agro');
  await page.getByLabel(/^State/).selectOption('Rajasthan');
  await page.getByLabel(/^District/).selectOption('Jaipur');
  await page.getByLabel(/^Pincode/).fill('302001');
  await page.getByLabel(/^Landline Number/).fill('0141 2345678');
  await page.getByLabel(/^Mobile Number/).fill('9876505678');
  await page.getByLabel(/^Bank Name/).selectOption('HDFC Bank');
  await page.getByLabel(/^Account Number/).fill('123456789012');
  await page.getByLabel(/^IFSC Code/).fill('HDFC0001234');
  await page.getByLabel(/^Offer Value/).fill('98000000');
  await page.getByLabel(/^Payment Mode/).selectOption('Neft - Rtgs');
  const utr = page.getByLabel(/^UTR Number/);
  await expect(utr).toBeVisible();
  const accountBox = await onForm.boundingBox();
  const utrBox = await utr.boundingBox();
  expect(accountBox && utrBox && accountBox.y + accountBox.height <= utrBox.y).toBe(true);
  await utr.fill('UTIBR52026112700001');
  await page.locator('input[type="file"][name="pancardFile"]').setInputFiles({
    name: 'pan.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.locator('input[type="file"][name="addressProof"]').setInputFiles({
    name: 'address.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await shoot(page, 'emd-registration-form');
  await page.getByRole('button', { name: 'Submit Registration' }).click();

  // The success page repeats the account with the confirmation code as the reference to quote.
  const confirmation = page.getByTestId('confirmation-code');
  await expect(confirmation).toHaveText(/\S{4,}/, { timeout: 30_000 });
  const reference = (await confirmation.textContent()) ?? '';
  const onSuccess = page.getByRole('region', { name: 'Pay the EMD' });
  await expect(onSuccess.getByText(ACCOUNT.no)).toBeVisible();
  await expect(onSuccess.getByTestId('emd-account').getByText(reference)).toBeVisible();
  await shoot(page, 'emd-registration-success');
});
