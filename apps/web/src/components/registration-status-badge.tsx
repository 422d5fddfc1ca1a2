import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { RegistrationStatus } from '@eauction/shared';

/*
 * docs/product.md, "Registration status": pending yellow, approved green, rejected red. Filled badges
 * with shades whose text passes WCAG AA (black on yellow.4, white on green.9 and red.9).
 */
const TONES: Record<RegistrationStatus, { bg: string; fg: string }> = {
  pending: { bg: 'yellow.4', fg: 'black' },
  approved: { bg: 'green.9', fg: 'white' },
  rejected: { bg: 'red.9', fg: 'white' },
};

/** The status as the badge reads it. */
const LABELS: Record<RegistrationStatus, string> = {
  pending: 'components.registrationStatus.pending',
  approved: 'components.registrationStatus.approved',
  rejected: 'components.registrationStatus.rejected',
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { _ } = useLingui();
  const tone = TONES[status];
  return (
    <Badge variant="filled" color={tone.bg} c={tone.fg} data-status={status} style={{ flexShrink: 0 }}>
      {_(LABELS[status])}
    </Badge>
  );
}
