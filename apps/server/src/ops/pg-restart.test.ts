import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  approveRegistrations,
  seedLiveAuction,
  seedUsers,
  sleep,
  startServer,
  type ServerHandle,
} from '../../scripts/bench-support';
import { openDatabase } from '../db/client';
import { AuctionClient } from '../testing/bidding';
import { UNAVAILABLE_MESSAGE } from '../platform/errors';
import {
  hasPostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../testing/ops/private-postgres';

/**
 * PostgreSQL restarted under load (docs/decisions/010-fault-tolerance-and-readiness.md): the real
 * server process on a PostgreSQL cluster of this test's own, with requests flowing the whole time. PostgreSQL
 * is stopped (`pg_ctl stop -m fast`, as a restart or failover does) and started again; the server is never
 * restarted.
 *
 * Phases, by what the test has done and seen: `up` until the stop is issued; `stopping` until /readyz
 * says 503; `down` until the start is issued; `starting` until /readyz says 200; then `recovered`.
 * A request is held to its phase's rule only when it started and ended within that phase (one in
 * flight across a change may land either way).
 */

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';

interface Answer {
  name: string;
  phase: Phase | 'changed';
  status: number;
  body: string;
  retryAfter: string | null;
  /** Set when no HTTP answer came at all (connection refused or reset: the server is gone). */
  failure?: string;
}

interface Request {
  name: string;
  method: 'GET' | 'PUT';
  path: () => string;
  body?: () => Record<string, string>;
}

/** Answers wanted in each strict phase before moving on. */
const ANSWERS_PER_PHASE = 30;
/** Never wait longer than this for a phase (the test fails instead of hanging). */
const PHASE_LIMIT_MS = 45_000;
const WORKERS = 4;

describe.runIf(hasPostgresBinaries)('PostgreSQL stopped and restarted under load', () => {
  let postgres: PrivatePostgres | undefined;
  let server: ServerHandle | undefined;
  let token = '';
  let dataDir = '';
  let auctionId = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'eauction-pg-restart-'));
    postgres = await startPrivatePostgres(await freePort());
    const jwtSecret = randomBytes(32).toString('base64url');
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir });
    try {
      await database.migrate();
      const [user] = await seedUsers(database.db, jwtSecret, 'pg-restart', 1);
      token = user?.token ?? '';
      auctionId = await seedLiveAuction(database.db, {
        code: 'PG-RESTART-1',
        reservePrice: 1_000_000,
        bidIncrement: 1000,
      });
      if (user) await approveRegistrations(database.db, auctionId, [user.id]);
    } finally {
      await database.close();
    }
    server = await startServer({
      port: await freePort(),
      dataDir,
      databaseUrl: postgres.url,
      jwtSecret,
      env: { REDIS_URL: '' },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps running, answers 503 with a clear message while the database is away, and recovers by itself', async () => {
    if (!server || !postgres) throw new Error('not started');
    const { url, pid } = server;
    let phase: Phase = 'up';
    const answers: Answer[] = [];
    let offset = 0;
    let saves = 0;
    const auth = { authorization: `Bearer ${token}` };
    // Requests that each need the database: a session check, a user's own rows, a catalogue page
    // (a new offset each time, so the catalogue's short shared cache never answers for the database),
    // and a profile save, which is a transaction: a connection held across several statements is
    // the one a stopping server can end under the server's feet.
    const requests: Request[] = [
      { name: 'GET /api/auth/me', method: 'GET', path: () => '/api/auth/me' },
      { name: 'GET /api/auth/bidding-history', method: 'GET', path: () => '/api/auth/bidding-history' },
      {
        name: 'GET /api/properties',
        method: 'GET',
        path: () => `/api/properties?limit=5&offset=${offset++}`,
      },
      {
        name: 'PUT /api/users/profile',
        method: 'PUT',
        path: () => '/api/users/profile',
        body: () => ({ firstName: 'Asha', lastName: `Rao ${saves++}`, organizationName: 'Rao Estates' }),
      },
    ];
    // Half the workers read, half save, so a transaction is in flight most of the time.
    const plans = [requests.slice(0, 3), requests.slice(3)];

    let running = true;
    const worker = async (index: number) => {
      const plan = plans[index % plans.length] ?? requests;
      for (let i = 0; running; i++) {
        const request = plan[i % plan.length];
        if (!request) continue;
        const startedIn = phase;
        let answer: Omit<Answer, 'phase'>;
        try {
          const body = request.body?.();
          const res = await fetch(`${url}${request.path()}`, {
            method: request.method,
            headers: body ? { ...auth, 'content-type': 'application/json' } : auth,
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(15_000),
          });
          answer = {
            name: request.name,
            status: res.status,
            body: await res.text(),
            retryAfter: res.headers.get('retry-after'),
          };
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code;
          answer = {
            name: request.name,
            status: 0,
            body: '',
            retryAfter: null,
            failure: cause ?? String(error),
          };
        }
        answers.push({ ...answer, phase: phase === startedIn ? startedIn : 'changed' });
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));

    const readyz = async () => {
      try {
        const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
        return { status: res.status, body: (await res.json()) as unknown };
      } catch (error) {
        const exit = await Promise.race([server?.exited, sleep(100).then(() => 'still running')]);
        throw new Error(`/readyz did not answer (server process: ${exit}):\n${server?.output()}`, {
          cause: error,
        });
      }
    };
    const answeredIn = (p: Phase) => answers.filter((a) => a.phase === p).length;
    const waitFor = async (what: string, done: () => boolean | Promise<boolean>) => {
      const deadline = Date.now() + PHASE_LIMIT_MS;
      while (!(await done())) {
        if (Date.now() > deadline) {
          throw new Error(
            `${what}: not within ${PHASE_LIMIT_MS} ms\n${server?.output()}\n${postgres?.log()}`,
          );
        }
        await sleep(50);
      }
    };

    // A bidder in the live auction, connected before the outage: its socket stays open throughout.
    const bidder = await AuctionClient.connect(url, token, auctionId);
    try {
      await waitFor('answers before the stop', () => answeredIn('up') >= ANSWERS_PER_PHASE);
      expect(await readyz()).toEqual({
        status: 200,
        body: { success: true, data: { status: 'ok', database: 'up', redis: 'off' } },
      });

      phase = 'stopping';
      await postgres.stop();
      let outage: { status: number; body: unknown } | undefined;
      await waitFor('/readyz reporting the outage', async () => {
        outage = await readyz();
        return outage.status === 503;
      });
      phase = 'down';
      expect(outage?.body).toEqual({
        success: false,
        error: 'Database unavailable',
        code: 'SERVICE_UNAVAILABLE',
        messages: { error: { id: 'errors.databaseUnavailable' } },
      });
      await waitFor('answers while the database is down', () => answeredIn('down') >= ANSWERS_PER_PHASE);
      // The process is alive and says so; only readiness is withdrawn.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await readyz()).status).toBe(503);
      // A bid meanwhile is refused with words a bidder understands, not the generic failure.
      expect(await bidder.bid(1_000_000)).toMatchObject({
        ok: false,
        code: 'UNAVAILABLE',
        error: 'Bidding is briefly unavailable. Please check the bid list and try again in a moment.',
      });

      phase = 'starting';
      await postgres.start();
      await waitFor('/readyz after the restart', async () => (await readyz()).status === 200);
      phase = 'recovered';
      await waitFor('answers after the restart', () => answeredIn('recovered') >= ANSWERS_PER_PHASE);
      expect(await readyz()).toEqual({
        status: 200,
        body: { success: true, data: { status: 'ok', database: 'up', redis: 'off' } },
      });
      // The same connection bids again once the database is back; the refused bid left no trace.
      expect(await bidder.bid(1_000_000)).toMatchObject({ ok: true, seq: 1 });
    } finally {
      bidder.close();
      running = false;
      await Promise.all(workers);
    }

    // Never an answer missing (the process kept listening), never a 500.
    expect(answers.filter((a) => a.failure !== undefined).map((a) => `${a.name}: ${a.failure}`)).toEqual([]);
    expect(
      answers
        .filter((a) => a.status !== 200 && a.status !== 503)
        .map((a) => `${a.name}: ${a.status} ${a.body}`),
    ).toEqual([]);
    // Before and after the outage, every request succeeds.
    for (const p of ['up', 'recovered'] as const) {
      const failed = answers.filter((a) => a.phase === p && a.status !== 200);
      expect(failed.map((a) => `${p} ${a.name}: ${a.status} ${a.body}`)).toEqual([]);
    }
    // During it, every request is refused with 503, the error envelope, a readable message and a
    // hint when to retry: never a hang, never the driver's words.
    const down = answers.filter((a) => a.phase === 'down');
    expect(down.length).toBeGreaterThanOrEqual(ANSWERS_PER_PHASE);
    for (const a of down) {
      expect(a.status, a.name).toBe(503);
      expect(JSON.parse(a.body), a.name).toEqual({
        success: false,
        error: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
        messages: { error: { id: UNAVAILABLE_MESSAGE } },
      });
      expect(a.retryAfter, a.name).toBe('5');
    }
    expect(new Set(down.map((a) => a.name))).toEqual(new Set(requests.map((r) => r.name)));

    // The very same process served all of it.
    expect(server.pid).toBe(pid);
    expect(() => process.kill(pid ?? -1, 0)).not.toThrow();
    const exitedEarly = await Promise.race([server.exited, sleep(0).then(() => null)]);
    expect(exitedEarly).toBeNull();
  }, 240_000);
});
