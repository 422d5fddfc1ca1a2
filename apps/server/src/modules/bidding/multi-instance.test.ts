import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { AuctionClient, createBidder, insertAuction, listen, sharedView } from '../../testing/bidding';
import { createTestCluster, type TestCluster } from '../../testing/test-app';

const redisUrl = process.env.REDIS_URL?.trim();
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();

const RESERVE = 300_000;
const BIDDERS_PER_INSTANCE = 3;
const WATCHERS_PER_INSTANCE = 2;
const BIDS_EACH = 5;

// Several instances need a shared PostgreSQL and Redis; without both this suite does not run at all.
describe.runIf(Boolean(redisUrl && databaseUrl))('two instances on one PostgreSQL and one Redis', () => {
  let cluster: TestCluster;
  const clock = new ManualClock('2026-12-01T06:00:00Z');
  let auction = '';
  const bidders: AuctionClient[] = [];
  const watchers: AuctionClient[] = [];

  beforeAll(async () => {
    cluster = await createTestCluster(2, { clock, env: { REDIS_URL: redisUrl ?? '' } });
    const [first] = cluster.apps;
    if (!first) throw new Error('no instance');
    auction = await insertAuction(first.db, {
      startAt: new Date('2026-12-01T04:30:00Z'),
      endAt: new Date('2026-12-01T11:30:00Z'),
      reserve: RESERVE,
    });
    for (const app of cluster.apps) {
      expect(await app.bidding.ready()).toBe(true);
      const url = await listen(app);
      for (let i = 0; i < BIDDERS_PER_INSTANCE; i++) {
        const b = await createBidder(app, clock, [auction]);
        bidders.push(await AuctionClient.connect(url, b.token, auction));
      }
      for (let i = 0; i < WATCHERS_PER_INSTANCE; i++) {
        const w = await createBidder(app, clock, [], { role: 'admin' });
        watchers.push(await AuctionClient.connect(url, w.token, auction));
      }
    }
  });
  afterAll(async () => {
    for (const c of [...bidders, ...watchers]) c.close();
    await cluster?.close();
  });

  it('counts the participants of both instances', async () => {
    const total = 2 * (BIDDERS_PER_INSTANCE + WATCHERS_PER_INSTANCE);
    await Promise.all(
      [...bidders, ...watchers].map((c) => c.until((x) => x.feed.status?.participants === total)),
    );
  });

  it('delivers every bid, from either instance, to every client, which all end on the database state', async () => {
    const sent = [];
    for (let round = 0; round < BIDS_EACH; round++) {
      for (const [i, client] of bidders.entries()) {
        sent.push(client.bid(RESERVE + (round * 3 + i) * 1000 + round * 2000));
      }
    }
    const acks = await Promise.all(sent);
    const accepted = acks.filter((a) => a.ok);
    expect(accepted.length).toBeGreaterThan(3);

    const ledger = await cluster.database.db
      .select({ seq: bids.seq, amount: bids.amount })
      .from(bids)
      .where(eq(bids.propertyId, auction))
      .orderBy(asc(bids.seq));
    expect(ledger).toHaveLength(accepted.length);
    ledger.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      if (i > 0) expect(row.amount).toBeGreaterThan(ledger[i - 1]!.amount);
    });
    const [row] = await cluster.database.db.select().from(properties).where(eq(properties.id, auction));

    const everyone = [...bidders, ...watchers];
    await Promise.all(everyone.map((c) => c.until((x) => x.feed.status?.seq === ledger.length, 15_000)));
    for (const client of everyone) {
      const status = client.feed.status;
      expect(status?.currentBid).toBe(row?.currentBid);
      // Fewer than 50 bids: every client holds every one of them, in order.
      expect(status?.recentBids.map((b) => b.seq)).toEqual(ledger.map((b) => b.seq).reverse());
      expect(status?.recentBids.map((b) => b.amount)).toEqual(ledger.map((b) => b.amount).reverse());
      expect(sharedView(status)).toEqual(sharedView(everyone[0]!.feed.status));
    }
    // Every bid reached every client in a bid-update (over Redis from the other instance), not only
    // through resynchronisation.
    for (const client of everyone) {
      const seen = new Set<number>();
      for (const r of client.received) {
        if (r.event === 'bid-update') for (const b of r.payload.recentBids) seen.add(b.seq);
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(ledger.map((b) => b.seq));
    }
  });
});
