import { BIDDING_MESSAGES, MAX_BID_AMOUNT, autoBidIncrementError } from '@eauction/shared';
import { textOf } from '../../lib/translate';

/*
 * The client-side checks of docs/product.md, "Bid rules" and "Auto-bidding", so a bidder hears about an
 * obvious mistake before a round trip. The engine checks everything again against the live state; its answer
 * is the one that counts. The messages come in the page's language.
 */

/** What a Mantine NumberInput holds: a number, or '' (empty) / text it could not read. */
export type AmountInput = number | string;

const asNumber = (value: AmountInput): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * docs/product.md, "Bid rules": a number higher than the current bid, else 'Please enter a valid bid amount
 * higher than ₹{current}'. Before the first bid there is no current bid: the reserve price (the server's
 * minimum) is the floor, in the engine's own words.
 */
export function bidAmountError(
  value: AmountInput,
  currentBid: number | null,
  minManualBid: number,
): string | null {
  const amount = asNumber(value);
  if (currentBid !== null && (amount === null || amount <= currentBid))
    return textOf(BIDDING_MESSAGES.bidTooLow(currentBid));
  if (amount === null || amount <= 0) return textOf(BIDDING_MESSAGES.bidInvalidAmount);
  if (!Number.isInteger(amount)) return textOf(BIDDING_MESSAGES.bidNotWholeRupees);
  if (amount > MAX_BID_AMOUNT) return textOf(BIDDING_MESSAGES.bidTooHigh);
  if (amount < minManualBid) return textOf(BIDDING_MESSAGES.bidBelowMinimum(minManualBid));
  return null;
}

export interface AutoBidDraft {
  maxAmount: AmountInput;
  increment: AmountInput;
}

export type AutoBidErrors = Partial<Record<keyof AutoBidDraft, string>>;

/**
 * docs/product.md, "Auto-bidding": the maximum must be higher than the current bid, and not below the
 * server's minimum auto-bid amount ('AutoBid limit reached, Please entered different amount', the product's
 * own text); the increment is at least the property's bid increment, as the server checks it.
 */
export function autoBidErrors(
  draft: AutoBidDraft,
  currentBid: number | null,
  minAutoBidAmount: number,
  bidIncrement: number,
): AutoBidErrors {
  const errors: AutoBidErrors = {};
  const max = asNumber(draft.maxAmount);
  if (max === null || max <= 0 || (currentBid !== null && max <= currentBid)) {
    errors.maxAmount = textOf(BIDDING_MESSAGES.autoBidMaxTooLow);
  } else if (!Number.isInteger(max)) {
    errors.maxAmount = textOf(BIDDING_MESSAGES.bidNotWholeRupees);
  } else if (max > MAX_BID_AMOUNT) {
    errors.maxAmount = textOf(BIDDING_MESSAGES.bidTooHigh);
  } else if (max < minAutoBidAmount) {
    errors.maxAmount = textOf(BIDDING_MESSAGES.autoBidBelowMinimum);
  }
  const increment = asNumber(draft.increment);
  const incrementError =
    increment === null || increment <= 0
      ? BIDDING_MESSAGES.autoBidIncrementInvalid
      : autoBidIncrementError(increment, bidIncrement);
  if (incrementError) errors.increment = textOf(incrementError);
  return errors;
}
