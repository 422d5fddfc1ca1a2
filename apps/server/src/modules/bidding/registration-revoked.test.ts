import { readFileSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AutoBidSettings } from '@eauction/shared';
import { autoBids, bids, properties, registrations } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen, type Bidder } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { placeBid } from './place-bid';

const START = new Date('2026-09-02T04:30:00Z');
const END = new Date('2026-09-02T11:30:00Z');
const RESERVE = 100_000;

describe.each(TEST_DATABASES)('a registration that leaves approved, on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-09-02T06:00:00Z');
  let url = '';
  let adminToken = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    url = await listen(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newAuction = () => insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: RESERVE });
  const activate = async (who: Bidder, auctionId: string, maxAmount: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      headers: bearer(who.token),
      payload: { auctionId, enabled: true, maxAmount, increment: 1000 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStatus = async (who: Bidder, auctionId: string, status: 'pending' | 'approved' | 'rejected') => {
    const [registration] = await ctx.app.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.userId, who.id), eq(registrations.propertyId, auctionId)));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${registration?.id}/status`,
      headers: bearer(adminToken),
      payload: status === 'rejected' ? { status, reason: 'Documents do not match' } : { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ledger = (auctionId: string) =>
    ctx.app.db
      .select({ amount: bids.amount, bidderId: bids.bidderId, isAuto: bids.isAuto })
      .from(bids)
      .where(eq(bids.propertyId, auctionId))
      .orderBy(asc(bids.seq));
  const auctionRow = async (auctionId: string) => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auctionId));
    return row;
  };
  const proxyOf = async (who: Bidder, auctionId: string) => {
    const [row] = await ctx.app.db
      .select()
      .from(autoBids)
      .where(and(eq(autoBids.userId, who.id), eq(autoBids.propertyId, auctionId)));
    return row;
  };

  it.each(['rejected', 'pending'] as const)(
    'retires the auto-bid of a bidder set to %s at once: it bids no more and the rival leads',
    async (status) => {
      const auction = await newAuction();
      const a = await createBidder(ctx.app, clock, [auction]);
      const b = await createBidder(ctx.app, clock, [auction]);
      await activate(a, auction, 300_000);
      expect((await auctionRow(auction))?.activeAutoBids).toBe(1);

      await setStatus(a, auction, status);
      expect((await proxyOf(a, auction))?.exhaustedAt).not.toBeNull();
      // No proxy stands any more: the next bid is answered by nobody.
      expect((await auctionRow(auction))?.activeAutoBids).toBe(0);

      const committed = await placeBid(ctx.app.bidding.deps, { id: b.id, tokenVersion: 0 }, auction, 101_000);
      expect(committed).toMatchObject({ currentBid: 101_000, leaderId: b.id, bids: [{ amount: 101_000 }] });
      expect(await ledger(auction)).toEqual([
        { amount: RESERVE, bidderId: a.id, isAuto: true },
        { amount: 101_000, bidderId: b.id, isAuto: false },
      ]);
      expect(await auctionRow(auction)).toMatchObject({ currentBid: 101_000, currentBidderId: b.id });

      // Approved again, the bidder finds the proxy used up (one use per auction).
      await setStatus(a, auction, 'approved');
      const res = await ctx.app.inject({
        url: `/api/auto-bidding/settings/${auction}`,
        headers: bearer(a.token),
      });
      expect(res.json<{ data: AutoBidSettings }>().data).toMatchObject({
        enabled: false,
        state: 'exhausted',
      });
      expect((await auctionRow(auction))?.activeAutoBids).toBe(0);
    },
  );

  it("leaves the other bidders' proxies standing and answering", async () => {
    const auction = await newAuction();
    const [a, c, b] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(a, auction, 300_000);
    await setStatus(a, auction, 'rejected');
    await activate(c, auction, 200_000);
    expect((await auctionRow(auction))?.activeAutoBids).toBe(1);
    const committed = await placeBid(ctx.app.bidding.deps, { id: b.id, tokenVersion: 0 }, auction, 150_000);
    expect(committed).toMatchObject({ currentBid: 151_000, leaderId: c.id });
    expect(await ledger(auction)).toEqual([
      { amount: RESERVE, bidderId: a.id, isAuto: true },
      { amount: 101_000, bidderId: c.id, isAuto: true },
      { amount: 150_000, bidderId: b.id, isAuto: false },
      { amount: 151_000, bidderId: c.id, isAuto: true },
    ]);
  });

  it('never lets a proxy bid for an owner whose registration is not approved', async () => {
    // A proxy left standing beside a registration that is no longer approved (written straight to the
    // tables, as a database changed before the status change retired proxies would hold it).
    const auction = await newAuction();
    const [a, b] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await activate(a, auction, 300_000);
    await ctx.app.db
      .update(registrations)
      .set({ status: 'rejected' })
      .where(and(eq(registrations.userId, a.id), eq(registrations.propertyId, auction)));
    const committed = await placeBid(ctx.app.bidding.deps, { id: b.id, tokenVersion: 0 }, auction, 101_000);
    expect(committed).toMatchObject({ currentBid: 101_000, leaderId: b.id });
    expect((await ledger(auction)).at(-1)).toEqual({ amount: 101_000, bidderId: b.id, isAuto: false });
  });

  it('retires, when migrating an older database, the proxies left standing by owners no longer approved', async () => {
    // The state a database held before status changes retired proxies: a standing proxy, counted,
    // beside a registration that was rejected; and, in another auction, one whose owner is approved.
    const [stale, kept] = [await newAuction(), await newAuction()];
    const a = await createBidder(ctx.app, clock, [stale]);
    const c = await createBidder(ctx.app, clock, [kept]);
    await activate(a, stale, 300_000);
    await activate(c, kept, 200_000);
    await ctx.app.db
      .update(registrations)
      .set({ status: 'rejected' })
      .where(and(eq(registrations.userId, a.id), eq(registrations.propertyId, stale)));

    const migration = readFileSync(
      new URL('../../../drizzle/0006_retire_proxies_of_unapproved.sql', import.meta.url),
      'utf8',
    );
    await ctx.app.db.execute(sql.raw(migration));

    expect((await proxyOf(a, stale))?.exhaustedAt).not.toBeNull();
    expect((await auctionRow(stale))?.activeAutoBids).toBe(0);
    expect((await proxyOf(c, kept))?.exhaustedAt).toBeNull();
    expect((await auctionRow(kept))?.activeAutoBids).toBe(1);
  });

  it('takes a rejected bidder out of the live auction: no more updates, and told why', async () => {
    const auction = await newAuction();
    const [a, b] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    const rejected = await AuctionClient.connect(url, a.token, auction);
    const rival = await AuctionClient.connect(url, b.token, auction);
    try {
      expect((await rejected.bid(RESERVE)).ok).toBe(true);
      await rival.until((c) => c.feed.status?.seq === 1);

      await setStatus(a, auction, 'rejected');
      await rejected.until((c) => c.errors.includes('You do not have access to this auction'));

      expect((await rival.bid(RESERVE + 1000)).ok).toBe(true);
      await rival.until((c) => c.feed.status?.seq === 2);
      // Answered after the broadcast went out on this instance: had the update been sent to this
      // socket, it would have arrived first.
      expect(await rejected.join()).toMatchObject({ ok: false, code: 'NO_AUCTION_ACCESS' });
      expect(rejected.received.filter((r) => r.event === 'bid-update').map((r) => r.payload.seq)).toEqual([
        1,
      ]);
      expect(await rejected.bid(RESERVE + 5000)).toMatchObject({ ok: false });
    } finally {
      rejected.close();
      rival.close();
    }
  });
});
