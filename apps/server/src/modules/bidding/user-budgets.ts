import { TokenBucket } from './rate-limit';

/**
 * How many live-auction connections one user may hold on one instance. A bidder follows an auction in
 * a few tabs and on a phone, perhaps several auctions at once: 20 is far above that, while every
 * connection costs the instance memory and a copy of each broadcast, so one account cannot open
 * hundreds of them.
 */
export const MAX_CONNECTIONS_PER_USER = 20;

/** What one user's connections on this instance share. */
export interface UserBudget {
  /** Bids: one budget for the user, however many connections they open. */
  bids: TokenBucket;
  /** Joins (each one reads the auction's state from the database). */
  joins: TokenBucket;
}

interface Entry extends UserBudget {
  sockets: Set<string>;
}

/**
 * The limits of the live auction per user on this instance: the connections they hold and the budgets
 * their connections share, so a second socket is no second budget. A user's budget is forgotten when
 * their last connection here closes. The limits are per instance: behind N instances a user may reach
 * N times as much, which a load balancer keeping each client on one instance mostly prevents.
 */
export class UserBudgets {
  private readonly users = new Map<string, Entry>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly maxConnections = MAX_CONNECTIONS_PER_USER,
  ) {}

  /** Counts a connection in; false when the user already holds the most they may here. */
  admit(userId: string, socketId: string): boolean {
    let entry = this.users.get(userId);
    if (!entry) {
      // Bursts of twice the rate: two bids at once, an auto-bid and a manual one, but no stream.
      const rate = this.ratePerSecond;
      entry = {
        sockets: new Set(),
        bids: new TokenBucket(rate, rate * 2),
        joins: new TokenBucket(rate, rate * 2),
      };
      this.users.set(userId, entry);
    }
    if (entry.sockets.has(socketId)) return true;
    if (entry.sockets.size >= this.maxConnections) return false;
    entry.sockets.add(socketId);
    return true;
  }

  /** The connection closed (calling it again changes nothing). */
  release(userId: string, socketId: string): void {
    const entry = this.users.get(userId);
    if (!entry) return;
    entry.sockets.delete(socketId);
    if (entry.sockets.size === 0) this.users.delete(userId);
  }

  /** The budget a connection admitted for the user draws on; undefined once they hold none here. */
  of(userId: string): UserBudget | undefined {
    return this.users.get(userId);
  }
}
