import type { RegistrationStatus } from './constants';
import { formatDate, type DateInput } from './dates';
import type { Locale } from './locale';
import { message, type Message } from './messages';
import { cardState, isAuctionEnded } from './property-rules';
import type { Property } from './property';

/*
 * Where a signed-in bidder stands in one auction and what they can do next (decision 032). Pure and
 * free of zod, like property-rules, so the catalogue card can use it without loading the schemas.
 */

/**
 * A rejected registration does not stop a new one: the bidder corrects it and submits again while
 * registration is open, and the new submission replaces the rejected one (decision 032). Pending and
 * approved registrations do stop it (one registration per bidder and auction).
 */
export function mayRegisterAgain(status: RegistrationStatus): boolean {
  return status === 'rejected';
}

/**
 * The bidder's next step:
 * - `register`: no registration and EMD submission is open;
 * - `register-again`: rejected, and EMD submission is still open;
 * - `under-review`: pending;
 * - `rejected`: rejected, and EMD submission has closed;
 * - `bid`: approved and the auction is live;
 * - `bidding-opens`: approved and the auction has not started;
 * - `closed`: no registration and registration has closed (the auction may be live);
 * - `ended`: the auction is over, whatever the registration.
 */
export type BidderStep =
  'register' | 'register-again' | 'under-review' | 'rejected' | 'bid' | 'bidding-opens' | 'closed' | 'ended';

type Timed = Pick<Property, 'auctionStartTime' | 'auctionEndTime' | 'emdSubmission'>;

export function bidderStep(status: RegistrationStatus | null, p: Timed, now: DateInput): BidderStep {
  if (isAuctionEnded(p, now)) return 'ended';
  const state = cardState(p, now);
  if (status === null) return state === 'registration-open' ? 'register' : 'closed';
  if (status === 'pending') return 'under-review';
  if (status === 'rejected') {
    return mayRegisterAgain(status) && state === 'registration-open' ? 'register-again' : 'rejected';
  }
  return state === 'live' ? 'bid' : 'bidding-opens';
}

/** The words the screens use for a registration's standing, by their catalogue keys. */
export const STANDING_TEXTS = {
  underReview: 'auction.standing.underReview',
  rejected: 'auction.standing.rejected',
  approved: 'auction.standing.approved',
  none: 'auction.standing.none',
  registrationClosed: 'auction.standing.registrationClosed',
  registerAgainClosed: 'auction.standing.registerAgainClosed',
} as const;

/**
 * 'You may correct your registration and submit it again until the end of 05-Dec-26 (IST).', the date
 * written in the page's language.
 */
export function registerAgainText(emdSubmission: string, locale: Locale = 'en'): Message {
  return message('auction.standing.registerAgainUntil', { date: formatDate(emdSubmission, locale) });
}

/** An officer's reason as a sentence: the full stop is added when it has none. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
