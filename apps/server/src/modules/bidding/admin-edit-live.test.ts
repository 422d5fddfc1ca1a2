import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant, type AuctionStatus } from '@eauction/shared';
import { properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const START = new Date('2026-08-01T04:30:00Z'); // 10:00 IST
const END = new Date('2026-08-01T11:30:00Z'); // 17:00 IST

const statuses = (client: AuctionClient) =>
  client.received.filter((r) => r.event === 'auction-status').map((r) => r.payload as AuctionStatus);

describe.each(TEST_DATABASES)('an administrator edits a live auction on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock(new Date(START.getTime() + 60_000));
  let auction = '';
  let adminToken = '';
  let bidder: AuctionClient;
  let admin: AuctionClient;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 500_000 });
    const adminUser = await createUser(ctx.database.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: adminUser.id, role: 'admin' });
    const url = await listen(ctx.app);
    bidder = await AuctionClient.connect(url, (await createBidder(ctx.app, clock, [auction])).token, auction);
    admin = await AuctionClient.connect(url, adminToken, auction);
  });
  afterAll(async () => {
    bidder?.close();
    admin?.close();
    await ctx?.close();
  });

  it('sends everyone watching a fresh auction-status with the new end and minimum, each as themselves', async () => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    const before = statuses(bidder).length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/auctions/${auction}`,
      headers: bearer(adminToken),
      payload: { version: row?.version, auctionEndTime: '16:30', reservePrice: 600_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const newEnd = istInstant('2026-08-01', '16:30').toISOString();
    for (const client of [bidder, admin]) {
      await client.until((c) => c.feed.status?.auctionEndTime === newEnd);
      expect(client.feed.status).toMatchObject({ reservePrice: 600_000, minManualBid: 600_000 });
    }
    const fresh = statuses(bidder).slice(before);
    expect(fresh).toHaveLength(1);
    // Each viewer keeps their own identity in the status.
    expect(bidder.feed.status?.you.isAdmin).toBe(false);
    expect(admin.feed.status?.you.isAdmin).toBe(true);
    expect(bidder.feed.status?.you.bidderId).not.toBe(admin.feed.status?.you.bidderId);
  });
});
