import { randomBytes } from 'node:crypto';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuctionClient,
  BidRecorder,
  approveRegistrations,
  bidFlatOut,
  checkInvariants,
  freePort,
  readLedger,
  seedLiveAuction,
  seedUsers,
  sleep,
  startServer,
  type AckedBid,
  type Bidder,
  type ServerHandle,
} from '../../scripts/bench-support';
import { openDatabase, type Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/**
 * SIGTERM (docs/decisions/010-fault-tolerance-and-readiness.md): the real server process, as an orchestrator
 * stops it for a deploy. While bidders bid flat out over Socket.IO and a slow client is half-way through
 * sending a request, the process gets SIGTERM. Then: new connections are refused at once; the request in
 * flight is still answered; every socket is dropped as a lost connection (`transport close`), so clients
 * reconnect to another instance, never told to stay away (`io server disconnect`); the process exits by
 * itself with code 0, which it only does before its own 10-second limit (past it, it exits with 1); and
 * every acknowledged bid is in the database afterwards.
 *
 * On PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite on disk.
 */

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const BIDDERS = 4;
const AUCTION = { reservePrice: 2_000_000, bidIncrement: 1000 };
/** Acknowledged bids wanted before the signal, so it lands in the middle of real traffic. */
const ACKED_BEFORE_SIGNAL = 20;

/** The scratch database a server process can open (PGlite: only while this process has it closed). */
interface Scratch {
  url: string | undefined;
  dataDir: string;
  open(): Promise<Database>;
  destroy(): Promise<void>;
}

async function createScratch(): Promise<Scratch> {
  if (serverUrl) {
    const test: TestDatabase = await createTestDatabase('postgres');
    return {
      url: test.url,
      dataDir: test.dataDir,
      open: () => openDatabase({ databaseUrl: test.url, dataDir: test.dataDir }),
      destroy: () => test.destroy(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'eauction-sigterm-'));
  return {
    url: undefined,
    dataDir,
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Resolves true when a new TCP connection to the port is refused (nothing listens any more). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * A contact message sent slowly, as from a poor mobile connection: the headers go first (with
 * `Expect: 100-continue`, so the server's "100 Continue" proves it has taken the request), the body
 * only when `finish` is called.
 */
async function startSlowRequest(port: number, payload: Record<string, string>) {
  const body = Buffer.from(JSON.stringify(payload));
  const request: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      request.once('response', (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
      request.once('error', reject);
    },
  );
  request.flushHeaders();
  await new Promise<void>((resolve, reject) => {
    request.once('continue', () => resolve());
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  let settled = false;
  void answered.finally(() => (settled = true)).catch(() => undefined);
  return {
    answered,
    isAnswered: () => settled,
    finish: () => request.end(body.subarray(half)),
  };
}

describe('SIGTERM under load', () => {
  let scratch: Scratch | undefined;
  let server: ServerHandle | undefined;
  const clients: AuctionClient[] = [];
  let auctionId = '';

  beforeAll(async () => {
    scratch = await createScratch();
    const jwtSecret = randomBytes(32).toString('base64url');
    const database = await scratch.open();
    const users = await (async () => {
      try {
        await database.migrate();
        const seeded = await seedUsers(database.db, jwtSecret, 'sigterm-bidder', BIDDERS);
        auctionId = await seedLiveAuction(database.db, { code: 'SIGTERM-1', ...AUCTION });
        await approveRegistrations(
          database.db,
          auctionId,
          seeded.map((u) => u.id),
        );
        return seeded;
      } finally {
        await database.close();
      }
    })();
    server = await startServer({
      port: await freePort(),
      dataDir: scratch.dataDir,
      databaseUrl: scratch.url,
      jwtSecret,
      env: { REDIS_URL: '' },
      // Embedded PGlite opens and migrates slowly on a busy two-core machine.
      readyTimeoutMs: 120_000,
    });
    for (const user of users) {
      // The web app's reconnection settings: Socket.IO's own back-off of 1–5 s.
      const client = new AuctionClient(server.url, user.token, { reconnect: { minMs: 1000, maxMs: 5000 } });
      await client.connect();
      await client.join(auctionId);
      clients.push(client);
    }
  }, 240_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.kill();
    await scratch?.destroy();
  }, 60_000);

  it('refuses new connections, answers the request in flight, drops sockets so they reconnect, exits 0, loses no bid', async () => {
    if (!server || !scratch) throw new Error('not started');
    const { port, pid } = server;
    const disconnects: string[] = [];
    for (const client of clients) client.socket.on('disconnect', (reason) => disconnects.push(reason));

    // Bidders bid as fast as their acknowledgements come back, until the signal has done its work.
    const acked: AckedBid[] = [];
    const recorder = new BidRecorder(acked);
    const bidders: Bidder[] = clients.map((client, index) => ({ client, index, lastOkSeq: 0 }));
    let bidding = true;
    const loops = bidders.map(async (bidder) => {
      while (bidding && bidder.client.socket.connected) {
        await bidFlatOut(bidder, { id: auctionId, ...AUCTION }, recorder, true, null, 5000);
      }
    });
    const deadline = Date.now() + 60_000;
    while (acked.length < ACKED_BEFORE_SIGNAL) {
      if (Date.now() > deadline)
        throw new Error(`only ${acked.length} bids acknowledged:\n${server.output()}`);
      await sleep(20);
    }

    const message = `Sent while the server was stopping ${randomBytes(4).toString('hex')}`;
    const slow = await startSlowRequest(port, { name: 'Slow Client', email: 'slow@example.in', message });
    const ackedAtSignal = acked.length;
    process.kill(pid ?? -1, 'SIGTERM');

    // No new connection is accepted, while the slow request is still open.
    const refusedBy = Date.now() + 15_000;
    while (!(await refusesConnections(port))) {
      if (Date.now() > refusedBy)
        throw new Error(`still accepting connections after SIGTERM:\n${server.output()}`);
      await sleep(20);
    }
    expect(slow.isAnswered()).toBe(false);

    // Every socket was dropped as a lost connection, and will reconnect.
    const droppedBy = Date.now() + 15_000;
    while (disconnects.length < clients.length) {
      if (Date.now() > droppedBy) throw new Error(`sockets not disconnected: ${disconnects.join(', ')}`);
      await sleep(20);
    }
    expect(disconnects).toEqual(clients.map(() => 'transport close'));
    for (const client of clients) expect(client.socket.active).toBe(true);
    bidding = false;

    // The request in flight completes: the rest of its body goes out and it is answered normally.
    slow.finish();
    const answer = await slow.answered;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { id: expect.any(String) } });
    // …and closes its connection: a keep-alive client must not hold the stopping process open.
    expect(answer.connection).toBe('close');

    // The process ends by itself, cleanly: code 0 is only given before the 10-second limit.
    const exit = await Promise.race([server.exited, sleep(20_000).then(() => 'still running after 20 s')]);
    expect(exit, server.output()).toBe('exit code 0');
    await Promise.all(loops);
    for (const client of clients) client.close();

    // Nothing acknowledged is lost: every acknowledged bid is stored as acknowledged, with the
    // ledger's invariants intact; the message answered during the shutdown is stored too.
    const database = await scratch.open();
    try {
      const ledger = await readLedger(database.db, auctionId);
      expect(acked.length).toBeGreaterThanOrEqual(ackedAtSignal);
      expect(checkInvariants(ledger, acked, [])).toEqual([]);
      const stored = await database.db
        .select({ message: contactMessages.message })
        .from(contactMessages)
        .where(eq(contactMessages.message, message));
      expect(stored).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
