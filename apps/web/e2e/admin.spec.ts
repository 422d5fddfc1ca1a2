import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import {
  SPREADSHEET_COLUMNS,
  addDays,
  formatDate,
  toIstDate,
  type AdminAuctionPage,
  type AuctionReportPage,
  type PropertyInputField,
} from '@eauction/shared';
import { PDF, PNG, logIn } from './session-support';
import { collectPageErrors, seriousViolations } from './shell-support';

/*
 * The admin console end to end against the production build on a real server: the demo admin
 * uploads a real .xlsx (built here with SheetJS) and sees the count and the refused row, adds a
 * property with a sale notice and a photo, edits and deletes that auction from the Auction List, and
 * opens an auction report. With SHOTS_DIR set, every tab is captured at 1280 and 390 px wide.
 *
 * The properties this test creates cannot disturb the other browser tests running beside it: their
 * auctions are far ahead with the EMD deadline already past (so no 'Register Now' and never picked for
 * a live auction), in a city that sorts last, at a price above the catalogue's median, with a lender
 * the Bank filter does not offer and a type the Land filter does not match.
 */

const ADMIN = { email: 'admin@enilami.in', password: 'Admin@12345' };

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string, fullPage = true) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  // A full-page shot of a scrolled page draws the fixed header mid-page; a focused skip link shows.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // let the layout settle
    await page.screenshot({ path: `${shotsDir}/admin-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Excel's serial day of a YYYY-MM-DD date (1900 system, as Excel writes it). */
function excelSerial(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

type Cell = string | number | { t: 'n'; v: number; z: string };

/**
 * A real workbook in the template's columns: two good rows (one with the auction date as an Excel date
 * cell, one as DD-MMM-YY text) and one refused row (no reserve price, an unknown zone).
 */
function workbook(codes: [string, string, string], auctionDate: string, emdDate: string): Buffer {
  const headers = SPREADSHEET_COLUMNS.map((c) => c.header);
  const row = (code: string, overrides: Partial<Record<PropertyInputField, Cell>>): Cell[] =>
    SPREADSHEET_COLUMNS.map((c) => {
      const values: Partial<Record<PropertyInputField, Cell>> = {
        auctionCode: code,
        customerName: `E2E Traders ${code}`,
        propertyType: 'COMMERCIAL PROPERTY',
        propertyLocation: 'Zunheboto',
        state: 'Nagaland',
        zone: 'EAST',
        bankName: 'State Bank of India',
        reservePrice: 98_765_000,
        emdAmount: '',
        auctionDate: formatDate(auctionDate),
        emdSubmission: formatDate(emdDate),
        auctionStartTime: '11:00',
        auctionEndTime: '15:30',
        longitude: '',
        latitude: '',
        ...overrides,
      };
      return values[c.field] ?? c.example;
    });
  const sheet = utils.aoa_to_sheet([
    headers,
    row(codes[0], { auctionDate: { t: 'n', v: excelSerial(auctionDate), z: 'dd-mmm-yy' } }),
    row(codes[1], { propertyType: 'RESIDENTIAL FLAT', reservePrice: 'Rs. 9,87,00,000/-' }),
    row(codes[2], { reservePrice: '', zone: 'NORTH-EAST' }),
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Properties');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function openTab(page: Page, tab: string, heading = tab) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function auctionsMatching(request: APIRequestContext, token: string, search: string) {
  const res = await request.get(`/api/admin/auctions?search=${encodeURIComponent(search)}`, {
    headers: bearer(token),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as AdminAuctionPage).data;
}

async function rowActions(row: Locator, code: string, item: 'Edit' | 'Delete', page: Page) {
  await row.getByRole('button', { name: `More actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an admin uploads a spreadsheet, adds, edits and deletes an auction, and reads a report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const codes: [string, string, string] = [`E2E-UP-${run}-1`, `E2E-UP-${run}-2`, `E2E-UP-${run}-3`];
  const added = `E2E-ADD-${run}`;
  const today = toIstDate(new Date());
  const auctionDate = addDays(today, 400);
  const emdDate = addDays(today, -1);

  const token = await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Dashboard: the three counters from the server.
  const total = page.getByRole('region', { name: 'Total Properties' });
  await expect(total.getByTestId('stat-totalProperties')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('region', { name: 'Pending Registrations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active Auctions' })).toBeVisible();
  await shoot(page, 'dashboard');

  // Property Upload: a real .xlsx; two rows imported, one refused with its row number and reasons.
  await openTab(page, 'Property Upload', 'Bulk Property Upload');
  const file = page.locator('input[type="file"][name="propertiesFile"]');
  const sheet = {
    name: `e2e-${run}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook(codes, auctionDate, emdDate),
  };
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select a file to upload')).toBeVisible();
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please upload an Excel file (.xlsx or .xls)')).toBeVisible();
  await file.setInputFiles(sheet);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 properties imported')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2 new, 0 updated.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 row refused' })).toBeVisible();
  const refused = page.getByRole('row').filter({ hasText: codes[2] });
  await expect(refused.getByRole('cell').first()).toHaveText('4');
  await expect(refused).toContainText('Reserve Price (Rs) is required');
  await expect(refused).toContainText('Zone must be one of');
  await shoot(page, 'upload');

  // The same file again updates those properties instead of adding new ones.
  await file.setInputFiles(sheet);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/^0 new, 0 updated, 2 already up to date\.$/)).toBeVisible({ timeout: 30_000 });
  expect((await auctionsMatching(request, token, codes[0])).length).toBe(1);
  const [excelDated] = await auctionsMatching(request, token, codes[0]);
  expect(excelDated?.auctionDate).toBe(auctionDate);

  // The template downloads with the session's token.
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  expect((await template).suggestedFilename()).toBe('property-upload-template.xlsx');

  // Add Property: every field, dates typed as DD-MMM-YY, a sale notice and a photo.
  await openTab(page, 'Add Property');
  const form = page.getByRole('form', { name: 'Add property' });
  await expect(form.getByLabel(/^Start time/)).toHaveValue('10:00');
  await expect(form.getByLabel(/^End time/)).toHaveValue('17:00');
  await form.getByLabel(/^Auction ID/).fill(added);
  await form.getByLabel(/^Auction date/).fill(formatDate(auctionDate));
  await form.getByLabel(/^Auction date/).press('Tab');
  await form.getByLabel(/^EMD submission date/).fill(formatDate(emdDate));
  await form.getByLabel(/^EMD submission date/).press('Tab');
  await form.getByLabel(/^End time/).fill('16:00');
  await form.getByLabel(/^Property type/).selectOption('INDUSTRIAL PROPERTY');
  await form.getByLabel(/^Possession type/).selectOption('SYMBOLIC');
  await form.getByLabel(/^Customer name/).fill('M/s E2E Engineering Works (Property of Mr. Test)');
  await form.getByLabel(/^City/).fill('Zunheboto');
  await form.getByLabel(/^State/).fill('Nagaland');
  await form.getByLabel(/^Zone/).selectOption('EAST');
  await form.getByLabel(/^Region/).fill('North East');
  await form.getByLabel(/^Vendor/).selectOption('In-house');
  await form.getByLabel(/^Property schedule/).fill('Industrial shed No. 7, Industrial Estate, Zunheboto.');
  await form.getByLabel(/^Bank name/).fill('State Bank of India');
  await form.getByLabel(/^Loan account number/).fill('SBI0099887766');
  await form.getByLabel(/^CIF ID/).fill('7766554433');
  await form.getByLabel(/^Reserve price/).fill('9,90,00,000');
  // The EMD beneficiary account (decision 031): this lender has no default account saved.
  await form.getByLabel(/^EMD account name/).fill('SBI Zunheboto EMD Collection Account');
  await form.getByLabel(/^EMD account number/).fill('3829 1045 566');
  await form.getByLabel(/^EMD IFSC code/).fill('sbin0000691');
  await form.getByLabel(/^EMD bank name/).fill('State Bank of India');
  await form.getByLabel(/^EMD bank branch/).fill('Zunheboto');
  await page.locator('input[type="file"][name="saleNotice"]').setInputFiles({
    name: 'sale-notice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.locator('input[type="file"][name="photos"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await shoot(page, 'add-property-filled');
  await form.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel(/^Customer name/)).toHaveValue('');
  await expect(form.getByLabel(/^Auction ID/)).toHaveValue('');
  const [stored] = await auctionsMatching(request, token, added);
  expect(stored).toMatchObject({
    reservePrice: 99_000_000,
    cifId: 7_766_554_433,
    auctionDate,
    emdSubmission: emdDate,
    propertyType: 'INDUSTRIAL PROPERTY',
    photoCount: 1,
  });
  expect(stored?.saleNoticeUrl).toBeTruthy();
  await shoot(page, 'add-property');

  // Auction List: the new auction, its (empty) registrations, an edit and a deletion.
  await openTab(page, 'Auction List');
  await shoot(page, 'auctions');
  await page.getByLabel('Search auctions').fill(added);
  const row = page.getByRole('row').filter({ hasText: `Auction ID ${added}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`EMD by ${formatDate(emdDate)}`);
  await expect(row).toContainText('10:00 AM – 04:00 PM');

  await row.getByRole('button', { name: new RegExp(`^View Registrations of ${added}`) }).click();
  const registrations = page.getByRole('dialog', { name: `Registrations for ${added}` });
  await expect(registrations.getByText('No registrations found')).toBeVisible();
  await registrations.getByRole('button', { name: 'Close' }).click();
  await expect(registrations).toBeHidden();

  await rowActions(row, added, 'Edit', page);
  const edit = page.getByRole('dialog', { name: `Edit auction ${added}` });
  await expect(edit.getByLabel(/^Auction date/)).toHaveValue(formatDate(auctionDate));
  await edit.getByLabel(/^Reserve price/).fill('9,50,00,000');
  await edit.getByLabel(/^Start time/).fill('11:30');
  await shoot(page, 'edit-auction', false);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Auction updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('11:30 AM – 04:00 PM');
  const [edited] = await auctionsMatching(request, token, added);
  expect(edited?.reservePrice).toBe(95_000_000);
  expect(edited?.version).toBeGreaterThan(stored?.version ?? 0);

  await rowActions(row, added, 'Delete', page);
  const remove = page.getByRole('dialog', { name: 'Delete auction' });
  await expect(remove.getByText(added)).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'delete-auction', false);
  await remove.getByRole('button', { name: 'Delete auction' }).click();
  await expect(page.getByText('Auction deleted successfully')).toBeVisible();
  await expect(page.getByText('No auctions found for this search.')).toBeVisible();
  expect(await auctionsMatching(request, token, added)).toEqual([]);

  // Registration Management stays among the tabs.
  await openTab(page, 'Registration Management');
  await shoot(page, 'registrations');

  // Auction Reports: an uploaded auction's summary and details (no bids yet), and its spreadsheet.
  await openTab(page, 'Auction Reports');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'reports');
  await page.getByLabel('Search reports').fill(codes[0]);
  const report = page.getByRole('row').filter({ hasText: codes[0] });
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('No bids');
  await report.getByRole('button', { name: `Show summary of ${codes[0]}` }).click();
  const summary = page.locator(`[id^="report-summary-"]`);
  await expect(summary).toContainText('₹9,87,65,000');
  await expect(summary).toContainText('N/A');
  await expect(summary).toContainText('Auction SuccessIn progress');
  await report.getByRole('button', { name: `View Details of ${codes[0]}` }).click();
  const details = page.getByRole('dialog', { name: `Auction report ${codes[0]}` });
  await expect(details.getByText('No bids recorded for this auction')).toBeVisible();
  const ledger = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download spreadsheet' }).click();
  expect((await ledger).suggestedFilename()).toMatch(/\.xlsx$/);
  await details.getByRole('button', { name: 'Close' }).click();

  // With bids on the server (the live auction test places some), the top bid is highlighted.
  const withBids = await request.get('/api/admin/auction-reports?limit=200', { headers: bearer(token) });
  const bidded = ((await withBids.json()) as AuctionReportPage).data.find((r) => r.totalBids > 0);
  if (bidded) {
    await page.getByLabel('Search reports').fill(bidded.auctionCode);
    const bidRow = page.getByRole('row').filter({ hasText: bidded.auctionCode });
    await bidRow.getByRole('button', { name: `View Details of ${bidded.auctionCode}` }).click();
    const bidDetails = page.getByRole('dialog', { name: `Auction report ${bidded.auctionCode}` });
    await expect(bidDetails.locator('tr[data-top-bid]')).toContainText('Top bid');
    await shoot(page, 'report-details', false);
  } else {
    await report.getByRole('button', { name: `View Details of ${codes[0]}` }).click();
    await shoot(page, 'report-details', false);
  }
});

test('every admin tab, the form messages and the dialogs have no serious WCAG 2.1 AA violation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page, []);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByTestId('stat-totalProperties')).toHaveText(/^\d/);
  expect(await seriousViolations(page), 'Dashboard').toEqual([]);

  for (const [tab, heading] of [
    ['Property Upload', 'Bulk Property Upload'],
    ['Registration Management', 'Registration Management'],
  ] as const) {
    await openTab(page, tab, heading);
    expect(await seriousViolations(page), tab).toEqual([]);
  }

  await openTab(page, 'Add Property');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
  expect(await seriousViolations(page), 'Add Property with its messages').toEqual([]);
  // Filled in: the date pickers and file inputs show their clear buttons.
  await page.getByLabel(/^Auction date/).fill('05-Dec-27');
  await page.getByLabel(/^Auction date/).press('Escape');
  await page.locator('input[type="file"][name="saleNotice"]').setInputFiles({
    name: 'sale-notice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('button', { name: 'Clear the sale notice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear auction date' })).toBeVisible();
  expect(await seriousViolations(page), 'Add Property filled in').toEqual([]);

  await openTab(page, 'Auction Reports');
  const firstReport = page.getByRole('button', { name: /^Show summary of / }).first();
  await firstReport.click();
  expect(await seriousViolations(page), 'Auction Reports').toEqual([]);
  await page
    .getByRole('button', { name: /^View Details of / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Bid history')).toBeVisible();
  expect(await seriousViolations(page), 'report details').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await openTab(page, 'Auction List');
  await expect(page.getByRole('button', { name: /^More actions for / }).first()).toBeVisible();
  expect(await seriousViolations(page), 'Auction List').toEqual([]);
  // The menu and the dialogs work from the keyboard.
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
  const edit = page.getByRole('dialog', { name: /^Edit auction / });
  await expect(edit).toBeVisible();
  expect(await seriousViolations(page), 'Edit dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: /^More actions for / }).first()).toBeFocused();
  expect(errors).toEqual([]);
});
