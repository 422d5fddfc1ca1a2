// `npm run bench:bidding`: how fast the live bidding engine takes bids on one hot auction and how fast
// it fans them out to a thousand watchers, each figure beside a baseline measured the same way in the
// same run (the targets are in README.md, "Operations"). Bounded: two to three minutes, and it stops
// by itself.
//
//   1. Seeds a scratch database through SQL (PostgreSQL when DATABASE_URL is given: a database created
//      on that server and dropped afterwards, the named one is never touched; otherwise embedded PGlite
//      in a temporary folder): bidders and watchers with approved registrations, live auctions.
//   2. Starts the server in its own process (dist/main.mjs when fresh, else tsx src/main.ts) on
//      127.0.0.1 and drives it from this one over Socket.IO (WebSocket transport, a connection each).
//   3. Throughput. Floor: the bid's bare SQL transaction (lock the auction row, insert the bid, update
//      the row) looped straight against the database by one loop per bidder, on an auction row of its
//      own. PostgreSQL: a connection per loop from this process. PGlite: the same PGlite API in this
//      process on a second database folder (PGlite is one connection in one process, so its loops
//      queue on it as the server's requests do). Engine: the bidders, each bidding again as soon as its
//      acknowledgement comes back, above the highest bid any of them has sent (bids still in flight
//      included) plus a few rupees of its own → accepted bids/s and acknowledgement p50/p99; bids that
//      lose a race (they reach the engine out of order) are refused and count as answered, not accepted.
//      Then the same bidders paced at half the accepted rate → acknowledgement p99 below saturation.
//      Informational: the herd, every bidder reacting only to what acknowledgements and updates told
//      it, so all react to the same update and all but one are refused.
//   4. Fan-out: watchers in child processes join one auction while bids arrive at a steady rate → time
//      from the bidder's send to each watcher receiving the bid, beside a bare Socket.IO server (no
//      database: acknowledge, then one bid-update to the room) fed and watched the same way. Watchers
//      are light WebSocket clients (bench-bidding-peers.ts) so that they, not the servers, are not
//      what is measured; every process reads this machine's clock.
//   5. Stops the server and checks the invariants against the database: every acknowledged bid stored,
//      amounts strictly increasing with seq, no repeated amount, the auction row equal to its ledger,
//      every client's final state (the shared feed reducer) equal to the database.
//
// The machine is shared and noisy, so each figure and its baseline are measured in alternating rounds
// (floor, engine, floor, engine …; engine, bare, engine, bare …): a slowdown hits both alike and the
// ratio holds better than either figure.
//
// Exit code: 1 when an invariant breaks or the run fails (printed loudly), 2 when every invariant holds
// but a target is missed on PostgreSQL (targets are informational on PGlite), 0 otherwise.
//
// Options (environment): DATABASE_URL, BENCH_BIDDERS (50), BENCH_DURATION seconds of flat-out bidding
// (15), BENCH_FLOOR_DURATION (9), BENCH_ROUNDS (3), BENCH_PACED_DURATION (10), BENCH_HERD_DURATION (5),
// BENCH_WATCHERS (1000), BENCH_FANOUT_RATE bids/s (20), BENCH_FANOUT_DURATION seconds per server (10),
// BENCH_WATCHER_PROCESSES (2).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import type { Collected, ParentMessage, PeerMessage } from './bench-bidding-peers';
import {
  AuctionClient,
  CpuMeter,
  BidRecorder,
  SERVER_DIR,
  approveRegistrations,
  bidFlatOut,
  leads,
  checkInvariants,
  createScratch,
  describeCounts,
  foldViews,
  freePort,
  mapLimit,
  nowMs,
  num,
  onCleanup,
  pct,
  phase,
  readLedger,
  runScript,
  seedLiveAuction,
  seedUsers,
  serverCommand,
  sleep,
  spread,
  startServer,
  track,
  viewOf,
  type AckedBid,
  type Bidder,
  type ClientView,
  type SentSoFar,
  type Spread,
} from './bench-support';

const env = process.env;
const serverUrl = env.DATABASE_URL?.trim() || undefined;
const setting = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const BIDDERS = Math.round(setting('BENCH_BIDDERS', 50));
const DURATION = setting('BENCH_DURATION', 15);
const FLOOR_DURATION = setting('BENCH_FLOOR_DURATION', 9);
const ROUNDS = Math.round(setting('BENCH_ROUNDS', 3));
const PACED_DURATION = setting('BENCH_PACED_DURATION', 10);
const WATCHERS = Math.round(setting('BENCH_WATCHERS', 1000));
const FANOUT_RATE = setting('BENCH_FANOUT_RATE', 20);
const FANOUT_DURATION = setting('BENCH_FANOUT_DURATION', 10);
const WATCHER_PROCESSES = Math.round(setting('BENCH_WATCHER_PROCESSES', 2));
const HERD_DURATION = setting('BENCH_HERD_DURATION', 5);
/**
 * Bidders of the fan-out auction take turns, so none is refused for already leading unless the engine
 * falls this many bids behind.
 */
const FANOUT_BIDDERS = 10;
/** Fan-out rounds alternate between the engine and the bare server every this many seconds. */
const FANOUT_ROUND_SECONDS = 1;

/** Accepted bids a second on one hot auction, on PostgreSQL: hundreds of times what people bid. */
const TARGET_ACCEPTED_PER_SECOND = 250;
const TARGET_ACK_P99_MS = 50;
const TARGET_DELIVERY_P99_MS = 100;
const TARGET_BARE_FACTOR = 2;
/** A load generator busier than this is probably what limits the figure. */
const SATURATED_SHARE = 0.9;

const RESERVE_PRICE = 2_500_000;
const INCREMENT = 1000;
const AUCTION = { reservePrice: RESERVE_PRICE, bidIncrement: INCREMENT };

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Runs `loops` concurrent loops of `once` until `seconds` have passed; answers the seconds it took. */
async function runLoops(
  loops: number,
  seconds: number,
  once: (loop: number) => Promise<void>,
): Promise<number> {
  const t0 = nowMs();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (nowMs() < until) {
        await once(loop);
        // PGlite answers without real I/O: loops that only await it would starve every timer.
        await yieldToEventLoop();
      }
    }),
  );
  return (nowMs() - t0) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Floor: the bid's SQL transaction straight against the database
// ---------------------------------------------------------------------------------------------

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Lock the auction row, insert the next bid and update the row: the least any bid transaction does. */
async function floorTransaction(query: Query, auctionId: string, bidderId: string): Promise<void> {
  const [row] = await query(
    'select current_bid, bid_seq, reserve_price, bid_increment from properties where id = $1 for update',
    [auctionId],
  );
  if (!row) throw new Error('floor auction missing');
  const amount =
    row.current_bid === null
      ? Number(row.reserve_price)
      : Number(row.current_bid) + Number(row.bid_increment);
  const seq = Number(row.bid_seq) + 1;
  // The bid and the row's new state in one statement, as the engine records them.
  await query(
    'with inserted as (insert into bids (property_id, bidder_id, amount, seq) values ($1, $2, $3, $4)) ' +
      'update properties set current_bid = $3, current_bidder_id = $2, bid_seq = $4 where id = $1',
    [auctionId, bidderId, amount, seq],
  );
}

interface Floor {
  /** One transaction by loop `loop`. */
  once(loop: number): Promise<void>;
  close(): Promise<void>;
}

/** One connection per loop, from this process, on the scratch database. */
async function floorOnPostgres(url: string, auctionId: string, bidderIds: string[]): Promise<Floor> {
  const pool = new pg.Pool({ connectionString: url, max: bidderIds.length });
  const clients = await Promise.all(bidderIds.map(() => pool.connect()));
  return {
    once: async (loop) => {
      const client = clients[loop];
      const bidderId = bidderIds[loop];
      if (!client || !bidderId) throw new Error(`no connection for loop ${loop}`);
      await client.query('begin');
      try {
        await floorTransaction(
          async (text, params) => (await client.query(text, params)).rows,
          auctionId,
          bidderId,
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: async () => {
      if (pool.ended) return;
      for (const client of clients) client.release();
      await pool.end();
    },
  };
}

/** The same PGlite API the server uses, in this process, on a database folder of its own. */
async function floorOnPglite(dir: string, jwtSecret: string): Promise<Floor> {
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const users = await seedUsers(db, jwtSecret, 'floor', BIDDERS);
  const auctionId = await seedLiveAuction(db, {
    code: 'BENCH-FLOOR',
    reservePrice: RESERVE_PRICE,
    bidIncrement: INCREMENT,
  });
  return {
    once: async (loop) => {
      const bidderId = users[loop]?.id;
      if (!bidderId) throw new Error(`no bidder for loop ${loop}`);
      await client.transaction((tx) =>
        floorTransaction(
          async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows,
          auctionId,
          bidderId,
        ),
      );
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Bidders on the hot auction
// ---------------------------------------------------------------------------------------------

interface Throughput {
  floorRate: number;
  floorLatency: Spread;
  floorCpu: string;
  engine: BidRecorder;
  engineRate: number;
  engineCpu: string;
  engineShares: Record<string, number>;
}

/** Floor and engine in alternating rounds after a warm-up of each. */
async function measureThroughput(
  floor: Floor,
  bidders: Bidder[],
  auctionId: string,
  acked: AckedBid[],
  sent: SentSoFar,
  serverPid: number | undefined,
): Promise<Throughput> {
  const floorCpu = new CpuMeter(() => ({ driver: process.pid }));
  const engineCpu = new CpuMeter(() => ({ server: serverPid, driver: process.pid }));
  const recorder = new BidRecorder(acked);
  const floorLatencies: number[] = [];
  let floorDone = 0;
  let floorSeconds = 0;
  const floorRound = (measured: boolean) =>
    runLoops(bidders.length, measured ? FLOOR_DURATION / ROUNDS : 1, async (loop) => {
      const t0 = nowMs();
      await floor.once(loop);
      if (!measured) return;
      floorLatencies.push(nowMs() - t0);
      floorDone += 1;
    });
  const engineRound = (measured: boolean) =>
    runLoops(bidders.length, measured ? DURATION / ROUNDS : 2, (loop) =>
      bidFlatOut(bidders[loop] as Bidder, { id: auctionId, ...AUCTION }, recorder, measured, sent),
    );

  await floorRound(false);
  await engineRound(false);
  for (let round = 0; round < ROUNDS; round += 1) {
    floorCpu.begin();
    floorSeconds += await floorRound(true);
    floorCpu.pause();
    engineCpu.begin();
    recorder.seconds += await engineRound(true);
    engineCpu.pause();
  }
  return {
    floorRate: floorDone / floorSeconds,
    floorLatency: spread(floorLatencies),
    floorCpu: floorCpu.describe(),
    engine: recorder,
    engineRate: recorder.accepted / recorder.seconds,
    engineCpu: engineCpu.describe(),
    engineShares: engineCpu.shares(),
  };
}

/** Every bidder reacting only to what it was told (acknowledgements, updates): informational. */
async function measureHerd(
  bidders: Bidder[],
  auctionId: string,
  acked: AckedBid[],
  cpu: CpuMeter,
): Promise<BidRecorder> {
  const recorder = new BidRecorder(acked);
  cpu.begin();
  recorder.seconds = await runLoops(bidders.length, HERD_DURATION, (loop) =>
    bidFlatOut(bidders[loop] as Bidder, { id: auctionId, ...AUCTION }, recorder, true, null),
  );
  cpu.pause();
  return recorder;
}

/** The same bidders taking turns at a steady total rate: acknowledgement times below saturation. */
async function measurePaced(
  bidders: Bidder[],
  auctionId: string,
  rate: number,
  acked: AckedBid[],
  sent: SentSoFar,
  cpu: CpuMeter,
): Promise<{ recorder: BidRecorder; skipped: number }> {
  const recorder = new BidRecorder(acked);
  const busy = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let turn = 0;
  let slots = 0;
  let skipped = 0;
  cpu.begin();
  const t0 = nowMs();
  while (nowMs() - t0 < PACED_DURATION * 1000) {
    const due = Math.floor(((nowMs() - t0) / 1000) * rate);
    while (slots < due) {
      slots += 1;
      let bidder: Bidder | undefined;
      for (let tries = 0; tries < bidders.length && !bidder; tries += 1) {
        const candidate = bidders[turn++ % bidders.length] as Bidder;
        if (!busy.has(candidate.index) && !leads(candidate)) bidder = candidate;
      }
      if (!bidder) {
        skipped += 1;
        continue;
      }
      const chosen = bidder;
      // Above everything sent so far: served in order, every paced bid is accepted.
      const amount = Math.max(sent.highest ?? 0, recorder.current(chosen) ?? 0) + INCREMENT;
      sent.highest = amount;
      busy.add(chosen.index);
      const sentAt = nowMs();
      const pending = chosen.client.placeBid(auctionId, amount).then((ack) => {
        recorder.record(chosen, ack, nowMs() - sentAt, true);
        busy.delete(chosen.index);
        inFlight.delete(pending);
      });
      inFlight.add(pending);
    }
    await sleep(1);
  }
  recorder.seconds = (nowMs() - t0) / 1000;
  await Promise.all(inFlight);
  cpu.pause();
  return { recorder, skipped };
}

// ---------------------------------------------------------------------------------------------
// Fan-out
// ---------------------------------------------------------------------------------------------

function forkPeer(role: 'watchers' | 'bare-server'): ChildProcess {
  const child = fork(join(SERVER_DIR, 'scripts', 'bench-bidding-peers.ts'), [role], {
    cwd: SERVER_DIR,
    // Node 20 has the WebSocket client behind a flag (on by default from Node 22).
    execArgv: [
      '--import',
      'tsx',
      ...(typeof WebSocket === 'undefined'
        ? ['--experimental-websocket', '--disable-warning=ExperimentalWarning']
        : []),
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  track(child);
  return child;
}

function nextMessage<T extends PeerMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<PeerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: PeerMessage) => {
      if (message.type !== type) return;
      done();
      resolve(message as Extract<PeerMessage, { type: T }>);
    };
    const onExit = () => {
      done();
      reject(new Error(`a peer process exited before answering '${type}'`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`a peer process did not answer '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const tell = (child: ChildProcess, message: ParentMessage) => child.send(message);

/** A server under fan-out: its auction, the bidders feeding it, and what was sent when. */
interface FanTarget {
  name: 'engine' | 'bare Socket.IO';
  url: string;
  auctionId: string;
  pid: number | undefined;
  bidders: AuctionClient[];
  acked: AckedBid[];
  nextAmount: number;
  sent: number;
  refused: Record<string, number>;
  /** Send time of every measured bid, by the seq its acknowledgement gave. */
  sentAt: Map<number, number>;
  /** Send → acknowledgement of every measured bid. */
  ackMs: number[];
}

interface FanoutResult extends JoinedTotals {
  bids: number;
  refused: Record<string, number>;
  /** Send → arrival at a watcher, over every (bid, watcher) pair. */
  delivery: Spread;
  /** Send → arrival at the last of all watchers, per bid. */
  lastWatcher: Spread;
  /** Send → the bidder's acknowledgement. */
  ack: Spread;
  missing: number;
  cpu: string;
  views: ClientView[];
}

/** Sends one round of bids to one target at FANOUT_RATE, without waiting for acknowledgements. */
async function fanoutRound(target: FanTarget, seconds: number, measured: boolean, acks: Promise<void>[]) {
  const t0 = nowMs();
  const count = Math.round(seconds * FANOUT_RATE);
  for (let k = 0; k < count; k += 1) {
    const wait = t0 + (k * 1000) / FANOUT_RATE - nowMs();
    if (wait > 0) await sleep(wait);
    const bidder = target.bidders[target.sent % target.bidders.length] as AuctionClient;
    target.sent += 1;
    const amount = target.nextAmount;
    target.nextAmount += INCREMENT;
    const sent = nowMs();
    acks.push(
      bidder.placeBid(target.auctionId, amount).then((ack) => {
        if (ack && measured) target.ackMs.push(nowMs() - sent);
        if (ack?.ok) {
          target.acked.push({ seq: ack.seq, amount: ack.bid.amount });
          if (measured) target.sentAt.set(ack.seq, sent);
        } else if (measured) {
          const code = ack ? ack.code : 'unanswered';
          target.refused[code] = (target.refused[code] ?? 0) + 1;
        }
      }),
    );
  }
  // The round lasts its full length even when its last bid went out early.
  const rest = t0 + seconds * 1000 - nowMs();
  if (rest > 0) await sleep(rest);
}

function summarise(
  target: FanTarget,
  collected: Collected[],
  joined: JoinedTotals,
  cpu: CpuMeter,
): FanoutResult {
  const arrivals = new Map<number, number[]>();
  for (const part of collected) {
    for (const [seq, times] of part.arrivals) arrivals.set(seq, [...(arrivals.get(seq) ?? []), ...times]);
  }
  const delivery: number[] = [];
  const lastWatcher: number[] = [];
  let missing = 0;
  for (const [seq, sent] of target.sentAt) {
    const times = arrivals.get(seq) ?? [];
    missing += Math.max(0, joined.joined - times.length);
    for (const t of times) delivery.push(t - sent);
    if (times.length > 0 && times.length === joined.joined) lastWatcher.push(Math.max(...times) - sent);
  }
  return {
    ...joined,
    bids: target.sentAt.size,
    refused: target.refused,
    delivery: spread(delivery),
    lastWatcher: spread(lastWatcher),
    ack: spread(target.ackMs),
    missing,
    cpu: cpu.describe(),
    views: foldViews(collected.flatMap((c) => c.views)),
  };
}

interface JoinedTotals {
  joined: number;
  joinFailures: number;
  firstJoinError: string | null;
  /** Until the last watcher process had every watcher joined. */
  joinSeconds: number;
}

/**
 * Every watcher joins every target (one socket each, in child processes); then the targets take
 * turns, a round each, with one warm-up round each first.
 */
async function measureFanout(
  targets: FanTarget[],
  watcherTokens: string[],
): Promise<{ results: FanoutResult[]; loopDelayP99: number[] }> {
  const peers = Array.from({ length: WATCHER_PROCESSES }, () => forkPeer('watchers'));
  const share = Math.ceil(watcherTokens.length / peers.length);
  const answers = peers.map((peer) => nextMessage(peer, 'joined', 240_000));
  peers.forEach((peer, i) =>
    tell(peer, {
      type: 'join',
      targets: targets.map((t) => ({ name: t.name, url: t.url, auctionId: t.auctionId })),
      tokens: watcherTokens.slice(i * share, (i + 1) * share),
      concurrency: 20,
    }),
  );
  phase('fan-out: watchers joining');
  const joined = await Promise.all(answers);
  const totals = targets.map((target): JoinedTotals => {
    const outcomes = joined.flatMap((j) => j.outcomes.filter((o) => o.target === target.name));
    return {
      joined: outcomes.reduce((sum, o) => sum + o.joined, 0),
      joinFailures: outcomes.reduce((sum, o) => sum + o.failed, 0),
      firstJoinError: outcomes.find((o) => o.firstError)?.firstError ?? null,
      joinSeconds: Math.max(0, ...outcomes.map((o) => o.seconds)),
    };
  });
  // Let the join storm's participant updates settle before the first bid.
  await sleep(2000);

  const meters = targets.map(
    (target) =>
      new CpuMeter(() => ({
        server: target.pid,
        driver: process.pid,
        watchers: peers.map((peer) => peer.pid),
      })),
  );
  const acks: Promise<void>[] = [];
  phase('fan-out: bidding');
  for (const target of targets) await fanoutRound(target, 1, false, acks);
  for (const peer of peers) tell(peer, { type: 'measure' });
  const perTarget = Math.ceil(FANOUT_DURATION / FANOUT_ROUND_SECONDS);
  for (let round = 0; round < perTarget; round += 1) {
    for (const [i, target] of targets.entries()) {
      meters[i]?.begin();
      await fanoutRound(target, FANOUT_ROUND_SECONDS, true, acks);
      meters[i]?.pause();
    }
  }
  await Promise.all(acks);
  // Let the last updates reach everyone before asking what arrived.
  await sleep(1500);
  phase('fan-out: collecting what the watchers received');
  const collected = await Promise.all(
    peers.map((peer) => {
      const answer = nextMessage(peer, 'collected', 60_000);
      tell(peer, { type: 'collect' });
      return answer;
    }),
  );
  for (const peer of peers) tell(peer, { type: 'quit' });
  return {
    results: targets.map((target, i) =>
      summarise(
        target,
        collected.flatMap((c) => c.targets.filter((t) => t.target === target.name)),
        totals[i] as JoinedTotals,
        meters[i] as CpuMeter,
      ),
    ),
    loopDelayP99: collected.map((c) => c.loopDelayP99),
  };
}

async function connectAll(url: string, tokens: string[], auctionId: string): Promise<AuctionClient[]> {
  return mapLimit(tokens, 10, async (token) => {
    const client = new AuctionClient(url, token);
    await client.connect();
    await client.join(auctionId);
    return client;
  });
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = nowMs();
  phase('creating the scratch database');
  const { scratch, database: seeding } = await createScratch(serverUrl, 'bench');
  const jwtSecret = randomBytes(32).toString('base64url');
  console.log(
    `Bidding benchmark on ${scratch.label}; server: ${serverCommand().label}; ${BIDDERS} bidders, ` +
      `${num(WATCHERS)} watchers over ${WATCHER_PROCESSES} processes; load average ${load()}\n`,
  );

  // Seed while nothing else holds the database (PGlite admits one process at a time).
  phase('seeding');
  let database = seeding;
  const seedStart = nowMs();
  const bidders = await seedUsers(database.db, jwtSecret, 'bidder', BIDDERS);
  const fanBidders = await seedUsers(database.db, jwtSecret, 'fanout-bidder', FANOUT_BIDDERS);
  const watchers = await seedUsers(database.db, jwtSecret, 'watcher', WATCHERS);
  const hotAuction = await seedLiveAuction(database.db, { code: 'BENCH-HOT', ...AUCTION });
  const fanAuction = await seedLiveAuction(database.db, { code: 'BENCH-FANOUT', ...AUCTION });
  const floorAuction = scratch.databaseUrl
    ? await seedLiveAuction(database.db, { code: 'BENCH-FLOOR', ...AUCTION })
    : undefined;
  await approveRegistrations(
    database.db,
    hotAuction,
    bidders.map((u) => u.id),
  );
  await approveRegistrations(
    database.db,
    fanAuction,
    [...fanBidders, ...watchers].map((u) => u.id),
  );
  await database.close();
  console.log(
    `seeded ${num(bidders.length + fanBidders.length + watchers.length)} users with approved registrations ` +
      `and the live auctions in ${((nowMs() - seedStart) / 1000).toFixed(1)} s`,
  );
  const floor =
    scratch.databaseUrl && floorAuction
      ? await floorOnPostgres(
          scratch.databaseUrl,
          floorAuction,
          bidders.map((u) => u.id),
        )
      : await floorOnPglite(join(scratch.dataDir, 'floor'), jwtSecret);
  onCleanup(() => floor.close());

  phase('starting the server');
  const server = await startServer({
    port: await freePort(),
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    jwtSecret,
  });
  onCleanup(() => server.stop());
  console.log(`server started (pid ${server.pid}) at ${server.url}`);

  // Throughput on the hot auction, then paced at half of it.
  phase('throughput: connecting the bidders');
  const hotAcked: AckedBid[] = [];
  const hotClients = await connectAll(
    server.url,
    bidders.map((u) => u.token),
    hotAuction,
  );
  const hotBidders: Bidder[] = hotClients.map((client, index) => ({ client, index, lastOkSeq: 0 }));
  process.stdout.write(
    `throughput: floor ${FLOOR_DURATION} s and ${BIDDERS} bidders flat out ${DURATION} s, in ${ROUNDS} alternating rounds … `,
  );
  const sent: SentSoFar = { highest: null };
  phase('throughput: floor and flat-out rounds');
  const throughput = await measureThroughput(floor, hotBidders, hotAuction, hotAcked, sent, server.pid);
  await floor.close();
  console.log(`${num(throughput.engineRate)} accepted bids/s, floor ${num(throughput.floorRate)}/s`);
  const halfRate = Math.max(1, throughput.engineRate / 2);
  process.stdout.write(`paced: ${num(halfRate)} bids/s for ${PACED_DURATION} s … `);
  const pacedCpu = new CpuMeter(() => ({ server: server.pid, driver: process.pid }));
  phase('throughput: paced at half');
  const paced = await measurePaced(hotBidders, hotAuction, halfRate, hotAcked, sent, pacedCpu);
  console.log(`ack p99 ${num(spread(paced.recorder.latencies).p99, 1)} ms`);
  process.stdout.write(`herd: ${BIDDERS} bidders reacting only to updates, ${HERD_DURATION} s … `);
  const herdCpu = new CpuMeter(() => ({ server: server.pid, driver: process.pid }));
  phase('throughput: herd');
  const herd = await measureHerd(hotBidders, hotAuction, hotAcked, herdCpu);
  console.log(`${num(herd.attempted / herd.seconds)} answers/s`);
  await sleep(1000);
  const hotViews = hotClients.map((c, i) => viewOf(`bidder ${i + 1}`, c.feed));
  const hotResyncs = hotClients.reduce((sum, c) => sum + c.resyncs, 0);
  for (const client of hotClients) client.close();

  // Fan-out: the engine and the bare broadcaster side by side.
  process.stdout.write(
    `fan-out: ${num(WATCHERS)} watchers on the engine and on a bare Socket.IO server, ${FANOUT_RATE} bids/s, ` +
      `${FANOUT_DURATION} s each in alternating ${FANOUT_ROUND_SECONDS} s rounds … `,
  );
  phase('fan-out: starting the bare server and the fan-out bidders');
  const bare = forkPeer('bare-server');
  const { port: barePort } = await nextMessage(bare, 'listening', 30_000);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const bareAuction = randomUUID();
  const fanTokens = fanBidders.map((u) => u.token);
  const engineBidders = await connectAll(server.url, fanTokens, fanAuction);
  const bareBidders = await connectAll(bareUrl, fanTokens, bareAuction);
  const target = (
    name: FanTarget['name'],
    url: string,
    auctionId: string,
    pid: number | undefined,
    clients: AuctionClient[],
  ): FanTarget => ({
    name,
    url,
    auctionId,
    pid,
    bidders: clients,
    acked: [],
    nextAmount: RESERVE_PRICE,
    sent: 0,
    refused: {},
    sentAt: new Map(),
    ackMs: [],
  });
  const engineTarget = target('engine', server.url, fanAuction, server.pid, engineBidders);
  const bareTarget = target('bare Socket.IO', bareUrl, bareAuction, bare.pid, bareBidders);
  const fanout = await measureFanout(
    [engineTarget, bareTarget],
    watchers.map((u) => u.token),
  );
  const [engineFan, bareFan] = fanout.results as [FanoutResult, FanoutResult];
  console.log(`delivery p99 ${num(engineFan.delivery.p99, 1)} ms, bare ${num(bareFan.delivery.p99, 1)} ms`);
  const fanViews = [
    ...engineFan.views,
    ...engineBidders.map((c, i) => viewOf(`fan-out bidder ${i + 1}`, c.feed)),
  ];
  for (const client of [...engineBidders, ...bareBidders]) client.close();
  bare.kill('SIGKILL');

  // Invariants, against the database once the server has stopped (PGlite admits one process).
  phase('stopping the server');
  await server.stop();
  phase('checking the invariants');
  database = await scratch.open();
  const checks: [string, string, AckedBid[], ClientView[]][] = [
    ['hot auction', hotAuction, hotAcked, hotViews],
    ['fan-out auction', fanAuction, engineTarget.acked, fanViews],
  ];
  if (floorAuction) checks.push(['floor auction', floorAuction, [], []]);
  const broken: string[] = [];
  const sizes: string[] = [];
  for (const [name, id, acked, views] of checks) {
    const ledger = await readLedger(database.db, id);
    sizes.push(`${name} ${num(ledger.bids.length)} bids (${num(acked.length)} acknowledged here)`);
    broken.push(...checkInvariants(ledger, acked, views).map((p) => `${name}: ${p}`));
  }
  await database.close();

  // Report.
  const pad = (s: string, n: number) => s.padEnd(n);
  const verdict = (meets: boolean) => (meets ? 'meets target' : 'MISSES target');
  const flat = spread(throughput.engine.latencies);
  const pacedAck = spread(paced.recorder.latencies);
  const ratio = throughput.engineRate / throughput.floorRate;
  const meetsThroughput = throughput.engineRate >= TARGET_ACCEPTED_PER_SECOND;
  const meetsAck = pacedAck.p99 <= TARGET_ACK_P99_MS && paced.recorder.unanswered === 0;
  const fanFactor = engineFan.delivery.p99 / bareFan.delivery.p99;
  const meetsFanout =
    engineFan.delivery.p99 <= TARGET_DELIVERY_P99_MS &&
    fanFactor <= TARGET_BARE_FACTOR &&
    engineFan.missing === 0 &&
    engineFan.joinFailures === 0;

  console.log(`\nThroughput: one hot auction, ${BIDDERS} concurrent bidders (loops)`);
  console.log(
    `${pad('', 46)}${pad('bids/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}CPU (100% = one core)`,
  );
  const row = (name: string, rate: number, latency: Spread, cpu: string) =>
    console.log(
      `${pad(name, 46)}${pad(num(rate), 10)}${pad(num(latency.p50, 1), 9)}${pad(num(latency.p99, 1), 9)}${cpu}`,
    );
  row(
    'floor: the SQL transaction straight to the DB',
    throughput.floorRate,
    throughput.floorLatency,
    throughput.floorCpu,
  );
  row('engine: place-bid flat out (accepted/s, ack)', throughput.engineRate, flat, throughput.engineCpu);
  row(
    `engine: paced at half (${num(halfRate)}/s)`,
    paced.recorder.accepted / paced.recorder.seconds,
    pacedAck,
    pacedCpu.describe(),
  );
  row(
    'engine: herd, bidders know only updates (info)',
    herd.accepted / herd.seconds,
    spread(herd.latencies),
    herdCpu.describe(),
  );
  const engine = throughput.engine;
  console.log(
    `  flat out: ${num(engine.attempted / engine.seconds)} answers/s; ${num(engine.attempted)} answered, ` +
      `${num(engine.accepted)} accepted; refused: ${engine.refusalText()}; ` +
      `unanswered ${engine.unanswered}`,
  );
  console.log(
    `  herd: ${num(herd.attempted / herd.seconds)} answers/s, ${num(herd.accepted)} of ${num(herd.attempted)} ` +
      `accepted; refused: ${herd.refusalText()}; unanswered ${herd.unanswered}`,
  );
  console.log(
    `  paced: ${num(paced.recorder.attempted)} sent, ${num(paced.recorder.accepted)} accepted; refused: ` +
      `${paced.recorder.refusalText()}; unanswered ${paced.recorder.unanswered}; ` +
      `slots with every bidder busy or leading ${paced.skipped}`,
  );
  if ((throughput.engineShares.driver ?? 0) >= SATURATED_SHARE) {
    console.log(
      '  note: the driver used a full core while bidding flat out; the engine may be faster than shown',
    );
  }
  console.log(
    `  ${num(throughput.engineRate)} accepted bids/s, engine/floor ${pct(ratio)} accepted ` +
      `(${pct(engine.attempted / engine.seconds / throughput.floorRate)} answered): ${verdict(meetsThroughput)} ` +
      `(>= ${TARGET_ACCEPTED_PER_SECOND} accepted bids/s on PostgreSQL` +
      `${scratch.kind === 'pglite' ? '; informational on PGlite' : ''})`,
  );
  console.log(
    `  ack p99 at half the maximum ${num(pacedAck.p99, 1)} ms: ${verdict(meetsAck)} (<= ${TARGET_ACK_P99_MS} ms)`,
  );

  console.log(
    `\nFan-out: ${num(WATCHERS)} watchers on one auction, ${FANOUT_RATE} bids/s, ${FANOUT_DURATION} s per server`,
  );
  console.log(
    `${pad('', 16)}${pad('deliveries', 12)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('last watcher p99', 18)}${pad('ack p50/p99', 14)}` +
      `${pad('missing', 9)}CPU (100% = one core)`,
  );
  for (const [name, r] of [
    ['bare Socket.IO', bareFan],
    ['engine', engineFan],
  ] as const) {
    console.log(
      `${pad(name, 16)}${pad(num(r.delivery.count), 12)}${pad(num(r.delivery.p50, 1), 9)}${pad(num(r.delivery.p99, 1), 9)}` +
        `${pad(num(r.lastWatcher.p99, 1), 18)}${pad(`${num(r.ack.p50, 1)}/${num(r.ack.p99, 1)}`, 14)}` +
        `${pad(num(r.missing), 9)}${r.cpu}`,
    );
  }
  for (const [name, r] of [
    ['bare Socket.IO', bareFan],
    ['engine', engineFan],
  ] as const) {
    console.log(
      `  ${name}: ${num(r.joined)} watchers joined in ${r.joinSeconds.toFixed(1)} s` +
        `${r.joinFailures ? ` (${r.joinFailures} FAILED to join: ${r.firstJoinError})` : ''}, ` +
        `${r.bids} bids measured, refused: ${describeCounts(r.refused)}`,
    );
  }
  console.log(
    `  watcher processes' event-loop delay p99: ${fanout.loopDelayP99.map((d) => `${num(d, 1)} ms`).join(', ')}` +
      ' (high values mean the watchers, not the server, were slow)',
  );
  console.log(
    `  engine p99 ${num(engineFan.delivery.p99, 1)} ms = ${Number.isFinite(fanFactor) ? fanFactor.toFixed(2) : 'n/a'}× ` +
      `the bare broadcast: ${verdict(meetsFanout)} (<= ${TARGET_DELIVERY_P99_MS} ms and <= ${TARGET_BARE_FACTOR}× bare)`,
  );

  console.log(`\nInvariants: ${sizes.join('; ')}`);
  console.log(
    `  bidders re-joined ${hotResyncs} times because an update skipped a seq (0 expected on one instance)`,
  );
  if (broken.length > 0) {
    console.error(`\n!!!!!!!!!!!!!!!! INVARIANTS BROKEN (${broken.length}) !!!!!!!!!!!!!!!!`);
    for (const problem of broken) console.error(`  ✘ ${problem}`);
    console.error('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
  } else {
    console.log(
      '  all hold: every acknowledged bid is stored; amounts strictly increase with seq; no amount repeats; ' +
        'the current bid is the highest bid; every client shows what the database holds',
    );
  }
  console.log(`\nload average ${load()}; finished in ${((nowMs() - started) / 1000).toFixed(0)} s`);
  if (broken.length > 0) return 1;
  const missed = !meetsThroughput || !meetsAck || !meetsFanout;
  return missed && scratch.kind === 'postgres' ? 2 : 0;
}

runScript('bidding benchmark', main, 360_000);
