import type { Socket } from 'socket.io-client';
import {
  applyAuctionExtended,
  applyAuctionStatus,
  applyBidUpdate,
  applyMinBidUpdate,
  applyParticipantUpdate,
  type AuctionFeedState,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@eauction/shared';

/*
 * A live auction's feed as a client keeps it, shared by the tests' socket clients (bidding.ts) and the
 * benchmarks' (scripts/bench-support.ts): every feed message folded into the state by the shared feed
 * reducer, as the web app folds it.
 */

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type FeedEvent =
  'auction-status' | 'bid-update' | 'min-bid-update' | 'auction-extended' | 'participant-update';

/** One message of the feed, with what it carries. */
export type FeedMessage = {
  [K in FeedEvent]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[FeedEvent];

/** The feed after one more message, by the shared reducer. */
export function applyFeedMessage(feed: AuctionFeedState, message: FeedMessage): AuctionFeedState {
  switch (message.event) {
    case 'auction-status':
      return applyAuctionStatus(feed, message.payload);
    case 'bid-update':
      return applyBidUpdate(feed, message.payload);
    case 'min-bid-update':
      return applyMinBidUpdate(feed, message.payload);
    case 'auction-extended':
      return applyAuctionExtended(feed, message.payload);
    case 'participant-update':
      return applyParticipantUpdate(feed, message.payload);
  }
}

/** Calls `listener` with every feed message the socket receives, in arrival order. */
export function onFeedMessage(socket: ClientSocket, listener: (message: FeedMessage) => void): void {
  socket.on('auction-status', (payload) => listener({ event: 'auction-status', payload }));
  socket.on('bid-update', (payload) => listener({ event: 'bid-update', payload }));
  socket.on('min-bid-update', (payload) => listener({ event: 'min-bid-update', payload }));
  socket.on('auction-extended', (payload) => listener({ event: 'auction-extended', payload }));
  socket.on('participant-update', (payload) => listener({ event: 'participant-update', payload }));
}
