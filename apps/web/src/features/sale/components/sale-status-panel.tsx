import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Stack, Text } from '@mantine/core';
import {
  SALE_STATUS_KEYS,
  asSentence,
  formatDate,
  formatRupees,
  type Locale,
  type Sale,
  type SaleStatus,
} from '@eauction/shared';
import { SaleNextStep } from '../../../components/sale-next-step';
import { useLocale } from '../../../lib/i18n';
import { SaleSection } from './sale-section';

/** What each status means for the buyer, in plain words (docs/product.md, "The sale"). */
const EXPLANATIONS: Record<SaleStatus, (sale: Sale, _: I18n['_'], locale: Locale) => string> = {
  'ended-no-bids': (_sale, _) => _('sale.status.endedNoBids'),
  'awaiting-confirmation': (sale, _) =>
    sale.salePrice !== null
      ? _('sale.status.awaitingConfirmationAt', { price: formatRupees(sale.salePrice) })
      : _('sale.status.awaitingConfirmation'),
  confirmed: (sale, _, locale) =>
    sale.confirmedAt
      ? _('sale.status.confirmedOn', { date: formatDate(sale.confirmedAt, locale) })
      : _('sale.status.confirmed'),
  'deposit-paid': (_sale, _) => _('sale.status.depositPaid'),
  completed: (_sale, _) => _('sale.status.completed'),
  'certificate-issued': (_sale, _) => _('sale.status.certificateIssued'),
  'not-confirmed': (_sale, _) => _('sale.status.notConfirmed'),
  forfeited: (_sale, _) => _('sale.status.forfeited'),
};

const ENDED_BADLY: readonly SaleStatus[] = ['not-confirmed', 'forfeited', 'ended-no-bids'];
const DONE: readonly SaleStatus[] = ['completed', 'certificate-issued'];

/** Where the sale stands: its status in words, what that means, the reason of an ending and the next step. */
export function SaleStatusPanel({ sale }: { sale: Sale }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const tone = ENDED_BADLY.includes(sale.status)
    ? 'red.9'
    : DONE.includes(sale.status)
      ? 'green.9'
      : 'navy.7';
  return (
    <SaleSection title={_('sale.status.title')} id="sale-status-heading">
      <Stack gap="xs">
        <Text size="xl" fw={700} c={tone} data-testid="sale-status" data-status={sale.status}>
          {_(SALE_STATUS_KEYS[sale.status])}
        </Text>
        <Text>{EXPLANATIONS[sale.status](sale, _, locale)}</Text>
        {sale.reason && (sale.status === 'not-confirmed' || sale.status === 'forfeited') ? (
          <Text data-testid="sale-reason">
            <Trans
              id="sale.status.reason"
              values={{ reason: asSentence(sale.reason) }}
              components={{ 0: <strong /> }}
            />
          </Text>
        ) : null}
        <SaleNextStep sale={sale} />
      </Stack>
    </SaleSection>
  );
}
