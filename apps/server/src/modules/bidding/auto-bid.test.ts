import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AutoBidSettings } from '@eauction/shared';
import { autoBids, bids, properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen, type Bidder } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { placeBid } from './place-bid';

const START = new Date('2026-09-01T04:30:00Z');
const END = new Date('2026-09-01T11:30:00Z');
const RESERVE = 100_000;
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

describe.each(TEST_DATABASES)('auto-bidding on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-09-01T06:00:00Z');
  let url = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    url = await listen(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newAuction = () => insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: RESERVE });
  const settings = (who: Bidder, auctionId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/auto-bidding/settings/${auctionId}`,
      headers: bearer(who.token),
    });
  const info = (who: Bidder, auctionId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/auto-bidding/info/${auctionId}`, headers: bearer(who.token) });
  const save = (who: Bidder | null, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      headers: who ? bearer(who.token) : {},
      payload,
    });
  const activate = async (who: Bidder, auctionId: string, maxAmount: number, increment = 1000) => {
    const res = await save(who, { auctionId, enabled: true, maxAmount, increment });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AutoBidSettings }>().data;
  };
  const ledger = (auctionId: string) =>
    ctx.app.db
      .select({ amount: bids.amount, bidderId: bids.bidderId, isAuto: bids.isAuto })
      .from(bids)
      .where(eq(bids.propertyId, auctionId))
      .orderBy(asc(bids.seq));
  const manual = (who: Bidder, auctionId: string, amount: number) =>
    placeBid(ctx.app.bidding.deps, { id: who.id, tokenVersion: 0 }, auctionId, amount);

  it('answers a manual bidder at once, with no browser open for the auto-bidder', async () => {
    const auction = await newAuction();
    const [proxy, rival] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    expect((await settings(proxy, auction)).json()).toEqual({
      success: true,
      data: { auctionId: auction, enabled: false, maxAmount: null, increment: 1000, state: 'none' },
    });
    // The proxy owner never connects a socket. Activating bids the reserve at once (nobody leads).
    expect(await activate(proxy, auction, 110_000)).toEqual({
      auctionId: auction,
      enabled: true,
      maxAmount: 110_000,
      increment: 1000,
      state: 'active',
    });
    expect(await ledger(auction)).toEqual([{ amount: RESERVE, bidderId: proxy.id, isAuto: true }]);

    // The rival bids over a socket; the proxy answers in the same transaction.
    const client = await AuctionClient.connect(url, rival.token, auction);
    const ack = await client.bid(101_000);
    expect(ack).toMatchObject({ ok: true, currentBid: 102_000, minManualBid: 103_000, seq: 3 });
    if (ack.ok) expect(ack.bid).toMatchObject({ seq: 2, amount: 101_000, isAutoBid: false });
    await client.until((c) => c.feed.status?.seq === 3);
    // The rival is never told that the other bids were the proxy's (auto-flag-privacy.test.ts).
    expect(client.feed.status?.recentBids.map((b) => [b.amount, b.isAutoBid])).toEqual([
      [102_000, undefined],
      [101_000, undefined],
      [100_000, undefined],
    ]);
    expect(client.feed.status?.currentBidder?.id).not.toBe(client.feed.status?.you.bidderId);

    // Beyond the maximum the proxy stops and is used up.
    expect((await client.bid(110_000)).ok).toBe(true);
    expect((await ledger(auction)).slice(-1)).toEqual([
      { amount: 110_000, bidderId: rival.id, isAuto: false },
    ]);
    expect((await settings(proxy, auction)).json().data).toEqual({
      auctionId: auction,
      enabled: false,
      maxAmount: 110_000,
      increment: 1000,
      state: 'exhausted',
    });
    client.close();
  });

  it('settles two proxies in one step: the higher maximum leads at the lower maximum plus its increment', async () => {
    const auction = await newAuction();
    const [strong, weak] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(strong, auction, 150_000, 1000);
    expect(await activate(weak, auction, 130_000, 2000)).toMatchObject({ state: 'exhausted' });
    expect(await ledger(auction)).toEqual([
      { amount: 100_000, bidderId: strong.id, isAuto: true },
      { amount: 130_000, bidderId: weak.id, isAuto: true },
      { amount: 131_000, bidderId: strong.id, isAuto: true },
    ]);
    // A manual bid above both: the strong proxy answers with its own increment.
    const outsider = await createBidder(ctx.app, clock, [auction]);
    const committed = await manual(outsider, auction, 140_000);
    expect(committed.currentBid).toBe(141_000);
    expect(committed.leaderId).toBe(strong.id);
  });

  it('caps the leading proxy at its own maximum', async () => {
    const auction = await newAuction();
    const [strong, weak] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(strong, auction, 130_500, 1000);
    await activate(weak, auction, 130_000, 1000);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    expect(row).toMatchObject({ currentBid: 130_500, currentBidderId: strong.id });
  });

  it('gives equal maximums to the earlier proxy', async () => {
    const auction = await newAuction();
    const [early, late] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(early, auction, 140_000);
    expect(await activate(late, auction, 140_000)).toMatchObject({ state: 'exhausted' });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    expect(row).toMatchObject({ currentBid: 140_000, currentBidderId: early.id });
    expect((await ledger(auction)).slice(-2)).toEqual([
      { amount: 139_000, bidderId: late.id, isAuto: true },
      { amount: 140_000, bidderId: early.id, isAuto: true },
    ]);
  });

  it('does not bid for a proxy whose owner already leads', async () => {
    const auction = await newAuction();
    const leader = await createBidder(ctx.app, clock, [auction]);
    await manual(leader, auction, 100_000);
    expect(await activate(leader, auction, 120_000)).toMatchObject({ state: 'active' });
    expect(await ledger(auction)).toHaveLength(1);
    expect((await info(leader, auction)).json()).toEqual({
      success: true,
      data: { minAutoBidAmount: 101_000, minManualBid: 101_000 },
    });
  });

  it('is one use only and cannot be disabled, with the product’s messages', async () => {
    const auction = await newAuction();
    const [owner, rival] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    const off = await save(owner, { auctionId: auction, enabled: false, maxAmount: 120_000 });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { enabled: expect.any(String) } });

    await activate(owner, auction, 120_000);
    const disable = await save(owner, { auctionId: auction, enabled: false, maxAmount: 120_000 });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toMatchObject({
      success: false,
      code: 'AUTO_BID_CANNOT_DISABLE',
      error: 'Auto-bidding cannot be disabled once activated',
    });
    const again = await save(owner, { auctionId: auction, enabled: true, maxAmount: 125_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'AUTO_BID_ALREADY_USED',
      error: 'Auto-bidding has already been used for this auction',
    });
    // Used up by a higher bid, it still cannot be set up again.
    await manual(rival, auction, 130_000);
    expect((await settings(owner, auction)).json().data.state).toBe('exhausted');
    const reuse = await save(owner, { auctionId: auction, enabled: true, maxAmount: 200_000 });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error).toBe('Auto-bidding has already been used for this auction');
    const rows = await ctx.app.db
      .select()
      .from(autoBids)
      .where(and(eq(autoBids.userId, owner.id), eq(autoBids.propertyId, auction)));
    expect(rows).toHaveLength(1);
  });

  it("takes the property's bid increment as the least and the default auto-bid increment", async () => {
    const auction = await insertAuction(ctx.app.db, {
      startAt: START,
      endAt: END,
      reserve: RESERVE,
      increment: 10_000,
    });
    const [owner, other, rival] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    expect((await settings(owner, auction)).json().data.increment).toBe(10_000);
    const belowProperty = await save(owner, {
      auctionId: auction,
      enabled: true,
      maxAmount: 200_000,
      increment: 5000,
    });
    expect(belowProperty.statusCode).toBe(400);
    expect(belowProperty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: "Auto-bid increment must be at least ₹10,000, this auction's bid increment",
      fields: { increment: "Auto-bid increment must be at least ₹10,000, this auction's bid increment" },
    });
    expect(await ledger(auction)).toEqual([]);
    // Left out, the increment is the property's: the proxy answers a rival by ₹10,000.
    const saved = await save(owner, { auctionId: auction, enabled: true, maxAmount: 200_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.increment).toBe(10_000);
    await manual(rival, auction, 110_000);
    expect((await ledger(auction)).map((b) => b.amount)).toEqual([100_000, 110_000, 120_000]);
    // Exactly the property's increment is accepted.
    const atProperty = await save(other, {
      auctionId: auction,
      enabled: true,
      maxAmount: 300_000,
      increment: 10_000,
    });
    expect(atProperty.statusCode, atProperty.body).toBe(200);
  });

  it('checks the maximum against the live state and the window', async () => {
    const auction = await newAuction();
    const [owner, rival] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await manual(rival, auction, 120_000);
    const atCurrent = await save(owner, { auctionId: auction, enabled: true, maxAmount: 120_000 });
    expect(atCurrent.statusCode).toBe(400);
    expect(atCurrent.json()).toMatchObject({
      error: 'Please enter a maximum bid amount higher than the current bid',
      fields: { maxAmount: 'Please enter a maximum bid amount higher than the current bid' },
    });
    const belowMinimum = await save(owner, { auctionId: auction, enabled: true, maxAmount: 120_500 });
    expect(belowMinimum.statusCode).toBe(400);
    expect(belowMinimum.json()).toMatchObject({
      error: 'AutoBid limit reached, Please entered different amount',
      fields: { maxAmount: 'AutoBid limit reached, Please entered different amount' },
    });
    const smallStep = await save(owner, {
      auctionId: auction,
      enabled: true,
      maxAmount: 150_000,
      increment: 500,
    });
    expect(smallStep.statusCode).toBe(400);
    expect(smallStep.json().fields).toEqual({
      increment: "Auto-bid increment must be at least ₹1,000, this auction's bid increment",
    });
    const fraction = await save(owner, { auctionId: auction, enabled: true, maxAmount: 150_000.5 });
    expect(fraction.json().fields).toEqual({ maxAmount: 'Bid amount must be a whole number of rupees' });

    clock.set(new Date(START.getTime() - 1000));
    const early = await save(owner, { auctionId: auction, enabled: true, maxAmount: 150_000 });
    expect([early.statusCode, early.json().code, early.json().error]).toEqual([
      409,
      'AUCTION_NOT_STARTED',
      'The auction has not started yet',
    ]);
    clock.set(END);
    const late = await save(owner, { auctionId: auction, enabled: true, maxAmount: 150_000 });
    expect([late.statusCode, late.json().code, late.json().error]).toEqual([
      409,
      'AUCTION_ENDED',
      'The auction has ended; no more bids are accepted',
    ]);
    clock.set('2026-09-01T06:00:00Z');
    // Nothing was stored by any refusal.
    expect((await settings(owner, auction)).json().data.state).toBe('none');
  });

  it('lets only approved bidders in: 401, 403 and 404 as for the rest of the API', async () => {
    const auction = await newAuction();
    const pending = await createBidder(ctx.app, clock, [auction], { status: 'pending' });
    const stranger = await createBidder(ctx.app, clock, []);
    const admin = await createBidder(ctx.app, clock, [], { role: 'admin' });
    const body = { auctionId: auction, enabled: true, maxAmount: 150_000 };

    for (const path of [`/api/auto-bidding/info/${auction}`, `/api/auto-bidding/settings/${auction}`]) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
    expect((await save(null, body)).statusCode).toBe(401);

    for (const who of [pending, stranger]) {
      for (const res of [await info(who, auction), await settings(who, auction), await save(who, body)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'NO_AUCTION_ACCESS',
          error: 'You do not have access to this auction',
        });
      }
    }
    // Administrators watch (they may read the minimum) but do not bid.
    expect((await info(admin, auction)).statusCode).toBe(200);
    expect((await save(admin, body)).statusCode).toBe(403);

    const approved = await createBidder(ctx.app, clock, [auction]);
    for (const res of [
      await info(approved, UNKNOWN),
      await settings(approved, UNKNOWN),
      await save(approved, { ...body, auctionId: UNKNOWN }),
      await info(approved, 'not-an-id'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND', error: 'Property not found' });
    }
    expect(await ledger(auction)).toEqual([]);
  });

  it("never shows one bidder another's auto-bid", async () => {
    const auction = await newAuction();
    const [owner, other] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(owner, auction, 180_000);
    const res = await settings(other, auction);
    expect(res.json().data).toMatchObject({ state: 'none', maxAmount: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
