import { describe, expect, it } from 'vitest';
import { bidderStep, mayRegisterAgain, registerAgainText } from './bidder-standing';
import { formatDate } from './dates';

// EMD submission open to the end of 8 Dec (IST); bidding 10 Dec, 10:00–17:00 IST.
const auction = {
  emdSubmission: '2026-12-08',
  auctionStartTime: '2026-12-10T04:30:00.000Z',
  auctionEndTime: '2026-12-10T11:30:00.000Z',
};
const open = '2026-12-01T00:00:00.000Z';
const between = '2026-12-09T06:00:00.000Z';
const live = '2026-12-10T05:00:00.000Z';
const ended = '2026-12-10T11:30:00.000Z';

describe('bidderStep', () => {
  it('offers registration without one while EMD submission is open, and says closed after', () => {
    expect(bidderStep(null, auction, open)).toBe('register');
    expect(bidderStep(null, auction, between)).toBe('closed');
    expect(bidderStep(null, auction, live)).toBe('closed');
  });

  it('keeps a pending registration under review until the auction ends', () => {
    expect(bidderStep('pending', auction, open)).toBe('under-review');
    expect(bidderStep('pending', auction, live)).toBe('under-review');
    expect(bidderStep('pending', auction, ended)).toBe('ended');
  });

  it('lets a rejected bidder register again only while EMD submission is open', () => {
    expect(mayRegisterAgain('rejected')).toBe(true);
    expect(mayRegisterAgain('pending')).toBe(false);
    expect(mayRegisterAgain('approved')).toBe(false);
    expect(bidderStep('rejected', auction, open)).toBe('register-again');
    expect(bidderStep('rejected', auction, between)).toBe('rejected');
  });

  it('lets an approved bidder bid while live, and says when bidding opens before', () => {
    expect(bidderStep('approved', auction, between)).toBe('bidding-opens');
    expect(bidderStep('approved', auction, live)).toBe('bid');
    expect(bidderStep('approved', auction, ended)).toBe('ended');
  });
});

describe('registerAgainText', () => {
  it('gives the last day of EMD submission in the page’s language', () => {
    expect(registerAgainText('2026-12-08')).toEqual({
      id: 'auction.standing.registerAgainUntil',
      values: { date: formatDate('2026-12-08') },
    });
    expect(registerAgainText('2026-12-08', 'hi').values?.date).toBe(formatDate('2026-12-08', 'hi'));
  });
});
