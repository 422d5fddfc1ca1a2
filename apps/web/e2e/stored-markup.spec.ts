import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import {
  SPREADSHEET_COLUMNS,
  addDays,
  formatDate,
  toIstDate,
  type AdminAuctionPage,
  type PropertyInputField,
} from '@eauction/shared';
import { PDF, PNG, linkFromOutbox, logIn } from './session-support';

/*
 * Stored markup is shown as text everywhere (decision 012). The session token lives in localStorage
 * (docs/product.md, "Sessions and tokens"), so it is only as safe as the guarantee that nothing a person
 * stores ever becomes markup in another person's browser. This test stores hostile values through the real
 * API in every text a user or an administrator can set — account names and address, bank details, the auction
 * registration form, the properties of Add Property and of a spreadsheet — then visits every screen that
 * shows them, as their owner and as an administrator, and checks on each that the literal text is visible,
 * that no element the markup describes exists, that no dialog opened and that the Content-Security-Policy had
 * nothing to block (it would only have had to if markup had become DOM).
 *
 * Contact Us messages are stored and mailed but shown on no screen; the server test
 * security/mail-markup.test.ts covers their mail, and the account, outbid and registration mails.
 *
 * The auctions made here cannot disturb the browser tests running beside them: the registered one
 * closes for registration as soon as this bidder has registered, and the uploaded one was never open.
 */

const ADMIN = { email: 'admin@enilami.in', password: 'Admin@12345' };
const PASSWORD = 'Markup@2026';

/** Values that would run script or add elements if they ever reached the DOM as markup. */
const X = {
  firstName: '<img src=x onerror=alert(1)>',
  lastName: '"><svg data-xss onload=alert(2)>',
  organization: '<script data-xss>alert(3)</script>',
  address: '<img src=x onerror=alert(4)><b data-xss>bold</b>',
  bankName: '<b data-xss>Bank</b> of <i>Markup</i>',
  accountNo: '<svg data-xss onload=alert(5)>',
  borrower: 'M/s <img src=x onerror=alert(6)> Traders',
  state: '<b data-xss>Goa</b>',
  schedule: '"><script data-xss>alert(7)</script> Plot 7, <a href="javascript:alert(8)">here</a>',
  lender: '<i data-xss>Lender</i> Bank',
  loanAccount: '<u data-xss>LN-1</u>',
  region: '<s data-xss>Konkan</s>',
  sheetBorrower: '<iframe data-xss src="javascript:alert(9)"></iframe> Estates',
  sheetSchedule: '<img src=x onerror=alert(10)> Survey No. 9',
  regFirstName: '<img src=x onerror=alert(11)>',
  regLastName: '"><svg data-xss onload=alert(12)>',
  regOrganization: '<script data-xss>alert(13)</script> Ltd',
};

/** Elements or attributes only the markup above could have created. */
const INJECTED = '[data-xss], [onerror], [onload], img[src="x"], iframe, a[href^="javascript:"]';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A form field by its label, with or without the required marker. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Records what must never happen on a page: a dialog, or a blocked inline script or handler. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // zod's probe for `new Function` is refused as eval; it is no markup (and is the app's to skip).
      if (e.blockedURI === 'eval') return;
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return seen;
}

/** On the screen now: each literal is visible as text, and nothing was injected, run or blocked. */
async function showsAsText(page: Page, seen: { dialogs: string[] }, literals: string[], screen: string) {
  for (const literal of literals) {
    // Generous: on two busy cores a list can take a while to load.
    await expect(page.getByText(literal, { exact: false }).first(), `${screen}: ${literal}`).toBeVisible({
      timeout: 30_000,
    });
  }
  expect(await page.locator(INJECTED).count(), `${screen}: injected elements`).toBe(0);
  // Scripts the browser would run. A data block (`type="application/json"`, the data a server-rendered
  // page carries, decision 035) is never run; it holds the stored text as JSON, and must be whole JSON:
  // text that ended it early would leave a broken block and markup after it.
  const inlineScripts = await page
    .locator('script:not([src]):not([type="application/json"])')
    .evaluateAll((scripts) => scripts.filter((s) => /alert\(/.test(s.textContent ?? '')).length);
  expect(inlineScripts, `${screen}: inline scripts`).toBe(0);
  const dataBlocks = await page.locator('script[type="application/json"]').evaluateAll((blocks) =>
    blocks.map((b) => {
      try {
        JSON.parse(b.textContent ?? '');
        return 'json';
      } catch {
        return 'broken';
      }
    }),
  );
  expect(
    dataBlocks.filter((kind) => kind !== 'json'),
    `${screen}: data blocks`,
  ).toEqual([]);
  expect(seen.dialogs, `${screen}: dialogs`).toEqual([]);
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(violations, `${screen}: CSP violations`).toEqual([]);
}

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<{ data: unknown }>;
}

/** A one-row workbook in the template's columns: an auction far ahead whose EMD deadline has passed. */
function workbook(code: string, auctionDate: string, emdDate: string): Buffer {
  const values: Partial<Record<PropertyInputField, string | number>> = {
    auctionCode: code,
    customerName: X.sheetBorrower,
    propertyType: 'COMMERCIAL PROPERTY',
    propertyLocation: 'Zunheboto',
    state: 'Nagaland',
    zone: 'EAST',
    bankName: 'State Bank of India',
    reservePrice: 98_765_000,
    emdAmount: '',
    auctionDate: formatDate(auctionDate),
    emdSubmission: formatDate(emdDate),
    propertySchedule: X.sheetSchedule,
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

test('markup stored in any text a user or admin can set is shown as text on every screen', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36).toUpperCase();
  const today = toIstDate(new Date());
  const email = `markup-${run.toLowerCase()}@example.in`;
  const seen = await watch(page);
  const adminPage = await (await browser.newContext()).newPage();
  const adminSeen = await watch(adminPage);

  // An account whose names and address are markup, verified through its e-mailed link.
  await ok(
    await request.post('/api/auth/register', {
      data: {
        firstName: X.firstName,
        lastName: X.lastName,
        organizationName: X.organization,
        address: X.address,
        state: 'maharashtra',
        city: 'pune',
        pincode: '411001',
        mobile: '9876501234',
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
  const token = await logIn(page, email, PASSWORD);
  await ok(
    await request.put('/api/users/profile', {
      headers: bearer(token),
      data: { bankName: X.bankName, accountNo: X.accountNo, ifscCode: 'SBIN0001234' },
    }),
    'PUT /api/users/profile (bank)',
  );

  // An admin adds a property whose free-text fields are markup; it closes tomorrow-ish, so it sorts
  // first in the catalogue, and is open for registration only until this bidder has registered.
  const adminToken = await logIn(adminPage, ADMIN.email, ADMIN.password);
  const code = `XSS-${run}`;
  const added = (await ok(
    await request.post('/api/admin/add-property', {
      headers: bearer(adminToken),
      data: {
        auctionCode: code,
        customerName: `${X.borrower} (Property of Mr. Markup)`,
        propertyType: 'RESIDENTIAL FLAT',
        propertyLocation: 'Zunheboto',
        state: X.state,
        zone: 'EAST',
        region: X.region,
        possessionType: 'PHYSICAL',
        vendor: 'In-house',
        bankName: X.lender,
        reservePrice: 98_760_000,
        auctionDate: addDays(today, 1),
        auctionStartTime: '10:00',
        auctionEndTime: '16:00',
        emdSubmission: today,
        loanAccountNo: X.loanAccount,
        cifId: 4_455_667_788,
        propertySchedule: X.schedule,
        emdAccountName: `${X.lender} EMD Account`,
        emdAccountNo: '38291045566',
        emdIfscCode: 'SBIN0000691',
        emdBankName: 'State Bank of India',
        emdBranch: X.region,
      },
    }),
    'POST /api/admin/add-property',
  )) as { data: { _id: string } };
  const propertyId = added.data._id;

  // The bidder registers for it with markup in the form's names, then saves it as interesting.
  const registration = await request.post('/api/auction/register', {
    headers: bearer(token),
    multipart: {
      firstName: X.regFirstName,
      lastName: X.regLastName,
      organizationName: X.regOrganization,
      address: X.address,
      country: 'India',
      state: 'Rajasthan',
      city: 'Jaipur',
      pincode: '302001',
      landline: '0141 2345678',
      mobile: '9876543210',
      fax: '',
      bankName: 'State Bank of India',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      offerValue: '98760000',
      paymentMode: 'Neft - Rtgs',
      utrNo: 'SBIN123456789',
      auctionId: propertyId,
      email,
      auctionDate: addDays(today, 1),
      pancardFile: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF },
      addressProof: { name: 'address.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  await ok(registration, 'POST /api/auction/register');
  await ok(
    await request.post(`/api/auth/interested-properties/${propertyId}`, { headers: bearer(token) }),
    'POST interested',
  );
  const [row] = (
    (await ok(
      await request.get(`/api/admin/auctions?search=${code}`, { headers: bearer(adminToken) }),
      'GET /api/admin/auctions',
    )) as unknown as AdminAuctionPage
  ).data;
  await ok(
    await request.put(`/api/admin/auctions/${propertyId}`, {
      headers: bearer(adminToken),
      data: { version: row?.version ?? 0, emdSubmission: addDays(today, -1) },
    }),
    'close registration',
  );

  // A spreadsheet row whose cells are markup.
  const sheetCode = `XSS-UP-${run}`;
  await ok(
    await request.post('/api/admin/upload-properties', {
      headers: bearer(adminToken),
      multipart: {
        propertiesFile: {
          name: 'markup.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: workbook(sheetCode, addDays(today, 400), addDays(today, -1)),
        },
      },
    }),
    'POST /api/admin/upload-properties',
  );
  const [uploaded] = (
    (await ok(
      await request.get(`/api/admin/auctions?search=${sheetCode}`, { headers: bearer(adminToken) }),
      'GET /api/admin/auctions',
    )) as unknown as AdminAuctionPage
  ).data;
  expect(uploaded).toBeTruthy();

  // ——— The bidder's screens ———
  await page.goto('/dashboard/profile');
  await showsAsText(page, seen, [`Welcome, ${X.firstName}`], 'navigation bar');
  await expect(field(page, 'First name')).toHaveValue(X.firstName);
  await expect(field(page, 'Last name')).toHaveValue(X.lastName);
  await expect(field(page, 'Organization name')).toHaveValue(X.organization);
  await page.getByRole('tab', { name: 'Address Details' }).click();
  await expect(field(page, 'Address')).toHaveValue(X.address);
  await page.getByRole('tab', { name: 'Bank Details' }).click();
  await expect(field(page, 'Bank name')).toHaveValue(X.bankName);
  // An account number is kept without spaces and dashes (the profile's schema tidies it).
  await expect(field(page, 'Account number')).toHaveValue(X.accountNo.replace(/[\s-]/g, ''));
  await showsAsText(page, seen, [], 'profile');

  await page.goto('/dashboard/registrations');
  await showsAsText(page, seen, [`Zunheboto, ${X.state} · Auction ID ${code}`], 'My Registrations');

  await page.goto('/dashboard/interested-properties');
  await showsAsText(page, seen, [X.borrower, X.state], 'Interested Properties');

  await page.goto(`/property/${propertyId}`);
  const title = `Residential Flat - ${X.borrower}`;
  await showsAsText(
    page,
    seen,
    [title, `Zunheboto, ${X.state}`, X.region, X.lender, X.loanAccount],
    'detail',
  );
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('tab', { name: 'Property Details' }).click();
  await showsAsText(page, seen, [X.borrower, X.schedule], 'detail, Property Details');

  // The catalogue, filtered to the city (its cards are sorted by end time, so it may be past page one).
  await page.goto('/?location=Zunheboto');
  await showsAsText(page, seen, [X.state], 'catalogue');

  // ——— The administrator's screens ———
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await showsAsText(adminPage, adminSeen, [], 'admin dashboard');

  await adminPage.getByRole('tab', { name: 'Registration Management' }).click();
  const name = `${X.regFirstName} ${X.regLastName}`;
  const registrationRow = adminPage.getByRole('row').filter({ hasText: code });
  await showsAsText(adminPage, adminSeen, [name], 'Registration Management');
  await registrationRow.getByRole('button', { name: `View Details of ${name}, ${code}` }).click();
  const details = adminPage.getByRole('dialog', { name: 'Registration Details' });
  await expect(details).toBeVisible();
  await showsAsText(adminPage, adminSeen, [name, X.regOrganization], 'Registration Details');
  await details.getByRole('button', { name: 'Close' }).click();

  await adminPage.getByRole('tab', { name: 'Auction List' }).click();
  await adminPage.getByLabel('Search auctions').fill(code);
  const auctionRow = adminPage.getByRole('row').filter({ hasText: `Auction ID ${code}` });
  await expect(auctionRow).toHaveCount(1);
  await showsAsText(
    adminPage,
    adminSeen,
    [`${X.borrower} (Property of Mr. Markup)`, X.state],
    'Auction List',
  );
  await auctionRow.getByRole('button', { name: new RegExp(`^View Registrations of ${code}`) }).click();
  const registrations = adminPage.getByRole('dialog', { name: `Registrations for ${code}` });
  await expect(registrations).toBeVisible();
  await showsAsText(adminPage, adminSeen, [name], 'Auction List, registrations');
  await registrations.getByRole('button', { name: 'Close' }).click();

  await adminPage.getByRole('tab', { name: 'Auction Reports' }).click();
  await adminPage.getByLabel('Search reports').fill(code);
  await expect(adminPage.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  await showsAsText(adminPage, adminSeen, [X.borrower], 'Auction Reports');

  await adminPage.goto(`/property/${uploaded?._id ?? ''}`);
  await showsAsText(adminPage, adminSeen, [`COMMERCIAL PROPERTY - ${X.sheetBorrower}`], 'uploaded detail');
  await adminPage.getByRole('tab', { name: 'Property Details' }).click();
  await showsAsText(adminPage, adminSeen, [X.sheetSchedule], 'uploaded detail, Property Details');
});
