import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { AuctionState } from '@eauction/shared';

/** The labels are message keys. */
const LOOK: Record<AuctionState, { label: string; color: string }> = {
  upcoming: { label: 'admin.auctionState.upcoming', color: 'navy' },
  live: { label: 'admin.auctionState.live', color: 'green' },
  ended: { label: 'admin.auctionState.ended', color: 'gray' },
};

const CANCELLED = { label: 'admin.auctionState.cancelled', color: 'red' };

/**
 * Where an auction stands on the server clock: Upcoming, Live or Ended; Cancelled for an auction the
 * officer cancelled (its bidding window was cut short, so the clock says it ended).
 */
export function AuctionStateBadge({
  state,
  cancelled = false,
}: {
  state: AuctionState;
  cancelled?: boolean;
}) {
  const { _ } = useLingui();
  const { label, color } = cancelled ? CANCELLED : LOOK[state];
  return (
    <Badge color={color} variant={state === 'live' && !cancelled ? 'filled' : 'light'} radius="sm">
      {_(label)}
    </Badge>
  );
}
