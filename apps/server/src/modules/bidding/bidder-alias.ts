import { createHmac } from 'node:crypto';

/**
 * Bidders are never named to each other while an auction runs (docs/product.md, "Bidder privacy"): every
 * bidder id in a socket message is this alias instead. An HMAC of the auction and the user under a key
 * derived from JWT_SECRET, so it is stable within one auction, unlinkable between auctions, impossible to
 * reverse without the secret, and the same on every instance (they share the secret).
 */
export type BidderAliases = (auctionId: string, userId: string) => string;

/** 12 hex digits (48 bits): collisions among one auction's bidders are out of reach. */
const ALIAS_LENGTH = 12;

export function createBidderAliases(secret: string): BidderAliases {
  // A key of its own, so an alias can never be confused with any other MAC made from the secret.
  const key = createHmac('sha256', secret).update('eauction:bidder-alias:v1').digest();
  return (auctionId, userId) =>
    createHmac('sha256', key).update(`${auctionId}:${userId}`).digest('hex').slice(0, ALIAS_LENGTH);
}
