import { describe, expect, it } from 'vitest';
import { auctionClock, formatBidTime, formatCountdown, startsAtText } from './auction-timing';

const HOUR = 3_600_000;
const start = '2026-03-20T04:30:00.000Z'; // 10:00 IST
const end = '2026-03-20T11:30:00.000Z'; // 17:00 IST
const times = { auctionStartTime: start, auctionEndTime: end };
const at = (iso: string) => Date.parse(iso);

describe('auctionClock (auction timing)', () => {
  it('is live between the start and the end, counting whole seconds down', () => {
    expect(auctionClock(times, at('2026-03-20T11:00:00.000Z'))).toEqual({
      phase: 'live',
      remainingSeconds: 1800,
    });
    // Part of a second left still counts as a running auction.
    expect(auctionClock(times, at(end) - 400)).toEqual({ phase: 'live', remainingSeconds: 1 });
  });

  it('ends at 0 and stays ended', () => {
    expect(auctionClock(times, at(end))).toEqual({ phase: 'ended', remainingSeconds: 0 });
    expect(auctionClock(times, at(end) + HOUR)).toEqual({ phase: 'ended', remainingSeconds: 0 });
  });

  it('is not open before the start, and not while more than 7 hours remain', () => {
    expect(auctionClock(times, at(start) - 1000).phase).toBe('upcoming');
    // A day-long window: started, but more than 7 hours to go.
    const long = { auctionStartTime: start, auctionEndTime: new Date(at(start) + 10 * HOUR).toISOString() };
    expect(auctionClock(long, at(start) + HOUR).phase).toBe('upcoming');
    expect(auctionClock(long, at(start) + 3 * HOUR).phase).toBe('live');
  });

  it('follows an extended end time', () => {
    const extended = { auctionStartTime: start, auctionEndTime: '2026-03-20T11:35:00.000Z' };
    expect(auctionClock(extended, at(end))).toEqual({ phase: 'live', remainingSeconds: 300 });
  });
});

describe('formatting', () => {
  it('formats the countdown as hh:mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it("says 'Starts at' with the real start time in IST, whatever the browser's zone", () => {
    expect(startsAtText(start)).toBe('Starts at 10:00 AM');
    expect(startsAtText('2026-03-20T08:15:00.000Z')).toBe('Starts at 1:45 PM');
  });

  it('shows bid times in IST with seconds', () => {
    expect(formatBidTime('2026-03-20T06:00:07.000Z')).toBe('11:30:07 AM');
    expect(formatBidTime('2026-03-20T18:29:59.000Z')).toBe('11:59:59 PM');
  });
});
