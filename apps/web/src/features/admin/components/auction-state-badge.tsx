import { Badge } from '@mantine/core';
import type { AuctionState } from '@eauction/shared';

const LOOK: Record<AuctionState, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'navy' },
  live: { label: 'Live', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
};

/** Where an auction stands on the server clock: Upcoming, Live or Ended. */
export function AuctionStateBadge({ state }: { state: AuctionState }) {
  const { label, color } = LOOK[state];
  return (
    <Badge color={color} variant={state === 'live' ? 'filled' : 'light'} radius="sm">
      {label}
    </Badge>
  );
}
