import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-support';
import { bids, properties } from '../db/schema';
import { ManualClock } from '../platform/clock';
import { AuctionClient, createBidder, insertAuction, listen } from '../testing/bidding';
import { createTestCluster, type TestCluster } from '../testing/test-app';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '../testing/ops/private-redis';

/**
 * Redis lost with several instances (docs/decisions/010-fault-tolerance-and-readiness.md): two instances on
 * one PostgreSQL database share a redis-server of this test's own. Redis is killed while both serve bidders
 * and watchers, and started again. Meanwhile each instance must keep serving its own sockets (bids
 * acknowledged, broadcast to the watchers on that instance) and stay in the load balancer (/readyz 200,
 * 'degraded', redis 'down'); afterwards the fan-out between them must come back by itself, and the ledger
 * must hold every acknowledged bid with a contiguous seq (decision 010).
 */

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
const RESERVE = 500_000;
const STEP = 1000;
/** Bids made on each instance while Redis is away. */
const OUTAGE_ROUNDS = 3;

interface Instance {
  app: FastifyInstance;
  bidders: AuctionClient[];
  watchers: AuctionClient[];
}

interface Acked {
  seq: number;
  amount: number;
}

/** True once the client has received a `bid-update` carrying this seq (not merely a fresh state). */
const sawUpdate = (client: AuctionClient, seq: number) =>
  client.received.some((r) => r.event === 'bid-update' && r.payload.recentBids.some((b) => b.seq === seq));

async function readiness(app: FastifyInstance) {
  const res = await app.inject({ url: '/readyz' });
  return { status: res.statusCode, body: res.json<unknown>() };
}

async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(hasRedisServer && Boolean(databaseUrl))('Redis lost and restored under two instances', () => {
  let redis: PrivateRedis | undefined;
  let cluster: TestCluster | undefined;
  const clock = new ManualClock('2026-12-01T06:00:00Z');
  let auction = '';
  const instances: Instance[] = [];
  const acked: Acked[] = [];
  let amount = RESERVE;

  /** One bid from this bidder, a step above the last; it must be acknowledged. */
  const bid = async (client: AuctionClient): Promise<Acked> => {
    const ack = await client.bid(amount);
    if (!ack.ok) throw new Error(`bid ${amount} refused: ${ack.code} ${ack.error}`);
    const entry = { seq: ack.seq, amount: ack.bid.amount };
    acked.push(entry);
    amount += STEP;
    return entry;
  };

  beforeAll(async () => {
    redis = await startPrivateRedis(await freePort());
    cluster = await createTestCluster(2, { clock, env: { REDIS_URL: redis.url } });
    const [first] = cluster.apps;
    if (!first) throw new Error('no instance');
    auction = await insertAuction(first.db, {
      startAt: new Date('2026-12-01T04:30:00Z'),
      endAt: new Date('2026-12-01T11:30:00Z'),
      reserve: RESERVE,
      increment: STEP,
    });
    for (const app of cluster.apps) {
      expect(await app.bidding.ready()).toBe(true);
      const url = await listen(app);
      const instance: Instance = { app, bidders: [], watchers: [] };
      for (let i = 0; i < 2; i++) {
        const bidder = await createBidder(app, clock, [auction]);
        instance.bidders.push(await AuctionClient.connect(url, bidder.token, auction));
        const watcher = await createBidder(app, clock, [], { role: 'admin' });
        instance.watchers.push(await AuctionClient.connect(url, watcher.token, auction));
      }
      instances.push(instance);
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) for (const c of [...instance.bidders, ...instance.watchers]) c.close();
    await cluster?.close();
    await redis?.destroy();
  }, 60_000);

  it('keeps serving each instance’s own sockets while Redis is away and recovers fan-out when it returns', async () => {
    const [a, b] = instances;
    if (!a || !b || !redis) throw new Error('not started');
    const everyone = [...a.bidders, ...a.watchers, ...b.bidders, ...b.watchers];
    const up = { success: true, data: { status: 'ok', database: 'up', redis: 'up' } };
    const degraded = { success: true, data: { status: 'degraded', database: 'up', redis: 'down' } };

    // With Redis: a bid on A reaches B's watchers, and both instances are ready.
    for (const instance of instances)
      expect(await readiness(instance.app)).toEqual({ status: 200, body: up });
    const first = await bid(a.bidders[0] as AuctionClient);
    await eventually('B’s watchers see a bid made on A', () =>
      b.watchers.every((w) => sawUpdate(w, first.seq)),
    );

    await redis.kill();
    // Each instance notices and says so, but stays ready: it still serves its own clients.
    for (const instance of instances) {
      await eventually('/readyz reporting Redis down', async () => {
        const r = await readiness(instance.app);
        return r.status === 200 && JSON.stringify(r.body) === JSON.stringify(degraded);
      });
    }

    // Bids on either instance are acknowledged and reach that instance's own watchers.
    const duringOutage: { made: Acked; on: Instance; other: Instance }[] = [];
    for (let round = 0; round < OUTAGE_ROUNDS; round++) {
      for (const [on, other] of [
        [b, a],
        [a, b],
      ] as const) {
        // Alternating instances, so the bidder never already holds the highest bid.
        const made = await bid(on.bidders[round % 2] as AuctionClient);
        duringOutage.push({ made, on, other });
        await eventually(`watchers on the bidding instance see seq ${made.seq}`, () =>
          on.watchers.every((w) => sawUpdate(w, made.seq)),
        );
      }
    }
    for (const instance of instances) {
      expect(await readiness(instance.app)).toEqual({ status: 200, body: degraded });
    }
    // The instances really were cut off from each other: no update crossed over while Redis was away.
    for (const { made, other } of duringOutage) {
      expect(other.watchers.some((w) => sawUpdate(w, made.seq))).toBe(false);
    }

    await redis.start();
    for (const instance of instances) {
      await eventually('/readyz reporting Redis back', async () => {
        const r = await readiness(instance.app);
        return r.status === 200 && JSON.stringify(r.body) === JSON.stringify(up);
      });
    }

    // Fan-out is back by itself, both ways: a bid on A reaches B's watchers and one on B reaches A's.
    const fromA = await bid(a.bidders[1] as AuctionClient);
    await eventually('B’s watchers see a bid made on A after Redis returned', () =>
      b.watchers.every((w) => sawUpdate(w, fromA.seq)),
    );
    const fromB = await bid(b.bidders[1] as AuctionClient);
    await eventually('A’s watchers see a bid made on B after Redis returned', () =>
      a.watchers.every((w) => sawUpdate(w, fromB.seq)),
    );

    // No bid was affected: every acknowledged bid is stored as acknowledged, seq runs 1..n without a
    // gap, amounts rise, and every client ends on the database's state (missed updates were repaired
    // by re-joining on the seq gap).
    const database = cluster?.database;
    if (!database) throw new Error('no database');
    const ledger = await database.db
      .select({ seq: bids.seq, amount: bids.amount })
      .from(bids)
      .where(eq(bids.propertyId, auction))
      .orderBy(asc(bids.seq));
    expect(ledger.map((row) => row.seq)).toEqual(ledger.map((_, i) => i + 1));
    expect([...acked].sort((x, y) => x.seq - y.seq)).toEqual(ledger);
    expect(duringOutage).toHaveLength(2 * OUTAGE_ROUNDS);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, auction));
    await Promise.all(everyone.map((c) => c.until((x) => x.feed.status?.seq === ledger.length, 20_000)));
    for (const client of everyone) {
      expect(client.feed.status?.currentBid).toBe(row?.currentBid);
      expect(client.feed.status?.recentBids.map((x) => x.seq)).toEqual(ledger.map((x) => x.seq).reverse());
    }
  }, 180_000);
});
