/**
 * A token bucket: flooding is rate-limited, one bucket per user and instance (user-budgets.ts). It
 * refills at `rate` tokens a second up to `capacity`, so a bidder may send a short burst (two bids at
 * once, an auto-bid and a manual one) but not a stream. Operational time, not the business clock:
 * tests that move the auction clock must not refill anyone's budget.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly capacity: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
