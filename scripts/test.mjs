// `npm test`: every check, in the order that fails fastest — lint, typecheck, unit and integration
// tests (Vitest; again on PostgreSQL when TEST_DATABASE_URL is set), the production build, then the
// browser tests in Chromium against that build. Ends with one summary line of all tests run.
import { spawnSync } from 'node:child_process';
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

const started = Date.now();
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const r = spawnSync(npm, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  console.log(`${r.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) {
    summary();
    process.exit(r.status ?? 1);
  }
}
summary();

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
  console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
