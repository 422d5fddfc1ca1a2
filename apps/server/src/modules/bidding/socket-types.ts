import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, Role, ServerToClientEvents } from '@eauction/shared';

/** What each connection carries between instances (fetchSockets): never shown to any client. */
export interface SocketData {
  userId: string;
  role: Role;
  tokenVersion: number;
  /** When the session token expires (ms since the epoch, server clock). */
  expiresAt: number;
}

type InterServerEvents = Record<never, never>;

export type BiddingServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type BiddingSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Every instance's sockets watching one auction; `auctionId` is canonical (lower case, ids.ts in shared). */
export const roomOf = (auctionId: string) => `auction:${auctionId}`;
