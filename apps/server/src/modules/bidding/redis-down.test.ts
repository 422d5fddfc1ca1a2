import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { AuctionClient, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('with REDIS_URL set but Redis unreachable', () => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-12-05T06:00:00Z');
  let url = '';
  let auction = '';

  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    ctx = await createTestApp('pglite', { clock, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    auction = await insertAuction(ctx.app.db, {
      startAt: new Date('2026-12-05T04:30:00Z'),
      endAt: new Date('2026-12-05T11:30:00Z'),
    });
    url = await listen(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it('starts, takes bids and serves its own sockets; it never crashes', async () => {
    expect(await ctx.app.bidding.ready(100)).toBe(false);
    const [a, b] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    const first = await AuctionClient.connect(url, a.token, auction);
    const second = await AuctionClient.connect(url, b.token, auction);
    expect((await first.bid(100_000)).ok).toBe(true);
    expect((await second.bid(101_000)).ok).toBe(true);
    await first.until((c) => c.feed.status?.seq === 2 && c.feed.status.currentBid === 101_000);
    // Participants are counted on this instance when the others cannot be asked.
    await second.until((c) => c.feed.status?.participants === 2);
    first.close();
    second.close();
  });

  it('stays ready for the load balancer, reporting the fan-out as degraded', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'degraded', database: 'up', redis: 'down' },
    });
  });
});
