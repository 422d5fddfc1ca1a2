import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BID_ERROR_CODES } from '@eauction/shared';
import { bids, properties } from '../db/schema';
import { ManualClock } from '../platform/clock';
import { AuctionClient, createBidder, insertAuction, listen, type Bidder } from '../testing/bidding';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import {
  fuzzParameters,
  fuzzTimeout,
  hostileBody,
  hostileText,
  hostileValue,
  prototypeIsClean,
  toJson,
  type Hostile,
} from '../testing/security/hostile-input';

/*
 * Property-based fuzzing of the live auction's Socket.IO events (decision 012): join-auction,
 * leave-auction, place-bid and auction-timer, plus unknown events and frames that are not Socket.IO
 * at all. Frames are written by hand on a raw WebSocket, so their JSON can be anything a hostile
 * client sends. Every acknowledgement must be a refusal with a known code (never INTERNAL) or a
 * real success; the server must keep answering this socket and every other; Object.prototype must
 * stay clean; and the ledger must hold exactly the bids that were acknowledged, each a valid one.
 */

const EVENTS = ['join-auction', 'leave-auction', 'place-bid', 'auction-timer'] as const;
/** Names Socket.IO itself reserves: a packet using one is malformed, and its connection is closed. */
const RESERVED = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];
const REFUSAL_CODES = new Set<string>(BID_ERROR_CODES.filter((c) => c !== 'INTERNAL'));

/** A Socket.IO client spoken frame by frame (Engine.IO 4 over WebSocket). */
class RawSocket {
  private readonly frames: string[] = [];
  private readonly listeners = new Set<() => void>();
  closed = false;
  private nextId = 1;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = data.toString();
      // Engine.IO heartbeat: answer the server's ping.
      if (frame === '2') ws.send('3');
      else this.frames.push(frame);
      this.listeners.forEach((l) => l());
    });
    ws.on('close', () => {
      this.closed = true;
      this.listeners.forEach((l) => l());
    });
    ws.on('error', () => undefined);
  }

  static async open(baseUrl: string, token: string): Promise<RawSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const socket = new RawSocket(ws);
    await socket.waitFor((f) => f.startsWith('0{'), 5000);
    ws.send(`40${JSON.stringify({ token })}`);
    const connected = await socket.waitFor((f) => f.startsWith('40') || f.startsWith('44'), 5000);
    if (!connected?.startsWith('40')) throw new Error(`socket refused: ${connected}`);
    return socket;
  }

  send(frame: string): void {
    if (!this.closed) this.ws.send(frame);
  }

  /** Sends an event asking for an acknowledgement; resolves to its arguments, or why there was none. */
  async emitWithAck(
    frameBody: (id: number) => string,
    timeoutMs = 5000,
  ): Promise<unknown[] | 'closed' | 'timeout'> {
    const id = this.nextId++;
    this.send(frameBody(id));
    const frame = await this.waitFor((f) => f.startsWith(`43${id}[`), timeoutMs);
    if (frame) return JSON.parse(frame.slice(`43${id}`.length)) as unknown[];
    return this.closed ? 'closed' : 'timeout';
  }

  private waitFor(match: (frame: string) => boolean, timeoutMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      const check = () => {
        const index = this.frames.findIndex(match);
        if (index >= 0) {
          const [frame] = this.frames.splice(index, 1);
          done(frame ?? null);
        } else if (this.closed) done(null);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      const done = (value: string | null) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(value);
      };
      this.listeners.add(check);
      check();
    });
  }

  close(): void {
    this.ws.close();
  }
}

describe.each(TEST_DATABASES)('fuzzing Socket.IO events on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let url = '';
  let auction = '';
  let bidder: Bidder;
  let observer: AuctionClient;
  let raw: RawSocket;
  let acceptedBids = 0;
  /** place-bid events whose answer was not asked for or was lost: each may have placed a valid bid. */
  let unacknowledgedBids = 0;

  const join = (socket: RawSocket) =>
    socket.emitWithAck((id) => `42${id}${JSON.stringify(['join-auction', auction])}`);

  /** The fuzzing connection, re-opened (and re-joined) when the server closed it for a bad frame. */
  const connection = async () => {
    if (!raw.closed) return raw;
    raw = await RawSocket.open(url, bidder.token);
    const joined = await join(raw);
    expect(joined).toMatchObject([{ ok: true }]);
    return raw;
  };

  const minimumBid = async () => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    return row?.currentBid == null ? (row?.reservePrice ?? 0) : row.currentBid + (row.bidIncrement ?? 1000);
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock, env: { BID_RATE_LIMIT_PER_SECOND: '1000000' } });
    auction = await insertAuction(ctx.app.db, {
      startAt: new Date(clock.now().getTime() - 60 * 60_000),
      endAt: new Date(clock.now().getTime() + 5 * 60 * 60_000),
      reserve: 100_000,
    });
    bidder = await createBidder(ctx.app, clock, [auction]);
    const watcher = await createBidder(ctx.app, clock, [auction]);
    url = await listen(ctx.app);
    observer = await AuctionClient.connect(url, watcher.token, auction);
    raw = await RawSocket.open(url, bidder.token);
    expect(await join(raw)).toMatchObject([{ ok: true }]);
  }, 300_000);
  afterAll(async () => {
    raw?.close();
    observer?.close();
    await ctx?.close();
  });

  /** Checks one acknowledgement: a known refusal, or a success whose bid then counts. */
  const checkAck = (ack: unknown[] | 'closed' | 'timeout', event: string, what: string) => {
    if (ack === 'timeout') throw new Error(`${what}: no acknowledgement`);
    if (ack === 'closed') {
      // The answer was lost with the connection: the bid may or may not stand.
      if (event === 'place-bid') unacknowledgedBids += 1;
      return;
    }
    const answer = ack[0] as { ok?: unknown; code?: unknown };
    if (answer?.ok === true) {
      if (event === 'place-bid') acceptedBids += 1;
      return;
    }
    if (answer?.ok !== false || typeof answer.code !== 'string' || !REFUSAL_CODES.has(answer.code)) {
      throw new Error(`${what}: acknowledged with ${JSON.stringify(ack).slice(0, 300)}`);
    }
  };

  it(
    'answers well-formed events with hostile payloads with a known refusal or a real success',
    async () => {
      const minimum = await minimumBid();
      const payloads = fc.oneof(
        hostileValue.map((v) => [v]),
        hostileBody({ auctionId: auction, bidAmount: minimum }).map((v) => [v]),
        fc.array(hostileValue, { maxLength: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...EVENTS),
          payloads,
          fc.boolean(),
          async (event, args, wantsAck) => {
            const socket = await connection();
            const body = (id: number | '') =>
              `42${id}[${[JSON.stringify(event), ...args.map((a: Hostile) => toJson(a))].join(',')}]`;
            const what = `${event} ${body('').slice(0, 300)}`;
            const acknowledged = event === 'join-auction' || event === 'place-bid';
            if (wantsAck && acknowledged) checkAck(await socket.emitWithAck(body), event, what);
            else {
              if (event === 'place-bid') unacknowledgedBids += 1;
              socket.send(body(''));
            }
            if (!prototypeIsClean()) throw new Error(`${what} polluted Object.prototype`);
            // The connection still answers (a leave or a hostile join may have left the room: re-join).
            checkAck(await join(await connection()), 'join-auction', `join after ${what}`);
          },
        ),
        fuzzParameters(2),
      );
    },
    fuzzTimeout(2),
  );

  it(
    'survives unknown events, reserved names and frames that are not Socket.IO at all',
    async () => {
      const names = fc.oneof(
        fc.constantFrom(...RESERVED, '__proto__', 'constructor', 'hasOwnProperty', 'toString'),
        hostileText,
      );
      const frames = fc.oneof(
        fc
          .tuple(names, fc.array(hostileValue, { maxLength: 2 }))
          .map(([name, args]) => `42[${[JSON.stringify(name), ...args.map((a) => toJson(a))].join(',')}]`),
        fc.constantFrom(
          '42[',
          '4',
          '42',
          '42["place-bid"',
          '43[1]',
          '41',
          '451-["place-bid",{"_placeholder":true,"num":0}]',
          '6',
          '1',
          '40{"token":1}',
          '42{"a":1}',
          '42[1,2]',
          '42[null]',
        ),
        fc.string({ unit: 'binary', maxLength: 200 }),
        hostileValue.map((v) => `42${toJson(v)}`),
      );
      await fc.assert(
        fc.asyncProperty(frames, async (frame) => {
          const socket = await connection();
          socket.send(frame);
          // '41…' is the client leaving the namespace: the session is over, as the client asked.
          if (frame.startsWith('41')) socket.close();
          if (!prototypeIsClean()) throw new Error(`${frame.slice(0, 200)} polluted Object.prototype`);
          const again = await join(await connection());
          // The frame may have closed this connection (a malformed packet does), but never the server.
          if (again === 'closed') await connection();
          else checkAck(again, 'join-auction', `join after ${JSON.stringify(frame.slice(0, 200))}`);
        }),
        fuzzParameters(2),
      );
    },
    fuzzTimeout(2),
  );

  it('still serves every other client, and the ledger holds exactly the valid bids it acknowledged', async () => {
    expect(observer.socket.connected).toBe(true);
    expect((await observer.join()).ok).toBe(true);
    const ledger = await ctx.app.db.select().from(bids).where(eq(bids.propertyId, auction));
    // Every acknowledged bid is stored; a bid sent without asking for an answer may be stored too (a
    // valid one is placed all the same), but nothing beyond those. Each stored bid is checked below.
    expect(ledger.length).toBeGreaterThanOrEqual(acceptedBids);
    expect(ledger.length).toBeLessThanOrEqual(acceptedBids + unacknowledgedBids);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, auction));
    let previous = 0;
    for (const bid of [...ledger].sort((a, b) => a.seq - b.seq)) {
      expect(Number.isSafeInteger(bid.amount) && bid.amount >= (row?.reservePrice ?? 0)).toBe(true);
      expect(bid.amount).toBeGreaterThan(previous);
      expect(bid.bidderId).toBe(bidder.id);
      previous = bid.amount;
    }
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
