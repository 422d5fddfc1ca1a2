// What the benchmarks (`bench-*.ts`) and the crash test (`crash-bidding.ts`) share: a script's lifetime
// (deadline, cleanup however it ends), scratch databases, the server run as a child process, seeding
// through SQL, socket clients that keep the shared feed reducer's view, the bidders' load, and the
// invariant checker of the bidding engine. What the tests do the same way is not copied here but taken
// from src/testing: a scratch PostgreSQL database (test-database.ts) and the folding of the auction
// feed into a client's state (auction-feed.ts).
//
// Everything here is bounded: every wait has a timeout, and every child process started through
// `spawnTracked` or passed to `track` is killed when the script ends, however it ends.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import {
  BID_HISTORY_LIMIT,
  PROPERTY_TYPES,
  applyAuctionStatus,
  emptyFeed,
  feedNeedsResync,
  toIstDate,
  type AuctionFeedState,
  type AuctionStatus,
  type JoinAuctionAck,
  type PlaceBidAck,
} from '@eauction/shared';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { signSessionToken } from '../src/platform/auth';
import { systemClock } from '../src/platform/clock';
import { applyFeedMessage, onFeedMessage, type ClientSocket } from '../src/testing/auction-feed';
import { createPostgresDatabase, type DatabaseKind } from '../src/testing/test-database';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_DIR = join(SERVER_DIR, '..', '..');

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes of one machine. */
export const nowMs = (): number => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------

export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles; an empty sample gives NaN so a missing figure cannot pass a target. */
export function spread(values: ArrayLike<number>): Spread {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

export const num = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
export const pct = (ratio: number) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : 'n/a');

/** 'BID_TOO_LOW 12, ALREADY_HIGHEST 3', or 'none'. */
export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([name, n]) => `${name} ${num(n)}`)
    .join(', ') || 'none';

/** CPU time (user + system, seconds) a process has used so far: Linux /proc, NaN elsewhere. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Share of one core each of a set of processes used, accumulated over one or several windows
 * (`begin` … `pause`), so interleaved rounds of one kind of work are reported together.
 */
export class CpuMeter {
  private used = new Map<string, number>();
  private seconds = 0;
  private mark: { at: number; readings: Map<string, number> } | null = null;

  /** Names to process ids; several ids under one name are summed (e.g. the watcher processes). */
  constructor(private readonly pids: () => Record<string, number | undefined | (number | undefined)[]>) {}

  begin(): void {
    this.mark = { at: nowMs(), readings: this.read() };
  }

  pause(): void {
    if (!this.mark) return;
    const { at, readings } = this.mark;
    for (const [name, value] of this.read()) {
      this.used.set(name, (this.used.get(name) ?? 0) + value - (readings.get(name) ?? NaN));
    }
    this.seconds += (nowMs() - at) / 1000;
    this.mark = null;
  }

  /** Per process: the share of one core (1 = a full core) over every window so far. */
  shares(): Record<string, number> {
    this.pause();
    return Object.fromEntries([...this.used].map(([name, used]) => [name, used / this.seconds]));
  }

  /** 'server 95%, driver 40%': 100% is one full core. */
  describe(): string {
    return Object.entries(this.shares())
      .map(([name, share]) => `${name} ${pct(share)}`)
      .join(', ');
  }

  private read(): Map<string, number> {
    const secondsOf = (pid: number | undefined) => {
      if (pid !== process.pid) return cpuSecondsOf(pid);
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1e6;
    };
    return new Map(
      Object.entries(this.pids()).map(([name, pids]): [string, number] => [
        name,
        Array.isArray(pids) ? pids.reduce<number>((sum, pid) => sum + secondsOf(pid), 0) : secondsOf(pids),
      ]),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Child processes and the script's own lifetime
// ---------------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];
/** Every server started by this script, so a failure can show what it printed. */
const servers: { label: string; output: () => string }[] = [];
let currentPhase = 'starting';

/** Names what the script is doing now: a failure or the deadline says where it stood. */
export function phase(name: string): void {
  currentPhase = name;
}

function printServerOutput(): void {
  for (const server of servers) {
    const tail = server.output().split('\n').slice(-25).join('\n');
    if (tail.trim()) console.error(`\n--- last lines of ${server.label} ---\n${tail}\n---`);
  }
}

/** Every child started here is killed when this process exits, even on a crash of the script. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  track(child);
  return child;
}

export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.once('exit', killChildren);

/** Registered work (drop the scratch database, remove temp folders) runs last-in first-out at the end. */
export function onCleanup(task: () => Promise<void> | void): void {
  cleanups.push(task);
}

async function runCleanups(): Promise<void> {
  killChildren();
  while (cleanups.length > 0) {
    const task = cleanups.pop();
    try {
      await withTimeout(Promise.resolve(task?.()), 15_000, 'cleanup');
    } catch (error) {
      console.error('cleanup failed:', error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Runs a script's main function to its exit code with a hard deadline, cleans up and exits. The
 * explicit exit matters: a socket or timer left open by a failed phase must not keep the process up.
 */
export function runScript(name: string, main: () => Promise<number>, deadlineMs: number): void {
  let finishing = false;
  const finish = (code: number) => {
    if (finishing) return;
    finishing = true;
    void runCleanups().finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => {
    console.error(
      `\n${name}: GAVE UP after ${Math.round(deadlineMs / 1000)} s (deadline) during: ${currentPhase}; cleaning up`,
    );
    printServerOutput();
    finish(1);
  }, deadlineMs);
  process.once('SIGINT', () => {
    console.error(`\n${name}: interrupted; cleaning up`);
    finish(130);
  });
  process.once('SIGTERM', () => finish(143));
  main().then(
    (code) => {
      clearTimeout(watchdog);
      finish(code);
    },
    (error: unknown) => {
      clearTimeout(watchdog);
      console.error(
        `\n${name} FAILED during: ${currentPhase}:`,
        error instanceof Error ? (error.stack ?? error.message) : error,
      );
      printServerOutput();
      finish(1);
    },
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Scratch databases
// ---------------------------------------------------------------------------------------------

export interface Scratch {
  kind: DatabaseKind;
  /** The scratch database's URL (PostgreSQL) or undefined (PGlite in `dataDir/db`). */
  databaseUrl: string | undefined;
  /** A temporary DATA_DIR, removed at the end. */
  dataDir: string;
  /** 'PostgreSQL (scratch database x)' or 'embedded PGlite (dir)'. */
  label: string;
  open(): Promise<Database>;
}

/**
 * A scratch database for one run: on the PostgreSQL server of `serverUrl` a database created here and
 * dropped at the end (the named database itself is never touched), otherwise embedded PGlite in a
 * temporary folder. Answers it migrated, empty and open, for seeding: close it before a server
 * process opens it (PGlite admits one process at a time).
 */
export async function createScratch(
  serverUrl: string | undefined,
  prefix: string,
): Promise<{ scratch: Scratch; database: Database }> {
  const dataDir = mkdtempSync(join(tmpdir(), `eauction-${prefix}-`));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  let label = `embedded PGlite (${join(dataDir, 'db')})`;
  if (serverUrl) {
    const name = `eauction_${prefix.replace(/\W/g, '_')}_${process.pid}_${randomBytes(3).toString('hex')}`;
    const postgres = await createPostgresDatabase(serverUrl, name);
    onCleanup(postgres.drop);
    databaseUrl = postgres.url;
    label = `PostgreSQL (scratch database ${name})`;
  }
  const scratch: Scratch = {
    kind: serverUrl ? 'postgres' : 'pglite',
    databaseUrl,
    dataDir,
    label,
    open: () => openDatabase({ databaseUrl, dataDir }),
  };
  const database = await scratch.open();
  onCleanup(() => database.close());
  await database.migrate();
  return { scratch, database };
}

/** Rows of a raw query on either driver (both answer `{ rows }`; Drizzle's shared type cannot say so). */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

// ---------------------------------------------------------------------------------------------
// Seeding through SQL
// ---------------------------------------------------------------------------------------------

export interface SeededUser {
  id: string;
  role: 'user' | 'admin';
  token: string;
}

const DOCUMENT = JSON.stringify({
  storedName: 'bench-document.pdf',
  originalName: 'document.pdf',
  mime: 'application/pdf',
  size: 1,
});

/**
 * Verified users `<prefix>-<n>@bench.example.in` with session tokens signed as login would sign them.
 * Their password hash is not a hash, so nobody can log in as them.
 */
export async function seedUsers(
  db: Db,
  secret: string,
  prefix: string,
  count: number,
  role: 'user' | 'admin' = 'user',
): Promise<SeededUser[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, role, first_name, last_name, organization_name, state, city,
          pincode, mobile, email_verified_at, terms_accepted_at)
        select ${prefix} || '-' || i || '@bench.example.in', '!', ${role}, 'Bench', ${prefix} || ' ' || i,
          'Bench Org', 'maharashtra', 'pune', '411001', '9876543210', now(), now()
        from generate_series(1, ${count}::int) as s(i)
        order by i
        returning id`,
  );
  return Promise.all(
    rows.map(async ({ id }) => ({
      id,
      role,
      token: await signSessionToken(secret, systemClock, { id, role, tokenVersion: 0 }),
    })),
  );
}

export interface AuctionSeed {
  code: string;
  reservePrice: number;
  bidIncrement: number;
}

/** An auction that is live now: started an hour ago, ends in three hours (no soft close in a run). */
export async function seedLiveAuction(db: Db, seed: AuctionSeed): Promise<string> {
  const today = toIstDate(new Date());
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into properties (auction_code, customer_name, property_type, property_location, state, bank_name,
          reserve_price, emd_amount, bid_increment, auction_date, start_at, end_at, emd_submission,
          property_schedule)
        values (${seed.code}, 'M/s Bench Borrower (Property of Mr. Bench Owner)', ${PROPERTY_TYPES[1]}, 'Pune',
          'Maharashtra', 'Bharat Housing Finance Ltd', ${seed.reservePrice}, ${Math.ceil(seed.reservePrice / 10)},
          ${seed.bidIncrement}, ${today}, now() - interval '1 hour', now() + interval '3 hours', ${today},
          'All that part and parcel of a property created for the bidding benchmark.')
        returning id`,
  );
  if (!row) throw new Error('property insert returned nothing');
  return row.id;
}

/** Approved registrations of these users for one auction (what `check-access` and the engine ask for). */
export async function approveRegistrations(db: Db, propertyId: string, userIds: string[]): Promise<void> {
  // In chunks: one statement per few hundred users keeps the parameter count far below the limit.
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    await db.execute(sql`
      insert into registrations (user_id, property_id, first_name, last_name, organization_name, state, city,
        pincode, landline, mobile, email, pancard_file, address_proof, bank_name, account_no, ifsc_code,
        offer_value, payment_mode, emd_amount, auction_date, status, status_changed_at)
      select u.id, p.id, u.first_name, u.last_name, 'Bench Org', 'Maharashtra', 'Pune', '411001', '02012345678',
        '9876543210', u.email, ${DOCUMENT}::jsonb, ${DOCUMENT}::jsonb, 'State Bank of India', '123456789012',
        'SBIN0000001', p.reserve_price, 'NEFT', p.emd_amount, p.auction_date, 'approved', now()
      from users u, properties p
      where p.id = ${propertyId} and u.id in (${sql.join(
        chunk.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
}

// ---------------------------------------------------------------------------------------------
// The server as a child process
// ---------------------------------------------------------------------------------------------

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The built bundle when it is newer than every source it was built from, else the sources via tsx. */
export function serverCommand(): { args: string[]; label: string } {
  const bundle = join(SERVER_DIR, 'dist', 'main.mjs');
  if (existsSync(bundle)) {
    const built = statSync(bundle).mtimeMs;
    const sources = Math.max(
      newestMtime(join(SERVER_DIR, 'src')),
      newestMtime(join(REPO_DIR, 'packages', 'shared', 'src')),
    );
    if (built >= sources) return { args: [bundle], label: 'dist/main.mjs' };
  }
  // `node --import tsx` rather than the tsx binary: the binary runs the program in a grandchild, which
  // a SIGKILL of the child would leave running.
  return { args: ['--import', 'tsx', join(SERVER_DIR, 'src', 'main.ts')], label: 'tsx src/main.ts' };
}

export interface ServerHandle {
  url: string;
  port: number;
  pid: number | undefined;
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<string>;
  /** SIGTERM (graceful shutdown), SIGKILL after 12 s. */
  stop(): Promise<void>;
  /** SIGKILL: the crash. */
  kill(): Promise<void>;
  /** The last lines the server printed, for diagnostics. */
  output(): string;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Overrides and additions to the benchmark's environment. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** Variables of the caller's environment the server must not inherit in a benchmark. */
const WITHHELD = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'PUBLIC_URL',
];

export async function startServer(options: ServerOptions): Promise<ServerHandle> {
  const { args } = serverCommand();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of WITHHELD) delete env[name];
  Object.assign(env, {
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    JWT_SECRET: options.jwtSecret,
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    BID_RATE_LIMIT_PER_SECOND: '100000',
    WEB_DIST_DIR: join(options.dataDir, 'no-web'),
    NODE_ENV: 'production',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const child = spawnTracked(process.execPath, args, {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const url = `http://127.0.0.1:${options.port}`;
  const output = () => lines.join('\n');
  servers.push({ label: `the server (pid ${child.pid})`, output });

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready (${await exited}):\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 60_000} ms:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }

  const waitExit = async (ms: number) => {
    await Promise.race([exited, sleep(ms)]);
    return hasExited;
  };
  return {
    url,
    port: options.port,
    pid: child.pid,
    exited,
    output,
    stop: async () => {
      if (hasExited) return;
      child.kill('SIGTERM');
      if (!(await waitExit(12_000))) {
        child.kill('SIGKILL');
        await waitExit(5000);
      }
    },
    kill: async () => {
      if (hasExited) return;
      child.kill('SIGKILL');
      await waitExit(5000);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Socket clients
// ---------------------------------------------------------------------------------------------

export type BiddingSocket = ClientSocket;

export interface ClientOptions {
  /** Socket.IO's own reconnection (the web app's 1–5 s back-off, shorter here); off by default. */
  reconnect?: { minMs: number; maxMs: number };
}

/**
 * One participant: a socket (WebSocket transport only, never multiplexed with another client) and the
 * auction as the shared feed reducer sees it, exactly as the web app keeps it. When the reducer asks
 * for a resynchronisation, or the socket reconnects, it re-joins.
 */
export class AuctionClient {
  readonly socket: BiddingSocket;
  feed: AuctionFeedState = emptyFeed();
  auctionId: string | undefined;
  /** Re-joins because an update skipped ahead and the missing one did not come (a gap in seq). */
  resyncs = 0;
  joins = 0;
  /** place-bid messages sent and not yet answered. */
  pendingAcks = 0;
  private waiters: (() => void)[] = [];

  constructor(url: string, token: string, { reconnect }: ClientOptions = {}) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token },
      timeout: 10_000,
      reconnection: reconnect !== undefined,
      reconnectionDelay: reconnect?.minMs ?? 1000,
      reconnectionDelayMax: reconnect?.maxMs ?? 5000,
      autoConnect: false,
    });
    onFeedMessage(this.socket, (message) => {
      this.feed = applyFeedMessage(this.feed, message);
      // A new state or bid wakes whoever waits for one (`nextUpdate`).
      if (message.event === 'auction-status' || message.event === 'bid-update') this.wake();
      if (message.event === 'bid-update' && feedNeedsResync(this.feed) && this.auctionId) {
        this.resyncs += 1;
        void this.join(this.auctionId).catch(() => undefined);
      }
    });
    // After a reconnection the room membership is gone: join again and take the fresh state.
    this.socket.io.on('reconnect', () => {
      if (this.auctionId) void this.join(this.auctionId).catch(() => undefined);
    });
  }

  get status(): AuctionStatus | null {
    return this.feed.status;
  }

  connect(timeoutMs = 15_000): Promise<void> {
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        this.socket.once('connect', () => resolve());
        this.socket.once('connect_error', (error) => reject(error));
        this.socket.connect();
      }),
      timeoutMs,
      'socket connect',
    );
  }

  /** `join-auction`: resolves with the acknowledged state, which the reducer has taken. */
  async join(auctionId: string, timeoutMs = 15_000): Promise<AuctionStatus> {
    this.auctionId = auctionId;
    const ack = await withTimeout(
      new Promise<JoinAuctionAck>((resolve) => this.socket.emit('join-auction', auctionId, resolve)),
      timeoutMs,
      'join-auction',
    );
    if (!ack.ok) throw new Error(`join-auction refused: ${ack.code} ${ack.error}`);
    this.joins += 1;
    this.setStatus(ack.status);
    return ack.status;
  }

  /** `place-bid`; null when no acknowledgement came within the timeout (or the socket dropped). */
  placeBid(auctionId: string, bidAmount: number, timeoutMs = 10_000): Promise<PlaceBidAck | null> {
    // The contract's acknowledgement parameter is optional, which Socket.IO's `timeout()` typing does
    // not accept; the timeout is ours instead.
    this.pendingAcks += 1;
    let answered = false;
    return new Promise((resolve) => {
      // Whichever comes first, the acknowledgement or the timeout; a late acknowledgement is ignored.
      const finish = (ack: PlaceBidAck | null) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        this.pendingAcks -= 1;
        resolve(ack);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      this.socket.emit('place-bid', { auctionId, bidAmount }, finish);
    });
  }

  /** Resolves at the next `bid-update` or `auction-status`, or after `ms`. */
  nextUpdate(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }

  /** True when this client's alias holds the highest bid in its current view. */
  isLeading(): boolean {
    const status = this.feed.status;
    return !!status?.currentBidder && status.currentBidder.id === status.you.bidderId;
  }

  close(): void {
    this.socket.disconnect();
    this.wake();
  }

  private setStatus(status: AuctionStatus): void {
    this.feed = applyAuctionStatus(this.feed, status);
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const done of waiters) done();
  }
}

// ---------------------------------------------------------------------------------------------
// Bidders
// ---------------------------------------------------------------------------------------------

export interface Bidder {
  client: AuctionClient;
  index: number;
  /** Seq of this bidder's last accepted bid: it leads until its feed shows a later one. */
  lastOkSeq: number;
}

/** True while this bidder holds the highest bid as far as it knows (a bid now would be refused). */
export function leads(bidder: Bidder): boolean {
  return (bidder.client.status?.seq ?? 0) < bidder.lastOkSeq || bidder.client.isLeading();
}

/** Answers to place-bid, and the highest current bid any acknowledgement told of. */
export class BidRecorder {
  attempted = 0;
  accepted = 0;
  unanswered = 0;
  refusals: Record<string, number> = {};
  latencies: number[] = [];
  seconds = 0;
  known: number | null = null;

  constructor(private readonly acked: AckedBid[]) {}

  /** Every accepted bid is kept for the invariants; `measured` says whether it counts in the figures. */
  record(bidder: Bidder, ack: Awaited<ReturnType<AuctionClient['placeBid']>>, ms: number, measured: boolean) {
    if (ack?.ok) {
      this.acked.push({ seq: ack.bid.seq, amount: ack.bid.amount, bidder: bidder.index });
      bidder.lastOkSeq = Math.max(bidder.lastOkSeq, ack.seq);
      this.known = Math.max(this.known ?? 0, ack.currentBid);
    }
    if (!measured) return;
    this.attempted += 1;
    if (!ack) {
      this.unanswered += 1;
      return;
    }
    this.latencies.push(ms);
    if (ack.ok) this.accepted += 1;
    else this.refusals[ack.code] = (this.refusals[ack.code] ?? 0) + 1;
  }

  /** The current bid as far as this bidder or any acknowledgement knows. */
  current(bidder: Bidder): number | null {
    const fromFeed = bidder.client.status?.currentBid ?? null;
    return fromFeed === null ? this.known : Math.max(fromFeed, this.known ?? 0);
  }

  refusalText(): string {
    return describeCounts(this.refusals);
  }
}

export interface LiveAuction {
  id: string;
  reservePrice: number;
  bidIncrement: number;
}

/** What the bidders of one driver process know together: the highest amount any of them sent. */
export interface SentSoFar {
  highest: number | null;
}

/**
 * One bid by one bidder as soon as it may bid (its previous bid answered, someone else leading): the
 * load of the benchmark's throughput phases and of the crash test. It bids the smallest amount above
 * the highest bid it knows of, plus a few rupees of its own so two bidders who know the same never tie.
 *
 * With `sent`, what it knows includes the bids the other bidders have sent and not yet seen answered,
 * as a bidder would who sees every bid the moment it is made: bids then reach the engine mostly in
 * increasing order and it accepts most of them. Without, it knows only what acknowledgements and
 * updates have told it, so every bidder reacting to one update bids about the same and all but one
 * are refused (a thundering herd, answered mostly by BID_TOO_LOW).
 */
export async function bidFlatOut(
  bidder: Bidder,
  auction: LiveAuction,
  recorder: BidRecorder,
  measured: boolean,
  sent: SentSoFar | null,
  ackTimeoutMs = 10_000,
) {
  if (leads(bidder)) {
    await bidder.client.nextUpdate(50);
    return;
  }
  const known = [recorder.current(bidder), sent?.highest ?? null].filter((v): v is number => v !== null);
  const amount =
    (known.length === 0 ? auction.reservePrice : Math.max(...known) + auction.bidIncrement) + bidder.index;
  if (sent) sent.highest = Math.max(sent.highest ?? 0, amount);
  const seqBefore = bidder.client.status?.seq ?? 0;
  const t0 = nowMs();
  const ack = await bidder.client.placeBid(auction.id, amount, ackTimeoutMs);
  recorder.record(bidder, ack, nowMs() - t0, measured);
  if (!ack) {
    await sleep(10);
    return;
  }
  // Refused because someone got in first: without knowledge of that bid, wait for its update rather
  // than guess again.
  if (!ack.ok && !sent && (bidder.client.status?.seq ?? 0) === seqBefore) await bidder.client.nextUpdate(20);
}

// ---------------------------------------------------------------------------------------------
// The ledger's invariants (docs/product.md, "How a bid is decided") checked against the database
// ---------------------------------------------------------------------------------------------

export interface LedgerBid {
  seq: number;
  amount: number;
  bidderId: string;
  isAuto: boolean;
}

export interface Ledger {
  bids: LedgerBid[];
  currentBid: number | null;
  currentBidderId: string | null;
  bidSeq: number;
}

export async function readLedger(db: Db, propertyId: string): Promise<Ledger> {
  const bidRows = await queryRows<{ seq: number; amount: string; bidder_id: string; is_auto: boolean }>(
    db,
    sql`select seq, amount::text as amount, bidder_id, is_auto from bids where property_id = ${propertyId}
        order by seq`,
  );
  const [property] = await queryRows<{
    current_bid: string | null;
    current_bidder_id: string | null;
    bid_seq: number;
  }>(
    db,
    sql`select current_bid::text as current_bid, current_bidder_id, bid_seq from properties
        where id = ${propertyId}`,
  );
  if (!property) throw new Error(`auction ${propertyId} is not in the database`);
  return {
    bids: bidRows.map((r) => ({
      seq: Number(r.seq),
      amount: Number(r.amount),
      bidderId: r.bidder_id,
      isAuto: r.is_auto,
    })),
    currentBid: property.current_bid === null ? null : Number(property.current_bid),
    currentBidderId: property.current_bidder_id,
    bidSeq: Number(property.bid_seq),
  };
}

/** A bid the server acknowledged with `ok: true`. */
export interface AckedBid {
  seq: number;
  amount: number;
  /** Index of the bidder it was acknowledged to, where the driver keeps one. */
  bidder?: number;
}

/** What one client (or many identical clients) ended up showing. */
export interface ClientView {
  label: string;
  /** How many clients hold exactly this view. */
  clients: number;
  seq: number;
  currentBid: number | null;
  /** Newest first: seq, amount and the bidder's alias. */
  recent: [number, number, string][];
  pending: number;
}

export function viewOf(label: string, feed: AuctionFeedState): ClientView {
  const status = feed.status;
  return {
    label,
    clients: 1,
    seq: status?.seq ?? -1,
    currentBid: status?.currentBid ?? null,
    recent: (status?.recentBids ?? []).map((b) => [b.seq, b.amount, b.bidderId]),
    pending: feed.pending.length,
  };
}

/** Identical views folded into one with a count, so a thousand watchers report as a few lines. */
export function foldViews(views: ClientView[]): ClientView[] {
  const byKey = new Map<string, ClientView>();
  for (const view of views) {
    const key = JSON.stringify([view.seq, view.currentBid, view.recent, view.pending]);
    const seen = byKey.get(key);
    if (seen) seen.clients += view.clients;
    else byKey.set(key, { ...view });
  }
  return [...byKey.values()];
}

/** At most `limit` findings of one kind in words, then a count of the rest. */
class Findings {
  private readonly items: string[] = [];
  private more = 0;

  constructor(private readonly limit: number) {}

  add(text: string): void {
    if (this.items.length < this.limit) this.items.push(text);
    else this.more += 1;
  }

  list(): string[] {
    return this.more > 0 ? [...this.items, `… and ${this.more} more like these`] : this.items;
  }
}

/**
 * Every invariant of the issue for one auction; returns the broken ones in words (empty when all
 * hold). `acked` are the bids acknowledged to senders; `views` the clients' final states.
 */
export function checkInvariants(ledger: Ledger, acked: AckedBid[], views: ClientView[]): string[] {
  const problems: string[] = [];
  const bySeq = new Map(ledger.bids.map((b) => [b.seq, b]));

  // The sequence is 1..n without gaps, and amounts strictly increase along it (so none repeat).
  const order = new Findings(5);
  ledger.bids.forEach((bid, i) => {
    const previous = ledger.bids[i - 1];
    if (bid.seq !== i + 1) order.add(`bid #${i + 1} in seq order has seq ${bid.seq} (a gap or a repeat)`);
    if (previous && bid.amount <= previous.amount) {
      order.add(
        `amount does not increase: seq ${previous.seq} = ${previous.amount}, seq ${bid.seq} = ${bid.amount}`,
      );
    }
  });
  problems.push(...order.list());
  const amounts = new Set(ledger.bids.map((b) => b.amount));
  if (amounts.size !== ledger.bids.length) {
    problems.push(`${ledger.bids.length - amounts.size} accepted bids share an amount with another`);
  }

  // Every acknowledged bid is stored, with the seq and amount its sender was told.
  const lost = new Findings(10);
  const ackedSeqs = new Set<number>();
  for (const ack of acked) {
    if (ackedSeqs.has(ack.seq)) lost.add(`seq ${ack.seq} was acknowledged twice`);
    ackedSeqs.add(ack.seq);
    const stored = bySeq.get(ack.seq);
    if (!stored) lost.add(`acknowledged bid seq ${ack.seq} (${ack.amount}) is NOT in the database`);
    else if (stored.amount !== ack.amount) {
      lost.add(`acknowledged bid seq ${ack.seq} was ${ack.amount}, the database holds ${stored.amount}`);
    }
  }
  problems.push(...lost.list());

  // The auction row agrees with its ledger.
  const last = ledger.bids[ledger.bids.length - 1];
  const highest = ledger.bids.reduce<number | null>(
    (max, b) => (max === null || b.amount > max ? b.amount : max),
    null,
  );
  if (ledger.currentBid !== highest) {
    problems.push(`current_bid is ${ledger.currentBid}, the highest accepted bid is ${highest}`);
  }
  if (ledger.bidSeq !== (last?.seq ?? 0))
    problems.push(`bid_seq is ${ledger.bidSeq}, the last bid's seq is ${last?.seq ?? 0}`);
  if ((last?.bidderId ?? null) !== ledger.currentBidderId) {
    problems.push(
      `current_bidder_id is ${ledger.currentBidderId}, the last bid's bidder is ${last?.bidderId ?? null}`,
    );
  }

  // Every client converged on the database's state, and all clients agree on the bidders' aliases.
  const expected = ledger.bids
    .slice(-BID_HISTORY_LIMIT)
    .reverse()
    .map((b) => [b.seq, b.amount]);
  const aliases = new Map<number, string>();
  for (const view of views) {
    const who = `${view.label}${view.clients > 1 ? ` (${view.clients} clients)` : ''}`;
    if (view.seq !== ledger.bidSeq)
      problems.push(`${who} ends at seq ${view.seq}, the database at ${ledger.bidSeq}`);
    if (view.currentBid !== ledger.currentBid) {
      problems.push(`${who} shows current bid ${view.currentBid}, the database ${ledger.currentBid}`);
    }
    if (view.pending > 0)
      problems.push(`${who} still holds ${view.pending} updates waiting for a missing one`);
    const shown = JSON.stringify(view.recent.map(([seq, amount]) => [seq, amount]));
    if (shown !== JSON.stringify(expected)) {
      problems.push(`${who} shows a bid list different from the database's last ${expected.length} bids`);
    }
    for (const [seq, , alias] of view.recent) {
      const other = aliases.get(seq);
      if (other === undefined) aliases.set(seq, alias);
      else if (other !== alias)
        problems.push(`${who} names the bidder of seq ${seq} differently from another client`);
    }
  }
  return problems;
}
