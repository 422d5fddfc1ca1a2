import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionStatus, AutoBidSettings } from '@eauction/shared';
import { auditLog, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { AuctionClient, connectSocket, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const START = new Date('2026-08-03T04:30:00Z'); // 10:00 IST
const END = new Date('2026-08-03T11:30:00Z'); // 17:00 IST

const statuses = (client: AuctionClient) =>
  client.received.filter((r) => r.event === 'auction-status').map((r) => r.payload as AuctionStatus);

describe.each(TEST_DATABASES)('an auction id written in upper case on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(new Date(END.getTime() - 10_000));
  let url = '';
  let auction = '';
  let adminToken = '';
  const opened: AuctionClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 200_000 });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const c of opened) c.close();
    await ctx?.close();
  });

  const connect = async (token: string, auctionId: string) => {
    const client = await AuctionClient.connect(url, token, auctionId);
    opened.push(client);
    return client;
  };

  it("reaches every other bidder: the bid, its extension and the bidder's alias", async () => {
    const alice = await connect((await createBidder(ctx.app, clock, [auction])).token, auction);
    const bob = await connect((await createBidder(ctx.app, clock, [auction])).token, auction.toUpperCase());

    // Bob's client is told the canonical id, and counted in the same room as Alice.
    expect(bob.feed.status?.auctionId).toBe(auction);
    expect(bob.feed.status?.participants).toBe(2);

    const ack = await bob.bid(200_000);
    expect(ack).toMatchObject({ ok: true, seq: 1, currentBid: 200_000 });
    await alice.until((c) => c.feed.status?.seq === 1);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    expect(row?.extensionCount).toBe(1);
    for (const client of [alice, bob]) {
      await client.until((c) => c.feed.status?.extensionCount === 1);
      expect(client.received).toContainEqual({
        event: 'auction-extended',
        payload: { auctionId: auction, auctionEndTime: row?.endAt.toISOString(), extensionCount: 1, seq: 1 },
      });
      // One alias for Bob in the auction, whichever spelling he joined with.
      expect(client.feed.status?.currentBidder?.id).toBe(bob.feed.status?.you.bidderId);
    }
    expect(alice.received.filter((r) => r.event === 'bid-update').map((r) => r.payload.auctionId)).toEqual([
      auction,
    ]);

    // Alice answers on the lower-case room; Bob, on his upper-case spelling, hears it.
    expect((await alice.bid(201_000)).ok).toBe(true);
    await bob.until((c) => c.feed.status?.seq === 2);
  });

  it('leaves the room with either spelling', async () => {
    const carol = await connect((await createBidder(ctx.app, clock, [auction])).token, auction.toUpperCase());
    carol.socket.emit('leave-auction', auction);
    expect(await carol.bid(500_000)).toMatchObject({ ok: false, code: 'NOT_JOINED' });
  });

  it("tells the lower-case room of an administrator's edit addressed in upper case", async () => {
    const watcher = await connect((await createBidder(ctx.app, clock, [auction])).token, auction);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    const before = statuses(watcher).length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/auctions/${auction.toUpperCase()}`,
      headers: bearer(adminToken),
      payload: { version: row?.version, propertyLocation: 'Jaipur West' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await watcher.until((c) => statuses(c).length > before);
    expect(statuses(watcher).at(-1)?.auctionId).toBe(auction);
    // The audit row names the property as the database does.
    const audit = await ctx.app.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.updated'), eq(auditLog.entityId, auction)));
    expect(audit).toHaveLength(1);
  });

  it('answers the auto-bid routes with the canonical id', async () => {
    const dave = await createBidder(ctx.app, clock, [auction]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auto-bidding/settings/${auction.toUpperCase()}`,
      headers: bearer(dave.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AutoBidSettings }>().data.auctionId).toBe(auction);
  });

  it('still answers an unreadable id as an unknown property', async () => {
    for (const path of ['/api/properties/not-an-id', '/api/properties/NOT-AN-ID']) {
      const res = await ctx.app.inject({ url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'Property not found' });
    }
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/auctions/NOT-AN-ID',
      headers: bearer(adminToken),
      payload: { version: 1, propertyLocation: 'Jaipur' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Property not found' });
  });

  it('joins the socket of an upper-case spelling to no room of its own', async () => {
    const erin = await createBidder(ctx.app, clock, [auction]);
    const socket = await connectSocket(url, erin.token);
    try {
      const ack = await socket.timeout(10_000).emitWithAck('join-auction', auction.toUpperCase());
      expect(ack).toMatchObject({ ok: true, status: { auctionId: auction } });
      const rooms = [...ctx.app.bidding.io.of('/').adapter.rooms.keys()].filter((r) =>
        r.startsWith('auction:'),
      );
      expect(rooms.every((r) => r === r.toLowerCase())).toBe(true);
    } finally {
      socket.close();
    }
  });
});
