import { describe, expect, it } from 'vitest';
import { auctionStateOf } from './admin-auctions';
import { auctionPhase } from './auction-phase';
import { cardState, isAuctionEnded, isAuctionLive } from './property-rules';

// Auction on 20 March 2026, 10:00–17:00 IST (04:30–11:30 UTC); EMD submission day 15 March (IST).
const times = {
  start: '2026-03-20T04:30:00.000Z',
  end: '2026-03-20T11:30:00.000Z',
  emdSubmission: '2026-03-15',
};
const property = {
  auctionStartTime: times.start,
  auctionEndTime: times.end,
  emdSubmission: times.emdSubmission,
};

describe('auctionPhase, the one computation of where an auction stands', () => {
  it.each([
    ['2026-03-10T00:00:00.000Z', 'emd-open'],
    // The EMD submission day lasts until 23:59:59.999 IST (18:29:59.999 UTC).
    ['2026-03-15T18:29:59.999Z', 'emd-open'],
    ['2026-03-15T18:30:00.000Z', 'upcoming'],
    ['2026-03-20T04:29:59.999Z', 'upcoming'],
    ['2026-03-20T04:30:00.000Z', 'live'],
    ['2026-03-20T11:29:59.999Z', 'live'],
    ['2026-03-20T11:30:00.000Z', 'ended'],
  ])('at %s: %s', (now, phase) => {
    expect(auctionPhase(times, now)).toBe(phase);
  });

  it('without an EMD day, the time before the start is upcoming', () => {
    expect(auctionPhase({ start: times.start, end: times.end }, '2026-03-10T00:00:00.000Z')).toBe('upcoming');
  });

  it('gives the card state, the live and ended tests and the Auction List status', () => {
    const at = (now: string) => ({
      card: cardState(property, now),
      live: isAuctionLive(property, now),
      ended: isAuctionEnded(property, now),
      list: auctionStateOf(property, now),
    });
    expect(at('2026-03-10T00:00:00.000Z')).toEqual({
      card: 'registration-open',
      live: false,
      ended: false,
      list: 'upcoming',
    });
    expect(at('2026-03-18T00:00:00.000Z')).toEqual({
      card: 'closed',
      live: false,
      ended: false,
      list: 'upcoming',
    });
    expect(at('2026-03-20T06:00:00.000Z')).toEqual({ card: 'live', live: true, ended: false, list: 'live' });
    expect(at('2026-03-21T00:00:00.000Z')).toEqual({
      card: 'closed',
      live: false,
      ended: true,
      list: 'ended',
    });
  });
});
