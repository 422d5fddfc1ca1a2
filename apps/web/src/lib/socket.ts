import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECT_MAX_MS,
  SOCKET_RECONNECT_MIN_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@eauction/shared';
import { getStoredToken } from './api-client';

/** The live-bidding connection, typed by the shared event map (packages/shared/src/bidding.ts). */
export type AuctionSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A Socket.IO connection to this site's own server (same origin, /socket.io), authenticated in the handshake
 * with the stored bearer token (docs/product.md, "Real-time connection"). It is created unconnected: the
 * caller attaches its listeners first, then calls connect(). The token is read again at every (re)connection
 * attempt, so a reconnect after a new login uses the new one.
 *
 * Back-off 1–5 s (docs/product.md, "Real-time connection") is Socket.IO's own; WebSocket first, long-polling
 * when a proxy refuses the upgrade.
 */
export function createAuctionSocket(): AuctionSocket {
  return io({
    path: '/socket.io',
    autoConnect: false,
    auth: (send) => send({ token: getStoredToken() ?? '' }),
    transports: ['websocket', 'polling'],
    // Without this a failed WebSocket ends the attempt instead of falling back to long-polling.
    tryAllTransports: true,
    reconnection: true,
    reconnectionDelay: SOCKET_RECONNECT_MIN_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_MAX_MS,
  });
}
