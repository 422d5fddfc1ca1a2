import type { I18n } from '@lingui/core';
import {
  AUCTION_OUTCOME_KEYS,
  EMD_STATE_KEYS,
  formatDate,
  formatRupees,
  type EmdStatus,
  type Locale,
  type MyRegistration,
} from '@eauction/shared';

/*
 * My Registrations after the hammer (docs/product.md, "Every EMD accounted for" and "After the hammer on
 * screen"): a registration's EMD and the auction's result, in words of the page's language.
 */

/** The EMD's state in words (docs/product.md, "Every EMD accounted for"), with a refund's UTR and date. */
export function emdStateText(emd: EmdStatus, _: I18n['_'], locale: Locale): string {
  const label = _(EMD_STATE_KEYS[emd.state]);
  if (emd.state === 'refunded' && emd.refundUtrNo) {
    return emd.refundedOn
      ? _('auctionRegistration.emd.refundedOn', {
          label,
          utrNo: emd.refundUtrNo,
          date: formatDate(emd.refundedOn, locale),
        })
      : _('auctionRegistration.emd.refunded', { label, utrNo: emd.refundUtrNo });
  }
  if (emd.state === 'refund-due') {
    return emd.refundDueSince
      ? _('auctionRegistration.emd.refundDueSince', { label, date: formatDate(emd.refundDueSince, locale) })
      : _('auctionRegistration.emd.refundDue', { label });
  }
  return label;
}

/** The auction's result as this bidder sees it, once it has closed. */
export function resultText(registration: MyRegistration, _: I18n['_']): string | null {
  const { result } = registration;
  if (!result) return null;
  if (result.state === 'cancelled') return _(AUCTION_OUTCOME_KEYS.cancelled);
  if (result.won)
    return result.salePrice !== null
      ? _('auctionRegistration.result.wonAt', { price: formatRupees(result.salePrice) })
      : _('auctionRegistration.result.won');
  // Only a sold auction surely had another winner: one that ended may have had no bids at all.
  if (registration.status !== 'approved') return _(AUCTION_OUTCOME_KEYS.ended);
  return result.state === 'sold'
    ? _('auctionRegistration.result.anotherWon')
    : _('auctionRegistration.result.notWon');
}
