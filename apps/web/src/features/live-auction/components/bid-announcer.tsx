import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { formatRupees, type AuctionStatus } from '@eauction/shared';
import { bidderLabel, standingOf } from '../live-auction-state';
import type { Translate } from '../translate';

/** What a screen reader hears when the highest bid changes. */
export function bidAnnouncement(status: AuctionStatus, _: Translate): string {
  if (status.currentBid === null || !status.currentBidder) return '';
  const who = bidderLabel(status.currentBidder.id, status, _);
  const standing = standingOf(status);
  const after =
    standing === 'leading'
      ? ` ${_('liveAuction.announcer.leading')}`
      : standing === 'outbid'
        ? ` ${_('liveAuction.announcer.outbid')}`
        : '';
  return _('liveAuction.announcer.newBid', { amount: formatRupees(status.currentBid), bidder: who }) + after;
}

/**
 * A polite live region that speaks each new highest bid once, after whatever the user is hearing. The
 * bid shown on screen is not itself a live region (it would be read with the whole panel), and the
 * countdown never is: a reading every second would drown everything else. Nothing is said for the
 * state found on joining, only for changes after it.
 */
export function BidAnnouncer({ status }: { status: AuctionStatus | null }) {
  const { _ } = useLingui();
  const bid = status?.currentBid ?? null;
  // The bid last seen (undefined until the first status) and what was said about it.
  const [heard, setHeard] = useState<{ bid: number | null | undefined; message: string }>({
    bid: status ? bid : undefined,
    message: '',
  });
  if (status && heard.bid !== bid) {
    setHeard({ bid, message: heard.bid === undefined ? '' : bidAnnouncement(status, _) });
  }
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="bid-announcer">
      {heard.message}
    </VisuallyHidden>
  );
}
