import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaceBidAck } from '@eauction/shared';
import { bids } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import {
  AuctionClient,
  connectSocket,
  createBidder,
  insertAuction,
  listen,
  type ClientSocket,
} from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { MAX_CONNECTIONS_PER_USER } from './user-budgets';

const START = new Date('2026-10-06T04:30:00Z');
const END = new Date('2026-10-06T11:30:00Z');
const RATE = 20;

describe.each(TEST_DATABASES)('live-auction limits per user on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-10-06T06:00:00Z');
  let url = '';
  let auction = '';
  const sockets: ClientSocket[] = [];
  const clients: AuctionClient[] = [];

  beforeAll(async () => {
    // A known bid budget: 20 a second, bursts of 40.
    ctx = await createTestApp(kind, { clock, env: { BID_RATE_LIMIT_PER_SECOND: String(RATE) } });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END });
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const c of clients) c.close();
    await ctx?.close();
  });

  /** A connected socket, or the message it was refused with. */
  const attempt = (token: string) =>
    connectSocket(url, token).then(
      (socket) => {
        sockets.push(socket);
        return socket;
      },
      (error: Error) => error.message,
    );

  it('refuses a connection beyond the cap of one user, with a clear message, while others connect', async () => {
    const user = await createBidder(ctx.app, clock, [auction]);
    // Opened all at once, as a script would: the handshakes are in flight together.
    const results = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS_PER_USER + 5 }, () => attempt(user.token)),
    );
    const connected = results.filter((r): r is ClientSocket => typeof r !== 'string');
    expect(connected).toHaveLength(MAX_CONNECTIONS_PER_USER);
    expect(results.filter((r) => typeof r === 'string')).toEqual(
      Array.from(
        { length: 5 },
        () =>
          'The live auction is open in too many tabs or devices of your account. Please close some and try again.',
      ),
    );
    expect(await attempt(user.token)).toBe(
      'The live auction is open in too many tabs or devices of your account. Please close some and try again.',
    );

    const other = await createBidder(ctx.app, clock, [auction]);
    expect(typeof (await attempt(other.token))).not.toBe('string');

    // A closed connection gives its place back, once the server has seen it close.
    connected[0]?.disconnect();
    let again = await attempt(user.token);
    for (let tries = 1; tries < 100 && typeof again === 'string'; tries++) again = await attempt(user.token);
    expect(typeof again).not.toBe('string');
  });

  it("shares one bid budget between all of a user's connections", async () => {
    const user = await createBidder(ctx.app, clock, [auction]);
    const a = await AuctionClient.connect(url, user.token, auction);
    const b = await AuctionClient.connect(url, user.token, auction);
    clients.push(a, b);
    const stored = async () =>
      (
        await ctx.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bids)
          .where(eq(bids.propertyId, auction))
      )[0]?.n;
    const before = await stored();
    // 30 unreadable bids on each connection: each alone is within a burst (40), together they are not.
    const acks: PlaceBidAck[] = await Promise.all(
      Array.from({ length: 30 }, () => [a.bid('flood'), b.bid('flood')]).flat(),
    );
    const limited = acks.filter((ack) => !ack.ok && ack.code === 'RATE_LIMITED');
    // Twice the rate gets through to validation, plus what refills while the burst is answered.
    expect(limited.length).toBeGreaterThanOrEqual(60 - 2 * RATE - 10);
    expect(limited[0]).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      error: 'You are bidding too fast. Please wait a moment and try again.',
    });
    expect(await stored()).toBe(before);
  });
});
