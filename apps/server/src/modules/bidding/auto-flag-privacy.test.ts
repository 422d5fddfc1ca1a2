import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionStatus, BidUpdate, BidView } from '@eauction/shared';
import { ManualClock } from '../../platform/clock';
import { bearer } from '../../testing/accounts';
import { AuctionClient, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

const START = new Date('2026-09-01T04:30:00Z');
const END = new Date('2026-09-01T11:30:00Z');

const updatesOf = (client: AuctionClient): BidUpdate[] =>
  client.received.flatMap((r) => (r.event === 'bid-update' ? [r.payload] : []));
const statusesOf = (client: AuctionClient): AuctionStatus[] =>
  client.received.flatMap((r) => (r.event === 'auction-status' ? [r.payload] : []));
/** Every bid a client was sent, in updates and in full states. */
const bidsSeenBy = (client: AuctionClient): BidView[] => [
  ...updatesOf(client).flatMap((u) => u.recentBids),
  ...statusesOf(client).flatMap((s) => s.recentBids),
];
const flagOf = (bid: BidView | undefined) => (bid && 'isAutoBid' in bid ? bid.isAutoBid : 'absent');

/*
 * Rivals never learn that a bid was placed by an auto-bid: the owner of the proxy and administrators
 * see the flag, over real sockets, in `bid-update` and in `auction-status` alike.
 */
describe.each(TEST_DATABASES)('the auto flag of a bid, over real sockets, on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-09-01T06:00:00Z');
  let url = '';
  const clients: AuctionClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ctx?.close();
  });

  it("is told to the proxy's owner and to administrators, never to a rival", async () => {
    const auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 100_000 });
    const owner = await createBidder(ctx.app, clock, [auction]);
    const rival = await createBidder(ctx.app, clock, [auction]);
    const admin = await createBidder(ctx.app, clock, [], { role: 'admin' });
    const [ownerClient, rivalClient, adminClient] = await Promise.all([
      AuctionClient.connect(url, owner.token, auction),
      AuctionClient.connect(url, rival.token, auction),
      AuctionClient.connect(url, admin.token, auction),
    ]);
    clients.push(ownerClient, rivalClient, adminClient);

    // The owner's proxy bids the reserve at once; the rival's manual bid is answered by it.
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/auto-bidding/settings',
      headers: bearer(owner.token),
      payload: { auctionId: auction, enabled: true, maxAmount: 200_000, increment: 1000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await rivalClient.until((c) => c.feed.status?.seq === 1);
    const rivalBid = await rivalClient.bid(110_000);
    expect(rivalBid.ok).toBe(true);
    for (const client of [ownerClient, rivalClient, adminClient]) {
      await client.until((c) => c.feed.status?.seq === 3);
    }
    // And once more in full, as after a reconnection.
    for (const client of [ownerClient, rivalClient, adminClient]) {
      const ack = await client.join();
      expect(ack.ok).toBe(true);
    }

    const ownerAlias = ownerClient.feed.status?.you.bidderId;
    const rivalAlias = rivalClient.feed.status?.you.bidderId;
    expect(ownerClient.feed.status?.recentBids.map((b) => [b.amount, b.bidderId])).toEqual([
      [111_000, ownerAlias],
      [110_000, rivalAlias],
      [100_000, ownerAlias],
    ]);

    // The rival: no bid they were sent carries the flag.
    expect(bidsSeenBy(rivalClient).length).toBeGreaterThan(0);
    expect(bidsSeenBy(rivalClient).filter((b) => 'isAutoBid' in b && b.bidderId !== rivalAlias)).toEqual([]);
    expect(rivalClient.feed.status?.recentBids.map(flagOf)).toEqual(['absent', false, 'absent']);

    // The owner: their own auto bids marked, the rival's bid not described.
    expect(ownerClient.feed.status?.recentBids.map(flagOf)).toEqual([true, 'absent', true]);
    const ownerUpdates = updatesOf(ownerClient).flatMap((u) => u.recentBids);
    expect(ownerUpdates.map((b) => [b.amount, flagOf(b)])).toEqual(
      expect.arrayContaining([
        [100_000, true],
        [111_000, true],
        [110_000, 'absent'],
      ]),
    );

    // The administrator: every bid marked, manual or auto.
    expect(adminClient.feed.status?.recentBids.map(flagOf)).toEqual([true, false, true]);
    const adminUpdates = updatesOf(adminClient).flatMap((u) => u.recentBids);
    expect(adminUpdates.map((b) => [b.amount, flagOf(b)])).toEqual(
      expect.arrayContaining([
        [100_000, true],
        [110_000, false],
        [111_000, true],
      ]),
    );

    // Each client got each update once: the room's copy and the owner's or admins' never both.
    for (const client of [ownerClient, rivalClient, adminClient]) {
      const seqs = updatesOf(client).map((u) => u.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
    }
  });
});
