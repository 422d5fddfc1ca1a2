import { z } from 'zod';
import { successSchema } from './api';
import { BID_HISTORY_LIMIT } from './constants';
import { message, type Message } from './messages';
import { formatRupees } from './money';

/*
 * Live bidding: the contract between the bidding engine (server) and every client (the web app, the
 * tests, the benchmark). Socket event names and payloads are those of
 * docs/product.md, "Socket events"; `auctionId` is always the property's `_id`.
 *
 * Privacy while an auction runs: a bidder is never named to other bidders. Every bidder id in a
 * socket message is an opaque alias that is stable within one auction and different between
 * auctions; `auction-status` tells each user their own alias (`you.bidderId`) so the client can show
 * 'You' or 'Other bidder'.
 */

/** Soft close: an accepted bid within this long of the end moves the end to this long after the bid. */
export const SOFT_CLOSE_WINDOW_SECONDS = 300;
export const SOFT_CLOSE_EXTENSION_SECONDS = 300;
/** A bidder who loses the lead is e-mailed at most once per auction in this interval. */
export const OUTBID_MAIL_INTERVAL_MINUTES = 10;
/** Reconnection back-off of the real-time connection (docs/product.md, "Real-time connection"). */
export const SOCKET_RECONNECT_MIN_MS = 1000;
export const SOCKET_RECONNECT_MAX_MS = 5000;
/** How long a client holds an update that arrived ahead of a missing one before it resynchronises. */
export const FEED_GAP_WAIT_MS = 1000;

/** The largest bid the engine takes: far above any property, well inside exact integer arithmetic. */
export const MAX_BID_AMOUNT = 1_000_000_000_000;

/**
 * The texts of live bidding by their catalogue keys (src/locales/<locale>/auction.json); those with an
 * amount are functions giving the key with its values.
 */
export const BIDDING_MESSAGES = {
  // docs/product.md, "Bid rules" and "Placing a bid" (client-side texts)
  bidTooLow: (current: number): Message =>
    message('auction.bidding.bidTooLow', { current: formatRupees(current) }),
  notConnected: 'auction.bidding.notConnected',
  accessCheckFailed: 'auction.bidding.accessCheckFailed',
  noAccess: 'auction.noAccess',
  auctionEnded: 'auction.bidding.auctionEnded',
  // docs/product.md, "Auto-bidding"
  autoBidMaxTooLow: 'auction.autoBid.maxTooLow',
  autoBidBelowMinimum: 'auction.autoBid.belowMinimum',
  autoBidSaveFailed: 'auction.autoBid.saveFailed',
  autoBidCannotDisable: 'auction.autoBid.cannotDisable',
  autoBidActivePanel: 'auction.autoBid.activePanel',
  autoBidAlreadyUsed: 'auction.autoBid.alreadyUsed',
  autoBidIncrementTooLow: (bidIncrement: number): Message =>
    message('auction.autoBid.incrementTooLow', { amount: formatRupees(bidIncrement) }),
  autoBidIncrementInvalid: 'auction.autoBid.incrementInvalid',
  biddingHistoryLoadFailed: 'auction.biddingHistory.loadFailed',
  biddingHistoryNoMatch: 'auction.biddingHistory.noMatch',
  biddingHistoryEmpty: 'auction.biddingHistory.empty',
  // The engine's refusals (server → `bid-error` and the place-bid acknowledgement)
  bidBelowMinimum: (minimum: number): Message =>
    message('auction.bidding.bidBelowMinimum', { amount: formatRupees(minimum) }),
  bidNotWholeRupees: 'auction.bidding.notWholeRupees',
  bidInvalidAmount: 'auction.bidding.invalidAmount',
  // The catalogue writes MAX_BID_AMOUNT out (₹10,00,00,00,00,000): zod's own `maximum` is a bare number.
  bidTooHigh: 'auction.bidding.tooHigh',
  alreadyHighest: 'auction.bidding.alreadyHighest',
  notStarted: 'auction.bidding.notStarted',
  ended: 'auction.bidding.ended',
  unknownAuction: 'auction.bidding.unknownAuction',
  notJoined: 'auction.bidding.notJoined',
  signInRequired: 'auction.bidding.signInRequired',
  tooManyBids: 'auction.bidding.tooManyBids',
  tooManyConnections: 'auction.bidding.tooManyConnections',
  badRequest: 'auction.bidding.badRequest',
  serverError: 'auction.bidding.serverError',
  unavailable: 'auction.bidding.unavailable',
} as const;

/** Stable codes next to every refusal so clients never parse message texts. */
export const BID_ERROR_CODES = [
  'INVALID_AMOUNT',
  'BID_TOO_LOW',
  'ALREADY_HIGHEST',
  'NOT_STARTED',
  'ENDED',
  'NO_AUCTION_ACCESS',
  'UNKNOWN_AUCTION',
  'NOT_JOINED',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type BidErrorCode = (typeof BID_ERROR_CODES)[number];

/** The smallest acceptable next bid: the reserve price first, then current bid + the increment. */
export function minimumNextBid(
  reservePrice: number,
  currentBid: number | null,
  bidIncrement: number,
): number {
  return currentBid === null ? reservePrice : currentBid + bidIncrement;
}

/**
 * What the live bid form offers: the larger of the server's minimum and current bid + the property's
 * increment (the product's fixed ₹1,000 step gives way to the property's own, docs/decisions/029).
 */
export function offeredMinimumBid(
  minManualBid: number,
  currentBid: number | null,
  bidIncrement: number,
): number {
  return Math.max(minManualBid, currentBid === null ? 0 : currentBid + bidIncrement);
}

/**
 * An auto-bid's increment is at least the property's bid increment, which is also its default: a
 * proxy never raises by less than a bidder could (docs/decisions/029). Null when it is acceptable.
 */
export function autoBidIncrementError(increment: number, bidIncrement: number): Message | null {
  if (!Number.isInteger(increment)) return message(BIDDING_MESSAGES.bidNotWholeRupees);
  if (increment < bidIncrement) return BIDDING_MESSAGES.autoBidIncrementTooLow(bidIncrement);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Inbound socket payloads: parsed at run time on the server (anything may arrive over a socket).
// ---------------------------------------------------------------------------------------------

/** The property's `_id`, read in its canonical spelling, lower case (ids.ts says why). */
export const AuctionIdSchema = z.uuid({ error: BIDDING_MESSAGES.unknownAuction }).toLowerCase();

/** `bidAmount` must already be a JSON number: strings, NaN and fractions are refused, not coerced. */
export const BidAmountSchema = z
  .number({ error: BIDDING_MESSAGES.bidInvalidAmount })
  .refine(Number.isFinite, BIDDING_MESSAGES.bidInvalidAmount)
  .refine((v) => v > 0, BIDDING_MESSAGES.bidInvalidAmount)
  .refine(Number.isInteger, BIDDING_MESSAGES.bidNotWholeRupees)
  .refine((v) => v <= MAX_BID_AMOUNT, BIDDING_MESSAGES.bidTooHigh);

export const PlaceBidSchema = z.object({
  auctionId: AuctionIdSchema,
  bidAmount: BidAmountSchema,
  /** Accepted for the product's payload; the server decides what is an auto bid (its own proxies). */
  isAutoBid: z.boolean().optional(),
});
export type PlaceBid = z.infer<typeof PlaceBidSchema>;

/**
 * `auction-timer` (docs/product.md, "Socket events"): informational only; the server's clock is the
 * authority.
 */
export const AuctionTimerSchema = z.object({ auctionId: AuctionIdSchema, timeLeft: z.number() });

// ---------------------------------------------------------------------------------------------
// Outbound socket payloads
// ---------------------------------------------------------------------------------------------

/** One accepted bid as every participant sees it. */
export interface BidView {
  seq: number;
  amount: number;
  /** The bidder's alias in this auction (never a user id). */
  bidderId: string;
  /**
   * Whether the bidder's auto-bid placed it: told only to the bidder themself and to administrators,
   * so rivals never learn that a proxy stands (and so how it will answer). Absent for anyone else.
   */
  isAutoBid?: boolean;
  /** ISO 8601 instant of acceptance on the server's clock. */
  timestamp: string;
}

export interface CurrentBidder {
  id: string;
}

/** `auction-status`: the full state, sent on join and whenever a client must resynchronise. */
export interface AuctionStatus {
  auctionId: string;
  serverTime: string;
  auctionStartTime: string;
  /** Includes soft-close extensions. */
  auctionEndTime: string;
  extensionCount: number;
  reservePrice: number;
  bidIncrement: number;
  currentBid: number | null;
  currentBidder: CurrentBidder | null;
  minManualBid: number;
  /** Distinct users present in the auction's room (all instances). */
  participants: number;
  /** Newest first, at most BID_HISTORY_LIMIT. */
  recentBids: BidView[];
  /** Sequence number of the newest bid (0 before the first bid). */
  seq: number;
  /** Who the joining user is in the bid list. */
  you: { bidderId: string; isAdmin: boolean };
}

/**
 * `bid-update`: one committed transaction's bids (a manual bid and any auto-bids it triggered), or
 * several transactions' bids coalesced. `recentBids` holds exactly the bids from `fromSeq` to `seq`,
 * newest first; clients merge them into their list and keep at most BID_HISTORY_LIMIT.
 */
export interface BidUpdate {
  auctionId: string;
  fromSeq: number;
  seq: number;
  currentBid: number;
  currentBidder: CurrentBidder;
  timestamp: string;
  minManualBid: number;
  auctionEndTime: string;
  extensionCount: number;
  recentBids: BidView[];
}

export interface MinBidUpdate {
  auctionId: string;
  minManualBid: number;
  seq: number;
}

export interface AuctionExtended {
  auctionId: string;
  auctionEndTime: string;
  extensionCount: number;
  seq: number;
}

export interface ParticipantUpdate {
  auctionId: string;
  count: number;
}

/**
 * A refusal of the engine: its English text (docs/product.md, "Bid refusals"), its stable code and, as
 * the API's error envelope adds them (src/api.ts), the key and values of the text, so a client can show
 * it in its reader's language (absent for a text without a key).
 */
export interface BidRefusal {
  ok: false;
  error: string;
  code: BidErrorCode;
  messages?: { error?: Message };
}

export type PlaceBidAck =
  { ok: true; bid: BidView; currentBid: number; minManualBid: number; seq: number } | BidRefusal;

export type JoinAuctionAck = { ok: true; status: AuctionStatus } | BidRefusal;

/**
 * The `data` of a connection refused in the handshake (Socket.IO's `connect_error`), beside its English
 * `message`: the key and values of that message.
 */
export interface HandshakeRefusalData {
  messages?: { error?: Message };
}

export interface ServerToClientEvents {
  'auction-status': (status: AuctionStatus) => void;
  'bid-update': (update: BidUpdate) => void;
  'min-bid-update': (update: MinBidUpdate) => void;
  'auction-extended': (update: AuctionExtended) => void;
  'participant-update': (update: ParticipantUpdate) => void;
  /**
   * The message text, as docs/product.md says; then the refusal as the acknowledgement carries it (its
   * code and the text's key), an addition a client reading only the text does not see.
   */
  'bid-error': (message: string, refusal?: BidRefusal) => void;
}

export interface ClientToServerEvents {
  'join-auction': (auctionId: string, ack?: (result: JoinAuctionAck) => void) => void;
  'leave-auction': (auctionId: string) => void;
  'place-bid': (payload: PlaceBid, ack?: (result: PlaceBidAck) => void) => void;
  'auction-timer': (payload: { auctionId: string; timeLeft: number }) => void;
}

// ---------------------------------------------------------------------------------------------
// The client's view of one auction, kept in `seq` order. The web app, the tests and the benchmark
// use the same reducer, so "every client converges on the same state" is checked on real code.
// ---------------------------------------------------------------------------------------------

export interface AuctionFeedState {
  status: AuctionStatus | null;
  /** Updates that arrived ahead of a missing one, by fromSeq. */
  pending: BidUpdate[];
  /** Set when a gap was seen; the client should re-join to get a fresh `auction-status`. */
  gapSince: number | null;
}

export const emptyFeed = (): AuctionFeedState => ({ status: null, pending: [], gapSince: null });

export function feedFromStatus(status: AuctionStatus): AuctionFeedState {
  return { status, pending: [], gapSince: null };
}

function mergeBids(newer: BidView[], older: BidView[]): BidView[] {
  const seen = new Set<number>();
  const merged: BidView[] = [];
  for (const bid of [...newer, ...older].sort((a, b) => b.seq - a.seq)) {
    if (seen.has(bid.seq)) continue;
    seen.add(bid.seq);
    merged.push(bid);
    if (merged.length >= BID_HISTORY_LIMIT) break;
  }
  return merged;
}

function applyContiguous(status: AuctionStatus, update: BidUpdate): AuctionStatus {
  return {
    ...status,
    seq: update.seq,
    currentBid: update.currentBid,
    currentBidder: update.currentBidder,
    minManualBid: update.minManualBid,
    auctionEndTime: update.auctionEndTime,
    extensionCount: update.extensionCount,
    recentBids: mergeBids(update.recentBids, status.recentBids),
  };
}

/**
 * Applies a `bid-update`. Stale and duplicate updates (seq already seen) are dropped; an update that
 * skips ahead is held until the missing ones arrive, and `gapSince` tells the caller to resynchronise
 * if they do not come within FEED_GAP_WAIT_MS.
 */
export function applyBidUpdate(
  feed: AuctionFeedState,
  update: BidUpdate,
  nowMs = Date.now(),
): AuctionFeedState {
  const { status } = feed;
  if (!status || update.auctionId !== status.auctionId) return feed;
  if (update.seq <= status.seq) return feed;
  if (update.fromSeq > status.seq + 1) {
    const pending = feed.pending.some((p) => p.seq === update.seq) ? feed.pending : [...feed.pending, update];
    return { ...feed, pending, gapSince: feed.gapSince ?? nowMs };
  }
  let next = applyContiguous(status, update);
  let pending = feed.pending.filter((p) => p.seq > next.seq);
  // Drain held updates that have become contiguous.
  for (;;) {
    const ready = pending.find((p) => p.fromSeq <= next.seq + 1);
    if (!ready) break;
    next = applyContiguous(next, ready);
    pending = pending.filter((p) => p.seq > next.seq);
  }
  return { status: next, pending, gapSince: pending.length > 0 ? (feed.gapSince ?? nowMs) : null };
}

/** A fresh `auction-status` replaces the state unless it is older than what the client holds. */
export function applyAuctionStatus(feed: AuctionFeedState, status: AuctionStatus): AuctionFeedState {
  if (feed.status && feed.status.auctionId === status.auctionId && status.seq < feed.status.seq) {
    // Keep the newer bids but take the fresh participant count and clock.
    return {
      ...feed,
      status: { ...feed.status, participants: status.participants, serverTime: status.serverTime },
    };
  }
  const pending = feed.pending.filter((p) => p.seq > status.seq);
  const base: AuctionFeedState = { status, pending: [], gapSince: null };
  return pending.reduce((acc, p) => applyBidUpdate(acc, p), base);
}

export function applyAuctionExtended(feed: AuctionFeedState, update: AuctionExtended): AuctionFeedState {
  const { status } = feed;
  if (!status || update.auctionId !== status.auctionId) return feed;
  if (update.extensionCount <= status.extensionCount) return feed;
  return {
    ...feed,
    status: { ...status, auctionEndTime: update.auctionEndTime, extensionCount: update.extensionCount },
  };
}

export function applyMinBidUpdate(feed: AuctionFeedState, update: MinBidUpdate): AuctionFeedState {
  const { status } = feed;
  if (!status || update.auctionId !== status.auctionId || update.seq < status.seq) return feed;
  return { ...feed, status: { ...status, minManualBid: update.minManualBid } };
}

export function applyParticipantUpdate(feed: AuctionFeedState, update: ParticipantUpdate): AuctionFeedState {
  const { status } = feed;
  if (!status || update.auctionId !== status.auctionId) return feed;
  return { ...feed, status: { ...status, participants: update.count } };
}

/** True when a held update has waited long enough that the client should re-join. */
export function feedNeedsResync(feed: AuctionFeedState, nowMs = Date.now()): boolean {
  return feed.gapSince !== null && nowMs - feed.gapSince >= FEED_GAP_WAIT_MS;
}

// ---------------------------------------------------------------------------------------------
// HTTP: auto-bidding and bidding history (docs/product.md, "Live auction calls")
// ---------------------------------------------------------------------------------------------

export const AutoBidInfoSchema = successSchema(
  z.object({ minAutoBidAmount: z.number().int(), minManualBid: z.number().int() }),
);
export type AutoBidInfo = z.infer<typeof AutoBidInfoSchema>['data'];

/** 'none': never set; 'active': standing; 'exhausted': its maximum was outbid (one use only). */
export const AUTO_BID_STATES = ['none', 'active', 'exhausted'] as const;

export const AutoBidSettingsSchema = z.object({
  auctionId: z.string(),
  enabled: z.boolean(),
  maxAmount: z.number().int().nullable(),
  increment: z.number().int(),
  state: z.enum(AUTO_BID_STATES),
});
export type AutoBidSettings = z.infer<typeof AutoBidSettingsSchema>;
export const AutoBidSettingsResponseSchema = successSchema(AutoBidSettingsSchema);

/** POST /api/auto-bidding/settings body. Amount rules against the live state are server-side. */
export const AutoBidSettingsInputSchema = z.object({
  auctionId: AuctionIdSchema,
  enabled: z.boolean({ error: 'auction.autoBid.enabledInvalid' }),
  maxAmount: z
    .number({ error: BIDDING_MESSAGES.autoBidMaxTooLow })
    .int(BIDDING_MESSAGES.bidNotWholeRupees)
    .positive(BIDDING_MESSAGES.autoBidMaxTooLow)
    .max(MAX_BID_AMOUNT, BIDDING_MESSAGES.bidTooHigh),
  /**
   * At least the property's bid increment, which the server checks against the auction's row
   * (`autoBidIncrementError`); left out, it is the property's bid increment.
   */
  increment: z
    .number({ error: BIDDING_MESSAGES.autoBidIncrementInvalid })
    .int(BIDDING_MESSAGES.bidNotWholeRupees)
    .positive(BIDDING_MESSAGES.autoBidIncrementInvalid)
    .max(MAX_BID_AMOUNT, BIDDING_MESSAGES.bidTooHigh)
    .optional(),
});
export type AutoBidSettingsInput = z.input<typeof AutoBidSettingsInputSchema>;

/**
 * One entry of GET /api/auth/bidding-history (docs/product.md, "Bid history entry"): one of the user's bids.
 */
export const BidHistoryEntrySchema = z.object({
  _id: z.string(),
  property: z.object({
    _id: z.string(),
    customerName: z.string(),
    propertyType: z.string(),
    propertyLocation: z.string(),
    State: z.string(),
    loanAccountNo: z.string(),
    auctionDate: z.string(),
  }),
  amount: z.number().int(),
  isAutoBid: z.boolean(),
  timestamp: z.string(),
  /** This bid is the auction's highest bid (leading while the auction runs, won once it has ended). */
  isWinningBid: z.boolean(),
  auctionActive: z.boolean(),
});
export type BidHistoryEntry = z.infer<typeof BidHistoryEntrySchema>;
export const BidHistoryResponseSchema = successSchema(z.array(BidHistoryEntrySchema));

/** docs/product.md, "Bid display state", and its filters. */
export type BidDisplayState = 'winning' | 'active' | 'ended';
export function bidDisplayState(
  entry: Pick<BidHistoryEntry, 'isWinningBid' | 'auctionActive'>,
): BidDisplayState {
  if (entry.isWinningBid) return 'winning';
  if (entry.auctionActive) return 'active';
  return 'ended';
}
/** The Bidding History's filters; labelKey: the key of each one's label. */
export const BID_HISTORY_FILTERS = [
  { value: 'all', labelKey: 'labels.bidFilter.all' },
  { value: 'active', labelKey: 'labels.bidFilter.active' },
  { value: 'won', labelKey: 'labels.bidFilter.won' },
  { value: 'lost', labelKey: 'labels.bidFilter.lost' },
] as const;
export type BidHistoryFilter = (typeof BID_HISTORY_FILTERS)[number]['value'];
export function matchesBidFilter(
  entry: Pick<BidHistoryEntry, 'isWinningBid' | 'auctionActive'>,
  filter: BidHistoryFilter,
): boolean {
  switch (filter) {
    case 'won':
      return entry.isWinningBid;
    case 'active':
      return entry.auctionActive;
    case 'lost':
      return !entry.isWinningBid && !entry.auctionActive;
    default:
      return true;
  }
}
