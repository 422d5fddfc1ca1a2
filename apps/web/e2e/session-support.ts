import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY, type AccountRegistrationInput } from '@eauction/shared';

/*
 * What several browser tests need to act as a person: log in through the real form (solving the ALTCHA
 * proof of work in the browser), read the e-mails the server wrote to its outbox, and upload small but
 * real documents.
 */

// A 1×1 PNG and a one-page PDF: the server decides the type from these bytes.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A number in letters only (names and cities refuse digits): 'bcd…' names unique to a run. */
export function lettersOf(n: number): string {
  return n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('');
}

/** Letters unique to this run of a test. */
export const runLetters = () => lettersOf(Date.now() * 100 + Math.floor(Math.random() * 100));

/** Logs in through the login page with the mouse; resolves with the session's bearer token. */
export async function logIn(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const widget = page.locator('altcha-widget');
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(token, `a session token for ${email}`).toBeTruthy();
  return token ?? '';
}

export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests with apps/web/playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** The text of a MIME message with quoted-printable and base64 parts decoded, enough to find a link. */
export function readableMail(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${base64Parts}`;
}

/** Waits for the mail to `email` in the outbox and returns the first link to `path` it carries. */
export async function linkFromOutbox(
  email: string,
  path: '/verify-email/' | '/reset-password/',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir()).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith('.eml'))) {
          const text = readableMail(await readFile(join(outboxDir(), file), 'utf8'));
          if (!text.toLowerCase().includes(email.toLowerCase())) continue;
          const match = new RegExp(`https?://[^\\s"'<>]+${path}[A-Za-z0-9_-]+`).exec(text);
          if (match) link = match[0];
        }
        return link;
      },
      { message: `a mail to ${email} with a ${path} link`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/**
 * A new account made through the API, its e-mail verified through the link the server mailed to its
 * outbox, as a new bidder makes one: a Delhi address, the names given, ready to log in.
 */
export async function registerVerifiedAccount(
  request: APIRequestContext,
  person: { email: string; password: string; firstName: string; lastName: string; organizationName: string },
): Promise<void> {
  const account: AccountRegistrationInput = {
    ...person,
    country: 'India',
    state: 'delhi',
    city: 'new-delhi',
    pincode: '110001',
    mobile: '9876512345',
    confirmPassword: person.password,
    acceptTerms: true,
  };
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.ok(), `POST /api/auth/register: ${await registered.text()}`).toBe(true);
  const verify = new URL(await linkFromOutbox(person.email, '/verify-email/')).pathname;
  const verified = await request.get(`/api${verify.replace('/verify-email/', '/auth/verify-email/')}`);
  expect(verified.ok(), `verify ${person.email}: ${await verified.text()}`).toBe(true);
}
