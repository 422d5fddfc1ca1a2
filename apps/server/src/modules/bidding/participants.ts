/**
 * Who is in an auction's room: distinct users, across every instance (one bidder with two tabs is one
 * participant). Counting may ask every instance (Socket.IO's fetchSockets through the adapter), so
 * requests that arrive together share one count: a count serves every request made before it
 * started, and requests made while it runs wait for the next one.
 *
 * Announcing the count (`participant-update` to the whole room) is throttled per auction: the first
 * change after a quiet second is announced at once, later ones together at the end of that second.
 * A thousand watchers joining at once thus cause a handful of announcements, not a thousand
 * broadcasts to a thousand sockets. A joining user gets the exact count in `auction-status`.
 */

export interface ParticipantCounterDeps {
  /** The user ids of the sockets in the auction's room on every instance. */
  countAll(auctionId: string): Promise<string[]>;
  /** The same on this instance only: the answer when the others cannot be asked in time. */
  countLocal(auctionId: string): string[];
  announce(auctionId: string, count: number): void;
  onError(error: unknown, auctionId: string): void;
  timeoutMs: number;
  /** Least time between two announcements for one auction. */
  announceIntervalMs: number;
}

interface Lane {
  busy: boolean;
  waiters: ((count: number) => void)[];
}

export class ParticipantCounter {
  private readonly lanes = new Map<string, Lane>();
  private readonly lastAnnounced = new Map<string, number>();
  private readonly announcing = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly deps: ParticipantCounterDeps) {}

  /** Counts again (after this moment); resolves to the result. */
  count(auctionId: string): Promise<number> {
    let lane = this.lanes.get(auctionId);
    if (!lane) {
      lane = { busy: false, waiters: [] };
      this.lanes.set(auctionId, lane);
    }
    const current = lane;
    const result = new Promise<number>((resolve) => current.waiters.push(resolve));
    if (!current.busy) void this.drain(auctionId, current);
    return result;
  }

  /** The room changed: tell it the new count soon (see the throttle above). */
  changed(auctionId: string): void {
    if (this.stopped || this.announcing.has(auctionId)) return;
    const since = Date.now() - (this.lastAnnounced.get(auctionId) ?? 0);
    const timer = setTimeout(
      () => {
        this.lastAnnounced.set(auctionId, Date.now());
        void this.count(auctionId).then((n) => {
          this.announcing.delete(auctionId);
          if (!this.stopped) this.deps.announce(auctionId, n);
          if (n === 0) this.lastAnnounced.delete(auctionId);
        });
      },
      Math.max(0, this.deps.announceIntervalMs - since),
    );
    timer.unref();
    this.announcing.set(auctionId, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.announcing.values()) clearTimeout(timer);
    this.announcing.clear();
  }

  private async drain(auctionId: string, lane: Lane): Promise<void> {
    lane.busy = true;
    while (lane.waiters.length > 0) {
      const waiters = lane.waiters.splice(0);
      const count = await this.distinctUsers(auctionId);
      for (const resolve of waiters) resolve(count);
    }
    lane.busy = false;
    this.lanes.delete(auctionId);
  }

  private async distinctUsers(auctionId: string): Promise<number> {
    try {
      return new Set(await withTimeout(this.deps.countAll(auctionId), this.deps.timeoutMs)).size;
    } catch (error) {
      this.deps.onError(error, auctionId);
      return new Set(this.deps.countLocal(auctionId)).size;
    }
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
