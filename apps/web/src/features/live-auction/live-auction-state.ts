import {
  applyAuctionExtended,
  applyAuctionStatus,
  applyBidUpdate,
  applyMinBidUpdate,
  applyParticipantUpdate,
  emptyFeed,
  type AuctionExtended,
  type AuctionFeedState,
  type AuctionStatus,
  type BidUpdate,
  type MinBidUpdate,
  type ParticipantUpdate,
} from '@eauction/shared';
import { appTranslate, type Translate } from './translate';

/*
 * What the live auction screen knows, as one reducer over the socket's messages. The auction itself is
 * the shared feed reducer's (packages/shared/src/bidding.ts): stale and duplicate updates are dropped by
 * `seq`, an update ahead of a missing one is held and `gapSince` asks for a resync. This adds the one
 * thing the feed does not hold: the last refusal of a bid, shown as received and cleared by the next
 * bid update (docs/product.md, "Placing a bid").
 */

export interface LiveAuctionState {
  feed: AuctionFeedState;
  bidError: string | null;
}

export type LiveAuctionAction =
  | { type: 'auction-status'; status: AuctionStatus }
  | { type: 'bid-update'; update: BidUpdate; nowMs: number }
  | { type: 'min-bid-update'; update: MinBidUpdate }
  | { type: 'auction-extended'; update: AuctionExtended }
  | { type: 'participant-update'; update: ParticipantUpdate }
  | { type: 'bid-error'; message: string }
  | { type: 'clear-bid-error' };

export const initialLiveAuctionState = (): LiveAuctionState => ({ feed: emptyFeed(), bidError: null });

export function liveAuctionReducer(state: LiveAuctionState, action: LiveAuctionAction): LiveAuctionState {
  switch (action.type) {
    case 'auction-status':
      return { ...state, feed: applyAuctionStatus(state.feed, action.status) };
    case 'bid-update':
      return { feed: applyBidUpdate(state.feed, action.update, action.nowMs), bidError: null };
    case 'min-bid-update':
      return { ...state, feed: applyMinBidUpdate(state.feed, action.update) };
    case 'auction-extended':
      return { ...state, feed: applyAuctionExtended(state.feed, action.update) };
    case 'participant-update':
      return { ...state, feed: applyParticipantUpdate(state.feed, action.update) };
    case 'bid-error':
      return { ...state, bidError: action.message };
    case 'clear-bid-error':
      return state.bidError === null ? state : { ...state, bidError: null };
  }
}

/** Who holds the lead, from the joining user's point of view. */
export type Standing = 'no-bids' | 'leading' | 'outbid' | 'not-bidding';

export function standingOf(status: AuctionStatus): Standing {
  if (!status.currentBidder) return 'no-bids';
  if (status.currentBidder.id === status.you.bidderId) return 'leading';
  return status.recentBids.some((b) => b.bidderId === status.you.bidderId) ? 'outbid' : 'not-bidding';
}

/** Whether a bid is the joining user's own. */
export function isOwnBid(bidderId: string, status: Pick<AuctionStatus, 'you'>): boolean {
  return bidderId === status.you.bidderId;
}

/** The history list names nobody: 'You' for the user's own bids, 'Other bidder' for everyone else. */
export function bidderLabel(
  bidderId: string,
  status: Pick<AuctionStatus, 'you'>,
  _: Translate = appTranslate,
): string {
  return isOwnBid(bidderId, status) ? _('liveAuction.bidder.you') : _('liveAuction.bidder.other');
}
