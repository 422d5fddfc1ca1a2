import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { BIDDING_MESSAGES, type BidUpdate } from '@eauction/shared';
import { bidsForViewer, readAuctionStatus, toBidUpdate } from './auction-status';
import type { CommittedBids, EngineDeps, SeqReservation } from './bid-transaction';
import { createBidderAliases, type BidderAliases } from './bidder-alias';
import { BidBroadcaster } from './broadcaster';
import { MinBidThrottle } from './min-bid-throttle';
import { OutbidNotifier } from './outbid-mail';
import { ParticipantCounter } from './participants';
import { attachRedisAdapter, type RedisLink } from './redis-adapter';
import { placeBid } from './place-bid';
import { refusalOf } from './refusal';
import { registerSocketHandlers } from './socket-handlers';
import { adminsRoomOf, ownRoomOf, roomOf, userRoomOf, type BiddingServer } from './socket-types';

/** Inbound socket messages are tiny; anything near this is not a bid. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** How long an instance waits for the others when counting participants. */
const PARTICIPANT_COUNT_TIMEOUT_MS = 1500;
/** Participant counts are announced at most this often per auction. */
const PARTICIPANT_ANNOUNCE_INTERVAL_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live bidding engine: Socket.IO on the app's port, ordering and fan-out of bids. */
    bidding: BiddingEngine;
  }
}

/**
 * The live bidding engine of one server instance (docs/product.md, "How a bid is decided";
 * docs/decisions/009-bidding-engine.md). The database decides every bid (place-bid.ts, auto-bid.ts); this
 * object runs those transactions with a ticket so that their results go out in `seq` order, and after each
 * commit broadcasts it, mails the bidders who lost the lead and refreshes the catalogue.
 */
export class BiddingEngine {
  readonly io: BiddingServer;
  readonly aliases: BidderAliases;
  readonly broadcaster: BidBroadcaster;
  readonly participants: ParticipantCounter;
  private readonly notifier: OutbidNotifier;
  private readonly minBids: MinBidThrottle;
  private readonly redis: RedisLink | null;

  constructor(
    private readonly app: FastifyInstance,
    logger: Logger,
  ) {
    const { config } = app;
    this.aliases = createBidderAliases(config.jwtSecret);
    this.io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
    });
    this.redis = config.redisUrl ? attachRedisAdapter(this.io, config.redisUrl, logger) : null;

    this.broadcaster = new BidBroadcaster((batch) => this.send(batch));
    this.minBids = new MinBidThrottle((update) =>
      this.io.to(roomOf(update.auctionId)).emit('min-bid-update', update),
    );
    this.participants = new ParticipantCounter({
      // Without Redis this instance is the whole deployment: its own rooms are the answer.
      countAll: config.redisUrl
        ? async (auctionId) => (await this.io.in(roomOf(auctionId)).fetchSockets()).map((s) => s.data.userId)
        : async (auctionId) => this.localUsers(auctionId),
      countLocal: (auctionId) => this.localUsers(auctionId),
      announce: (auctionId, count) =>
        this.io.to(roomOf(auctionId)).emit('participant-update', { auctionId, count }),
      onError: (error, auctionId) =>
        logger.warn({ err: error, auctionId }, 'participants counted on this instance only'),
      timeoutMs: PARTICIPANT_COUNT_TIMEOUT_MS,
      announceIntervalMs: PARTICIPANT_ANNOUNCE_INTERVAL_MS,
    });
    this.notifier = new OutbidNotifier({
      db: app.db,
      clock: app.clock,
      publicUrl: config.publicUrl,
      logger,
      onQueued: () => app.mailer.kick(),
    });
    registerSocketHandlers(
      {
        io: this.io,
        aliases: this.aliases,
        lastSentSeq: (auctionId) => this.broadcaster.lastSentSeq(auctionId),
        countParticipants: (auctionId) => this.participants.count(auctionId),
        participantsChanged: (auctionId) => this.participants.changed(auctionId),
        placeBid: (user, auctionId, amount) =>
          this.run(
            auctionId,
            (reservation) => placeBid(this.deps, user, auctionId, amount, reservation),
            (committed) => committed,
          ),
      },
      { app, logger },
    );
  }

  get deps(): EngineDeps {
    return { db: this.app.db, clock: this.app.clock, bidding: this.app.config.bidding };
  }

  /**
   * Runs one engine transaction. Its result is returned first (the caller acknowledges), its bids are
   * broadcast at the end of this turn in `seq` order, and its side effects follow.
   */
  async run<T>(
    auctionId: string,
    work: (reservation: SeqReservation) => Promise<T>,
    committedOf: (result: T) => CommittedBids | null,
  ): Promise<T> {
    const ticket = this.broadcaster.open(auctionId);
    try {
      const result = await work(ticket);
      const committed = committedOf(result);
      if (committed) {
        this.broadcaster.publish(ticket, committed);
        this.app.catalogueCache.invalidate();
        this.notifier.notify(committed);
      }
      return result;
    } finally {
      this.broadcaster.close(ticket);
    }
  }

  /**
   * The auction's row changed outside bidding (an administrator moved its times, reserve or
   * increment): everyone watching it, on every instance, gets a fresh `auction-status`, so countdowns
   * and minimums follow at once. The state is read once and only the viewer's own alias differs.
   */
  async auctionChanged(auctionId: string): Promise<void> {
    const sockets = await this.io.in(roomOf(auctionId)).fetchSockets();
    if (sockets.length === 0) return;
    const participants = new Set(sockets.map((s) => s.data.userId)).size;
    const deps = { clock: this.app.clock, aliases: this.aliases };
    // Read as an administrator sees it; each viewer then gets only the auto flags that are theirs.
    const status = await readAuctionStatus(
      this.app.db,
      deps,
      auctionId,
      { id: '', role: 'admin' },
      participants,
    );
    if (!status) return;
    for (const socket of sockets) {
      const { userId, role } = socket.data;
      const bidderId = this.aliases(auctionId, userId);
      const isAdmin = role === 'admin';
      socket.emit('auction-status', {
        ...status,
        recentBids: bidsForViewer(status.recentBids, bidderId, isAdmin),
        you: { bidderId, isAdmin },
      });
    }
  }

  /**
   * Every session of the user was revoked (logout everywhere, a password reset): their open sockets,
   * on every instance, are closed now. The handshake already refuses their old tokens, so the client's
   * reconnection asks them to log in again.
   */
  endSessions(userId: string): void {
    this.io.in(userRoomOf(userId)).disconnectSockets(true);
  }

  /**
   * The user may no longer take part in this auction (their registration left 'approved'): their
   * sockets on every instance that follow it are told so and leave its room, so they receive none of
   * its updates any more; a new join is refused, and their bids were refused by the database already.
   */
  async accessRevoked(userId: string, auctionId: string): Promise<void> {
    const room = roomOf(auctionId);
    const theirs = this.io.in(userRoomOf(userId));
    const ownRoom = ownRoomOf(auctionId, userId);
    const revoked = refusalOf(BIDDING_MESSAGES.noAccess, 'NO_AUCTION_ACCESS');
    try {
      for (const socket of await theirs.fetchSockets()) {
        if (socket.rooms.has(room)) socket.emit('bid-error', revoked.error, revoked);
      }
    } finally {
      // Even when another instance did not answer in time, the room is left everywhere.
      theirs.socketsLeave([room, ownRoom]);
      this.participants.changed(auctionId);
    }
  }

  /** Resolves once Redis is connected (when configured), or after the time given. */
  async ready(timeoutMs = 3000): Promise<boolean> {
    return this.redis ? this.redis.ready(timeoutMs) : true;
  }

  /** Resolves when the outbid notices of every committed bid so far have been queued. */
  async settled(): Promise<void> {
    await this.notifier.settled();
  }

  /**
   * Closes every connection here so the HTTP server can close. The transports are closed rather than
   * the Socket.IO sessions ended, so clients see a lost connection and reconnect (to another instance
   * behind the load balancer, or to this one once restarted) instead of giving up.
   */
  disconnectAll(): void {
    this.broadcaster.stop();
    this.minBids.stop();
    this.participants.stop();
    this.io.engine.close();
  }

  async close(): Promise<void> {
    await this.notifier.settled();
    await this.io.of('/').adapter.close();
    await this.redis?.close();
  }

  /** The user ids of this instance's sockets in an auction's room. */
  private localUsers(auctionId: string): string[] {
    const { adapter, sockets } = this.io.of('/');
    const users: string[] = [];
    for (const id of adapter.rooms.get(roomOf(auctionId)) ?? []) {
      const socket = sockets.get(id);
      if (socket) users.push(socket.data.userId);
    }
    return users;
  }

  private send(batch: CommittedBids[]): void {
    const last = batch[batch.length - 1];
    if (!last) return;
    const { auctionId, seq } = last;
    const room = this.io.to(roomOf(auctionId));
    // The auto flag is told to each proxy's owner and to administrators only: one message per socket,
    // the room's copy going to everyone outside those rooms (so `seq` stays one update per socket).
    const full = toBidUpdate(this.aliases, batch);
    const admins = adminsRoomOf(auctionId);
    const owners = new Set(batch.flatMap((c) => c.bids.filter((b) => b.isAuto).map((b) => b.userId)));
    const ownRooms = [...owners].map((owner) => ownRoomOf(auctionId, owner));
    const forViewer = (alias: string | null): BidUpdate => ({
      ...full,
      recentBids: bidsForViewer(full.recentBids, alias, false),
    });
    room.except([admins, ...ownRooms]).emit('bid-update', forViewer(null));
    for (const owner of owners) {
      this.io
        .to(ownRoomOf(auctionId, owner))
        .except(admins)
        .emit('bid-update', forViewer(this.aliases(auctionId, owner)));
    }
    this.io.to(admins).emit('bid-update', full);
    this.minBids.push({ auctionId, minManualBid: last.minManualBid, seq });
    if (batch.some((c) => c.extended)) {
      room.emit('auction-extended', {
        auctionId,
        auctionEndTime: last.endAt.toISOString(),
        extensionCount: last.extensionCount,
        seq,
      });
    }
  }
}

/**
 * Attaches the engine to the app's own HTTP server (same port as the API, path /socket.io). Sockets
 * are disconnected before the HTTP server closes (an open WebSocket would hold it open), Redis after.
 */
export function registerBidding(app: FastifyInstance, logger: Logger): BiddingEngine {
  const engine = new BiddingEngine(app, logger.child({ module: 'bidding' }));
  app.decorate('bidding', engine);
  app.addHook('onReady', async () => {
    await engine.ready();
  });
  app.addHook('preClose', async () => engine.disconnectAll());
  app.addHook('onClose', async () => engine.close());
  return engine;
}
