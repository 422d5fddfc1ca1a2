// `npm run bench:catalogue`: how fast the public catalogue answers with 50,000 properties.
//
// Seeds a scratch database (PostgreSQL when DATABASE_URL is given: a database created on that server
// and dropped afterwards, the named one is never touched; otherwise embedded PGlite in a temporary
// folder), starts the server in this process on 127.0.0.1, and drives it with autocannon from a worker
// thread. Every case is measured beside GET /healthz run the same way in the same run, so the ratio
// holds on a noisy machine. Bounded: about 10 s per case, and it stops by itself.
//
// Options (environment): DATABASE_URL, BENCH_ROWS (50000), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (10).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { addDays, toIstDate } from '@eauction/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bulkSeedProperties } from '../src/db/bulk-seed';
import { createScratch, onCleanup, runScript } from './bench-support';

const env = process.env;
const rows = Number(env.BENCH_ROWS ?? 50_000);
const duration = Number(env.BENCH_DURATION ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const serverUrl = env.DATABASE_URL?.trim() || undefined;

const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.3;

interface Measured {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(
  name: string,
  baseUrl: string,
  path: string,
  setupRequest?: string,
  seconds = duration,
): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration: seconds,
    // The load generator runs on its own thread so it does not share the server's event loop.
    workers: 1,
    ...(setupRequest ? { requests: [{ method: 'GET', path, setupRequest }] } : {}),
  });
  return {
    name,
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  console.log(
    `Catalogue benchmark: ${rows.toLocaleString('en-IN')} properties on ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${duration} s per case, ${connections} connections\n`,
  );

  const { scratch, database } = await createScratch(serverUrl, 'catalogue');
  const workDir = scratch.dataDir;
  const seedStart = Date.now();
  await bulkSeedProperties(database.db, rows);
  console.log(
    `seeded ${rows.toLocaleString('en-IN')} rows in ${((Date.now() - seedStart) / 1000).toFixed(1)} s into ${scratch.label}`,
  );

  const config = loadConfig({
    DATA_DIR: workDir,
    WEB_DIST_DIR: join(workDir, 'no-web'),
    LOG_LEVEL: 'warn',
    // The benchmark is one client hammering; the per-IP flood guard would stop it at 600/min.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const app = await buildApp({
    config,
    db: database,
    logger: pino({ level: 'warn' }),
    startMailWorker: false,
  });
  onCleanup(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  // A filter no cache can serve: every request asks for a different maximum price.
  const randomizer = join(workDir, 'random-max-price.cjs');
  writeFileSync(
    randomizer,
    "module.exports = (req) => { req.path = '/api/properties?limit=24&maxPrice=' + (500000 + Math.floor(Math.random() * 49500000)); return req; };\n",
  );

  const today = toIstDate(new Date());
  const cases: [string, string][] = [
    ['no filters', '/api/properties?limit=24'],
    ['type', '/api/properties?type=RESIDENTIAL&limit=24'],
    ['location + max price', '/api/properties?location=Pune&maxPrice=5000000&limit=24'],
    ['date range (30 days)', `/api/properties?dateFrom=${today}&dateTo=${addDays(today, 30)}&limit=24`],
    [
      'bank + type + dates',
      `/api/properties?bank=${encodeURIComponent('Bharat Housing Finance Ltd')}&type=land&dateFrom=${addDays(today, -30)}&dateTo=${addDays(today, 30)}&limit=24`,
    ],
    ['third page', '/api/properties?type=COMMERCIAL&limit=24&offset=48'],
  ];

  // Warm up JIT, connections and plans so the first measured case is not penalised.
  await autocannon({ url: `${baseUrl}/api/properties?limit=24`, connections, duration: 2, workers: 1 });

  // Each case runs right after a /healthz run of half its length; its ratio is taken against that
  // neighbour, so a machine that slows down or speeds up during the run skews both alike.
  const results: { measured: Measured; health: Measured; informational: boolean }[] = [];
  const all: [string, string, string | undefined][] = [
    ...cases.map(([name, path]): [string, string, undefined] => [name, path, undefined]),
    ['uncached: random maxPrice', '/api/properties?limit=24', randomizer],
  ];
  for (const [name, path, setup] of all) {
    const health = await measure(
      'GET /healthz',
      baseUrl,
      '/healthz',
      undefined,
      Math.max(2, Math.round(duration / 2)),
    );
    const measured = await measure(name, baseUrl, path, setup);
    results.push({ measured, health, informational: setup !== undefined });
  }
  await app.close();

  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number, d = 0) =>
    n.toLocaleString('en-IN', { minimumFractionDigits: d, maximumFractionDigits: d });
  console.log(
    `\n${pad('case', 28)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('healthz req/s', 15)}${pad('ratio', 8)}result`,
  );
  let failed = false;
  for (const { measured: r, health, informational } of results) {
    const ratio = r.rps / health.rps;
    const meets = r.p99 <= TARGET_P99_MS && ratio >= TARGET_RATIO && r.non2xx === 0 && r.errors === 0;
    if (!informational && !meets) failed = true;
    const verdict = informational
      ? `${meets ? 'meets' : 'below'} target (informational)`
      : meets
        ? 'meets target'
        : 'MISSES target';
    const problems = r.non2xx || r.errors ? ` [${r.non2xx} non-2xx, ${r.errors} errors]` : '';
    console.log(
      `${pad(r.name, 28)}${pad(num(r.rps), 10)}${pad(num(r.p50, 1), 9)}${pad(num(r.p99, 1), 9)}${pad(num(health.rps), 15)}` +
        `${pad(`${(ratio * 100).toFixed(0)}%`, 8)}${verdict}${problems}`,
    );
  }
  const healthRuns = results.map((r) => r.health);
  const baseline = healthRuns.reduce((sum, h) => sum + h.rps, 0) / healthRuns.length;
  const healthP99 = Math.max(...healthRuns.map((h) => h.p99));
  console.log(
    `\nhealthz: ${num(baseline)} req/s on average over ${healthRuns.length} runs, p99 at most ${num(healthP99, 1)} ms`,
  );
  console.log(
    `targets (PostgreSQL): filtered page of 24 at p99 <= ${TARGET_P99_MS} ms and >= ${TARGET_RATIO * 100}% of the healthz rate`,
  );
  console.log(
    'note: typical filter combinations are answered from the 2-second shared catalogue cache after their first ' +
      'request; the uncached line shows every request reaching the database.',
  );
  console.log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed && serverUrl ? 1 : 0;
}

// Seven cases, each beside a healthz run of half its length, a warm-up, the seeding: with room to spare.
runScript('catalogue benchmark', main, (7 * 1.5 * duration + 180) * 1000);
