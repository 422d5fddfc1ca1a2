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

const AUCTION_ROOM = 'auction:';
/** Every instance's sockets watching one auction; `auctionId` is canonical (lower case, ids.ts in shared). */
export const roomOf = (auctionId: string) => `${AUCTION_ROOM}${auctionId}`;
/** The auction a room is of, or null for any other room (a user's, the socket's own). */
export const auctionOfRoom = (room: string): string | null =>
  room.startsWith(AUCTION_ROOM) ? room.slice(AUCTION_ROOM.length) : null;
/** Every instance's sockets of one user: ending their sessions or their access reaches them all. */
export const userRoomOf = (userId: string) => `user:${userId}`;
/**
 * One user's sockets watching one auction: their own auto bids are marked for them alone. Neither
 * this nor the admins' room starts with 'auction:', so `auctionOfRoom` sees only the auction's room.
 */
export const ownRoomOf = (auctionId: string, userId: string) => `own:${auctionId}:${userId}`;
/** The administrators' sockets watching one auction: they see every bid's auto flag. */
export const adminsRoomOf = (auctionId: string) => `admins:${auctionId}`;
