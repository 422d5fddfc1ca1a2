import { expect, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';

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
