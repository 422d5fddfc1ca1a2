import { Badge, VisuallyHidden } from '@mantine/core';
import type { ConnectionState } from '../hooks/use-live-auction';

const LOOK: Record<ConnectionState, { label: string; color: string }> = {
  connecting: { label: 'Connecting…', color: 'gray.7' },
  connected: { label: 'Connected', color: 'green' },
  reconnecting: { label: 'Reconnecting…', color: 'saffron.8' },
  disconnected: { label: 'Disconnected', color: 'red' },
};

/** The state of the live connection, announced politely when it changes. */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const { label, color } = LOOK[state];
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="connection-state"
      data-state={state}
    >
      <Badge
        color={color}
        variant="dot"
        size="lg"
        radius="sm"
        styles={{ root: { textTransform: 'none', fontWeight: 600 } }}
      >
        <VisuallyHidden>Live connection: </VisuallyHidden>
        {label}
      </Badge>
    </div>
  );
}
