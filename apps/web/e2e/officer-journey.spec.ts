import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Property } from '@eauction/shared';
import { logIn, outboxDir, readableMail, registerVerifiedAccount } from './session-support';
import { registerForAuction } from './auction-support';
import { DEMO_ADMIN, propertiesInState } from './shell-support';

/*
 * The officer's journey in Registration Management against the production build: a double click on
 * Approve approves once and mails the bidder once, and Reject asks for the reason, which the dialog then
 * shows and the bidder is mailed. Each bidder is a new account registered for an auction open for
 * registration, so no other test's registrations are touched.
 */

const LOAD = { timeout: 30_000 };

/** With SHOTS_DIR set, the screen at 1280 and 390 px wide. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400); // let the layout settle
    await page.screenshot({ path: `${dir}/officer-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Letters only (names refuse digits), different on every run. */
function uniqueSurname(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const letters = [...digits].map((d) => String.fromCharCode(97 + Number(d))).join('');
  return `Officer${letters}`;
}

/** A new verified bidder account registered (pending) for `property`; answers how the admin list names it. */
async function pendingBidder(request: APIRequestContext, page: Page, property: Property) {
  const lastName = uniqueSurname();
  const email = `e2e.officer.${lastName.toLowerCase()}@example.in`;
  const password = 'Officer@123';
  await registerVerifiedAccount(request, {
    email,
    password,
    firstName: 'Meera',
    lastName: lastName,
    organizationName: 'Meera Estates',
  });
  const token = await logIn(page, email, password);
  await registerForAuction(
    request,
    property,
    { email, token },
    {
      firstName: 'Meera',
      lastName,
      organizationName: 'Meera Estates',
      address: 'Karol Bagh',
      mobile: '9876512345',
      bankName: 'Axis Bank',
      ifscCode: 'UTIB0001234',
    },
  );
  return { email, name: `Meera ${lastName}` };
}

/** Subjects of the status mails the outbox holds for `email`. */
async function statusMails(email: string): Promise<string[]> {
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const texts = await Promise.all(
    files.map(async (f) => readableMail(await readFile(join(outboxDir(), f), 'utf8'))),
  );
  return texts
    .filter((t) => t.toLowerCase().includes(email.toLowerCase()))
    .flatMap(
      (t) => /^Subject: (Auction registration (?:approved|rejected|pending review))/m.exec(t)?.[1] ?? [],
    );
}

async function openDetails(page: Page, bidder: { email: string; name: string }, property: Property) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Registration Management' }).click();
  // Found by the bidder's e-mail: other specs add registrations meanwhile, which push this one off the
  // first page.
  await page.getByRole('searchbox', { name: 'Search registrations' }).fill(bidder.email);
  await page.getByRole('button', { name: `View Details of ${bidder.name}, ${property.auctionCode}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration Details' });
  await expect(dialog).toBeVisible(LOAD);
  return dialog;
}

test.describe.configure({ timeout: 180_000 });

test('a double click on Approve approves once and mails once; Reject asks for the reason and shows it', async ({
  browser,
  request,
}) => {
  const [property] = (await propertiesInState(request, 'registration-open')).filter((p) =>
    p.auctionCode.startsWith('EN-DEMO-'),
  );
  expect(property, 'the demo data has an auction open for EMD registration').toBeTruthy();
  if (!property) return;
  const bidderPage = await (await browser.newContext()).newPage();
  const first = await pendingBidder(request, bidderPage, property);
  const second = await pendingBidder(request, bidderPage, property);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const statusPuts: string[] = [];
  admin.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/admin\/registrations\/[^/]+\/status$/.test(r.url())) {
      statusPuts.push(r.postData() ?? '');
    }
  });

  // Approve, double-clicked: the buttons keep their places, so the second click lands on Approve again.
  let dialog = await openDetails(admin, first, property);
  const actions = dialog.getByRole('button', { name: /^(Approve|Reject|Set Pending)$/ });
  await expect(actions).toHaveText(['Approve', 'Reject', 'Set Pending']);
  await expect(dialog.getByRole('button', { name: 'Set Pending' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(dialog.getByText('approved', { exact: true })).toBeVisible(LOAD);
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(actions).toHaveText(['Approve', 'Reject', 'Set Pending']);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(statusPuts.map((body) => JSON.parse(body) as unknown)).toEqual([
    { status: 'approved', from: 'pending' },
  ]);
  await expect.poll(() => statusMails(first.email), LOAD).toEqual(['Auction registration approved']);
  await expect(dialog.getByText(`${first.email}`)).toBeVisible();
  await shoot(admin, 'details-approved');

  // The documents open large: the image zooms with buttons, the PDF shows inline; Escape closes each.
  await dialog.getByRole('button', { name: 'View PAN Card full size' }).click();
  const pan = admin.getByRole('dialog', { name: 'PAN Card' });
  await expect(pan.getByRole('img', { name: 'PAN Card' })).toBeVisible();
  await expect
    .poll(() => admin.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.textContent ?? ''))
    .toContain('Zoom in');
  await pan.getByRole('button', { name: 'Zoom in' }).focus();
  await admin.keyboard.press('Enter');
  await expect(pan.getByText('150%')).toBeVisible();
  await shoot(admin, 'image-viewer');
  await admin.keyboard.press('Escape');
  await expect(pan).toBeHidden();
  await dialog.getByRole('button', { name: 'View Address Proof' }).click();
  const proof = admin.getByRole('dialog', { name: 'Address Proof' });
  await expect(proof.locator('iframe[title="Address Proof"]')).toHaveAttribute('src', /^blob:/);
  await shoot(admin, 'pdf-viewer');
  await admin.keyboard.press('Escape');
  await expect(proof).toBeHidden();
  await expect(dialog).toBeVisible();

  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Reject asks for the reason first; the dialog shows it once rejected, and the bidder is mailed it.
  dialog = await openDetails(admin, second, property);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reason = dialog.getByRole('textbox', { name: /Reason for rejection/ });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(dialog.getByText('Give the reason for the rejection')).toBeVisible();
  await shoot(admin, 'reject-reason');
  await reason.fill('The PAN card copy is not legible');
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(dialog.getByText('rejected', { exact: true })).toBeVisible(LOAD);
  await expect(dialog.getByText('The PAN card copy is not legible')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await shoot(admin, 'details-rejected');
  await expect.poll(() => statusMails(second.email), LOAD).toEqual(['Auction registration rejected']);
  const files = (await readdir(outboxDir())).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (f) => readableMail(await readFile(join(outboxDir(), f), 'utf8'))),
  );
  expect(
    mails.some(
      (m) =>
        m.includes(second.email) &&
        /^Subject: Auction registration rejected/m.test(m) &&
        m.includes('Reason: The PAN card copy is not legible'),
    ),
  ).toBe(true);
});
