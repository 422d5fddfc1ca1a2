import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BidHistoryResponseSchema,
  OUTBID_MAIL_INTERVAL_MINUTES,
  type BidHistoryEntry,
} from '@eauction/shared';
import { mailQueue, properties, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, mailsTo } from '../../testing/accounts';
import { createBidder, insertAuction, type Bidder } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { placeBid } from './place-bid';

const MINUTE = 60_000;
const START = new Date('2026-11-02T04:30:00Z');
const END = new Date('2026-11-02T11:30:00Z');

describe.each(TEST_DATABASES)('bidding history and outbid mail on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-02T05:00:00Z');

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, env: { PUBLIC_URL: 'https://enilami.example' } });
  });
  afterAll(async () => ctx?.close());

  /** A bid through the engine as the socket handler runs it (broadcast, mail, cache). */
  const bid = (who: Bidder, auctionId: string, amount: number) =>
    ctx.app.bidding.run(
      auctionId,
      (reservation) =>
        placeBid(ctx.app.bidding.deps, { id: who.id, tokenVersion: 0 }, auctionId, amount, reservation),
      (c) => c,
    );
  const history = async (who: Bidder) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/bidding-history',
      headers: bearer(who.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return BidHistoryResponseSchema.parse(res.json()).data;
  };
  /** Outbid notices are queued after the bid; wait for them, then deliver the queue to the outbox. */
  const deliver = async () => {
    await ctx.app.bidding.settled();
    await ctx.app.mailer.drain();
  };

  it("lists the caller's own bids, newest first, with the product's entry shape and states", async () => {
    const live = await insertAuction(ctx.app.db, {
      startAt: START,
      endAt: END,
      reserve: 200_000,
      city: 'Udaipur',
    });
    const ended = await insertAuction(ctx.app.db, {
      startAt: new Date(START.getTime() - 48 * 60 * MINUTE),
      endAt: new Date(END.getTime() - 48 * 60 * MINUTE),
      reserve: 50_000,
    });
    const [me, rival] = [
      await createBidder(ctx.app, clock, [live, ended]),
      await createBidder(ctx.app, clock, [live, ended]),
    ];

    clock.set(new Date(END.getTime() - 50 * 60 * MINUTE));
    await bid(me, ended, 50_000);
    await bid(rival, ended, 51_000);
    await bid(me, ended, 52_000); // won once the auction is over
    clock.set('2026-11-02T06:00:00Z');
    await bid(me, live, 200_000);
    clock.advance(MINUTE);
    await bid(rival, live, 201_000);
    clock.advance(MINUTE);
    await bid(me, live, 202_000); // leading while the auction runs
    clock.advance(MINUTE);
    await bid(rival, live, 203_000);

    const mine = await history(me);
    expect(mine.map((e) => [e.amount, e.isWinningBid, e.auctionActive])).toEqual([
      [202_000, false, true],
      [200_000, false, true],
      [52_000, true, false],
      [50_000, false, false],
    ]);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, live));
    expect(mine[0]).toEqual<BidHistoryEntry>({
      _id: expect.any(String) as string,
      property: {
        _id: live,
        customerName: row!.customerName,
        propertyType: 'RESIDENTIAL FLAT',
        propertyLocation: 'Udaipur',
        State: 'Maharashtra',
        loanAccountNo: 'LN0001',
        auctionDate: '2026-11-02',
      },
      amount: 202_000,
      isAutoBid: false,
      timestamp: '2026-11-02T06:02:00.000Z',
      isWinningBid: false,
      auctionActive: true,
    });
    // The rival sees only their own bids; the leading one is winning.
    const theirs = await history(rival);
    expect(theirs.map((e) => [e.amount, e.isWinningBid])).toEqual([
      [203_000, true],
      [201_000, false],
      [51_000, false],
    ]);
    expect(JSON.stringify(theirs)).not.toContain(me.id);

    const nobody = await createBidder(ctx.app, clock, []);
    expect(await history(nobody)).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/auth/bidding-history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mails the bidder who lost the lead, at most once per auction every ten minutes', async () => {
    clock.set('2026-11-02T07:00:00Z');
    const auction = await insertAuction(ctx.app.db, {
      startAt: START,
      endAt: END,
      reserve: 1_000_000,
      city: 'Jaipur',
    });
    const [first, second] = [
      await createBidder(ctx.app, clock, [auction]),
      await createBidder(ctx.app, clock, [auction]),
    ];
    await ctx.app.db.update(users).set({ firstName: 'Meera' }).where(eq(users.id, first.id));

    await bid(first, auction, 1_000_000);
    await bid(second, auction, 1_234_000);
    await deliver();
    const mails = mailsTo(ctx.dataDir, first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have been outbid: Residential Flat - M/s Test Traders');
    expect(mails[0]?.body).toContain('Dear Meera,');
    expect(mails[0]?.body).toContain('The highest bid is now ₹12,34,000.');
    expect(mails[0]?.body).toContain(`https://enilami.example/property/${auction}/live-auction`);
    // The new leader is not mailed, and never learns who they outbid.
    expect(mailsTo(ctx.dataDir, second.email)).toHaveLength(0);
    expect(mails[0]?.body).not.toContain(second.email);

    // Outbid again within ten minutes: no second mail.
    clock.advance((OUTBID_MAIL_INTERVAL_MINUTES - 1) * MINUTE);
    await bid(first, auction, 1_300_000);
    await bid(second, auction, 1_301_000);
    await deliver();
    expect(mailsTo(ctx.dataDir, first.email)).toHaveLength(1);
    // The second bidder lost the lead once: one mail for them.
    expect(mailsTo(ctx.dataDir, second.email)).toHaveLength(1);

    // Ten minutes after the last notice, the next outbid is mailed again.
    clock.advance(MINUTE);
    await bid(first, auction, 1_400_000);
    await bid(second, auction, 1_401_000);
    await deliver();
    expect(mailsTo(ctx.dataDir, first.email)).toHaveLength(2);
    expect(mailsTo(ctx.dataDir, first.email)[1]?.body).toContain('₹14,01,000');
    const queued = await ctx.app.db.select().from(mailQueue);
    expect(queued.every((m) => m.status === 'sent')).toBe(true);
  });
});
