import { describe, expect, it } from 'vitest';
import { BIDDING_MESSAGES, message } from '@eauction/shared';
import { AppError, toAppError } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { refusals, socketRefusalOf } from './refusal';

describe('a refusal of the bidding engine', () => {
  it.each([
    ['unknown auction', refusals.unknownAuction(), 404, 'UNKNOWN_AUCTION', 'Auction not found'],
    ['no access', refusals.noAccess(), 403, 'NO_AUCTION_ACCESS', 'You do not have access to this auction'],
    [
      'signed out',
      refusals.signInRequired(),
      401,
      'UNAUTHORIZED',
      'Please log in to take part in the auction',
    ],
    ['not started', refusals.notStarted(), 409, 'NOT_STARTED', 'The auction has not started yet'],
    ['ended', refusals.ended(), 409, 'ENDED', 'The auction has ended; no more bids are accepted'],
    ['too low', refusals.tooLow(150_000), 409, 'BID_TOO_LOW', 'Your bid must be at least ₹1,50,000'],
    [
      'already highest',
      refusals.alreadyHighest(),
      409,
      'ALREADY_HIGHEST',
      'You already hold the highest bid',
    ],
    ['not joined', refusals.notJoined(), 409, 'NOT_JOINED', 'Join the auction before bidding'],
    [
      'bad amount',
      refusals.invalidAmount(message(BIDDING_MESSAGES.bidNotWholeRupees)),
      400,
      'INVALID_AMOUNT',
      'Bid amount must be a whole number of rupees',
    ],
    [
      'too fast',
      refusals.rateLimited(),
      429,
      'RATE_LIMITED',
      'You are bidding too fast. Please wait a moment and try again.',
    ],
    ['unreadable', refusals.badRequest(), 400, 'BAD_REQUEST', 'The bid could not be read. Please try again.'],
    ['internal', refusals.internal(), 500, 'INTERNAL', 'The bid could not be processed. Please try again.'],
  ])(
    '%s is one AppError, answered over HTTP with its status and over the socket with its code',
    (_name, refusal, status, socketCode, message) => {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal.statusCode).toBe(status);
      expect(socketRefusalOf(refusal)).toMatchObject({ ok: false, error: message, code: socketCode });
    },
  );

  it("speaks the auction room's words for the server's generic refusals", () => {
    expect(socketRefusalOf(new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found'))).toMatchObject({
      ok: false,
      error: 'Auction not found',
      code: 'UNKNOWN_AUCTION',
    });
    const databaseAway = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(socketRefusalOf(toAppError(databaseAway))).toMatchObject({
      ok: false,
      error: 'Bidding is briefly unavailable. Please check the bid list and try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(socketRefusalOf(toAppError(new Error('boom')))).toMatchObject({
      ok: false,
      error: 'The bid could not be processed. Please try again.',
      code: 'INTERNAL',
    });
    // A code the socket has no name for never leaks a message meant for another screen.
    expect(socketRefusalOf(new AppError('CAPTCHA_INVALID', 400, 'Captcha failed'))).toMatchObject({
      ok: false,
      error: 'The bid could not be read. Please try again.',
      code: 'BAD_REQUEST',
    });
  });

  it('carries the key and values of its text, as the error envelope does, for the reader’s language', () => {
    const refusal = socketRefusalOf(refusals.tooLow(150_000));
    expect(refusal).toEqual({
      ok: false,
      error: 'Your bid must be at least ₹1,50,000',
      code: 'BID_TOO_LOW',
      messages: { error: { id: 'auction.bidding.bidBelowMinimum', values: { amount: '₹1,50,000' } } },
    });
    expect(refusal.messages?.error && textOf(refusal.messages.error, 'hi')).toBe(
      'आपकी बोली कम से कम ₹1,50,000 होनी चाहिए',
    );
    // The room's own words replace a generic refusal's, key and all.
    expect(socketRefusalOf(new AppError('FORBIDDEN', 403, 'Forbidden')).messages).toEqual({
      error: { id: 'auction.noAccess' },
    });
    // A text without a key (a framework's own) travels as it is, with no key.
    expect(
      socketRefusalOf(new AppError('VALIDATION_FAILED', 400, 'Expected number')).messages,
    ).toBeUndefined();
  });
});
