import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import {
  BIDDING_MESSAGES,
  FEED_GAP_WAIT_MS,
  message,
  type AuctionStatus,
  type BidRefusal,
  type HandshakeRefusalData,
  type PlaceBidAck,
} from '@eauction/shared';
import { createAuctionSocket, type AuctionSocket } from '../../../lib/socket';
import { textOf } from '../../../lib/translate';
import { initialLiveAuctionState, liveAuctionReducer, type LiveAuctionState } from '../live-auction-state';

/** How the socket is; shown by the connection indicator (aria-live). */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** The page makes its socket through this, so tests can hand it a fake one. */
export const AuctionSocketFactoryContext = createContext<() => AuctionSocket>(createAuctionSocket);

/** An acknowledgement that never comes is treated as a failure after this long. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * A refusal of the engine in the page's language: the text of its key when it came with one
 * (docs/product.md, "Socket events"), else the server's English text as received.
 */
function refusalText(text: string, refusal?: Pick<BidRefusal, 'messages'>): string {
  const key = refusal?.messages?.error;
  return key ? textOf(key) : text;
}

/** A refusal the client makes itself (no connection, no answer), as the engine would word it. */
function ownRefusal(key: string): BidRefusal {
  return { ok: false, error: textOf(key), code: 'INTERNAL', messages: { error: message(key) } };
}

export interface LiveAuction extends LiveAuctionState {
  status: AuctionStatus | null;
  connection: ConnectionState;
  /** The server's refusal of the join (no access, unknown auction, session expired), if any. */
  joinError: string | null;
  /** Why the connection was refused in the handshake, once Socket.IO has given up retrying. */
  connectError: string | null;
  /**
   * Server time minus browser time, measured from the join's round trip and the status's serverTime;
   * null until the first auction-status.
   */
  clockOffsetMs: number | null;
  placeBid: (bidAmount: number) => Promise<PlaceBidAck>;
  clearBidError: () => void;
}

/**
 * The live connection of one auction (docs/product.md, "Real-time connection"). It connects only when
 * `enabled` (after the access check), joins the auction's room on every connect and reconnect and takes the
 * auction-status it gets back as the whole truth, feeds every update through the shared feed reducer,
 * re-joins when the feed reports a gap it could not fill, and disconnects when the page is left.
 */
export function useLiveAuction(auctionId: string, enabled: boolean): LiveAuction {
  const createSocket = useContext(AuctionSocketFactoryContext);
  const [state, dispatch] = useReducer(liveAuctionReducer, undefined, initialLiveAuctionState);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [joinError, setJoinError] = useState<string | null>(null);
  const [connectError, setConnectError] = useState<string | null>(null);
  const [clockOffsetMs, setClockOffsetMs] = useState<number | null>(null);
  const socketRef = useRef<AuctionSocket | null>(null);
  const joinRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled || !auctionId) return;
    const socket = createSocket();
    socketRef.current = socket;
    let disposed = false;
    // When the last join left: the status that answers it dates the server's clock (half the round trip).
    let joinSentAt: number | null = null;

    const onStatus = (status: AuctionStatus) => {
      if (disposed || status.auctionId !== auctionId) return;
      if (joinSentAt !== null) {
        const receivedAt = Date.now();
        setClockOffsetMs(Date.parse(status.serverTime) - (joinSentAt + receivedAt) / 2);
        joinSentAt = null;
      }
      setJoinError(null);
      dispatch({ type: 'auction-status', status });
    };

    const join = () => {
      if (disposed || !socket.connected) return;
      joinSentAt = Date.now();
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('join-auction', auctionId)
        .then((ack) => {
          if (disposed) return;
          if (ack.ok) onStatus(ack.status);
          else setJoinError(refusalText(ack.error, ack));
        })
        .catch(() => {
          // No answer in time: ask again while still connected; a reconnect joins anyway.
          if (!disposed && socket.connected) join();
        });
    };
    joinRef.current = join;

    socket.on('connect', () => {
      setConnection('connected');
      setConnectError(null);
      join();
    });
    socket.on('disconnect', () => {
      // `active`: Socket.IO will reconnect by itself (anything but a deliberate server disconnect).
      setConnection(socket.active ? 'reconnecting' : 'disconnected');
    });
    socket.on('connect_error', (error: Error & { data?: HandshakeRefusalData }) => {
      if (socket.active) {
        setConnection('reconnecting');
      } else {
        // Refused in the handshake (no or expired token): retrying would not help.
        setConnection('disconnected');
        setConnectError(
          error.message ? refusalText(error.message, error.data) : textOf(BIDDING_MESSAGES.notConnected),
        );
      }
    });
    socket.on('auction-status', onStatus);
    socket.on('bid-update', (update) => dispatch({ type: 'bid-update', update, nowMs: Date.now() }));
    socket.on('min-bid-update', (update) => dispatch({ type: 'min-bid-update', update }));
    socket.on('auction-extended', (update) => dispatch({ type: 'auction-extended', update }));
    socket.on('participant-update', (update) => dispatch({ type: 'participant-update', update }));
    socket.on('bid-error', (text, refusal) =>
      dispatch({ type: 'bid-error', message: refusalText(text, refusal) }),
    );
    setConnection('connecting');
    socket.connect();

    return () => {
      disposed = true;
      joinRef.current = () => {};
      socketRef.current = null;
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [auctionId, enabled, createSocket]);

  // An update arrived ahead of a missing one: give the missing one a moment, then resynchronise. The
  // timer is dropped as soon as the gap closes (gapSince changes), so when it fires the feed still
  // needs the resync (feedNeedsResync).
  const { gapSince } = state.feed;
  useEffect(() => {
    if (gapSince === null) return;
    const id = window.setTimeout(
      () => joinRef.current(),
      Math.max(0, gapSince + FEED_GAP_WAIT_MS - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [gapSince]);

  const placeBid = useCallback(
    async (bidAmount: number): Promise<PlaceBidAck> => {
      const socket = socketRef.current;
      if (!socket?.connected) return ownRefusal(BIDDING_MESSAGES.notConnected);
      let ack: PlaceBidAck;
      try {
        ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('place-bid', { auctionId, bidAmount });
      } catch {
        ack = ownRefusal(BIDDING_MESSAGES.serverError);
      }
      // The engine also sends the refusal as bid-error; showing the same text twice changes nothing.
      if (!ack.ok) dispatch({ type: 'bid-error', message: refusalText(ack.error, ack) });
      return ack;
    },
    [auctionId],
  );

  const clearBidError = useCallback(() => dispatch({ type: 'clear-bid-error' }), []);

  return {
    ...state,
    status: state.feed.status,
    connection,
    joinError,
    connectError,
    clockOffsetMs,
    placeBid,
    clearBidError,
  };
}
