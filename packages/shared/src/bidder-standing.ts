import type { RegistrationStatus } from './constants';
import { formatDate, type DateInput } from './dates';
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

/** The words the screens use for a registration's standing. */
export const STANDING_TEXTS = {
  underReview: 'Your registration is under review',
  rejected: 'Your registration was rejected',
  approved: 'You are approved to bid',
  none: 'You have not registered for this auction',
  registerAgainClosed: 'Registration for this auction has closed, so it cannot be submitted again.',
} as const;

/** 'You may correct your registration and submit it again until the end of 05-Dec-26 (IST).' */
export function registerAgainText(emdSubmission: string): string {
  return `You may correct your registration and submit it again until the end of ${formatDate(emdSubmission)} (IST).`;
}

/** An officer's reason as a sentence: the full stop is added when it has none. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
