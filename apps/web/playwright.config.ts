import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser tests run Debian's Chromium (the Playwright download cannot reach its host here) against the
// production build served by the real server on a scratch embedded database with demo data.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).`,
  );
}
const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${port}`;

// The server's scratch data directory, chosen once by the runner: the workers load this file again but
// inherit the runner's environment, so tests find the same folder (its outbox holds the e-mails sent).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'eauction-e2e-'));

const DATA_CHANGING_SPECS = [
  '**/admin.spec.ts',
  '**/live-auction.spec.ts',
  '**/stored-markup.spec.ts',
  '**/keyboard-admin-live.spec.ts',
  '**/officer-journey.spec.ts',
  '**/officer-registrations.spec.ts',
  '**/bidder-standing.spec.ts',
  '**/emd-account.spec.ts',
  '**/after-the-hammer-officer.spec.ts',
  '**/after-the-hammer-buyer.spec.ts',
  '**/hindi-bidder.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../../test-results/e2e-results.json' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/New_York', // a browser far from IST proves dates follow the auction house's zone
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Specs that change the demo catalogue (the admin console adds, edits and deletes auctions; the live
  // auction test reschedules one to run today; the stored-markup test adds auctions and an account; the
  // keyboard test of the admin and live screens approves, uploads and reschedules; the officer's journey
  // registers, approves and rejects; Registration Management's search adds auctions and registrations;
  // the bidder's standing rejects, approves and reschedules its own auction; the officer's after-the-hammer
  // spec closes, confirms, refunds and cancels auctions of its own; the buyer's wins, pays for and is
  // certified for one of its own) run after the others, so
  // counts and card states read by the catalogue specs never race with them.
  projects: [
    {
      name: 'desktop',
      testIgnore: DATA_CHANGING_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop-data-changing',
      testMatch: DATA_CHANGING_SPECS,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
