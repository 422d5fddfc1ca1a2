// The baseline server of the bidding benchmarks (bench-bidding-peers.ts, bench-mega-peers.ts): a bare
// Socket.IO server speaking just enough of the bidding contract, with no database behind it, so the
// engine's answers and fan-out are measured beside the library's own.
import type { Server } from 'socket.io';
import {
  BID_HISTORY_LIMIT,
  type AuctionStatus,
  type BidUpdate,
  type BidView,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@eauction/shared';

/**
 * Answers join-auction with a status and place-bid as the engine does after its transaction commits:
 * the acknowledgement to the sender, then one bid-update to the room (through the server's adapter,
 * so on every process when it is the Redis one). Each auction's bids are numbered here.
 */
export function answerLikeTheEngine(io: Server<ClientToServerEvents, ServerToClientEvents>): void {
  const rooms = new Map<string, { seq: number; currentBid: number | null; recent: BidView[] }>();
  const stateOf = (auctionId: string) => {
    let state = rooms.get(auctionId);
    if (!state) rooms.set(auctionId, (state = { seq: 0, currentBid: null, recent: [] }));
    return state;
  };
  const farFuture = new Date(Date.now() + 3 * 3_600_000).toISOString();

  io.on('connection', (socket) => {
    socket.on('join-auction', (auctionId, ack) => {
      const state = stateOf(auctionId);
      void socket.join(auctionId);
      const status: AuctionStatus = {
        auctionId,
        serverTime: new Date().toISOString(),
        auctionStartTime: new Date().toISOString(),
        auctionEndTime: farFuture,
        extensionCount: 0,
        reservePrice: 0,
        bidIncrement: 1000,
        currentBid: state.currentBid,
        currentBidder: state.currentBid === null ? null : { id: 'bare' },
        minManualBid: (state.currentBid ?? 0) + 1000,
        participants: 0,
        recentBids: state.recent,
        seq: state.seq,
        you: { bidderId: socket.id, isAdmin: false },
      };
      ack?.({ ok: true, status });
    });
    socket.on('place-bid', (payload, ack) => {
      const state = stateOf(payload.auctionId);
      state.seq += 1;
      state.currentBid = payload.bidAmount;
      const timestamp = new Date().toISOString();
      const bid: BidView = {
        seq: state.seq,
        amount: payload.bidAmount,
        bidderId: socket.id,
        isAutoBid: false,
        timestamp,
      };
      state.recent = [bid, ...state.recent].slice(0, BID_HISTORY_LIMIT);
      const minManualBid = payload.bidAmount + 1000;
      ack?.({ ok: true, bid, currentBid: payload.bidAmount, minManualBid, seq: state.seq });
      const update: BidUpdate = {
        auctionId: payload.auctionId,
        fromSeq: state.seq,
        seq: state.seq,
        currentBid: payload.bidAmount,
        currentBidder: { id: socket.id },
        timestamp,
        minManualBid,
        auctionEndTime: farFuture,
        extensionCount: 0,
        recentBids: [bid],
      };
      io.to(payload.auctionId).emit('bid-update', update);
    });
  });
}
