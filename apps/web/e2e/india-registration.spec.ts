import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CITY_NOT_LISTED, districtsOf, type AccountRegistrationInput } from '@eauction/shared';
import { linkFromOutbox, logIn } from './session-support';
import { propertiesInState } from './shell-support';

/*
 * The auction registration form fits India (decision 034): a bidder's form opens filled from the
 * profile, every state and union territory offers its districts, and typing an IFSC selects its bank.
 * The test uses an account of its own and submits nothing, so it changes no shared data.
 * With SHOTS_DIR set, the form is captured at 1280 and 390 px wide.
 */

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/india-registration-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A verified account whose profile has an address in Pune and Axis Bank details. */
async function bidderWithProfile(request: APIRequestContext, page: Page) {
  const email = `e2e.india.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Register@123';
  const account: AccountRegistrationInput = {
    firstName: 'Anjali',
    lastName: 'Deshpande',
    organizationName: 'Deshpande Realty',
    address: '21 FC Road, Shivajinagar',
    country: 'India',
    state: 'maharashtra',
    city: 'pune',
    pincode: '411005',
    mobile: '9822012345',
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
  const token = await logIn(page, email, password);
  const bank = await request.put('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { bankName: 'Axis Bank', accountNo: '912010012345678', ifscCode: 'UTIB0000123' },
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  return { ...account, email };
}

test('a bidder’s registration form opens filled from the profile, offers districts by state and takes the bank from the IFSC', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const profile = await bidderWithProfile(request, page);
  const [open] = await propertiesInState(request, 'registration-open');
  expect(open, 'the demo data has an auction open for registration').toBeTruthy();
  await page.goto(`/property/${open?._id}/auction-registration`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Participate Registration for E-Auction' }),
  ).toBeVisible();

  // Filled from the profile; the state and city the account stored as 'maharashtra' and 'pune'.
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Anjali');
  await expect(page.getByLabel(/^Last Name/)).toHaveValue('Deshpande');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(profile.email);
  await expect(page.getByLabel(/^Mobile Number/)).toHaveValue('9822012345');
  await expect(page.getByLabel(/^Address$/)).toHaveValue('21 FC Road, Shivajinagar');
  await expect(page.getByLabel(/^State/)).toHaveValue('Maharashtra');
  await expect(page.getByLabel(/^District/)).toHaveValue('Pune');
  await expect(page.getByLabel(/^Pincode/)).toHaveValue('411005');
  await expect(page.getByLabel(/^Bank Name/)).toHaveValue('Axis Bank');
  await expect(page.getByLabel(/^Account Number/)).toHaveValue('912010012345678');
  await expect(page.getByLabel(/^IFSC Code/)).toHaveValue('UTIB0000123');
  await shoot(page, 'prefilled');

  // Every state and union territory is offered; choosing one shows its districts.
  const state = page.getByLabel(/^State/);
  await expect(state.locator('optgroup[label="States"] option')).toHaveCount(28);
  await expect(state.locator('optgroup[label="Union territories"] option')).toHaveCount(8);
  await state.selectOption('Kerala');
  const district = page.getByLabel(/^District/);
  await expect(district).toHaveValue('');
  await expect(district.locator('option')).toHaveText([
    'Select a district',
    ...districtsOf('Kerala'),
    'My city is not listed',
  ]);
  await district.selectOption('Ernakulam');
  await expect(district).toHaveValue('Ernakulam');

  // A town that is not a district is typed instead.
  await district.selectOption(CITY_NOT_LISTED);
  await page.getByLabel(/^City or town/).fill('Aluva');
  await page.getByLabel(/^City or town/).blur();
  await expect(page.getByText(/Please select a district/)).toHaveCount(0);

  // Typing an IFSC selects its bank.
  await page.getByLabel(/^IFSC Code/).fill('CNRB0001234');
  await expect(page.getByLabel(/^Bank Name/)).toHaveValue('Canara Bank');
  await page.getByLabel(/^Bank Name/).selectOption('Axis Bank');
  await page.getByLabel(/^IFSC Code/).blur();
  await expect(page.getByText('This IFSC code belongs to Canara Bank, not Axis Bank')).toBeVisible();
  await page.getByLabel(/^IFSC Code/).fill('utib0000456');
  await expect(page.getByText('This IFSC code belongs to Canara Bank, not Axis Bank')).toHaveCount(0);

  // The whole IFSC register is offered, co-operative banks included, grouped by kind; an IFSC that a
  // sponsor bank issued for a co-operative bank selects the co-operative bank, not the sponsor.
  const bankSelect = page.getByLabel(/^Bank Name/);
  expect(await bankSelect.locator('option').count()).toBeGreaterThan(1200);
  await expect(
    bankSelect.locator('optgroup[label="Co-operative banks"] option', {
      hasText: 'Saraswat Co-operative Bank',
    }),
  ).toHaveCount(1);
  await page.getByLabel(/^IFSC Code/).fill('ICIC00MPCUB');
  await expect(bankSelect).toHaveValue('Maharana Pratap Co-operative Urban Bank');
  await page.getByLabel(/^IFSC Code/).fill('UTIB0000456');
  await expect(bankSelect).toHaveValue('Axis Bank');
  await shoot(page, 'changed');
});
