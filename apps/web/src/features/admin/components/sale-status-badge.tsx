import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { SALE_STATUS_KEYS, type SaleStatus } from '@eauction/shared';

/*
 * A sale's status in words (SALE_STATUS_KEYS). Filled badges with shades whose text passes WCAG AA:
 * black on saffron for what waits for the bank, white on navy while money is due, green once paid, red
 * for a sale that failed, gray for an auction nobody bid in.
 */
const TONES: Record<SaleStatus, { bg: string; fg: string }> = {
  'ended-no-bids': { bg: 'gray.7', fg: 'white' },
  'awaiting-confirmation': { bg: 'saffron.3', fg: 'black' },
  confirmed: { bg: 'navy.6', fg: 'white' },
  'not-confirmed': { bg: 'red.9', fg: 'white' },
  'deposit-paid': { bg: 'navy.8', fg: 'white' },
  completed: { bg: 'green.9', fg: 'white' },
  'certificate-issued': { bg: 'green.9', fg: 'white' },
  forfeited: { bg: 'red.9', fg: 'white' },
};

/** Long labels wrap inside the badge rather than being cut. */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } } as const;

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const { _ } = useLingui();
  const tone = TONES[status];
  return (
    <Badge
      variant="filled"
      color={tone.bg}
      c={tone.fg}
      tt="none"
      radius="sm"
      py={2}
      data-status={status}
      styles={WRAPPING}
    >
      {_(SALE_STATUS_KEYS[status])}
    </Badge>
  );
}

/** A flag beside a status: a deadline passed, a refund due too long. */
export function AlertBadge({ children }: { children: string }) {
  return (
    <Badge variant="filled" color="red.9" c="white" tt="none" radius="sm">
      {children}
    </Badge>
  );
}
