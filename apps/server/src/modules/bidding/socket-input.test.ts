import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BID_AMOUNT, formatRupees, type PlaceBidAck } from '@eauction/shared';
import { bids, properties, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { textOf } from '../../platform/i18n';
import {
  AuctionClient,
  connectSocket,
  createBidder,
  insertAuction,
  listen,
  type Bidder,
} from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const START = new Date('2026-10-01T04:30:00Z');
const END = new Date('2026-10-01T11:30:00Z');
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

describe.each(TEST_DATABASES)('socket input and access on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-10-01T06:00:00Z');
  let url = '';
  let auction = '';
  let bidder: Bidder;
  let client: AuctionClient;
  const opened: AuctionClient[] = [];

  const storedBids = async () =>
    (
      await ctx.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bids)
        .where(eq(bids.propertyId, auction))
    )[0]?.n;

  beforeAll(async () => {
    // A known bid budget: 20 a second, bursts of 40.
    ctx = await createTestApp(kind, { clock, env: { BID_RATE_LIMIT_PER_SECOND: '20' } });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 100_000 });
    bidder = await createBidder(ctx.app, clock, [auction]);
    url = await listen(ctx.app);
    client = await AuctionClient.connect(url, bidder.token, auction);
    opened.push(client);
  });
  afterAll(async () => {
    for (const c of opened) c.close();
    await ctx?.close();
  });

  it('refuses connections without a valid, current session with the sign-in message', async () => {
    const refusedWith = (token: string | undefined) =>
      connectSocket(url, token).then(
        (socket) => {
          socket.close();
          return 'connected';
        },
        (error: Error) => error.message,
      );
    expect(await refusedWith(undefined)).toBe('Please log in to take part in the auction');
    expect(await refusedWith('not-a-token')).toBe('Please log in to take part in the auction');
    // Signed with someone else's key.
    const forged = await new SignJWT({ tv: 0, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(bidder.id)
      .setAudience('eauction:session')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-deployment-secret-0123456789abcdef'));
    expect(await refusedWith(forged)).toBe('Please log in to take part in the auction');
    // A token of a session ended everywhere (token version bumped).
    const revoked = await createBidder(ctx.app, clock, [auction]);
    await ctx.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, revoked.id));
    expect(await refusedWith(revoked.token)).toBe('Please log in to take part in the auction');
    expect(await refusedWith(bidder.token)).toBe('connected');
  });

  it('answers every malformed amount with a clear bid-error and stores nothing', async () => {
    const cases: [unknown, string][] = [
      ['150000', 'Please enter a valid bid amount'],
      [-150_000, 'Please enter a valid bid amount'],
      [0, 'Please enter a valid bid amount'],
      [150_000.5, 'Bid amount must be a whole number of rupees'],
      [Number.NaN, 'Please enter a valid bid amount'],
      [Number.POSITIVE_INFINITY, 'Please enter a valid bid amount'],
      [1e30, 'Bid amount cannot exceed ₹10,00,00,00,00,000'],
      [MAX_BID_AMOUNT + 1, 'Bid amount cannot exceed ₹10,00,00,00,00,000'],
      [undefined, 'Please enter a valid bid amount'],
      [{ amount: 150_000 }, 'Please enter a valid bid amount'],
    ];
    for (const [amount, message] of cases) {
      expect(await client.bid(amount), String(amount)).toMatchObject({
        ok: false,
        code: 'INVALID_AMOUNT',
        error: message,
      });
    }
    expect(client.errors.slice(-cases.length)).toEqual(cases.map(([, m]) => m));
    expect(await storedBids()).toBe(0);
    // The connection is still good.
    expect((await client.bid(100_000)).ok).toBe(true);
  });

  it('refuses unreadable payloads, unknown auctions and auctions not joined', async () => {
    const raw = (payload: unknown) =>
      client.socket.timeout(5000).emitWithAck('place-bid', payload as never) as Promise<PlaceBidAck>;
    const bad = { ok: false, code: 'BAD_REQUEST', error: 'The bid could not be read. Please try again.' };
    expect(await raw('150000')).toMatchObject(bad);
    expect(await raw(null)).toMatchObject(bad);
    expect(await raw([auction, 150_000])).toMatchObject(bad);
    expect(await raw({ bidAmount: 150_000 })).toMatchObject(bad);
    expect(await client.bid(150_000, 'no-such-auction')).toMatchObject({
      ok: false,
      code: 'UNKNOWN_AUCTION',
      error: 'Auction not found',
    });
    expect(await client.bid(150_000, UNKNOWN)).toMatchObject({
      ok: false,
      code: 'NOT_JOINED',
      error: 'Join the auction before bidding',
    });
    expect(await client.join(UNKNOWN)).toMatchObject({
      ok: false,
      code: 'UNKNOWN_AUCTION',
      error: 'Auction not found',
    });
    expect(
      await (client.socket.timeout(5000).emitWithAck('join-auction', 42 as never) as Promise<unknown>),
    ).toMatchObject(bad);

    // Joined one auction, bidding in another it may also enter: join first.
    const other = await insertAuction(ctx.app.db, { startAt: START, endAt: END });
    const both = await createBidder(ctx.app, clock, [auction, other]);
    const c = await AuctionClient.connect(url, both.token, auction);
    opened.push(c);
    expect(await c.bid(100_000, other)).toMatchObject({ code: 'NOT_JOINED' });
    expect((await c.join(other)).ok).toBe(true);
    expect((await c.bid(100_000, other)).ok).toBe(true);
    // Leaving stops both the updates and the bids.
    c.socket.emit('leave-auction', other);
    expect(await c.bid(101_000, other)).toMatchObject({ code: 'NOT_JOINED' });
  });

  it('does not crash on messages without an acknowledgement or of unknown kinds', async () => {
    client.socket.emit('place-bid', { auctionId: auction, bidAmount: 'lots' as never });
    client.socket.emit('auction-timer', { auctionId: auction, timeLeft: 'soon' } as never);
    (client.socket as unknown as { emit(e: string, ...a: unknown[]): void }).emit('drop-tables', 1, 2, 3);
    await client.until((c) => c.errors.at(-1) === 'Please enter a valid bid amount');
    expect(client.socket.connected).toBe(true);
    expect((await client.join()).ok).toBe(true);
  });

  it('acknowledges a message however many arguments came before the acknowledgement', async () => {
    // Socket.IO hands the acknowledgement over as the last argument: with no payload it is the first.
    const bare = client.socket as unknown as {
      timeout(ms: number): { emitWithAck(...a: unknown[]): Promise<unknown> };
    };
    const bad = { ok: false, code: 'BAD_REQUEST', error: 'The bid could not be read. Please try again.' };
    expect(await bare.timeout(5000).emitWithAck('join-auction')).toMatchObject(bad);
    expect(await bare.timeout(5000).emitWithAck('place-bid')).toMatchObject(bad);
    expect(await bare.timeout(5000).emitWithAck('join-auction', auction, 'extra', 3)).toMatchObject({
      ok: true,
    });
    expect(
      await bare.timeout(5000).emitWithAck('place-bid', { auctionId: auction, bidAmount: 'x' }, 'extra'),
    ).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' });
  });

  it('shows access denial with the product’s message, and lets administrators watch but not bid', async () => {
    const pending = await createBidder(ctx.app, clock, [auction], { status: 'pending' });
    const p = new AuctionClient(await connectSocket(url, pending.token), auction);
    opened.push(p);
    expect(await p.join()).toMatchObject({
      ok: false,
      code: 'NO_AUCTION_ACCESS',
      error: 'You do not have access to this auction',
    });
    expect(await p.bid(200_000)).toMatchObject({ code: 'NOT_JOINED' });

    const admin = await createBidder(ctx.app, clock, [], { role: 'admin' });
    const a = await AuctionClient.connect(url, admin.token, auction);
    opened.push(a);
    expect(a.feed.status?.you.isAdmin).toBe(true);
    expect(await a.bid(200_000)).toMatchObject({
      ok: false,
      code: 'NO_AUCTION_ACCESS',
      error: 'You do not have access to this auction',
    });
    // Unless they registered and were approved like any bidder.
    const registeredAdmin = await createBidder(ctx.app, clock, [auction], { role: 'admin' });
    const ra = await AuctionClient.connect(url, registeredAdmin.token, auction);
    opened.push(ra);
    expect((await ra.bid(200_000)).ok).toBe(true);
  });

  it('refuses the highest bidder raising their own bid, and a bid below the minimum', async () => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    const current = row?.currentBid ?? 0;
    const leader = await createBidder(ctx.app, clock, [auction]);
    const l = await AuctionClient.connect(url, leader.token, auction);
    opened.push(l);
    const minimum = formatRupees(current + 1000);
    const tooLow = await l.bid(current + 500);
    expect(tooLow).toMatchObject({
      ok: false,
      code: 'BID_TOO_LOW',
      error: `Your bid must be at least ${minimum}`,
    });
    // Its text's key and values come with it, in the acknowledgement and beside bid-error's text, so the
    // live room can say it in the bidder's language.
    const key = { error: { id: 'auction.bidding.bidBelowMinimum', values: { amount: minimum } } };
    expect(!tooLow.ok && tooLow.messages).toEqual(key);
    await l.until((c) => c.errors.length > 0);
    expect(l.refusals.at(-1)).toMatchObject({ code: 'BID_TOO_LOW', messages: key });
    expect(textOf(key.error, 'hi')).toBe(`आपकी बोली कम से कम ${minimum} होनी चाहिए`);
    expect((await l.bid(current + 1000)).ok).toBe(true);
    expect(await l.bid(current + 5000)).toMatchObject({
      ok: false,
      code: 'ALREADY_HIGHEST',
      error: 'You already hold the highest bid',
    });
  });

  it('rate-limits a flooding connection with a clear message, and recovers', async () => {
    const flooder = await createBidder(ctx.app, clock, [auction]);
    const f = await AuctionClient.connect(url, flooder.token, auction);
    opened.push(f);
    const before = await storedBids();
    const acks = await Promise.all(Array.from({ length: 100 }, () => f.bid('flood')));
    const limited = acks.filter((a) => !a.ok && a.code === 'RATE_LIMITED');
    // A burst of twice the rate gets through to validation; the rest is turned away.
    expect(limited.length).toBeGreaterThanOrEqual(100 - 40 - 10);
    expect(limited[0]).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      error: 'You are bidding too fast. Please wait a moment and try again.',
    });
    expect(f.errors).toContain('You are bidding too fast. Please wait a moment and try again.');
    expect(await storedBids()).toBe(before);
    // Other connections are not affected, and the budget refills.
    expect((await client.join()).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    expect((await f.bid((row?.currentBid ?? 0) + 1000)).ok).toBe(true);
  });

  it('ends the connection when the session is revoked while connected', async () => {
    const user = await createBidder(ctx.app, clock, [auction]);
    const c = await AuctionClient.connect(url, user.token, auction);
    opened.push(c);
    await ctx.app.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, user.id));
    expect(await c.bid(900_000)).toMatchObject({
      ok: false,
      code: 'UNAUTHORIZED',
      error: 'Please log in to take part in the auction',
    });
    await c.until((x) => !x.socket.connected);
  });
});
