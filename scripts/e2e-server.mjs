// Starts the built server for the browser tests on a fresh scratch data directory with demo data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'apps/server/dist/main.mjs');
if (!existsSync(entry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('The production build is missing: run `npm run build` first.');
  process.exit(1);
}
// The Playwright config picks the folder so the tests can read the outbox; run alone, make one.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'eauction-e2e-'));
const child = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 4321}`,
    LOG_LEVEL: 'warn',
    // Every browser test comes from 127.0.0.1: the per-IP limits would throttle the suite itself (two
    // browsers together make more API calls than one visitor's 600 a minute), and the journeys
    // register more fresh accounts than a visitor's address may in 15 minutes.
    RATE_LIMIT_PER_MINUTE: '6000',
    REGISTER_RATE_LIMIT: '200',
    // A bid in the last minute, not the last five, extends an auction: the after-the-hammer journeys
    // wait for an auction to close, and a shorter soft-close window lets them bid a minute or two before
    // the end instead of five (apps/web/e2e/auction-support.ts, SOFT_CLOSE_WINDOW_MS).
    BID_SOFT_CLOSE_WINDOW_SECONDS: '60',
  },
});
const stop = (signal) => {
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
