import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MinBidUpdate } from '@eauction/shared';
import { MinBidThrottle } from './min-bid-throttle';

const update = (seq: number, auctionId = 'a'): MinBidUpdate => ({ auctionId, seq, minManualBid: 1000 * seq });

describe('MinBidThrottle', () => {
  let sent: MinBidUpdate[];
  let throttle: MinBidThrottle;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    throttle = new MinBidThrottle((u) => sent.push(u), 250);
  });
  afterEach(() => {
    throttle.stop();
    vi.useRealTimers();
  });

  it('announces the first bid after a quiet spell at once', () => {
    throttle.push(update(1));
    expect(sent).toEqual([update(1)]);
  });

  it('sends the latest minimum of a burst once, at the end of the interval', () => {
    throttle.push(update(1));
    vi.advanceTimersByTime(50);
    throttle.push(update(2));
    throttle.push(update(3));
    vi.advanceTimersByTime(150);
    expect(sent.map((u) => u.seq)).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(sent.map((u) => u.seq)).toEqual([1, 3]);
    vi.advanceTimersByTime(1000);
    expect(sent.map((u) => u.seq)).toEqual([1, 3]);
  });

  it('never lets an older minimum replace a newer one waiting to go out', () => {
    throttle.push(update(1));
    throttle.push(update(5));
    throttle.push(update(4));
    vi.advanceTimersByTime(250);
    expect(sent.map((u) => u.seq)).toEqual([1, 5]);
  });

  it('at a steady 20 bids/s sends about four a second, the newest always last', () => {
    for (let seq = 1; seq <= 20; seq++) {
      throttle.push(update(seq));
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(250);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(6);
    expect(sent.at(-1)?.seq).toBe(20);
    const seqs = sent.map((u) => u.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('paces each auction on its own', () => {
    throttle.push(update(1, 'a'));
    throttle.push(update(1, 'b'));
    expect(sent).toEqual([update(1, 'a'), update(1, 'b')]);
  });

  it('announces at once again after a quiet interval', () => {
    throttle.push(update(1));
    vi.advanceTimersByTime(600);
    throttle.push(update(2));
    expect(sent.map((u) => u.seq)).toEqual([1, 2]);
  });
});
