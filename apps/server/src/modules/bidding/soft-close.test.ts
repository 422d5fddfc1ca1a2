import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen, type Bidder } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { placeBid } from './place-bid';

const MINUTE = 60_000;
const START = new Date('2026-08-01T04:30:00Z'); // 10:00 IST
const END = new Date('2026-08-01T11:30:00Z'); // 17:00 IST
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe.each(TEST_DATABASES)('bidding window and soft close on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(at(START, -MINUTE));
  let url = '';
  let auction = '';
  let alice: Bidder;
  let bob: Bidder;
  let aliceClient: AuctionClient;
  let bobClient: AuctionClient;

  const row = async (id = auction) => {
    const [r] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    if (!r) throw new Error('no auction');
    return r;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 200_000 });
    alice = await createBidder(ctx.app, clock, [auction]);
    bob = await createBidder(ctx.app, clock, [auction]);
    url = await listen(ctx.app);
    aliceClient = await AuctionClient.connect(url, alice.token, auction);
    bobClient = await AuctionClient.connect(url, bob.token, auction);
  });
  afterAll(async () => {
    aliceClient?.close();
    bobClient?.close();
    await ctx?.close();
  });

  it('refuses bids before the start, on the server clock', async () => {
    clock.set(at(START, -1000));
    expect(await aliceClient.bid(200_000)).toMatchObject({
      ok: false,
      code: 'NOT_STARTED',
      error: 'The auction has not started yet',
    });
    expect(aliceClient.errors).toContain('The auction has not started yet');
    // Bob's screen is not told about Alice's refusal.
    expect(bobClient.errors).toEqual([]);
  });

  it('accepts a bid inside the window without extending when the end is far', async () => {
    clock.set(START);
    const ack = await aliceClient.bid(200_000);
    expect(ack).toMatchObject({ ok: true, currentBid: 200_000, minManualBid: 201_000, seq: 1 });
    expect((await row()).endAt).toEqual(END);
    expect((await row()).extensionCount).toBe(0);
  });

  it('extends the end to five minutes after a bid placed ten seconds before it, and tells everyone', async () => {
    const bidAt = at(END, -10_000);
    clock.set(bidAt);
    const ack = await bobClient.bid(201_000);
    expect(ack.ok).toBe(true);
    const r = await row();
    expect(r.endAt).toEqual(at(bidAt, 5 * MINUTE));
    expect(r.extensionCount).toBe(1);
    for (const client of [aliceClient, bobClient]) {
      await client.until((c) => c.feed.status?.extensionCount === 1);
      expect(client.feed.status?.auctionEndTime).toBe(at(bidAt, 5 * MINUTE).toISOString());
      expect(client.received).toContainEqual({
        event: 'auction-extended',
        payload: { auctionId: auction, auctionEndTime: r.endAt.toISOString(), extensionCount: 1, seq: 2 },
      });
    }
    // A bid after the original end is now inside the extended window.
    clock.set(at(END, 30_000));
    expect((await aliceClient.bid(202_000)).ok).toBe(true);
  });

  it('chains extensions: each late bid moves the end again', async () => {
    let end = (await row()).endAt;
    for (const [client, amount] of [
      [bobClient, 203_000],
      [aliceClient, 204_000],
    ] as const) {
      const bidAt = at(end, -1000);
      clock.set(bidAt);
      expect((await client.bid(amount)).ok).toBe(true);
      end = (await row()).endAt;
      expect(end).toEqual(at(bidAt, 5 * MINUTE));
    }
    expect((await row()).extensionCount).toBe(4);
  });

  it('refuses bids at and after the (extended) end and stores nothing', async () => {
    const r = await row();
    clock.set(r.endAt);
    expect(await bobClient.bid(300_000)).toMatchObject({
      ok: false,
      code: 'ENDED',
      error: 'The auction has ended; no more bids are accepted',
    });
    clock.set(at(r.endAt, 60 * MINUTE));
    expect((await bobClient.bid(301_000)).ok).toBe(false);
    const stored = await ctx.app.db.select().from(bids).where(eq(bids.propertyId, auction));
    expect(stored.map((b) => b.amount)).not.toContain(300_000);
    expect((await row()).currentBid).toBe(204_000);
  });

  it('extends for auto-bids too', async () => {
    const id = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 100_000 });
    const carol = await createBidder(ctx.app, clock, [id]);
    const bidAt = at(END, -2 * MINUTE);
    clock.set(bidAt);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      headers: bearer(carol.token),
      payload: { auctionId: id, enabled: true, maxAmount: 150_000, increment: 1000 },
    });
    expect(res.statusCode).toBe(200);
    const r = await row(id);
    expect(r.currentBid).toBe(100_000);
    expect(r.endAt).toEqual(at(bidAt, 5 * MINUTE));
    expect(r.extensionCount).toBe(1);
  });

  it('honours a cap on the number of extensions', async () => {
    const id = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 100_000 });
    const dave = await createBidder(ctx.app, clock, [id]);
    const erin = await createBidder(ctx.app, clock, [id]);
    const deps = {
      db: ctx.app.db,
      clock,
      bidding: { ...ctx.app.config.bidding, softCloseMaxExtensions: 1 },
    };
    const user = (b: Bidder) => ({ id: b.id, tokenVersion: 0 });
    clock.set(at(END, -10_000));
    const first = await placeBid(deps, user(dave), id, 100_000);
    expect(first).toMatchObject({ extended: true, extensionCount: 1 });
    clock.set(at(first.endAt, -10_000));
    const second = await placeBid(deps, user(erin), id, 101_000);
    expect(second).toMatchObject({ extended: false, extensionCount: 1, endAt: first.endAt });
    clock.set(first.endAt);
    await expect(placeBid(deps, user(dave), id, 102_000)).rejects.toMatchObject({
      code: 'AUCTION_ENDED',
      statusCode: 409,
      userMessage: 'The auction has ended; no more bids are accepted',
    });
  });
});
