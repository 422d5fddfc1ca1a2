import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import {
  emptyFeed,
  feedNeedsResync,
  type AuctionFeedState,
  type AuctionStatus,
  type BidRefusal,
  type JoinAuctionAck,
  type PlaceBidAck,
  type ServerToClientEvents,
} from '@eauction/shared';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Clock } from '../platform/clock';
import { createUser, tokenFor } from './accounts';
import { applyFeedMessage, onFeedMessage, type ClientSocket } from './auction-feed';
import { insertProperty, insertRegistration } from './fixtures';

/** Test helpers of the live auction: auctions at exact instants, approved bidders, real socket clients. */

export type { ClientSocket };

/** An auction whose window is exactly [startAt, endAt) on the server's clock. */
export async function insertAuction(
  db: Db,
  options: { startAt: Date; endAt: Date; reserve?: number; increment?: number; city?: string },
): Promise<string> {
  const date = options.startAt.toISOString().slice(0, 10);
  const id = await insertProperty(db, {
    type: 'RESIDENTIAL FLAT',
    city: options.city ?? 'Jaipur',
    reserve: options.reserve ?? 100_000,
    date,
  });
  await db
    .update(properties)
    .set({ startAt: options.startAt, endAt: options.endAt, bidIncrement: options.increment ?? 1000 })
    .where(eq(properties.id, id));
  return id;
}

export interface Bidder {
  id: string;
  email: string;
  token: string;
}

/** A verified account with a session token and, for each auction given, an approved registration. */
export async function createBidder(
  app: FastifyInstance,
  clock: Clock,
  auctionIds: string[],
  options: { role?: 'user' | 'admin'; status?: 'pending' | 'approved' | 'rejected' } = {},
): Promise<Bidder> {
  const user = await createUser(app.db, { role: options.role ?? 'user' });
  for (const auctionId of auctionIds) {
    await insertRegistration(app.db, auctionId, user.id, options.status ?? 'approved');
  }
  return {
    id: user.id,
    email: user.email,
    token: await tokenFor(app, clock, { id: user.id, role: options.role }),
  };
}

/**
 * What every client of an auction must agree on (participants, the viewer's alias and the auto flag,
 * told only to a bid's owner and to administrators, differ by design).
 */
export function sharedView(status: AuctionStatus | null) {
  if (!status) return null;
  const { participants: _p, serverTime: _t, you: _y, recentBids, ...rest } = status;
  return {
    ...rest,
    recentBids: recentBids.map((b) => ({
      seq: b.seq,
      amount: b.amount,
      bidderId: b.bidderId,
      timestamp: b.timestamp,
    })),
  };
}

/** Listens on a free local port; resolves to the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Connects one socket; rejects with the server's refusal message on connect_error. */
export function connectSocket(url: string, token: string | undefined): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token === undefined ? {} : { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

type Received = {
  [K in keyof ServerToClientEvents]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[keyof ServerToClientEvents];

/**
 * A bidder's or watcher's client as the web app keeps it: every message folded into the shared feed
 * reducer, re-joining when the reducer says a gap did not close. Every payload received is kept, so
 * tests can look for what must never be sent.
 */
export class AuctionClient {
  feed: AuctionFeedState = emptyFeed();
  readonly received: Received[] = [];
  readonly errors: string[] = [];
  /** What came with each `bid-error` after its text: the refusal, with its code and the text's key. */
  readonly refusals: (BidRefusal | undefined)[] = [];
  resyncs = 0;
  private resyncTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: ClientSocket,
    readonly auctionId: string,
  ) {
    onFeedMessage(socket, (message) => {
      this.received.push(message);
      this.feed = applyFeedMessage(this.feed, message);
      if (message.event === 'bid-update') this.watchGap();
    });
    socket.on('bid-error', (payload, refusal) => {
      this.received.push({ event: 'bid-error', payload });
      this.errors.push(payload);
      this.refusals.push(refusal);
    });
  }

  static async connect(url: string, token: string, auctionId: string): Promise<AuctionClient> {
    const client = new AuctionClient(await connectSocket(url, token), auctionId);
    const ack = await client.join();
    if (!ack.ok) throw new Error(`join refused: ${ack.code} ${ack.error}`);
    return client;
  }

  join(auctionId = this.auctionId): Promise<JoinAuctionAck> {
    return this.socket.timeout(10_000).emitWithAck('join-auction', auctionId);
  }

  bid(bidAmount: unknown, auctionId: unknown = this.auctionId): Promise<PlaceBidAck> {
    // Deliberately untyped inputs: the tests send what a hostile client could.
    const payload = { auctionId, bidAmount } as { auctionId: string; bidAmount: number };
    return this.socket.timeout(10_000).emitWithAck('place-bid', payload);
  }

  /** Resolves when the predicate holds for this client's state. */
  async until(predicate: (client: AuctionClient) => boolean, timeoutMs = 10_000): Promise<void> {
    const started = Date.now();
    while (!predicate(this)) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(`client state did not converge: seq ${this.feed.status?.seq ?? 'none'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.socket.close();
  }

  /** As the web app does: a gap that does not close within FEED_GAP_WAIT_MS is repaired by re-joining. */
  private watchGap(): void {
    if (this.feed.gapSince === null || this.resyncTimer) return;
    const check = () => {
      this.resyncTimer = null;
      if (this.feed.gapSince === null) return;
      if (feedNeedsResync(this.feed)) {
        this.resyncs += 1;
        void this.join().catch(() => undefined);
      } else {
        this.resyncTimer = setTimeout(check, 100);
      }
    };
    this.resyncTimer = setTimeout(check, 100);
  }
}
