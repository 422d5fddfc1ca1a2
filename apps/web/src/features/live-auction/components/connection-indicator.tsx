import { useLingui } from '@lingui/react';
import { Badge, VisuallyHidden } from '@mantine/core';
import type { ConnectionState } from '../hooks/use-live-auction';

/** Each state's colour and its label's message key. */
const LOOK: Record<ConnectionState, { label: string; color: string }> = {
  connecting: { label: 'liveAuction.connection.connecting', color: 'gray.7' },
  connected: { label: 'liveAuction.connection.connected', color: 'green' },
  reconnecting: { label: 'liveAuction.connection.reconnecting', color: 'saffron.8' },
  disconnected: { label: 'liveAuction.connection.disconnected', color: 'red' },
};

/** The state of the live connection, announced politely when it changes. */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const { _ } = useLingui();
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
        <VisuallyHidden>{_('liveAuction.connection.prefix')}</VisuallyHidden>
        {_(label)}
      </Badge>
    </div>
  );
}
