import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type AccountRegistrationInput, type Property, type Success } from '@eauction/shared';
import AUTH_HI from '../src/features/auth/locales/hi.json' with { type: 'json' };
import LIVE_HI from '../src/features/live-auction/locales/hi.json' with { type: 'json' };
import {
  addAuctionOpenForEmd,
  bearer,
  nowWithRoomToday,
  ok,
  registerForAuction,
  scheduleLiveToday,
} from './auction-support';
import { logIn, outboxDir, readableMail } from './session-support';
import { DEMO_ADMIN } from './shell-support';

/*
 * A bidder who chose Hindi (docs/product.md, "Languages"): the account is made from the Hindi page (the
 * register page sends the page's language), the verification mail comes in Hindi with a link to the Hindi
 * page, the bidder verifies and logs in on Hindi pages, registers for an auction and receives the Bid
 * Document mail in Hindi with the PDF in Hindi (its Devanagari font embedded), is approved, and bids in the
 * Hindi live auction room.
 */

test.describe.configure({ timeout: 5 * 60_000 });

const LOAD = { timeout: 30_000 };
const DEVANAGARI = /\p{Script=Devanagari}/u;
const RESERVE = 1_200_000;

/** The subject of a MIME message, its encoded words (RFC 2047, base64 or Q) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => `%${hex}`),
            'utf8',
          )
            .toString('utf8')
            .replace(/%([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The mails in the outbox to `email` whose text matches `pattern`, as raw MIME. */
async function mailsTo(email: string, pattern: RegExp): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const found: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const raw = await readFile(join(outboxDir(), file), 'utf8');
    if (raw.toLowerCase().includes(email.toLowerCase()) && pattern.test(readableMail(raw))) found.push(raw);
  }
  return found;
}

async function waitForMail(email: string, pattern: RegExp, what: string): Promise<string> {
  let mail = '';
  await expect
    .poll(async () => (mail = (await mailsTo(email, pattern))[0] ?? ''), { message: what, timeout: 30_000 })
    .not.toBe('');
  return mail;
}

async function logInInHindi(page: Page, email: string, password: string) {
  await page.goto('/hi/login');
  await expect(page.getByRole('heading', { level: 1, name: AUTH_HI['auth.login.title'] })).toBeVisible(LOAD);
  await page.getByLabel(new RegExp(`^${AUTH_HI['auth.field.email']}`)).fill(email);
  await page.getByLabel(new RegExp(`^${AUTH_HI['auth.field.password']}`)).fill(password);
  const widget = page.locator('altcha-widget');
  // The widget speaks the page's language (altcha's own Hindi texts).
  await widget.getByText('मैं रोबोट नहीं हूँ').click();
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', LOAD);
  await page.getByRole('button', { name: AUTH_HI['auth.login.submit'], exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/, LOAD);
  await expect(page).toHaveURL(/\/hi(?:\/|$)/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

test('a bidder who chose Hindi registers, is mailed in Hindi, gets the Bid Document in Hindi and bids', async ({
  browser,
  request,
}) => {
  const run = `${Date.now()}`.slice(-8);
  const email = `e2e.hindi.${run}@example.in`;
  const password = 'Hindi@12345';
  const page = await (await browser.newContext()).newPage();
  const officer = await (await browser.newContext()).newPage();

  // The account, as the Hindi register page sends it (its language the page's).
  const account: AccountRegistrationInput = {
    email,
    password,
    confirmPassword: password,
    firstName: 'Sunita',
    lastName: `Sharma${run}`,
    organizationName: 'Sharma Estates',
    country: 'India',
    state: 'delhi',
    city: 'new-delhi',
    pincode: '110001',
    mobile: '9876512345',
    acceptTerms: true,
    language: 'hi',
  };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.ok(), await registered.text()).toBe(true);

  // The verification mail: Hindi subject and text, a link to the Hindi page.
  const verification = await waitForMail(email, /\/hi\/verify-email\//, 'a Hindi verification mail');
  expect(subjectOf(verification)).toMatch(DEVANAGARI);
  const link = /https?:\/\/[^\s"'<>]+\/hi\/verify-email\/[A-Za-z0-9_-]+/.exec(
    readableMail(verification),
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI, LOAD);
  // The page verifies once it runs: logging in before its answer came would find the e-mail unverified.
  await expect(page.getByRole('heading', { name: AUTH_HI['auth.verify.verified'] })).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: AUTH_HI['auth.login.title'] }).first()).toBeVisible(LOAD);

  const token = await logInInHindi(page, email, password);
  const me = await ok<Success<{ language: string }>>(
    await request.get('/api/auth/me', { headers: bearer(token) }),
    'GET /api/auth/me',
  );
  expect(me.data.language).toBe('hi');

  // An auction of this test's own; the bidder registers for it.
  const adminToken = await logIn(officer, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const property = await addAuctionOpenForEmd(request, adminToken, {
    customerName: 'M/s Hindi Traders',
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: `Hindi${run}`,
    reservePrice: RESERVE,
    loanAccountNo: 'LN0023',
    cifId: 230023,
    propertySchedule: 'A house on a plot of 120 square metres.',
  });
  const registration = await registerForAuction(
    request,
    property,
    { email, token },
    {
      firstName: 'Sunita',
      lastName: `Sharma${run}`,
      organizationName: 'Sharma Estates',
      address: 'Civil Lines',
      mobile: '9876512345',
      bankName: 'Axis Bank',
      ifscCode: 'UTIB0001234',
    },
  );

  // The Bid Document mail: Hindi, with the PDF in Hindi (the Devanagari font embedded in it).
  const bidDocument = await waitForMail(email, new RegExp(property.auctionCode), 'the Bid Document mail');
  expect(subjectOf(bidDocument)).toMatch(DEVANAGARI);
  expect(bidDocument).toMatch(/Content-Type: application\/pdf/i);
  expect(readableMail(bidDocument)).toMatch(/NotoSansDevanagari/);

  // Approved, the auction live now: the bidder bids in the Hindi room.
  await ok(
    await request.put(`/api/admin/registrations/${registration.data._id}/status`, {
      headers: bearer(adminToken),
      data: { status: 'approved', from: 'pending' },
    }),
    'PUT status approved',
  );
  const now = await nowWithRoomToday(request, 5);
  await scheduleLiveToday(request, adminToken, property, { now, lengthMs: 60 * 60_000, minutes: 5 });
  await page.goto(`/hi/property/${property._id}/live-auction`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const amount = page.getByRole('textbox', { name: new RegExp(LIVE_HI['liveAuction.bidForm.amount']) });
  await expect(amount).toBeEnabled(LOAD);
  await amount.fill(String(RESERVE));
  await page.getByRole('button', { name: LIVE_HI['liveAuction.bidForm.submit'] }).click();
  const dialog = page.getByRole('dialog', { name: LIVE_HI['liveAuction.bidForm.confirmTitle'] });
  await dialog.getByRole('button', { name: LIVE_HI['liveAuction.bidForm.confirmButton'] }).click();
  await expect
    .poll(
      async () =>
        (await ok<Success<Property>>(await request.get(`/api/properties/${property._id}`), 'GET')).data
          .currentBid,
      { message: 'the bid is stored', timeout: 30_000 },
    )
    .toBe(RESERVE);
});
