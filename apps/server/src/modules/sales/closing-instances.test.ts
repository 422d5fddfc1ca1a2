import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '@eauction/shared';
import { auditLog, mailQueue, saleEvents, sales } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { auctionWithBids, createOfficer, officerCall, type EndedAuction } from '../../testing/sales';
import { createTestCluster, type TestCluster } from '../../testing/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();

const AUCTIONS = 12;
const ROUNDS = 15;

/*
 * Exactly once across instances (docs/product.md, "Closing"; decision 037): two instances, each with
 * its own connection pool on one PostgreSQL database, run the job over and over at the same moment.
 * Every auction is closed once, with one sale, one timeline entry, one audit row and one set of mails,
 * and each reminder goes out once.
 */
describe.runIf(Boolean(databaseUrl))('closing with two instances on one PostgreSQL', () => {
  let cluster: TestCluster;
  const clock = new ManualClock('2026-09-01T06:00:00Z');
  const auctions: EndedAuction[] = [];

  beforeAll(async () => {
    cluster = await createTestCluster(2, { clock });
    const [first] = cluster.apps;
    if (!first) throw new Error('no instance');
    for (let i = 0; i < AUCTIONS; i++) {
      // Every auction ends at the same moment; some without bids.
      const amounts = i % 4 === 3 ? [] : [1_000_000, 1_010_000, 1_020_000];
      auctions.push(await auctionWithBids(first, { date: '2026-09-02', bidders: 3, amounts }));
    }
  });
  afterAll(async () => cluster?.close());

  /** Every instance runs the job ROUNDS times, all at once. */
  const race = async () => {
    const runs = cluster.apps.flatMap((app) =>
      Array.from({ length: ROUNDS }, () => app.saleWorker.runOnce()),
    );
    return Promise.all(runs);
  };

  it('closes every auction once, whichever instance gets there first', async () => {
    const db = cluster.database.db;
    clock.set(istInstant('2026-09-02', '17:00'));
    const results = await race();
    expect(results.reduce((total, r) => total + r.closed, 0)).toBe(AUCTIONS);

    const ids = auctions.map((a) => a.propertyId);
    const [saleCount] = await db.select({ n: count() }).from(sales).where(inArray(sales.propertyId, ids));
    expect(saleCount?.n).toBe(AUCTIONS);
    const [eventCount] = await db
      .select({ n: count() })
      .from(saleEvents)
      .where(inArray(saleEvents.propertyId, ids));
    expect(eventCount?.n).toBe(AUCTIONS);
    const [auditCount] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'sale.closed'));
    expect(auditCount?.n).toBe(AUCTIONS);

    // One mail per registrant of each auction: the winner's or the "auction ended" one.
    for (const auction of auctions) {
      for (const bidder of auction.bidders) {
        const [mails] = await db
          .select({ n: count() })
          .from(mailQueue)
          .where(eq(mailQueue.toAddress, bidder.email));
        expect(mails?.n).toBe(1);
      }
    }
  });

  it('sends each reminder once', async () => {
    const [first] = cluster.apps;
    if (!first) throw new Error('no instance');
    const officer = await createOfficer(first);
    const [sold] = auctions;
    if (!sold) throw new Error('no auction');
    // Confirmed on Thursday 3 September: the deposit is due Friday 4 September.
    clock.set(istInstant('2026-09-03', '11:00'));
    expect((await officerCall(first, clock, officer, 'POST', `${sold.propertyId}/confirm`)).statusCode).toBe(
      200,
    );

    clock.set(istInstant('2026-09-04', '09:00'));
    const results = await race();
    expect(results.reduce((total, r) => total + r.reminded, 0)).toBe(1);
    const [reminders] = await cluster.database.db
      .select({ n: count() })
      .from(mailQueue)
      .where(like(mailQueue.subject, 'Reminder:%'));
    expect(reminders?.n).toBe(1);
  });
});
