import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  cardState,
  formatRupees,
  rupeesInWords,
  type AccountRegistrationInput,
  type Page as ListPage,
  type Property,
} from '@eauction/shared';
import { linkFromOutbox, logIn } from './session-support';
import { seriousViolations } from './shell-support';
import { bearer, nowWithRoomToday, ok, registerForAuction, scheduleLiveToday } from './auction-support';

/*
 * Live bidding end to end against the production build on a real server. Everything is set up
 * through the real API: the admin reschedules an auction that is open for EMD registration so that it
 * runs now (EMD deadline today, so registration stays open), a second bidder registers an account and
 * verifies it through the e-mailed link, both bidders register for the auction with real files and the
 * admin approves them. Then the two bidders, each in their own browser context, bid against each other.
 * With SHOTS_DIR set, both screens are captured at 1280 and 390 px wide.
 */

const ADMIN = { email: 'admin@enilami.in', password: 'Admin@12345' };
const DEMO_BIDDER = { email: 'bidder@enilami.in', password: 'Bidder@12345' };

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top and with no focus ring on the skip link: the fixed navigation bar stays in place.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400); // let the layout settle
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The test's time limit: 4 minutes. */
const TIMEOUT_MS = 240_000;
/**
 * The test needs the auction live for as long as it may run. nowWithRoomToday adds two minutes, and
 * near midnight IST waits for the new day first (an auction runs within one day).
 */
const LATE_MINUTES = TIMEOUT_MS / 60_000;
const INCREMENT = 25_000;

/**
 * Reschedules the demo auction open for EMD registration that ends last (the admin and live keyboard
 * spec takes the first) to run now: today in IST, from a few minutes ago for up to 7 hours (not past
 * midnight IST), with the EMD deadline today so bidders can still register. Returns the property as it
 * now is.
 */
async function makeLiveAuction(request: APIRequestContext, adminToken: string): Promise<Property> {
  const now = await nowWithRoomToday(request, LATE_MINUTES);
  const list = await ok<ListPage<Property>>(
    await request.get('/api/properties?limit=200'),
    'GET /api/properties',
  );
  // Among the demo auctions only: the other data-changing specs, which may run beside this one, add
  // auctions of their own that end later (the EMD account spec's, a year ahead) and must keep them.
  const open = list.data.filter(
    (p) => p.auctionCode.startsWith('EN-DEMO-') && cardState(p, now) === 'registration-open',
  );
  const target = open[open.length - 1];
  expect(target, 'the demo data has an auction open for EMD registration').toBeTruthy();
  return scheduleLiveToday(request, adminToken, target as Property, {
    now,
    lengthMs: 7 * 3_600_000 - 60_000,
    minutes: LATE_MINUTES,
    // An increment of the property's own, unlike any fixed step, so that the page must follow it.
    bidIncrement: INCREMENT,
  });
}

/** Registers the token's owner for the auction with real documents and has the admin approve it. */
async function registerApproved(
  request: APIRequestContext,
  property: Property,
  bidder: { token: string; email: string; firstName: string },
  adminToken: string,
) {
  const created = await registerForAuction(request, property, bidder, {
    firstName: bidder.firstName,
    lastName: 'Bidder',
    organizationName: `${bidder.firstName} Holdings`,
    address: 'MI Road',
    mobile: '9876543210',
    bankName: 'HDFC Bank',
    ifscCode: 'HDFC0001234',
  });
  await ok(
    await request.put(`/api/admin/registrations/${created.data._id}/status`, {
      headers: bearer(adminToken),
      data: { status: 'approved' },
    }),
    'PUT /api/admin/registrations/:id/status',
  );
  await ok(
    await request.get(`/api/auction/check-access/${property._id}`, { headers: bearer(bidder.token) }),
    'GET /api/auction/check-access/:id',
  );
}

const bidders = (page: Page) => page.getByTestId('bid-history-item').getByTestId('bidder');
const amounts = (page: Page) => page.getByTestId('bid-history-item').getByTestId('bid-amount');

test('two bidders bid against each other live; each sees You and Other bidder, the countdown ticks', async ({
  browser,
  request,
}) => {
  test.setTimeout(TIMEOUT_MS);

  // The admin makes an auction live with its registration still open.
  const adminPage = await newPage(browser);
  const adminToken = await logIn(adminPage, ADMIN.email, ADMIN.password);
  const property = await makeLiveAuction(request, adminToken);

  // A second bidder signs up and verifies the e-mail address.
  const email = `e2e.live.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Secret@123';
  const account: AccountRegistrationInput = {
    firstName: 'Kiran',
    lastName: 'Rao',
    organizationName: 'Rao Estates',
    country: 'India',
    state: 'gujarat',
    city: 'surat',
    pincode: '395003',
    mobile: '9876501234',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  };
  await ok(await request.post('/api/auth/register', { data: account }), 'POST /api/auth/register');
  const verify = new URL(await linkFromOutbox(email, '/verify-email/')).pathname;
  await ok(
    await request.get(`/api${verify.replace('/verify-email/', '/auth/verify-email/')}`),
    'verify e-mail',
  );

  const first = await newPage(browser);
  const second = await newPage(browser);
  const firstToken = await logIn(first, DEMO_BIDDER.email, DEMO_BIDDER.password);
  const secondToken = await logIn(second, email, password);
  await registerApproved(
    request,
    property,
    { token: firstToken, email: DEMO_BIDDER.email, firstName: 'Demo' },
    adminToken,
  );
  await registerApproved(request, property, { token: secondToken, email, firstName: 'Kiran' }, adminToken);

  // Both open the live auction: connected, no bids yet, the reserve price offered.
  const livePath = `/property/${property._id}/live-auction`;
  for (const page of [first, second]) {
    await page.goto(livePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('current-bid')).toHaveText('No bids yet');
    await expect(page.getByRole('textbox', { name: /Your bid amount/ })).toHaveValue(
      formatRupees(property.reservePrice).slice(1),
    );
  }
  await expect(first.getByTestId('participants')).toHaveText('2');

  // The property's increment governs the hint, the input's step and the auto-bid form.
  expect(property.bidIncrement).toBe(INCREMENT);
  const stepText = formatRupees(INCREMENT);
  await expect(first.getByText(`in steps of ${stepText}`, { exact: false })).toBeVisible();
  const stepped = first.getByRole('textbox', { name: /Your bid amount/ });
  await stepped.press('ArrowUp');
  await expect(stepped).toHaveValue(formatRupees(property.reservePrice + INCREMENT).slice(1));
  await stepped.fill(String(property.reservePrice));
  await expect(first.getByRole('textbox', { name: /Increment/ })).toHaveValue(stepText.slice(1));
  await expect(first.getByText(`At least ${stepText}, this auction's bid increment`)).toBeVisible();

  // The countdown ticks on the server's clock.
  const countdown = first.getByTestId('countdown').getByRole('timer');
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 5000 });

  // A client-side check before anything is sent.
  await first.getByRole('textbox', { name: /Your bid amount/ }).fill('1000');
  await first.getByRole('button', { name: 'Place Bid' }).click();
  await expect(first.getByText(/^Your bid must be at least ₹/)).toBeVisible();

  // The first bidder bids the reserve price: asked to confirm it in figures and words first. Cancel
  // and Escape send nothing, and the focus goes back to the amount.
  const firstAmount = first.getByRole('textbox', { name: /Your bid amount/ });
  await firstAmount.fill(String(property.reservePrice));
  const firstBid = formatRupees(property.reservePrice);
  const dialog = first.getByRole('dialog', { name: 'Confirm your bid' });
  await first.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog.getByTestId('confirm-amount')).toHaveText(
    `${firstBid} — ${rupeesInWords(property.reservePrice)}`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstAmount).toBeFocused();
  await first.getByRole('button', { name: 'Place Bid' }).click();
  await expect(dialog).toBeVisible();
  await first.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstAmount).toBeFocused();
  // Nothing was sent: the rival's page, kept live by the socket, still has no bid.
  await expect(first.getByTestId('current-bid')).toHaveText('No bids yet');
  await expect(second.getByTestId('current-bid')).toHaveText('No bids yet');
  await first.getByRole('button', { name: 'Place Bid' }).click();
  await shoot(first, 'confirm-bid');
  await dialog.getByRole('button', { name: 'Confirm bid' }).click();
  await expect(first.getByText(`Your bid of ${firstBid} has been placed.`)).toBeVisible();
  await expect(first.getByTestId('current-bid')).toHaveText(firstBid);
  await expect(first.getByTestId('standing')).toHaveText('You are the highest bidder');
  await expect(bidders(first)).toHaveText(['You']);
  // The second bidder sees it without reloading, as someone else's.
  await expect(second.getByTestId('current-bid')).toHaveText(firstBid);
  await expect(bidders(second)).toHaveText(['Other bidder']);
  await expect(amounts(second)).toHaveText([firstBid]);

  // The second bidder answers with the minimum the form offers.
  const offered = Number(
    (await second.getByRole('textbox', { name: /Your bid amount/ }).inputValue()).replace(/,/g, ''),
  );
  expect(offered).toBeGreaterThan(property.reservePrice);
  await second.getByRole('button', { name: 'Place Bid' }).click();
  await second.getByRole('button', { name: 'Confirm bid' }).click();
  const secondBid = formatRupees(offered);
  await expect(second.getByTestId('current-bid')).toHaveText(secondBid);
  await expect(bidders(second)).toHaveText(['You', 'Other bidder']);
  await expect(second.getByTestId('standing')).toHaveText('You are the highest bidder');
  await expect(first.getByTestId('current-bid')).toHaveText(secondBid);
  await expect(bidders(first)).toHaveText(['Other bidder', 'You']);
  await expect(amounts(first)).toHaveText([secondBid, firstBid]);
  await expect(first.getByTestId('standing')).toHaveText('You have been outbid');

  // The second bidder sets an auto-bid; the engine answers the first bidder's next bid on its own.
  const step = property.bidIncrement;
  const maxAmount = offered + 10 * step;
  await second.getByRole('textbox', { name: /Maximum bid amount/ }).fill(String(maxAmount));
  // An increment below the property's is refused before anything is sent.
  await second.getByRole('textbox', { name: /Increment/ }).fill(String(step - 1000));
  await second.getByRole('button', { name: 'Activate Auto-Bidding' }).click();
  await expect(
    second.getByText(`Auto-bid increment must be at least ${stepText}, this auction's bid increment`),
  ).toBeVisible();
  await second.getByRole('textbox', { name: /Increment/ }).fill(String(step));
  await second.getByRole('button', { name: 'Activate Auto-Bidding' }).click();
  // It cannot be undone, so the maximum is confirmed first; nothing is saved until then.
  const autoDialog = second.getByRole('dialog', { name: 'Confirm your auto-bid' });
  await expect(autoDialog.getByTestId('confirm-amount')).toHaveText(
    `${formatRupees(maxAmount)} — ${rupeesInWords(maxAmount)}`,
  );
  await autoDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(autoDialog).toBeHidden();
  await expect(second.getByRole('textbox', { name: /Maximum bid amount/ })).toBeFocused();
  await expect(second.getByRole('button', { name: 'Activate Auto-Bidding' })).toBeVisible();
  await second.getByRole('button', { name: 'Activate Auto-Bidding' }).click();
  await shoot(second, 'confirm-auto-bid');
  await autoDialog.getByRole('button', { name: 'Activate auto-bid' }).click();
  await expect(second.getByText(`Auto-bid is active up to ${formatRupees(maxAmount)}`)).toBeVisible();
  await expect(second.getByRole('switch')).toHaveCount(0);

  const thirdOffered = Number(
    (await first.getByRole('textbox', { name: /Your bid amount/ }).inputValue()).replace(/,/g, ''),
  );
  await first.getByRole('button', { name: 'Place Bid' }).click();
  await first.getByRole('button', { name: 'Confirm bid' }).click();
  const thirdBid = formatRupees(thirdOffered);
  const autoBid = formatRupees(thirdOffered + step);
  await expect(first.getByTestId('current-bid')).toHaveText(autoBid);
  await expect(amounts(first)).toHaveText([autoBid, thirdBid, secondBid, firstBid]);
  await expect(bidders(first)).toHaveText(['Other bidder', 'You', 'Other bidder', 'You']);
  // Only the proxy's owner learns that the engine placed it; the rival sees a bid like any other.
  await expect(second.getByTestId('bid-history-item').first().getByText('Auto')).toBeVisible();
  await expect(first.getByTestId('bid-history-item').getByText('Auto')).toHaveCount(0);
  await expect(first.getByTestId('standing')).toHaveText('You have been outbid');
  await expect(second.getByTestId('current-bid')).toHaveText(autoBid);
  await expect(bidders(second)).toHaveText(['You', 'Other bidder', 'You', 'Other bidder']);
  await expect(second.getByTestId('standing')).toHaveText('You are the highest bidder');
  expect(await seriousViolations(second)).toEqual([]);
  await shoot(second, 'live-auction');

  // Bidding History: the first bidder's bids are active but outbid; the second's auto bid is winning.
  await first.goto('/dashboard/bidding-history');
  const firstCards = first.getByTestId('bid-card');
  await expect(firstCards).toHaveCount(2);
  await expect(firstCards.getByTestId('bid-status')).toHaveText(['Auction Active', 'Auction Active']);
  await expect(firstCards.first().getByRole('link', { name: 'Live Auction' })).toHaveAttribute(
    'href',
    livePath,
  );
  // Mantine's segments are labels over visually hidden radios: click what a person clicks.
  const segment = (page: Page, name: string) =>
    page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  await segment(first, 'Won').click();
  await expect(first.getByRole('radio', { name: 'Won' })).toBeChecked();
  await expect(first.getByText('No bids match your search criteria.')).toBeVisible();

  await second.goto('/dashboard/bidding-history');
  const secondCards = second.getByTestId('bid-card');
  await expect(secondCards).toHaveCount(2);
  await expect(secondCards.getByTestId('bid-status')).toHaveText(['Winning Bid', 'Auction Active']);
  await expect(secondCards.first()).toContainText(autoBid);
  await expect(secondCards.first().getByText('Auto')).toBeVisible();
  await segment(second, 'Won').click();
  await expect(secondCards).toHaveCount(1);
  await segment(second, 'All Bids').click();
  await expect(secondCards).toHaveCount(2);
  expect(await seriousViolations(second)).toEqual([]);
  await shoot(second, 'bidding-history');
});
