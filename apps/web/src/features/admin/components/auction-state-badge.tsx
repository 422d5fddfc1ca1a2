import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { AuctionState } from '@eauction/shared';

/** The labels are message keys. */
const LOOK: Record<AuctionState, { label: string; color: string }> = {
  upcoming: { label: 'admin.auctionState.upcoming', color: 'navy' },
  live: { label: 'admin.auctionState.live', color: 'green' },
  ended: { label: 'admin.auctionState.ended', color: 'gray' },
};

/** Where an auction stands on the server clock: Upcoming, Live or Ended. */
export function AuctionStateBadge({ state }: { state: AuctionState }) {
  const { _ } = useLingui();
  const { label, color } = LOOK[state];
  return (
    <Badge color={color} variant={state === 'live' ? 'filled' : 'light'} radius="sm">
      {_(label)}
    </Badge>
  );
}
