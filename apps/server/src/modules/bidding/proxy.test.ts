import { describe, expect, it } from 'vitest';
import { resolveProxies, type ProxyInput, type StandingProxy } from './proxy';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 5, minute));
const proxy = (userId: string, maxAmount: number, increment = 1000, minute = 0): StandingProxy => ({
  userId,
  maxAmount,
  increment,
  createdAt: at(minute),
});
const base = (over: Partial<ProxyInput>): ProxyInput => ({
  reservePrice: 100_000,
  bidIncrement: 1000,
  currentBid: 100_000,
  leaderId: 'manual',
  proxies: [],
  ...over,
});

describe('resolveProxies', () => {
  it('does nothing without proxies', () => {
    expect(resolveProxies(base({}))).toEqual({ bids: [], exhausted: [] });
  });

  it('answers a manual leader with the current bid plus the proxy increment', () => {
    const outcome = resolveProxies(base({ proxies: [proxy('a', 110_000, 2000)] }));
    expect(outcome).toEqual({ bids: [{ userId: 'a', amount: 102_000 }], exhausted: [] });
  });

  it('never steps by less than the property increment', () => {
    const outcome = resolveProxies(base({ bidIncrement: 5000, proxies: [proxy('a', 200_000, 1000)] }));
    expect(outcome.bids).toEqual([{ userId: 'a', amount: 105_000 }]);
  });

  it('opens an auction without bids at the reserve price', () => {
    const outcome = resolveProxies(
      base({ currentBid: null, leaderId: null, proxies: [proxy('a', 200_000)] }),
    );
    expect(outcome.bids).toEqual([{ userId: 'a', amount: 100_000 }]);
  });

  it('retires a proxy whose maximum cannot cover the next step', () => {
    const outcome = resolveProxies(base({ currentBid: 109_500, proxies: [proxy('a', 110_000)] }));
    expect(outcome).toEqual({ bids: [], exhausted: ['a'] });
  });

  it('leaves a leading proxy alone when nobody challenges it', () => {
    const outcome = resolveProxies(base({ leaderId: 'a', proxies: [proxy('a', 150_000)] }));
    expect(outcome).toEqual({ bids: [], exhausted: [] });
  });

  it('settles two proxies in one step: the higher maximum leads at the lower maximum plus its increment', () => {
    const outcome = resolveProxies(
      base({ proxies: [proxy('b', 130_000, 5000, 1), proxy('a', 150_000, 1000, 2)] }),
    );
    expect(outcome.bids).toEqual([
      { userId: 'b', amount: 130_000 },
      { userId: 'a', amount: 131_000 },
    ]);
    expect(outcome.exhausted).toEqual(['b']);
  });

  it('caps the winner at its own maximum', () => {
    const outcome = resolveProxies(
      base({ proxies: [proxy('a', 130_500, 1000, 1), proxy('b', 130_000, 1000, 2)] }),
    );
    expect(outcome.bids).toEqual([
      { userId: 'b', amount: 129_500 },
      { userId: 'a', amount: 130_500 },
    ]);
  });

  it('lets the earlier proxy lead when the maximums are equal', () => {
    const earlierA = resolveProxies(
      base({ proxies: [proxy('a', 120_000, 1000, 1), proxy('b', 120_000, 1000, 2)] }),
    );
    expect(earlierA.bids.at(-1)).toEqual({ userId: 'a', amount: 120_000 });
    expect(earlierA.bids).toEqual([
      { userId: 'b', amount: 119_000 },
      { userId: 'a', amount: 120_000 },
    ]);
    expect(earlierA.exhausted).toEqual(['b']);

    const earlierB = resolveProxies(
      base({ proxies: [proxy('a', 120_000, 1000, 3), proxy('b', 120_000, 1000, 2)] }),
    );
    expect(earlierB.bids.at(-1)).toEqual({ userId: 'b', amount: 120_000 });
  });

  it('defends a leading proxy against a weaker newcomer', () => {
    const outcome = resolveProxies(
      base({ leaderId: 'a', proxies: [proxy('a', 150_000, 1000, 1), proxy('b', 130_000, 1000, 2)] }),
    );
    expect(outcome.bids).toEqual([
      { userId: 'b', amount: 130_000 },
      { userId: 'a', amount: 131_000 },
    ]);
    expect(outcome.exhausted).toEqual(['b']);
  });

  it('lets a stronger newcomer take the lead from a leading proxy', () => {
    const outcome = resolveProxies(
      base({ leaderId: 'a', proxies: [proxy('a', 130_000, 1000, 1), proxy('b', 150_000, 1000, 2)] }),
    );
    expect(outcome.bids).toEqual([
      { userId: 'a', amount: 130_000 },
      { userId: 'b', amount: 131_000 },
    ]);
    expect(outcome.exhausted).toEqual(['a']);
  });

  it('keeps the earlier leading proxy ahead of a later one with the same maximum', () => {
    const outcome = resolveProxies(
      base({
        leaderId: 'a',
        currentBid: 104_000,
        proxies: [proxy('a', 105_000, 1000, 1), proxy('b', 105_000, 1000, 2)],
      }),
    );
    expect(outcome.bids).toEqual([{ userId: 'a', amount: 105_000 }]);
    expect(outcome.exhausted).toEqual(['b']);
  });

  it('settles three proxies with the strongest leading and the others retired', () => {
    const outcome = resolveProxies(
      base({
        proxies: [proxy('c', 149_000, 1000, 1), proxy('b', 150_000, 1000, 2), proxy('a', 200_000, 1000, 3)],
      }),
    );
    expect(outcome.bids.at(-1)).toEqual({ userId: 'a', amount: 151_000 });
    expect(outcome.exhausted.sort()).toEqual(['b', 'c']);
  });

  it('keeps the invariants over many random contests', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let trial = 0; trial < 2000; trial += 1) {
      const bidIncrement = [1000, 2000, 5000][random(3)]!;
      const reservePrice = 100_000;
      const hasBid = random(4) > 0;
      const currentBid = hasBid ? reservePrice + random(50) * 1000 : null;
      const count = 1 + random(4);
      const proxies = Array.from({ length: count }, (_, i) =>
        proxy(`p${i}`, reservePrice + random(80) * 1000, 1000 * (1 + random(3)), random(30)),
      );
      const leaderId = hasBid ? (random(2) === 0 ? 'manual' : proxies[random(count)]!.userId) : null;
      const input = { reservePrice, bidIncrement, currentBid, leaderId, proxies };
      const { bids, exhausted } = resolveProxies(input);

      let current = currentBid;
      let leader = leaderId;
      for (const bid of bids) {
        const owner = proxies.find((p) => p.userId === bid.userId)!;
        const minimum = current === null ? reservePrice : current + bidIncrement;
        expect(bid.amount, JSON.stringify({ input, bids })).toBeGreaterThanOrEqual(minimum);
        expect(bid.amount).toBeLessThanOrEqual(owner.maxAmount);
        expect(Number.isInteger(bid.amount)).toBe(true);
        current = bid.amount;
        leader = bid.userId;
      }
      // Nobody who could still answer is left behind the leader, and every retired proxy is outbid.
      for (const p of proxies) {
        const next = current === null ? reservePrice : current + Math.max(p.increment, bidIncrement);
        if (p.userId !== leader && !exhausted.includes(p.userId)) {
          expect(next, JSON.stringify({ input, bids, exhausted })).toBeGreaterThan(p.maxAmount);
        }
        if (exhausted.includes(p.userId)) expect(p.userId).not.toBe(leader);
      }
      // The strongest proxy that took part ends in the lead unless it could not afford any bid.
      const strongest = [...proxies].sort(
        (a, b) => b.maxAmount - a.maxAmount || a.createdAt.getTime() - b.createdAt.getTime(),
      )[0]!;
      const strongestMin =
        currentBid === null ? reservePrice : currentBid + Math.max(strongest.increment, bidIncrement);
      if (strongest.maxAmount >= strongestMin || leaderId === strongest.userId) {
        expect(leader, JSON.stringify({ input, bids })).toBe(strongest.userId);
      }
    }
  });
});
