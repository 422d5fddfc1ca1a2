// `npm test`: every check, in the order that fails fastest — lint, typecheck, unit and integration
// tests (Vitest; again on PostgreSQL when TEST_DATABASE_URL is set), the production build, the crash
// test of the bidding engine on PostgreSQL (when TEST_DATABASE_URL is set), then the browser tests in
// Chromium against that build. Ends with one summary line of all tests run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `Chromium is needed for the browser tests and was not found at ${chrome}.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium   (or set CHROME_PATH)',
  );
  process.exit(1);
}

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  [
    'unit and integration tests',
    [
      'exec',
      '--',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest.json')}`,
    ],
  ],
  ['production build', ['run', 'build']],
  ['browser tests', ['run', 'test:e2e']],
];

// The crash test (`npm run test:crash`) on the PostgreSQL server CI provides: it creates a
// scratch database there and drops it at the end. It runs after the build so that the server it kills
// and restarts is the production bundle, which starts in a second or two where the sources through
// tsx take many (the script has a one-minute budget). Started with node directly (no npm or tsx
// binary in between) so the signals below reach the script itself, which stops its server and
// cleans up.
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
const crashTest = {
  name: 'crash test on PostgreSQL (SIGKILL under bidding load)',
  command: process.execPath,
  args: ['--import', 'tsx', join(root, 'apps', 'server', 'scripts', 'crash-bidding.ts')],
  env: { DATABASE_URL: databaseUrl },
  // The script gives up by itself after a minute; these only bound a script that hangs regardless.
  timeoutMs: 150_000,
};
if (databaseUrl) steps.splice(steps.findIndex(([name]) => name === 'production build') + 1, 0, crashTest);
else console.log('TEST_DATABASE_URL is not set: the crash test on PostgreSQL is skipped');
let crashTestPassed = null;

const started = Date.now();
for (const step of steps) {
  const [name, args] = Array.isArray(step) ? step : [step.name, step.args];
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const status = Array.isArray(step)
    ? spawnSync(npm, args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, CI: process.env.CI ?? '1' },
      }).status
    : await runBounded(step);
  if (step === crashTest) crashTestPassed = status === 0;
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (status !== 0) {
    summary();
    process.exit(status ?? 1);
  }
}
summary();

/** Runs a command with a time limit: SIGTERM at the limit (it cleans up), SIGKILL 20 s later. */
function runBounded({ command, args, env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CI: process.env.CI ?? '1', ...env },
    });
    const term = setTimeout(() => {
      console.error(`\n✘ no result within ${timeoutMs / 1000} s: stopping it`);
      child.kill('SIGTERM');
    }, timeoutMs);
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs + 20_000);
    child.once('exit', (code, signal) => {
      clearTimeout(term);
      clearTimeout(kill);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = join(results, 'vitest.json');
  if (existsSync(vitest)) {
    const v = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  const e2e = join(results, 'e2e-results.json');
  if (existsSync(e2e)) {
    const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
  if (crashTestPassed !== null) {
    if (crashTestPassed) passed += 1;
    else failed += 1;
  }
  console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
