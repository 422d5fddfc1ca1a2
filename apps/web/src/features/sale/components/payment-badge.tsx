import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@eauction/shared';
import { PAYMENT_STATUS_LABELS } from '../sale-model';

/* The tones of the registration status badge: shades whose text passes WCAG AA. */
const TONES: Record<PaymentStatus, { bg: string; fg: string }> = {
  submitted: { bg: 'yellow.4', fg: 'black' },
  verified: { bg: 'green.9', fg: 'white' },
  refused: { bg: 'red.9', fg: 'white' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { _ } = useLingui();
  const tone = TONES[status];
  return (
    <Badge variant="filled" color={tone.bg} c={tone.fg} data-status={status} style={{ flexShrink: 0 }}>
      {_(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
