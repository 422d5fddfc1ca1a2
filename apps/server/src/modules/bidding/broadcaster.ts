import type { CommittedBids, SeqReservation } from './bid-transaction';

/**
 * Sends each auction's committed bids in `seq` order, coalesced.
 *
 * Transactions on one auction commit in `seq` order (the row lock), but the code after each commit
 * resumes whenever its connection's answer is read, so two commits can reach this process in either
 * order. Every engine transaction therefore holds a ticket: while it owns the row lock it reserves its
 * sequence numbers, and a committed batch is sent only once no lower number is still reserved here.
 * A gap that no local ticket covers belongs to another instance; that is not waited for (clients hold
 * such an update and resynchronise if the gap does not close).
 *
 * Everything that committed within one event-loop turn goes out as one update per contiguous run, so
 * a burst of bids never swamps watchers and no bid is ever dropped.
 */

export type BatchSink = (batch: CommittedBids[]) => void;

export class BidTicket implements SeqReservation {
  fromSeq: number | null = null;
  reservedAt = 0;

  constructor(readonly auctionId: string) {}

  reserve(fromSeq: number): void {
    this.fromSeq = fromSeq;
    this.reservedAt = Date.now();
  }
}

interface Lane {
  tickets: Set<BidTicket>;
  ready: CommittedBids[];
  scheduled: boolean;
  holdTimer: NodeJS.Timeout | null;
}

/** A commit that has not reached us after this long is not waited for any more. */
const DEFAULT_MAX_HOLD_MS = 1000;

export class BidBroadcaster {
  private readonly lanes = new Map<string, Lane>();
  /** The newest seq this instance has sent per auction (joins compare their snapshot with it). */
  private readonly sent = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly sink: BatchSink,
    private readonly maxHoldMs = DEFAULT_MAX_HOLD_MS,
  ) {}

  /** Call before an engine transaction; pass the ticket to it as its SeqReservation. */
  open(auctionId: string): BidTicket {
    let lane = this.lanes.get(auctionId);
    if (!lane) {
      lane = { tickets: new Set(), ready: [], scheduled: false, holdTimer: null };
      this.lanes.set(auctionId, lane);
    }
    const ticket = new BidTicket(auctionId);
    lane.tickets.add(ticket);
    return ticket;
  }

  /** The transaction committed: its bids go out in order. */
  publish(ticket: BidTicket, committed: CommittedBids): void {
    const lane = this.lanes.get(ticket.auctionId);
    if (!lane || !lane.tickets.delete(ticket)) return;
    lane.ready.push(committed);
    this.schedule(ticket.auctionId, lane);
  }

  /** The transaction ended (published, refused or failed): it blocks nothing any more. */
  close(ticket: BidTicket): void {
    const lane = this.lanes.get(ticket.auctionId);
    if (!lane || !lane.tickets.delete(ticket)) return;
    if (lane.ready.length > 0) this.schedule(ticket.auctionId, lane);
    else this.dropIfIdle(ticket.auctionId, lane);
  }

  lastSentSeq(auctionId: string): number {
    return this.sent.get(auctionId) ?? 0;
  }

  /** Sends whatever is ready, then accepts nothing more (shutdown). */
  stop(): void {
    this.closed = true;
    for (const [auctionId, lane] of this.lanes) {
      lane.tickets.clear();
      this.flush(auctionId, lane, true);
    }
    this.lanes.clear();
  }

  private schedule(auctionId: string, lane: Lane): void {
    if (lane.scheduled) return;
    if (this.closed) {
      this.flush(auctionId, lane, true);
      return;
    }
    lane.scheduled = true;
    // The end of this turn: commits that resumed in the same turn share one update.
    setImmediate(() => {
      lane.scheduled = false;
      this.flush(auctionId, lane, false);
    });
  }

  private flush(auctionId: string, lane: Lane, force: boolean): void {
    if (lane.holdTimer) {
      clearTimeout(lane.holdTimer);
      lane.holdTimer = null;
    }
    let lowest: BidTicket | null = null;
    for (const t of lane.tickets) {
      if (t.fromSeq !== null && (lowest?.fromSeq == null || t.fromSeq < lowest.fromSeq)) lowest = t;
    }
    const waitedMs = lowest ? Date.now() - lowest.reservedAt : 0;
    const limit = force || !lowest?.fromSeq || waitedMs >= this.maxHoldMs ? Infinity : lowest.fromSeq;

    lane.ready.sort((a, b) => a.fromSeq - b.fromSeq);
    const due = lane.ready.filter((c) => c.seq < limit);
    lane.ready = lane.ready.filter((c) => c.seq >= limit);

    let batch: CommittedBids[] = [];
    const send = () => {
      if (batch.length === 0) return;
      this.sink(batch);
      const seq = batch[batch.length - 1]?.seq ?? 0;
      if (seq > this.lastSentSeq(auctionId)) this.sent.set(auctionId, seq);
      batch = [];
    };
    for (const committed of due) {
      const previous = batch[batch.length - 1];
      if (previous && committed.fromSeq !== previous.seq + 1) send();
      batch.push(committed);
    }
    send();

    if (lane.ready.length > 0) {
      // Held behind a commit of ours that has not resumed yet; never wait for it for ever.
      lane.holdTimer = setTimeout(
        () => {
          lane.holdTimer = null;
          this.flush(auctionId, lane, true);
        },
        Math.max(0, this.maxHoldMs - waitedMs),
      );
      lane.holdTimer.unref();
    } else {
      this.dropIfIdle(auctionId, lane);
    }
  }

  private dropIfIdle(auctionId: string, lane: Lane): void {
    if (lane.tickets.size === 0 && lane.ready.length === 0 && !lane.scheduled && !lane.holdTimer) {
      this.lanes.delete(auctionId);
    }
  }
}
