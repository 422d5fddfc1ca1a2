import { BIDDING_MESSAGES, type BidErrorCode } from '@eauction/shared';

/**
 * A bid (or join) the engine declines: a stable code for clients and the message a bidder reads
 * (`bid-error` and the acknowledgement carry both). Nothing was stored when one is thrown.
 */
export class BidRefusal extends Error {
  constructor(
    readonly code: BidErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BidRefusal';
  }
}

export const refusals = {
  unknownAuction: () => new BidRefusal('UNKNOWN_AUCTION', BIDDING_MESSAGES.unknownAuction),
  noAccess: () => new BidRefusal('NO_AUCTION_ACCESS', BIDDING_MESSAGES.noAccess),
  signInRequired: () => new BidRefusal('UNAUTHORIZED', BIDDING_MESSAGES.signInRequired),
  notStarted: () => new BidRefusal('NOT_STARTED', BIDDING_MESSAGES.notStarted),
  ended: () => new BidRefusal('ENDED', BIDDING_MESSAGES.ended),
  tooLow: (minimum: number) => new BidRefusal('BID_TOO_LOW', BIDDING_MESSAGES.bidBelowMinimum(minimum)),
  alreadyHighest: () => new BidRefusal('ALREADY_HIGHEST', BIDDING_MESSAGES.alreadyHighest),
  notJoined: () => new BidRefusal('NOT_JOINED', BIDDING_MESSAGES.notJoined),
  rateLimited: () => new BidRefusal('RATE_LIMITED', BIDDING_MESSAGES.tooManyBids),
  badRequest: () => new BidRefusal('BAD_REQUEST', BIDDING_MESSAGES.badRequest),
  internal: () => new BidRefusal('INTERNAL', BIDDING_MESSAGES.serverError),
  /** The database did not answer (restart, failover): nothing to fix on the bidder's side. */
  unavailable: () => new BidRefusal('UNAVAILABLE', BIDDING_MESSAGES.unavailable),
};
