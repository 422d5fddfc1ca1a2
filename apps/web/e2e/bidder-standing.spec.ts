import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { type MyRegistration, type Property, type Success } from '@eauction/shared';
import {
  addAuctionOpenForEmd,
  bearer,
  nowWithRoomToday,
  ok,
  registerForAuction,
  scheduleLiveToday,
} from './auction-support';
import { logIn, registerVerifiedAccount, runLetters } from './session-support';
import { DEMO_ADMIN } from './shell-support';

/*
 * Where a bidder stands, told by the catalogue card, the property page, the live auction page and My
 * Registrations (decision 032), as an officer in another browser context rejects the registration with
 * a reason, the bidder submits it again, and the officer approves it. The auction and the bidder are
 * this test's own, so no other test's data is touched. Also: the bidding history card's buttons at a
 * phone's width. With SHOTS_DIR set, the screens are captured at 1280 and 390 px wide.
 */

test.describe.configure({ timeout: 240_000 });

const LOAD = { timeout: 30_000 };

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // let the layout settle
    await page.screenshot({ path: `${dir}/standing-${name}-${width}.png`, fullPage: width === 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Letters only (names and cities refuse digits), different on every run. */
const APPLICANT = {
  firstName: 'Kavya',
  lastName: 'Standing',
  organizationName: 'Kavya Estates',
  address: 'Civil Lines',
  mobile: '9876512345',
  bankName: 'Axis Bank',
  ifscCode: 'UTIB0001234',
};

/** A new, verified bidder account, logged in on `page`. */
async function freshBidder(request: APIRequestContext, page: Page, run: string) {
  const email = `e2e.standing.${run}@example.in`;
  const password = 'Standing@123';
  await registerVerifiedAccount(request, {
    email,
    password,
    firstName: 'Kavya',
    lastName: `Standing${run}`,
    organizationName: 'Kavya Estates',
  });
  return { email, token: await logIn(page, email, password) };
}

/** The card of the property, in the catalogue narrowed to its own city. */
async function cardOf(page: Page, property: Property): Promise<Locator> {
  await page.goto(`/assets?location=${encodeURIComponent(property.propertyLocation)}`);
  const card = page.locator(`[data-testid="property-card"][data-property-id="${property._id}"]`);
  await expect(card).toBeVisible(LOAD);
  return card;
}

async function setStatus(
  request: APIRequestContext,
  adminToken: string,
  registrationId: string,
  body: { status: string; from: string; reason?: string },
) {
  await ok(
    await request.put(`/api/admin/registrations/${registrationId}/status`, {
      headers: bearer(adminToken),
      data: body,
    }),
    `PUT status ${body.status}`,
  );
}

/** The bidding history's first card shows both its buttons whole, inside the card, on a 390 px page. */
async function expectButtonsWhole(page: Page) {
  const card = page.getByTestId('bid-card').first();
  const box = await card.boundingBox();
  for (const name of ['View Property', 'Live Auction']) {
    const button = card.getByRole('link', { name });
    await expect(button).toBeVisible();
    const b = await button.boundingBox();
    expect(b && box, `${name} has a box`).toBeTruthy();
    if (!b || !box) continue;
    // Wholly inside the card, and its label not cut short.
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the card, the property page and the live page follow the registration through rejection, a new submission and approval', async ({
  browser,
  request,
}) => {
  const run = runLetters();
  const page = await (await browser.newContext()).newPage();
  const officer = await (await browser.newContext()).newPage();
  const bidder = await freshBidder(request, page, run);
  const adminToken = await logIn(officer, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The officer adds an auction open for EMD submission for two more days, in a city of its own.
  const property = await addAuctionOpenForEmd(request, adminToken, {
    customerName: 'M/s Standing Traders',
    propertyType: 'COMMERCIAL PROPERTY',
    propertyLocation: `Standing${run}`,
    reservePrice: 1_500_000,
    loanAccountNo: 'LN0032',
    cifId: 320032,
    propertySchedule: 'A shop on the ground floor.',
  });

  // Before registering: the usual card, and Register / Pay EMD on the property page.
  let card = await cardOf(page, property);
  await expect(card.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await page.goto(`/property/${property._id}`);
  await expect(page.getByTestId('property-cta')).toHaveText('Register / Pay EMD', LOAD);

  // The bidder registers: under review on the card and on the property page.
  const created = await registerForAuction(request, property, bidder, APPLICANT);
  card = await cardOf(page, property);
  await expect(card.getByTestId('card-standing')).toHaveText('Your registration is under review.', LOAD);
  await expect(card.getByRole('link', { name: 'View Registration' })).toBeVisible();
  await shoot(page, 'card-under-review');
  await page.goto(`/property/${property._id}`);
  await expect(page.getByTestId('property-cta')).toHaveText('Registration under review', LOAD);
  await expect(page.getByTestId('property-standing')).toContainText('Your registration is under review');
  await shoot(page, 'property-under-review');

  // The officer, in another context, rejects it with a reason.
  const reason = 'The PAN card is unreadable';
  await setStatus(request, adminToken, created.data._id, { status: 'rejected', from: 'pending', reason });

  // The bidder sees the reason and that they may register again, everywhere.
  await page.reload();
  await expect(page.getByTestId('property-cta')).toHaveText('Register Again', LOAD);
  const standing = page.getByTestId('property-standing');
  await expect(standing).toContainText(`Reason: ${reason}.`);
  await expect(standing).toContainText('You may correct your registration and submit it again');
  await shoot(page, 'property-rejected');
  card = await cardOf(page, property);
  await expect(card.getByTestId('card-standing')).toContainText(`Your registration was rejected: ${reason}.`);
  await expect(card.getByRole('link', { name: 'Register Again' })).toBeVisible();
  await shoot(page, 'card-rejected');
  await page.goto(`/property/${property._id}/live-auction`);
  await expect(page.getByTestId('access-standing')).toContainText(`Reason: ${reason}.`, LOAD);
  await expect(page.getByRole('link', { name: 'Register Again' })).toBeVisible();
  await shoot(page, 'live-rejected');
  await page.goto('/dashboard/registrations');
  await expect(page.getByTestId('rejection')).toContainText(`Reason: ${reason}.`, LOAD);
  await shoot(page, 'my-registrations-rejected');

  // Register Again leads through the tender page back to the form.
  await page.getByRole('link', { name: 'Register Again' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${property._id}/tender-payment$`));
  await expect(page.getByText(`Reason: ${reason}.`)).toBeVisible(LOAD);
  await page.getByRole('link', { name: 'Register Again' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${property._id}/auction-registration$`));
  await expect(page.getByRole('heading', { name: 'Buyer Detail' })).toBeVisible(LOAD);

  // The corrected registration is submitted again, and is under review once more.
  const again = await registerForAuction(request, property, bidder, {
    ...APPLICANT,
    ifscCode: 'UTIB0004321',
  });
  expect(again.data._id).toBe(created.data._id);
  const mine = await ok<Success<MyRegistration[]>>(
    await request.get('/api/auction/my-registrations', { headers: bearer(bidder.token) }),
    'GET /api/auction/my-registrations',
  );
  expect(mine.data.find((r) => r.auctionId === property._id)).toMatchObject({
    status: 'pending',
    rejectionReason: null,
  });

  // Approved: bidding opens on the auction's day; once it is live, Bid Now.
  await setStatus(request, adminToken, created.data._id, { status: 'approved', from: 'pending' });
  await page.goto(`/property/${property._id}`);
  await expect(page.getByTestId('property-cta')).toHaveText(/^Bidding opens .+ 10:00 AM IST$/, LOAD);
  const now = await nowWithRoomToday(request, 15);
  const live = await scheduleLiveToday(request, adminToken, property, {
    now,
    lengthMs: 60 * 60_000,
    minutes: 15,
  });
  card = await cardOf(page, live);
  await expect(card.getByTestId('card-standing')).toHaveText('You are approved to bid.', LOAD);
  await expect(card.getByRole('link', { name: 'Bid Now' })).toBeVisible();
  await shoot(page, 'card-approved-live');
  await page.goto(`/property/${property._id}`);
  await expect(page.getByTestId('property-cta')).toHaveText('Bid Now', LOAD);
  await shoot(page, 'property-approved-live');
  await page.getByTestId('property-cta').click();
  await expect(page.getByTestId('phase')).toHaveText('Live now', LOAD);

  // A bid, so the bidding history has a card for an active auction: its buttons whole at 390 px.
  await page.getByRole('button', { name: 'Place Bid' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your bid' })
    .getByRole('button', { name: 'Confirm bid' })
    .click();
  await expect(page.getByTestId('current-bid')).toContainText('15,00,000', LOAD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/bidding-history');
  await expect(page.getByTestId('bid-card').first()).toBeVisible(LOAD);
  await expectButtonsWhole(page);
  await shoot(page, 'bidding-history');
  // And with the text at its largest.
  await page.setViewportSize({ width: 390, height: 844 });
  const larger = page.getByRole('button', { name: 'Increase text size' });
  for (let i = 0; i < 6 && (await larger.getAttribute('aria-disabled')) !== 'true'; i++) await larger.click();
  await expectButtonsWhole(page);
});
