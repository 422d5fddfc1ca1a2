import {
  BIDDING_MESSAGES,
  message,
  type BidErrorCode,
  type BidRefusal,
  type ErrorCode,
  type Message,
} from '@eauction/shared';
import { AppError } from '../../platform/errors';
import { isMessageKey, textOf } from '../../platform/i18n';
import { noAuctionAccess } from '../registrations/auction-access';

/*
 * A bid or a join the engine declines is an AppError like every other refusal of the server: a code,
 * an HTTP status and the message a bidder reads. Nothing was stored when one is thrown. Over HTTP it
 * is answered as usual; over the live-auction socket it travels as the socket's own codes
 * (`socketRefusalOf`, docs/product.md, "Socket events").
 */
export const refusals = {
  unknownAuction: () => new AppError('PROPERTY_NOT_FOUND', 404, BIDDING_MESSAGES.unknownAuction),
  noAccess: noAuctionAccess,
  signInRequired: () => new AppError('UNAUTHORIZED', 401, BIDDING_MESSAGES.signInRequired),
  notStarted: () => new AppError('AUCTION_NOT_STARTED', 409, BIDDING_MESSAGES.notStarted),
  ended: () => new AppError('AUCTION_ENDED', 409, BIDDING_MESSAGES.ended),
  tooLow: (minimum: number) => new AppError('BID_TOO_LOW', 409, BIDDING_MESSAGES.bidBelowMinimum(minimum)),
  alreadyHighest: () => new AppError('ALREADY_HIGHEST', 409, BIDDING_MESSAGES.alreadyHighest),
  notJoined: () => new AppError('NOT_JOINED', 409, BIDDING_MESSAGES.notJoined),
  invalidAmount: (text: Message) => new AppError('VALIDATION_FAILED', 400, text, { bidAmount: text }),
  rateLimited: () => new AppError('RATE_LIMITED', 429, BIDDING_MESSAGES.tooManyBids),
  badRequest: () => new AppError('BAD_REQUEST', 400, BIDDING_MESSAGES.badRequest),
  internal: () => new AppError('INTERNAL', 500, BIDDING_MESSAGES.serverError),
};

/**
 * The socket's code for each code of the server, and for the failures a bidder cannot act on, the
 * auction room's own words: 'Auction not found' rather than 'Property not found', the bid that could
 * not be processed rather than a generic server error.
 */
const SOCKET_CODES: Partial<Record<ErrorCode, { code: BidErrorCode; text?: string }>> = {
  VALIDATION_FAILED: { code: 'INVALID_AMOUNT' },
  BID_TOO_LOW: { code: 'BID_TOO_LOW' },
  ALREADY_HIGHEST: { code: 'ALREADY_HIGHEST' },
  AUCTION_NOT_STARTED: { code: 'NOT_STARTED' },
  AUCTION_ENDED: { code: 'ENDED' },
  NO_AUCTION_ACCESS: { code: 'NO_AUCTION_ACCESS' },
  FORBIDDEN: { code: 'NO_AUCTION_ACCESS', text: BIDDING_MESSAGES.noAccess },
  PROPERTY_NOT_FOUND: { code: 'UNKNOWN_AUCTION', text: BIDDING_MESSAGES.unknownAuction },
  NOT_FOUND: { code: 'UNKNOWN_AUCTION', text: BIDDING_MESSAGES.unknownAuction },
  NOT_JOINED: { code: 'NOT_JOINED' },
  UNAUTHORIZED: { code: 'UNAUTHORIZED', text: BIDDING_MESSAGES.signInRequired },
  RATE_LIMITED: { code: 'RATE_LIMITED' },
  BAD_REQUEST: { code: 'BAD_REQUEST', text: BIDDING_MESSAGES.badRequest },
  SERVICE_UNAVAILABLE: { code: 'UNAVAILABLE', text: BIDDING_MESSAGES.unavailable },
};

/** A refusal as the socket's acknowledgement and `bid-error` carry it. */
export type SocketRefusal = BidRefusal;

/**
 * A refusal with its text in English, as docs/product.md gives it, and, like the API's error envelope,
 * the text's key and values in `messages` when the catalogues have it (a key-less text has none).
 */
export function refusalOf(text: Message | string, code: BidErrorCode): SocketRefusal {
  const m = typeof text === 'string' ? message(text) : text;
  return { ok: false, error: textOf(m), code, ...(isMessageKey(m.id) ? { messages: { error: m } } : {}) };
}

/**
 * The socket's form of a refusal. A code the socket has no name for is an unreadable message when the
 * fault is the client's (4xx), an internal failure otherwise.
 */
export function socketRefusalOf(error: AppError): SocketRefusal {
  const socket = SOCKET_CODES[error.code] ?? (error.statusCode < 500 ? SOCKET_CODES.BAD_REQUEST : undefined);
  if (!socket) return refusalOf(BIDDING_MESSAGES.serverError, 'INTERNAL');
  return refusalOf(socket.text ?? error.text, socket.code);
}
