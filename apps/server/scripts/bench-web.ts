// `npm run bench:web`: Lighthouse 12's standard mobile preset on the production build, beside a bare
// Vite + React page.
//
// Builds the web app and the server when a build is missing or older than its sources (the rule of
// `npm start`) and copies the web build aside, so a concurrent `npm run build` cannot change it under a
// measurement. Builds the bare page of apps/web/bench/bare with Vite into a temporary folder. Starts
// the built server twice on 127.0.0.1, each on a scratch embedded database: once with the demo data
// serving the app, once serving the bare page (WEB_DIST_DIR). Both pages therefore travel through the
// same static-file code, headers, compression and Content-Security-Policy.
//
// Lighthouse then measures `/`, `/property/{id}` (a demo property with a map), `/login` and the bare
// page with its standard mobile preset, unchanged: Moto G Power screen, slow 4G and simulated throttling
// with Lighthouse's own 4x CPU slowdown, whatever the host. Each run is one Lighthouse call in a fresh
// headless Chromium, round-robin so that every page sees the same machine. The script prints the median
// of the runs beside the targets, and Lighthouse's benchmark index of the host for information (it
// calibrates nothing: a faster host gives better figures). Exits 1 when a page misses a target (after
// printing).
//
// Map tiles come from a third-party tile server that a closed network cannot reach: they are blocked in
// every run (Lighthouse's blockedUrlPatterns, which its console-errors audit ignores by design), so the
// property page is measured without them, and the output says so.
//
// Bounded: each Lighthouse run gives up after 2 minutes (a run that loses its trace is repeated at
// most twice) and the whole script after 30 minutes; Chromium, both servers and the temporary folders are
// removed however it ends. Full reports: .bench/web/*.json (open them in the Lighthouse viewer).
//
// Options (environment): BENCH_RUNS (5), CHROME_PATH (/usr/bin/chromium), BENCH_PAGES (a comma-separated
// subset of `/`, `/hi`, `/property/{id}`, `/login` while working on one page; the bare page always runs),
// BENCH_TRACES=1 (keeps each run's trace beside its report, for Chrome's Performance panel).
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Property } from '@eauction/shared';
import {
  freePort,
  onCleanup,
  phase,
  runScript,
  SERVER_DIR,
  spawnTracked,
  startServer,
  withTimeout,
  type ServerHandle,
} from './bench-support';

const REPO_DIR = join(SERVER_DIR, '..', '..');
const WEB_DIR = join(REPO_DIR, 'apps', 'web');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PAGES = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUN_TIMEOUT_MS = 120_000;
const DEADLINE_MS = 30 * 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The targets: scores out of 100, LCP and TBT in ms, CLS unitless. */
const TARGETS = {
  performance: { label: 'performance', min: 90 },
  accessibility: { label: 'accessibility', min: 100 },
  'best-practices': { label: 'best practices', min: 95 },
  seo: { label: 'SEO', min: 100 },
  lcp: { label: 'LCP', max: 2500 },
  cls: { label: 'CLS', max: 0.05 },
  tbt: { label: 'TBT', max: 200 },
} as const;
type Figure = keyof typeof TARGETS;
const FIGURES = Object.keys(TARGETS) as Figure[];

interface Target {
  name: string;
  url: string;
  /** The baseline is printed for comparison; targets apply to the site's pages. */
  isBaseline: boolean;
}

interface RunResult {
  figures: Record<Figure, number>;
  /** Audits of the scored categories (other than performance) that did not pass, by id and title. */
  failed: Map<string, string>;
  /** Requests Chromium refused because they matched a blocked pattern. */
  blocked: number;
  /** Lighthouse's measure of the host's CPU during the run (information only). */
  benchmarkIndex: number;
}

// ---------------------------------------------------------------------------------------------
// Builds
// ---------------------------------------------------------------------------------------------

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function run(command: string, args: string[], what: string, timeoutMs: number): Promise<void> {
  const child = spawnTracked(command, args, { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve, reject) =>
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${what} failed (${signal ?? `exit code ${code}`}):\n${output}`)),
    ),
  );
  return withTimeout(exited, timeoutMs, what);
}

/** The production build, rebuilt like `npm start` does when it is missing or older than its sources. */
async function ensureProductionBuild(): Promise<void> {
  const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
  const parts = [
    {
      name: 'web app',
      output: 'apps/web/dist/index.html',
      sources: [
        ...shared,
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
      ],
      workspace: '@eauction/web',
    },
    {
      name: 'server',
      output: 'apps/server/dist/main.mjs',
      sources: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
      workspace: '@eauction/server',
    },
  ];
  for (const part of parts) {
    const output = join(REPO_DIR, part.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const sourcesAt = Math.max(...part.sources.map((p) => newestMtime(join(REPO_DIR, p))));
    if (builtAt > 0 && builtAt >= sourcesAt) continue;
    console.log(`Building the ${part.name} (${builtAt === 0 ? 'no build yet' : 'sources changed'})…`);
    await run('npm', ['run', 'build', '-w', part.workspace], `building the ${part.name}`, 5 * 60_000);
  }
}

/**
 * A copy of the web build for this run: another `npm run build` in the same tree (vite empties dist/
 * first) must not pull files from under a measurement. The page renderer goes beside it, where the
 * server looks for it (dist-server/, decision 035).
 */
function snapshotWebBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'eauction-bench-dist-'));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  const copy = join(folder, 'dist');
  cpSync(join(WEB_DIR, 'dist'), copy, { recursive: true });
  if (!existsSync(join(copy, 'index.html'))) throw new Error('apps/web/dist has no index.html');
  if (existsSync(join(WEB_DIR, 'dist-server'))) {
    cpSync(join(WEB_DIR, 'dist-server'), join(folder, 'dist-server'), { recursive: true });
  }
  return copy;
}

/** The bare page, built with Vite's defaults into a temporary folder. */
async function buildBarePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'eauction-bench-bare-'));
  onCleanup(() => rmSync(outDir, { recursive: true, force: true }));
  const vite = join(REPO_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const root = join(WEB_DIR, 'bench', 'bare');
  await run(
    process.execPath,
    [vite, 'build', root, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    'building the bare page',
    2 * 60_000,
  );
  return outDir;
}

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------

async function startSite(webDistDir: string, seedDemo: boolean): Promise<ServerHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eauction-bench-web-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('base64url'),
    env: {
      WEB_DIST_DIR: webDistDir,
      SEED_DEMO: seedDemo ? '1' : '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The login page as the public sees it: with its proof-of-work captcha widget.
      CAPTCHA_PROVIDER: 'altcha',
    },
    // A new embedded database is created, migrated and seeded first: slow on a busy machine.
    readyTimeoutMs: 180_000,
  });
  onCleanup(() => server.stop());
  return server;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The first demo property of the catalogue (soonest to end) that has a map on its page. */
async function pickProperty(baseUrl: string): Promise<string> {
  const items = await getJson<Pick<Property, '_id' | 'location'>[]>(`${baseUrl}/api/properties?limit=24`);
  const withMap = items.filter((p) => p.location !== null);
  const chosen = withMap[0] ?? items[0];
  if (!chosen) throw new Error('the demo catalogue is empty');
  return chosen._id;
}

/** 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org/*\/*\/*.png'. */
function tilePattern(template: string): string {
  return template.replace(/\{[^}]*\}/g, '*');
}

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

/** One Lighthouse run with its default (mobile) settings in a fresh Chromium. */
async function measure(target: Target, blockedUrlPatterns: string[], reportFile: string): Promise<RunResult> {
  let chrome: LaunchedChrome | undefined;
  const killChrome = () => {
    try {
      chrome?.kill();
    } catch {
      // Already gone.
    }
    chrome = undefined;
  };
  onCleanup(killChrome);
  try {
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const result = await withTimeout(
      lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns,
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${target.url}`,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    const { lhr } = result;
    writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    // The page load's trace beside the report, for Chrome's Performance panel (BENCH_TRACES=1).
    if (process.env.BENCH_TRACES === '1') {
      writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failed = new Map<string, string>();
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        // The title only: each run has its own figure, and the table above has the medians.
        failed.set(ref.id, `${category}: ${audit.title}`);
      }
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: { statusCode?: number }[] })
      ?.items;
    return {
      figures: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      },
      failed,
      // A blocked request never gets a status: Lighthouse lists it with status -1.
      blocked: (requests ?? []).filter((r) => r.statusCode === -1).length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    killChrome();
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP…): such a run
 * says nothing about the page, so it is repeated, at most twice.
 */
async function measureWithRetry(target: Target, blocked: string[], reportFile: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(target, blocked, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${target.name}: ${error instanceof Error ? error.message : error}; trying again)`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

function format(figure: Figure, value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (figure === 'lcp') return `${(value / 1000).toFixed(2)} s`;
  if (figure === 'tbt') return `${Math.round(value)} ms`;
  if (figure === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

function meets(figure: Figure, value: number): boolean {
  const target: { min?: number; max?: number } = TARGETS[figure];
  if (!Number.isFinite(value)) return false;
  return target.min !== undefined ? value >= target.min : value <= (target.max ?? Infinity);
}

function targetText(figure: Figure): string {
  const target: { min?: number; max?: number } = TARGETS[figure];
  if (target.min !== undefined) return target.min === 100 ? '100' : `≥ ${target.min}`;
  return `≤ ${format(figure, target.max ?? NaN)}`;
}

function printTable(
  targets: Target[],
  medians: Map<string, Record<Figure, number>>,
  benchmarkIndexes: Map<string, number>,
): boolean {
  const header = ['', ...targets.map((t) => t.name), 'target'];
  const rows = FIGURES.map((figure) => [
    TARGETS[figure].label,
    ...targets.map((t) => {
      const value = medians.get(t.name)?.[figure] ?? NaN;
      if (t.isBaseline) return format(figure, value);
      return `${format(figure, value)} ${meets(figure, value) ? 'pass' : 'FAIL'}`;
    }),
    targetText(figure),
  ]);
  // The conditions of the runs, for information: Lighthouse's measure of the host's CPU.
  rows.push([
    'benchmark index',
    ...targets.map((t) => String(Math.round(benchmarkIndexes.get(t.name) ?? NaN))),
    '',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  return targets.every(
    (t) => t.isBaseline || FIGURES.every((f) => meets(f, medians.get(t.name)?.[f] ?? NaN)),
  );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!existsSync(CHROME_PATH)) {
    console.error(`Chromium not found at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH.`);
    return 1;
  }
  phase('building');
  await ensureProductionBuild();
  const webDir = snapshotWebBuild();
  const bareDir = await buildBarePage();

  phase('starting the servers');
  const [site, bare] = await Promise.all([startSite(webDir, true), startSite(bareDir, false)]);
  const propertyId = await pickProperty(site.url);
  const { mapTileUrl } = await getJson<{ mapTileUrl: string }>(`${site.url}/api/config`);
  const blockedUrlPatterns = [tilePattern(mapTileUrl)];

  const targets: Target[] = [
    { name: 'bare page', url: `${bare.url}/`, isBaseline: true },
    { name: '/', url: `${site.url}/`, isBaseline: false },
    // The Hindi home page (docs/product.md, "Languages"): the same targets as the English one.
    { name: '/hi', url: `${site.url}/hi`, isBaseline: false },
    { name: '/property/{id}', url: `${site.url}/property/${propertyId}`, isBaseline: false },
    { name: '/login', url: `${site.url}/login`, isBaseline: false },
  ].filter((t) => t.isBaseline || PAGES === undefined || PAGES.includes(t.name));
  const reportDir = join(REPO_DIR, '.bench', 'web');
  mkdirSync(reportDir, { recursive: true });

  console.log(
    `Lighthouse ${RUNS}× per page, standard mobile preset (simulated throttling, 4x CPU), Chromium ${CHROME_PATH}, on 127.0.0.1.\n` +
      `Property page: /property/${propertyId}. Map tiles blocked in every run: ${blockedUrlPatterns.join(', ')}\n` +
      '(a third-party tile server, unreachable in a closed network; Lighthouse does not count blocked requests as errors).',
  );
  const results = new Map<string, RunResult[]>(targets.map((t) => [t.name, []]));
  for (let i = 1; i <= RUNS; i++) {
    for (const target of targets) {
      phase(`run ${i} of ${target.name}`);
      const slug = target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const result = await measureWithRetry(target, blockedUrlPatterns, join(reportDir, `${slug}-${i}.json`));
      results.get(target.name)?.push(result);
      const f = result.figures;
      console.log(
        `  run ${i} ${target.name.padEnd(15)} perf ${f.performance}  a11y ${f.accessibility}  bp ${f['best-practices']}` +
          `  seo ${f.seo}  LCP ${format('lcp', f.lcp)}  TBT ${format('tbt', f.tbt)}  CLS ${format('cls', f.cls)}` +
          `  [benchmark index ${Math.round(result.benchmarkIndex)}]` +
          (result.blocked ? `  (${result.blocked} tile requests blocked)` : ''),
      );
    }
  }

  const medians = new Map<string, Record<Figure, number>>();
  for (const [name, runs] of results) {
    const figures = Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r.figures[f]))]));
    medians.set(name, figures as Record<Figure, number>);
  }
  console.log(`\nMedian of ${RUNS} run${RUNS > 1 ? 's' : ''} per page (each figure on its own):\n`);
  const benchmarkIndexes = new Map(
    [...results].map(([name, runs]) => [name, median(runs.map((r) => r.benchmarkIndex))]),
  );
  const allMet = printTable(targets, medians, benchmarkIndexes);

  // What kept a score below 100 in any run, so a miss says where to look.
  for (const target of targets) {
    const seen = new Map<string, number>();
    const titles = new Map<string, string>();
    for (const r of results.get(target.name) ?? []) {
      for (const [id, title] of r.failed) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        titles.set(id, title);
      }
    }
    if (seen.size === 0) continue;
    console.log(`\n${target.name}: audits not passed (runs out of ${RUNS}):`);
    for (const [id, count] of seen) console.log(`  ${count}× ${titles.get(id)} [${id}]`);
  }
  const [load] = loadavg();
  if ((load ?? 0) > availableParallelism()) {
    console.log(
      `\nThe machine was busy: load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs. ` +
        'Contention delays painting and scripts alike (see the bare page); rerun on an idle machine for figures ' +
        'that describe the site alone.',
    );
  }
  console.log(`\nFull reports: ${reportDir}`);
  console.log(allMet ? '\nEvery page meets every target.' : '\nA target is missed (FAIL above).');
  return allMet ? 0 : 1;
}

runScript('web benchmark', main, DEADLINE_MS);
