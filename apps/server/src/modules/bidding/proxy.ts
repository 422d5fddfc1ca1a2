/**
 * Proxy (auto) bidding, resolved inside the bid transaction (docs/product.md, "Proxy resolution").
 *
 * A standing proxy answers whenever someone else leads: it bids the current bid plus its increment
 * (never less than the property's own increment, so an auto bid always meets the minimum) while that
 * stays within its maximum. When two proxies meet they are settled in one step instead of trading
 * thousands of bids: the stronger one (higher maximum; on equal maximums the earlier one) leads at the
 * weaker one's maximum plus its increment, capped at its own maximum, and the weaker one's last bid is
 * recorded just below that so the history shows the contest. A proxy that can no longer bid is
 * exhausted: auto-bidding is one use per auction.
 *
 * Pure: the engine passes the locked auction row's state and the active proxies, inserts the bids it
 * gets back in order, and marks the exhausted proxies.
 */

export interface StandingProxy {
  userId: string;
  maxAmount: number;
  increment: number;
  createdAt: Date;
}

export interface ProxyInput {
  reservePrice: number;
  /** The property's bid increment: the minimum step between two bids. */
  bidIncrement: number;
  currentBid: number | null;
  leaderId: string | null;
  /** Active proxies only (enabled and not exhausted), in any order. */
  proxies: StandingProxy[];
}

export interface ProxyOutcome {
  /** Bids to record in this order: amounts strictly increase, each meets the minimum at its turn. */
  bids: { userId: string; amount: number }[];
  /** Users whose proxy can no longer bid (one use: they stay exhausted). */
  exhausted: string[];
}

/** Enough for any real contest: each round records bids or retires a proxy. */
const MAX_ROUNDS = 64;

/** Strongest first: higher maximum, then the earlier proxy, then a fixed order for determinism. */
function byStrength(a: StandingProxy, b: StandingProxy): number {
  return (
    b.maxAmount - a.maxAmount ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function resolveProxies(input: ProxyInput): ProxyOutcome {
  const { reservePrice, bidIncrement } = input;
  let current = input.currentBid;
  let leader = input.leaderId;
  const bids: ProxyOutcome['bids'] = [];
  let active = [...input.proxies].sort(byStrength);
  const exhausted: string[] = [];

  const stepOf = (p: StandingProxy) => Math.max(p.increment, bidIncrement);
  /** What this proxy would bid next against the current bid. */
  const nextAmount = (p: StandingProxy) => (current === null ? reservePrice : current + stepOf(p));
  const canBid = (p: StandingProxy) => nextAmount(p) <= p.maxAmount;
  const record = (p: StandingProxy, amount: number) => {
    bids.push({ userId: p.userId, amount });
    current = amount;
    leader = p.userId;
  };
  /** Proxies that are outbid and cannot answer any more are retired. */
  const retire = () => {
    active = active.filter((p) => {
      if (p.userId === leader || canBid(p)) return true;
      exhausted.push(p.userId);
      return false;
    });
  };

  retire();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const challengers = active.filter((p) => p.userId !== leader && canBid(p));
    const strongest = active[0];
    if (challengers.length === 0 || !strongest) break;

    if (strongest.userId === leader) {
      // The leader's own proxy defends against the strongest challenger.
      const rival = challengers[0]!;
      const target = Math.min(strongest.maxAmount, rival.maxAmount + stepOf(strongest));
      const rivalLast = Math.min(rival.maxAmount, target - bidIncrement);
      if (rivalLast >= nextAmount(rival)) {
        record(rival, rivalLast);
        record(strongest, target);
      } else {
        // The rival cannot place a bid the leader could still top by a full step: the leader goes to
        // its maximum, which the rival cannot reach (its maximum is not higher).
        record(strongest, strongest.maxAmount);
      }
    } else if (canBid(strongest)) {
      // The strongest proxy challenges; the next strongest that could answer (the leader's proxy or
      // another challenger) is settled in the same step.
      const rival = active.slice(1).find((p) => p.userId === leader || canBid(p));
      if (rival) {
        const target = Math.min(
          strongest.maxAmount,
          Math.max(rival.maxAmount + stepOf(strongest), nextAmount(strongest)),
        );
        const rivalLast = Math.min(rival.maxAmount, target - bidIncrement);
        if (rivalLast >= nextAmount(rival)) record(rival, rivalLast);
        record(strongest, target);
      } else {
        record(strongest, nextAmount(strongest));
      }
    } else {
      // The strongest maximum cannot cover its own increment any more: it is out.
      exhausted.push(strongest.userId);
      active = active.slice(1);
    }
    retire();
  }
  return { bids, exhausted: [...new Set(exhausted)] };
}
