import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_HISTORY_LIMIT, type PlaceBidAck } from '@eauction/shared';
import { bids, properties, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import {
  AuctionClient,
  createBidder,
  insertAuction,
  listen,
  sharedView,
  type Bidder,
} from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { saveAutoBidSettings } from './auto-bid';

const RESERVE = 500_000;
const BIDDERS = 20;
const BIDS_EACH = 10;

describe.each(TEST_DATABASES)('concurrent bidding on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-07-01T06:00:00Z');
  let url = '';
  let auction = '';
  let proxied = '';
  const bidders: Bidder[] = [];
  const clients: AuctionClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    auction = await insertAuction(ctx.app.db, {
      startAt: new Date('2026-07-01T05:00:00Z'),
      endAt: new Date('2026-07-01T12:00:00Z'),
      reserve: RESERVE,
    });
    proxied = await insertAuction(ctx.app.db, {
      startAt: new Date('2026-07-01T05:00:00Z'),
      endAt: new Date('2026-07-01T12:00:00Z'),
      reserve: RESERVE,
    });
    for (let i = 0; i < BIDDERS; i++) bidders.push(await createBidder(ctx.app, clock, [auction, proxied]));
    // Names that would stand out in any payload.
    await ctx.app.db
      .update(users)
      .set({ firstName: 'Zorawar', lastName: 'Kshatriyavanshi' })
      .where(
        inArray(
          users.id,
          bidders.map((b) => b.id),
        ),
      );
    url = await listen(ctx.app);
    for (const b of bidders) clients.push(await AuctionClient.connect(url, b.token, auction));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await ctx?.close();
  });

  it('keeps every acknowledged bid, in strictly increasing order, and every client converges on it', async () => {
    // 200 bids in 10 waves of 20 at once, at overlapping amounts: every bidder walks up the same
    // ladder, shifted. Each wave starts above anything the one before could reach, so whatever order
    // the server takes a wave in, its first bid is accepted and the rest race against it.
    const sent: { bidder: number; amount: number; ack: Promise<PlaceBidAck> }[] = [];
    const acks: PlaceBidAck[] = [];
    for (let round = 0; round < BIDS_EACH; round++) {
      const wave = clients.map((client, i) => {
        const amount = RESERVE + round * 50_000 + ((round * 7 + i * 3) % 40) * 1000;
        return { bidder: i, amount, ack: client.bid(amount) };
      });
      sent.push(...wave);
      acks.push(...(await Promise.all(wave.map((s) => s.ack))));
    }
    const accepted = acks.flatMap((ack, n) => (ack.ok ? [{ ...sent[n]!, ack }] : []));
    const refusedCodes = new Set(acks.flatMap((ack) => (ack.ok ? [] : [ack.code])));
    expect(accepted.length).toBeGreaterThanOrEqual(BIDS_EACH);
    expect([...refusedCodes].every((c) => c === 'BID_TOO_LOW' || c === 'ALREADY_HIGHEST')).toBe(true);

    const ledger = await ctx.app.db
      .select({ seq: bids.seq, amount: bids.amount, bidderId: bids.bidderId, isAuto: bids.isAuto })
      .from(bids)
      .where(eq(bids.propertyId, auction))
      .orderBy(asc(bids.seq));
    // Every acknowledged bid is in the database as acknowledged, and nothing else is.
    expect(ledger).toHaveLength(accepted.length);
    for (const { bidder, amount, ack } of accepted) {
      if (!ack.ok) continue;
      expect(ledger[ack.bid.seq - 1]).toEqual({
        seq: ack.bid.seq,
        amount,
        bidderId: bidders[bidder]!.id,
        isAuto: false,
      });
    }
    // Sequence numbers 1..n, amounts strictly increasing with them (so no amount twice).
    ledger.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      if (i > 0) expect(row.amount).toBeGreaterThan(ledger[i - 1]!.amount);
    });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    const highest = Math.max(...accepted.map((a) => a.amount));
    expect(row?.currentBid).toBe(highest);
    expect(row?.bidSeq).toBe(ledger.length);
    expect(row?.currentBidderId).toBe(ledger[ledger.length - 1]?.bidderId);

    // Every connected client ends on the database's state, through the shared feed reducer.
    const alias = (userId: string) => ctx.app.bidding.aliases(auction, userId);
    const expected = {
      seq: ledger.length,
      currentBid: highest,
      currentBidder: { id: alias(row!.currentBidderId!) },
      recentBids: ledger
        .slice(-BID_HISTORY_LIMIT)
        .reverse()
        .map((b) => ({ seq: b.seq, amount: b.amount, bidderId: alias(b.bidderId) })),
    };
    await Promise.all(clients.map((c) => c.until((x) => x.feed.status?.seq === ledger.length)));
    for (const client of clients) {
      const status = client.feed.status;
      expect(status).toMatchObject({
        ...expected,
        recentBids: expected.recentBids.map((b) => expect.objectContaining(b)),
        minManualBid: highest + 1000,
      });
      expect(sharedView(status)).toEqual(sharedView(clients[0]!.feed.status));
      // No auto flag of another bidder's bid reaches a client (its own bids are all manual here).
      const you = status?.you.bidderId;
      for (const bid of status?.recentBids ?? []) {
        if (bid.bidderId === you) expect(bid.isAutoBid ?? false).toBe(false);
        else expect(bid.isAutoBid).toBeUndefined();
      }
    }
    // The updates left the server in `seq` order: on every client, each one starts after the last.
    for (const client of clients) {
      const updates = client.received.flatMap((r) => (r.event === 'bid-update' ? [r.payload] : []));
      expect(updates.length).toBeGreaterThan(0);
      updates.forEach((update, i) => {
        expect(update.seq).toBeGreaterThanOrEqual(update.fromSeq);
        if (i > 0) expect(update.fromSeq).toBe(updates[i - 1]!.seq + 1);
      });
    }
    // A fresh join sees the same state.
    const late = await AuctionClient.connect(url, bidders[0]!.token, auction);
    expect(sharedView(late.feed.status)).toEqual(sharedView(clients[0]!.feed.status));
    late.close();
  });

  it('keeps the same invariants when a standing proxy answers every bid (the locking transaction)', async () => {
    const owner = await createBidder(ctx.app, clock, [proxied]);
    await saveAutoBidSettings(
      ctx.app.bidding.deps,
      { id: owner.id, tokenVersion: 0 },
      {
        auctionId: proxied,
        enabled: true,
        maxAmount: RESERVE * 10,
        increment: 1000,
      },
    );
    const watchers = await Promise.all(bidders.map((b) => AuctionClient.connect(url, b.token, proxied)));
    // Five waves of 20 bids at once; each wave starts above the highest bid the one before could leave
    // (its top amount plus the proxy's answer), so every wave has at least one accepted bid.
    const WAVES = 5;
    const sent: { bidder: number; amount: number; ack: Promise<PlaceBidAck> }[] = [];
    const acks: PlaceBidAck[] = [];
    for (let round = 0; round < WAVES; round++) {
      const wave = watchers.map((watcher, i) => {
        const amount = RESERVE + 1000 + round * 40_000 + ((round * 5 + i * 3) % 30) * 1000;
        return { bidder: i, amount, ack: watcher.bid(amount) };
      });
      sent.push(...wave);
      acks.push(...(await Promise.all(wave.map((s) => s.ack))));
    }
    const ledger = await ctx.app.db
      .select({ seq: bids.seq, amount: bids.amount, bidderId: bids.bidderId, isAuto: bids.isAuto })
      .from(bids)
      .where(eq(bids.propertyId, proxied))
      .orderBy(asc(bids.seq));
    ledger.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      if (i > 0) expect(row.amount).toBeGreaterThan(ledger[i - 1]!.amount);
      // Every manual bid is answered at once by the proxy.
      if (!row.isAuto) expect(ledger[i + 1]).toMatchObject({ bidderId: owner.id, isAuto: true });
    });
    const accepted = acks.flatMap((ack, n) => (ack.ok ? [{ ...sent[n]!, ack }] : []));
    expect(accepted.length).toBeGreaterThanOrEqual(WAVES);
    expect(ledger.filter((b) => !b.isAuto)).toHaveLength(accepted.length);
    for (const { bidder, amount, ack } of accepted) {
      if (ack.ok) expect(ledger[ack.bid.seq - 1]).toMatchObject({ amount, bidderId: bidders[bidder]!.id });
    }
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, proxied));
    expect(row).toMatchObject({
      currentBidderId: owner.id,
      currentBid: ledger.at(-1)?.amount,
      activeAutoBids: 1,
    });
    await Promise.all(watchers.map((c) => c.until((x) => x.feed.status?.seq === ledger.length)));
    for (const w of watchers) expect(sharedView(w.feed.status)).toEqual(sharedView(watchers[0]!.feed.status));
    for (const w of watchers) w.close();
  });

  it('never names a bidder to the others: no user id, e-mail or name in any payload', () => {
    const forbidden = bidders.flatMap((b) => [b.id, b.email, b.email.split('@')[0]!]);
    forbidden.push('Zorawar', 'Kshatriyavanshi');
    for (const client of clients) {
      const text = JSON.stringify(client.received);
      expect(client.received.length).toBeGreaterThan(0);
      for (const secret of forbidden) expect(text).not.toContain(secret);
    }
    // Each client knows itself by alias only, and aliases differ between bidders.
    const own = clients.map((c) => c.feed.status?.you.bidderId);
    expect(new Set(own).size).toBe(BIDDERS);
    expect(own.every((a) => typeof a === 'string' && /^[0-9a-f]{12}$/.test(a))).toBe(true);
  });
});
