import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Logger } from 'pino';
import {
  AuctionIdSchema,
  BIDDING_MESSAGES,
  PlaceBidSchema,
  issueMessage,
  message,
  type AuctionStatus,
  type HandshakeRefusalData,
  type JoinAuctionAck,
  type PlaceBidAck,
} from '@eauction/shared';
import { users } from '../../db/schema';
import { readSessionToken } from '../../platform/auth';
import { toAppError } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { assertAuctionAccess } from '../registrations/auction-access';
import { readAuctionStatus, toBidView } from './auction-status';
import type { CommittedBids } from './bid-transaction';
import type { BidderAliases } from './bidder-alias';
import { refusals, socketRefusalOf, type SocketRefusal } from './refusal';
import {
  adminsRoomOf,
  auctionOfRoom,
  ownRoomOf,
  roomOf,
  userRoomOf,
  type BiddingServer,
  type BiddingSocket,
  type SocketData,
} from './socket-types';
import { UserBudgets } from './user-budgets';

interface HandlerDeps {
  app: FastifyInstance;
  logger: Logger;
}

/**
 * The handshake: `auth: { token }` carries the same bearer token as HTTP, checked the same way (the
 * signature, then the user's row for the token version). Resolves to the connection's identity, or
 * null to refuse it.
 */
async function authenticateHandshake(app: FastifyInstance, token: unknown): Promise<SocketData | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  const raw = token.replace(/^Bearer\s+/i, '');
  const claims = await readSessionToken(app.config.jwtSecret, app.clock, raw);
  if (!claims) return null;
  const [row] = await app.db
    .select({ role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  const { exp } = decodeJwt(raw);
  return {
    userId: claims.userId,
    role: row.role,
    tokenVersion: row.tokenVersion,
    expiresAt: (exp ?? 0) * 1000,
  };
}

/**
 * `join-auction`'s payload is the auction id itself (docs/product.md, "Socket events"), read in its
 * canonical spelling.
 */
function readAuctionId(payload: unknown): string {
  if (typeof payload !== 'string') throw refusals.badRequest();
  const parsed = AuctionIdSchema.safeParse(payload);
  if (!parsed.success) throw refusals.unknownAuction();
  return parsed.data;
}

/**
 * A problem with the amount (what the bidder typed) is named first; then the auction; else unreadable.
 * The auction id comes back canonical, like readAuctionId's.
 */
function readPlaceBid(payload: unknown): { auctionId: string; bidAmount: number } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw refusals.badRequest();
  const parsed = PlaceBidSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const amountIssue = issues.find((i) => i.path[0] === 'bidAmount');
  if (amountIssue) throw refusals.invalidAmount(issueMessage(amountIssue));
  const idIssue = issues.find((i) => i.path[0] === 'auctionId');
  if (idIssue && typeof (payload as { auctionId?: unknown }).auctionId === 'string') {
    throw refusals.unknownAuction();
  }
  throw refusals.badRequest();
}

/**
 * Socket.IO appends the acknowledgement callback after however many arguments the client sent, so it
 * is the last argument when it is a function: `emit('join-auction', ack)` has no payload and
 * `emit('place-bid', a, b, ack)` still wants its answer.
 */
function splitArgs(args: unknown[]): { payload: unknown; ack: unknown } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? last : undefined;
  return { payload: args.length > (ack ? 1 : 0) ? args[0] : undefined, ack };
}

/**
 * Answers one inbound message: the handler's result goes to the acknowledgement (when the client
 * asked for one); a refusal goes to `bid-error` on this socket only and to the acknowledgement. No
 * handler ever throws into Socket.IO.
 */
async function answer<T>(
  socket: BiddingSocket,
  ack: unknown,
  logger: Logger,
  work: () => Promise<T>,
): Promise<T | SocketRefusal> {
  let result: T | SocketRefusal;
  try {
    result = await work();
  } catch (error) {
    const refusal = toAppError(error);
    if (refusal.statusCode === 503) {
      logger.warn({ err: error }, 'socket message refused: the database is unavailable');
    } else if (refusal.statusCode >= 500) {
      logger.error({ err: error }, 'socket message failed');
    }
    result = socketRefusalOf(refusal);
    // The text, as the product's event has it, then the refusal with its code and the text's key.
    socket.emit('bid-error', result.error, result);
    // A revoked or expired session ends the connection; the client logs in again.
    if (result.code === 'UNAUTHORIZED') setImmediate(() => socket.disconnect(true));
  }
  if (typeof ack === 'function') (ack as (r: typeof result) => void)(result);
  return result;
}

/**
 * What the socket handlers use of the bidding engine (engine.ts makes it), and nothing else of it: the
 * handlers read and check what arrives, the engine decides and broadcasts.
 */
export interface BiddingService {
  io: BiddingServer;
  aliases: BidderAliases;
  /** The newest `seq` this instance has broadcast for the auction. */
  lastSentSeq(auctionId: string): number;
  /** People in the auction's room on every instance. */
  countParticipants(auctionId: string): Promise<number>;
  /** The room's membership changed: its count is sent again (at most once a second). */
  participantsChanged(auctionId: string): void;
  /** A manual bid, committed and broadcast in `seq` order (place-bid.ts), or throws a refusal (refusal.ts). */
  placeBid(
    user: { id: string; tokenVersion: number },
    auctionId: string,
    amount: number,
  ): Promise<CommittedBids>;
}

/**
 * A connection refused in the handshake: Socket.IO's client gets the English text as `message` and, as
 * `data`, its key (HandshakeRefusalData), to show it in the reader's language.
 */
function handshakeRefusal(key: string): Error & { data: HandshakeRefusalData } {
  return Object.assign(new Error(textOf(key)), { data: { messages: { error: message(key) } } });
}

export function registerSocketHandlers(engine: BiddingService, { app, logger }: HandlerDeps): void {
  const { io } = engine;
  const budgets = new UserBudgets(app.config.bidding.rateLimitPerSecond);

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    authenticateHandshake(app, auth?.token).then(
      (data) => {
        if (!data) return next(handshakeRefusal(BIDDING_MESSAGES.signInRequired));
        // Counted in now, while still in the handshake, so connections opened together cannot all
        // pass; counted out when the socket disconnects, or when the transport closes before the
        // connection was made (the socket then never connects or disconnects).
        if (socket.conn.readyState !== 'open') return next(handshakeRefusal(BIDDING_MESSAGES.notConnected));
        if (!budgets.admit(data.userId, socket.id))
          return next(handshakeRefusal(BIDDING_MESSAGES.tooManyConnections));
        const release = () => {
          socket.conn.off('close', release);
          budgets.release(data.userId, socket.id);
        };
        socket.conn.once('close', release);
        socket.once('disconnect', release);
        socket.data = data;
        return next();
      },
      (error: unknown) => {
        logger.error({ err: error }, 'socket handshake failed');
        next(handshakeRefusal(BIDDING_MESSAGES.serverError));
      },
    );
  });

  io.on('connection', (socket: BiddingSocket) => {
    const budget = budgets.of(socket.data.userId);
    // Admitted in the handshake, so the budget is there; should it not be, the socket is not counted.
    if (!budget) {
      socket.disconnect(true);
      return;
    }
    const { bids, joins } = budget;
    const viewer = { id: socket.data.userId, role: socket.data.role };
    // Ending the user's sessions, or their access to an auction, reaches this socket by this room on
    // every instance (BiddingEngine.endSessions, accessRevoked).
    void socket.join(userRoomOf(socket.data.userId));
    /** The auction rooms are the truth of what this socket follows: a revoked access leaves one. */
    const hasJoined = (auctionId: string) => socket.rooms.has(roomOf(auctionId));

    /** The session is re-read on every bid (token version); expiry is checked here. */
    const assertSession = () => {
      if (app.clock.now().getTime() >= socket.data.expiresAt) throw refusals.signInRequired();
    };

    const statusFor = async (auctionId: string, participants: number): Promise<AuctionStatus> => {
      const deps = { clock: app.clock, aliases: engine.aliases };
      let status = await readAuctionStatus(app.db, deps, auctionId, viewer, participants);
      // A bid this instance broadcast after that snapshot was taken reached this socket before the
      // status would: read again so the client does not start behind.
      if (status && engine.lastSentSeq(auctionId) > status.seq) {
        status = await readAuctionStatus(app.db, deps, auctionId, viewer, participants);
      }
      if (!status) throw refusals.unknownAuction();
      return status;
    };

    socket.on('join-auction', (...args: unknown[]) => {
      const { payload, ack } = splitArgs(args);
      void answer(socket, ack, logger, async (): Promise<JoinAuctionAck> => {
        if (!joins.take()) throw refusals.rateLimited();
        assertSession();
        const auctionId = readAuctionId(payload);
        await assertAuctionAccess(app.db, viewer, auctionId);
        // Its bid updates mark the viewer's own auto bids, or every auto bid for an administrator.
        await socket.join([
          roomOf(auctionId),
          viewer.role === 'admin' ? adminsRoomOf(auctionId) : ownRoomOf(auctionId, viewer.id),
        ]);
        const participants = await engine.countParticipants(auctionId);
        engine.participantsChanged(auctionId);
        const status = await statusFor(auctionId, participants);
        socket.emit('auction-status', status);
        return { ok: true, status };
      });
    });

    socket.on('leave-auction', (payload: unknown) => {
      const parsed = AuctionIdSchema.safeParse(payload);
      if (!parsed.success || !hasJoined(parsed.data)) return;
      for (const room of [
        roomOf(parsed.data),
        adminsRoomOf(parsed.data),
        ownRoomOf(parsed.data, viewer.id),
      ]) {
        void socket.leave(room);
      }
      engine.participantsChanged(parsed.data);
    });

    socket.on('place-bid', (...args: unknown[]) => {
      const { payload, ack } = splitArgs(args);
      const answered = answer(socket, ack, logger, async (): Promise<PlaceBidAck> => {
        if (!bids.take()) throw refusals.rateLimited();
        const { auctionId, bidAmount } = readPlaceBid(payload);
        if (!hasJoined(auctionId)) throw refusals.notJoined();
        assertSession();
        const user = { id: socket.data.userId, tokenVersion: socket.data.tokenVersion };
        const committed = await engine.placeBid(user, auctionId, bidAmount);
        const own = committed.bids[0];
        if (!own) throw refusals.internal();
        return {
          ok: true,
          bid: toBidView(engine.aliases, committed.auctionId, own),
          currentBid: committed.currentBid,
          minManualBid: committed.minManualBid,
          seq: committed.seq,
        };
      });
      // Counted as acknowledged, so accepted + refused = place-bid messages answered.
      void answered.then((result) => app.metrics.bidAnswered(result));
    });

    // Informational only (docs/product.md, "Socket events"): the server's clock is the authority on the
    // end of an auction, so the client's report is not even read.
    socket.on('auction-timer', () => undefined);

    // While disconnecting the socket is still in its rooms; once disconnected it is in none.
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        const auctionId = auctionOfRoom(room);
        if (auctionId) engine.participantsChanged(auctionId);
      }
    });
  });
}
