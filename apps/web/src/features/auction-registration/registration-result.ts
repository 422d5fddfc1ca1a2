import {
  AUCTION_OUTCOME_LABELS,
  EMD_STATE_LABELS,
  formatDate,
  formatRupees,
  type EmdStatus,
  type MyRegistration,
} from '@eauction/shared';

/*
 * My Registrations after the hammer (docs/product.md, "Every EMD accounted for" and "After the hammer on
 * screen"): a registration's EMD and the auction's result, in words.
 */

/** The EMD's state in words (docs/product.md, "Every EMD accounted for"), with a refund's UTR and date. */
export function emdStateText(emd: EmdStatus): string {
  const label = EMD_STATE_LABELS[emd.state];
  if (emd.state === 'refunded' && emd.refundUtrNo) {
    return `${label}: UTR ${emd.refundUtrNo}${emd.refundedOn ? ` on ${formatDate(emd.refundedOn)}` : ''}`;
  }
  if (emd.state === 'refund-due') {
    const since = emd.refundDueSince ? ` since ${formatDate(emd.refundDueSince)}` : '';
    return `${label}${since}: it will be paid back to the bank account of your registration.`;
  }
  return label;
}

/** The auction's result as this bidder sees it, once it has closed. */
export function resultText(registration: MyRegistration): string | null {
  const { result } = registration;
  if (!result) return null;
  if (result.state === 'cancelled') return AUCTION_OUTCOME_LABELS.cancelled;
  if (result.won)
    return result.salePrice !== null ? `You won at ${formatRupees(result.salePrice)}` : 'You won';
  // Only a sold auction surely had another winner: one that ended may have had no bids at all.
  if (registration.status !== 'approved') return AUCTION_OUTCOME_LABELS.ended;
  return result.state === 'sold' ? 'Another bidder won' : 'You did not win this auction';
}
