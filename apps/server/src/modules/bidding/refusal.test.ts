import { describe, expect, it } from 'vitest';
import { BIDDING_MESSAGES, REGISTRATION_MESSAGES } from '@eauction/shared';
import { AppError, toAppError } from '../../platform/errors';
import { refusals, socketRefusalOf } from './refusal';

describe('a refusal of the bidding engine', () => {
  it.each([
    ['unknown auction', refusals.unknownAuction(), 404, 'UNKNOWN_AUCTION', BIDDING_MESSAGES.unknownAuction],
    ['no access', refusals.noAccess(), 403, 'NO_AUCTION_ACCESS', REGISTRATION_MESSAGES.noAccess],
    ['signed out', refusals.signInRequired(), 401, 'UNAUTHORIZED', BIDDING_MESSAGES.signInRequired],
    ['not started', refusals.notStarted(), 409, 'NOT_STARTED', BIDDING_MESSAGES.notStarted],
    ['ended', refusals.ended(), 409, 'ENDED', BIDDING_MESSAGES.ended],
    ['too low', refusals.tooLow(150_000), 409, 'BID_TOO_LOW', BIDDING_MESSAGES.bidBelowMinimum(150_000)],
    ['already highest', refusals.alreadyHighest(), 409, 'ALREADY_HIGHEST', BIDDING_MESSAGES.alreadyHighest],
    ['not joined', refusals.notJoined(), 409, 'NOT_JOINED', BIDDING_MESSAGES.notJoined],
    ['bad amount', refusals.invalidAmount('Amount!'), 400, 'INVALID_AMOUNT', 'Amount!'],
    ['too fast', refusals.rateLimited(), 429, 'RATE_LIMITED', BIDDING_MESSAGES.tooManyBids],
    ['unreadable', refusals.badRequest(), 400, 'BAD_REQUEST', BIDDING_MESSAGES.badRequest],
    ['internal', refusals.internal(), 500, 'INTERNAL', BIDDING_MESSAGES.serverError],
  ])(
    '%s is one AppError, answered over HTTP with its status and over the socket with its code',
    (_name, refusal, status, socketCode, message) => {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal.statusCode).toBe(status);
      expect(socketRefusalOf(refusal)).toEqual({ ok: false, error: message, code: socketCode });
    },
  );

  it("speaks the auction room's words for the server's generic refusals", () => {
    expect(socketRefusalOf(new AppError('PROPERTY_NOT_FOUND', 404, 'Property not found'))).toEqual({
      ok: false,
      error: BIDDING_MESSAGES.unknownAuction,
      code: 'UNKNOWN_AUCTION',
    });
    const databaseAway = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(socketRefusalOf(toAppError(databaseAway))).toEqual({
      ok: false,
      error: BIDDING_MESSAGES.unavailable,
      code: 'UNAVAILABLE',
    });
    expect(socketRefusalOf(toAppError(new Error('boom')))).toEqual({
      ok: false,
      error: BIDDING_MESSAGES.serverError,
      code: 'INTERNAL',
    });
    // A code the socket has no name for never leaks a message meant for another screen.
    expect(socketRefusalOf(new AppError('CAPTCHA_INVALID', 400, 'Captcha failed'))).toEqual({
      ok: false,
      error: BIDDING_MESSAGES.badRequest,
      code: 'BAD_REQUEST',
    });
  });
});
