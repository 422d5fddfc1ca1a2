import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { deadlinePassed } from '@eauction/shared';
import { timeLeftText } from '../lib/sale-steps';
import { useServerNow } from '../lib/server-clock';

/**
 * The time left to a deadline day's end (midnight, India time), on the server's clock, refreshed every
 * 30 seconds. A timer that is not announced, as on the live auction page: a reading every tick would
 * drown the rest of the page.
 */
export function DeadlineCountdown({ dueBy }: { dueBy: string }) {
  const { _ } = useLingui();
  const now = useServerNow(30_000);
  const passed = deadlinePassed(dueBy, now);
  return (
    <Text
      size="sm"
      fw={600}
      c={passed ? 'red.9' : 'navy.7'}
      role="timer"
      aria-live="off"
      data-testid="deadline-countdown"
    >
      <IconClock size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      {timeLeftText(dueBy, now, _)}
    </Text>
  );
}
