// `npm run bench:import`: the bulk property upload of 20,000 rows through the HTTP endpoint.
//
// Builds a 20,000-row .xlsx (every column of the template), starts the server in its own process on
// 127.0.0.1 (PostgreSQL when DATABASE_URL is given: a scratch database created on that server and
// dropped afterwards, the named one is never touched; otherwise embedded PGlite in a temporary
// folder), uploads the file as an admin would, then uploads it again with every row changed (the
// update path). Beside each figure it prints SheetJS parsing the same file alone, in a fresh process
// of its own, in the same run, with the server's options. Memory is each process's peak resident set
// (VmHWM from /proc/<pid>/status), read from outside: no debug hook in the server.
//
// While each upload runs, /healthz is asked again and again (one probe at a time, 100 ms apart) and the
// longest answer is printed: the file is read in a worker thread, so the event loop that answers
// probes, bids and sockets should not wait for the parse (on embedded PGlite the database's own work
// still runs on it).
//
// Target: the whole import of the new file within 3x the bare parse; the re-upload is
// printed beside it for information. Bounded: every wait has a timeout,
// the whole run gives up after 10 minutes, and the server and scratch database are always removed.
//
// Options (environment): DATABASE_URL, BENCH_ROWS (20000).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import pg from 'pg';
import {
  PROPERTY_TYPES,
  PROPERTY_UPLOAD_FIELD,
  SPREADSHEET_COLUMNS,
  ZONES,
  type PropertyUploadResult,
} from '@eauction/shared';
import { SHEET_READ_OPTIONS } from '../src/modules/admin/read-spreadsheet';
import { TEST_EMD_ACCOUNT_FIELDS } from '../src/testing/spreadsheets';

const SCRIPT = fileURLToPath(import.meta.url);
const SERVER_DIR = join(dirname(SCRIPT), '..');
const TARGET_RATIO = 3;
const DEADLINE_MS = 10 * 60_000;
const REQUEST_TIMEOUT_MS = 5 * 60_000;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CPU time (user + system) a process has used so far, in ms: Linux /proc, NaN elsewhere. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Peak and current resident memory of a process, in MB (Linux /proc; NaN elsewhere). */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return { peakMb: NaN, rssMb: NaN };
  }
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

// ---------------------------------------------------------------------------------------------
// The roles a process of this script can play
// ---------------------------------------------------------------------------------------------

/** `--parse <file>`: SheetJS reads the file once; prints {ms, peakMb}. */
function parseAlone(file: string): void {
  const bytes = readFileSync(file);
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const workbook = XLSX.read(bytes, SHEET_READ_OPTIONS);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  const rows = ((sheet?.['!data'] as unknown[] | undefined) ?? []).length;
  process.stdout.write(`${JSON.stringify({ ms, cpuMs, rows, ...memoryOf(process.pid) })}\n`);
}

/** `--serve`: the real app on 127.0.0.1 with an admin; prints {port, token}, runs until SIGTERM. */
async function serve(): Promise<void> {
  const [{ buildApp }, { loadConfig }, { openDatabase }, { users }, { signSessionToken }, { systemClock }] =
    await Promise.all([
      import('../src/app'),
      import('../src/config'),
      import('../src/db/client'),
      import('../src/db/schema'),
      import('../src/platform/auth'),
      import('../src/platform/clock'),
    ]);
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  await database.migrate();
  const [admin] = await database.db
    .insert(users)
    .values({
      email: 'bench-admin@bench.example.in',
      // Not a hash: nobody can log in as this account; the benchmark signs its token directly.
      passwordHash: '!',
      role: 'admin',
      firstName: 'Bench',
      lastName: 'Admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('admin insert returned nothing');
  const token = await signSessionToken(config.jwtSecret, systemClock, {
    id: admin.id,
    role: 'admin',
    tokenVersion: 0,
  });
  const app = await buildApp({
    config,
    db: database,
    logger: false,
    startMailWorker: false,
    startSaleWorker: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, token })}\n`);
  const stop = () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The driver holds this pipe open; if it dies, however it dies, the server stops too.
  process.stdin.once('end', stop);
  process.stdin.resume();
}

// ---------------------------------------------------------------------------------------------
// The driver
// ---------------------------------------------------------------------------------------------

/** Every column of the template, `rows` distinct properties; `variant` changes every row's values. */
function buildWorkbook(rows: number, variant: number): Buffer {
  const header = SPREADSHEET_COLUMNS.map((c) => c.header);
  const aoa: (string | number)[][] = [header];
  for (let i = 0; i < rows; i++) {
    const day = 1 + (i % 28);
    const values: Record<string, string | number> = {
      auctionCode: `BENCH-${String(i + 1).padStart(6, '0')}`,
      customerName: `M/s Bench Borrower ${i} (Property of Mr. Owner ${i})`,
      propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length] ?? 'LAND',
      propertyLocation: ['Pune', 'Mumbai', 'Jaipur', 'Indore', 'Lucknow'][i % 5] ?? 'Pune',
      auctionDate: `${String(day).padStart(2, '0')}-Dec-27`,
      reservePrice: 1_000_000 + i * 1000 + variant * 500,
      state: 'Maharashtra',
      zone: ZONES[i % ZONES.length] ?? 'WEST',
      region: 'Western Maharashtra',
      possessionType: i % 2 ? 'PHYSICAL' : 'SYMBOLIC',
      vendor: 'In-house',
      bankName: 'Bharat Housing Finance Ltd',
      emdAmount: 100_000,
      bidIncrement: 5000,
      auctionStartTime: '10:00',
      auctionEndTime: '16:00',
      emdSubmission: `${String(day).padStart(2, '0')}-Nov-27`,
      loanAccountNo: `BHFL${String(i).padStart(10, '0')}`,
      cifId: 1_000_000_000 + i,
      propertySchedule: `All that part and parcel of the property bearing No. ${i}, Bench Nagar, with all rights (${variant}).`,
      longitude: 73.8 + (i % 100) / 1000,
      latitude: 18.5 + (i % 100) / 1000,
      // The account bidders pay the EMD into (docs/decisions/031-emd-beneficiary-account.md).
      ...TEST_EMD_ACCOUNT_FIELDS,
    };
    aoa.push(SPREADSHEET_COLUMNS.map((c) => values[c.field] ?? ''));
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(aoa), 'Properties');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The first JSON line a child prints, with a timeout. */
function firstJsonLine<T>(child: ChildProcess, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`${what}: nothing within ${timeoutMs} ms\n${err}`)),
      timeoutMs,
    );
    child.stderr?.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as T);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what}: exited (${code}) before answering\n${err}`));
    });
  });
}

const children = new Set<ChildProcess>();
function child(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // `node --import tsx` keeps the program in this child (the tsx binary would start a grandchild).
  const c = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: SERVER_DIR,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(c);
  c.once('exit', () => children.delete(c));
  return c;
}
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

interface Parsed {
  ms: number;
  cpuMs: number;
  rows: number;
  peakMb: number;
}

async function bareParse(file: string): Promise<Parsed> {
  const c = child(['--parse', file], { ...process.env, NODE_ENV: 'production' });
  return firstJsonLine(c, 120_000, 'bare parse');
}

async function upload(url: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(PROPERTY_UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type: XLSX_MIME }), name);
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/upload-properties`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await res.json()) as PropertyUploadResult & { error?: string };
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`upload answered ${res.status}: ${body.error ?? JSON.stringify(body)}`);
  return { ms, body };
}

/** /healthz asked again and again while `work` runs: how many probes, and the longest answer. */
async function probeWhile<T>(url: string, work: Promise<T>) {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let probes = 0;
  let longestMs = 0;
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await res.arrayBuffer();
    longestMs = Math.max(longestMs, performance.now() - started);
    probes++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { result: await finished, probes, longestMs };
}

/** Set while a run holds a server or a scratch database, so the watchdog can remove them too. */
let cleanupRun: (() => Promise<void>) | undefined;

async function drive(): Promise<number> {
  const rows = Number(process.env.BENCH_ROWS ?? 20_000);
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const workDir = mkdtempSync(join(tmpdir(), 'eauction-bench-import-'));
  let scratch: string | undefined;
  let server: ChildProcess | undefined;
  const cleanup = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      server.kill('SIGKILL');
    }
    if (serverUrl && scratch) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${scratch}" with (force)`).catch(() => undefined);
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  cleanupRun = cleanup;

  try {
    console.log(
      `Import benchmark: ${fmt(rows)} rows, every column, through POST /api/admin/upload-properties on ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}\n`,
    );
    let started = performance.now();
    const first = buildWorkbook(rows, 0);
    const second = buildWorkbook(rows, 1);
    const firstFile = join(workDir, 'properties.xlsx');
    writeFileSync(firstFile, first);
    writeFileSync(join(workDir, 'properties-changed.xlsx'), second);
    console.log(
      `built two .xlsx files of ${fmt(first.length / 1024 / 1024, 1)} MB in ${fmt((performance.now() - started) / 1000, 1)} s`,
    );

    let databaseUrl: string | undefined;
    if (serverUrl) {
      scratch = `eauction_bench_import_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(`create database "${scratch}"`);
      } finally {
        await admin.end();
      }
      const u = new URL(serverUrl);
      u.pathname = `/${scratch}`;
      databaseUrl = u.toString();
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: join(workDir, 'data'),
      WEB_DIST_DIR: join(workDir, 'no-web'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      CAPTCHA_PROVIDER: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    started = performance.now();
    server = child(['--serve'], env);
    const { port, token } = await firstJsonLine<{ port: number; token: string }>(
      server,
      120_000,
      'server start',
    );
    const pid = server.pid ?? 0;
    const url = `http://127.0.0.1:${port}`;
    const idle = memoryOf(pid);
    console.log(
      `server ready in ${fmt((performance.now() - started) / 1000, 1)} s (pid ${pid}${scratch ? `, scratch database ${scratch}` : ''}); resident ${fmt(idle.rssMb)} MB\n`,
    );

    // The machine may be busy with other work: each import is judged against the bare parses run
    // just before and just after it (their mean), so a slowdown during the run skews both alike.
    const parses: Parsed[] = [await bareParse(firstFile)];
    if ((parses[0]?.rows ?? 0) < rows + 1) throw new Error(`bare parse read ${parses[0]?.rows} rows`);
    const measureUpload = async (bytes: Buffer, name: string) => {
      const cpuBefore = cpuMsOf(pid);
      const { result, probes, longestMs } = await probeWhile(url, upload(url, token, bytes, name));
      const cpuMs = cpuMsOf(pid) - cpuBefore;
      const memory = memoryOf(pid);
      parses.push(await bareParse(firstFile));
      return { ...result, cpuMs, memory, health: { probes, longestMs } };
    };
    const created = await measureUpload(first, 'properties.xlsx');
    const updated = await measureUpload(second, 'properties-changed.xlsx');
    const [p0, p1, p2] = parses as [Parsed, Parsed, Parsed];
    const mean = (a: number, b: number) => (a + b) / 2;

    const ok = [
      created.body.created === rows && created.body.rejectedCount === 0,
      updated.body.updated === rows && updated.body.rejectedCount === 0,
    ];
    console.log(
      `${'case'.padEnd(32)}${'wall'.padStart(10)}${'÷ parse'.padStart(9)}${'server CPU'.padStart(12)}${'÷ parse'.padStart(9)}${'peak RSS'.padStart(10)}   result`,
    );
    const line = (
      label: string,
      ms: number,
      cpuMs: number,
      base: { ms: number; cpuMs: number },
      peak: number,
      result: string,
    ) => {
      const ratio = ms / base.ms;
      console.log(
        `${label.padEnd(32)}${`${fmt(ms)} ms`.padStart(10)}${`${fmt(ratio, 2)}x`.padStart(9)}${`${fmt(cpuMs)} ms`.padStart(12)}${`${fmt(cpuMs / base.cpuMs, 2)}x`.padStart(9)}${`${fmt(peak)} MB`.padStart(10)}   ${result}`,
      );
      return ratio;
    };
    parses.forEach((p, i) =>
      line(
        `SheetJS parse alone #${i + 1}`,
        p.ms,
        p.cpuMs,
        p,
        p.peakMb,
        'fresh process, same options as the server',
      ),
    );
    const base1 = { ms: mean(p0.ms, p1.ms), cpuMs: mean(p0.cpuMs, p1.cpuMs) };
    const base2 = { ms: mean(p1.ms, p2.ms), cpuMs: mean(p1.cpuMs, p2.cpuMs) };
    const r1 = line(
      `upload: ${fmt(rows)} new rows`,
      created.ms,
      created.cpuMs,
      base1,
      created.memory.peakMb,
      `${fmt(created.body.created)} created (vs parses #1 and #2)`,
    );
    const r2 = line(
      're-upload: every row changed',
      updated.ms,
      updated.cpuMs,
      base2,
      updated.memory.peakMb,
      `${fmt(updated.body.updated)} updated (vs parses #2 and #3)`,
    );
    const health = (h: { probes: number; longestMs: number }) =>
      `${fmt(h.longestMs)} ms (${fmt(h.probes)} probes)`;
    console.log(
      `\nlongest /healthz answer during the upload: ${health(created.health)}; during the re-upload: ${health(updated.health)}`,
    );
    console.log(
      `server peak memory (VmHWM, whole process since start): ${fmt(updated.memory.peakMb)} MB; resident when idle before the uploads ${fmt(idle.rssMb)} MB` +
        `\nserver CPU is the server process only${serverUrl ? ' (PostgreSQL works in its own processes)' : ' (embedded PGlite runs inside it)'}; the target is judged on wall time`,
    );
    // The measure is the import of a new file; the re-upload (every row an update) is shown beside it.
    const meets = r1 <= TARGET_RATIO && ok.every(Boolean);
    console.log(
      `target: the import within ${TARGET_RATIO}x the bare parse: ${meets ? 'MEETS' : 'MISSES'} (${fmt(r1, 2)}x; re-upload ${fmt(r2, 2)}x, informational)${ok.every(Boolean) ? '' : ' [unexpected counts]'}`,
    );
    return meets ? 0 : 1;
  } finally {
    await cleanup();
  }
}

const mode = process.argv[2];
if (mode === '--parse') {
  parseAlone(process.argv[3] ?? '');
} else if (mode === '--serve') {
  void serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  const watchdog = setTimeout(() => {
    console.error(`bench:import gave up after ${DEADLINE_MS / 60_000} minutes; cleaning up`);
    const cleaning = cleanupRun?.() ?? Promise.resolve();
    void Promise.race([cleaning, new Promise((r) => setTimeout(r, 20_000))]).finally(() => process.exit(1));
  }, DEADLINE_MS);
  drive().then(
    (code) => {
      clearTimeout(watchdog);
      process.exit(code);
    },
    (error: unknown) => {
      clearTimeout(watchdog);
      console.error('bench:import FAILED:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
