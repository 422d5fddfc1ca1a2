import type { MinBidUpdate } from '@eauction/shared';

/** A busy auction announces its minimum bid at most this often; every `bid-update` carries it too. */
export const MIN_BID_UPDATE_INTERVAL_MS = 250;

interface Slot {
  lastSentAt: number;
  pending: MinBidUpdate | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Paces `min-bid-update` per auction (decision 009). Every committed bid is broadcast as a
 * `bid-update` that already holds the new `minManualBid`, so the separate message is for clients that
 * listen to it alone (the product's event list). Sent for every bid it would double the frames each
 * watcher's connection carries in a bidding war; instead the first bid after a quiet spell announces
 * its minimum at once and the bids that follow within the interval share one announcement of the
 * latest minimum at its end. The newest minimum always goes out; only superseded ones are skipped.
 */
export class MinBidThrottle {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly emit: (update: MinBidUpdate) => void,
    private readonly intervalMs = MIN_BID_UPDATE_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  push(update: MinBidUpdate): void {
    const slot = this.slots.get(update.auctionId);
    const now = this.now();
    if (!slot) {
      this.emit(update);
      this.slots.set(update.auctionId, {
        lastSentAt: now,
        pending: null,
        timer: this.idleTimer(update.auctionId),
      });
      return;
    }
    if (slot.pending && slot.pending.seq > update.seq) return;
    slot.pending = update;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = this.flushTimer(update.auctionId, Math.max(0, slot.lastSentAt + this.intervalMs - now));
  }

  /** Shutdown: nothing more is sent (clients re-join elsewhere and get the full state). */
  stop(): void {
    for (const slot of this.slots.values()) if (slot.timer) clearTimeout(slot.timer);
    this.slots.clear();
  }

  /** After a lone announcement, the slot is forgotten once the interval has passed quietly. */
  private idleTimer(auctionId: string): NodeJS.Timeout {
    const timer = setTimeout(() => this.flush(auctionId), this.intervalMs);
    timer.unref();
    return timer;
  }

  private flushTimer(auctionId: string, delayMs: number): NodeJS.Timeout {
    const timer = setTimeout(() => this.flush(auctionId), delayMs);
    timer.unref();
    return timer;
  }

  private flush(auctionId: string): void {
    const slot = this.slots.get(auctionId);
    if (!slot) return;
    slot.timer = null;
    if (!slot.pending) {
      this.slots.delete(auctionId);
      return;
    }
    this.emit(slot.pending);
    slot.pending = null;
    slot.lastSentAt = this.now();
    slot.timer = this.idleTimer(auctionId);
  }
}
