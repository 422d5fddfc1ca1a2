import { describe, expect, it } from 'vitest';
import { auctionStateOf } from './admin-auctions';

describe('auctionStateOf', () => {
  it('tells upcoming, live and ended apart on a given clock', () => {
    const p = { auctionStartTime: '2026-12-15T04:30:00.000Z', auctionEndTime: '2026-12-15T11:30:00.000Z' };
    expect(auctionStateOf(p, '2026-12-15T04:29:59Z')).toBe('upcoming');
    expect(auctionStateOf(p, '2026-12-15T04:30:00Z')).toBe('live');
    expect(auctionStateOf(p, '2026-12-15T11:30:00Z')).toBe('ended');
  });
});
