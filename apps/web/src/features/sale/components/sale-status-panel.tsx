import { Stack, Text } from '@mantine/core';
import {
  SALE_STATUS_LABELS,
  asSentence,
  formatDate,
  formatRupees,
  type Sale,
  type SaleStatus,
} from '@eauction/shared';
import { SaleNextStep } from '../../../components/sale-next-step';
import { SaleSection } from './sale-section';

/** What each status means for the buyer, in plain words (docs/product.md, "The sale"). */
const EXPLANATIONS: Record<SaleStatus, (sale: Sale) => string> = {
  'ended-no-bids': () => 'The auction ended without any bids.',
  'awaiting-confirmation': (sale) =>
    `Your bid${sale.salePrice !== null ? ` of ${formatRupees(sale.salePrice)}` : ''} was the highest. The bank’s authorised officer will now confirm the sale to you, or record that it is not confirmed; you will be e-mailed either way.`,
  confirmed: (sale) =>
    `The bank confirmed the sale to you${sale.confirmedAt ? ` on ${formatDate(sale.confirmedAt)}` : ''}. Pay the deposit into the account below, then report the payment on this page.`,
  'deposit-paid': () =>
    'The bank has received your deposit. Pay the balance into the account below, then report the payment on this page.',
  completed: () =>
    'You have paid the full price. The bank will now issue your sale certificate; you will be e-mailed when it is ready.',
  'certificate-issued': () => 'The sale is complete and your sale certificate has been issued.',
  'not-confirmed': () =>
    'The bank did not confirm the sale. Your EMD will be refunded to the bank account of your registration.',
  forfeited: () =>
    'A payment was not made by its deadline, so the bank has forfeited the sale: the deposit and the EMD are not refunded, and the property may be auctioned again.',
};

const ENDED_BADLY: readonly SaleStatus[] = ['not-confirmed', 'forfeited', 'ended-no-bids'];
const DONE: readonly SaleStatus[] = ['completed', 'certificate-issued'];

/** Where the sale stands: its status in words, what that means, the reason of an ending and the next step. */
export function SaleStatusPanel({ sale }: { sale: Sale }) {
  const tone = ENDED_BADLY.includes(sale.status)
    ? 'red.9'
    : DONE.includes(sale.status)
      ? 'green.9'
      : 'navy.7';
  return (
    <SaleSection title="Where the sale stands" id="sale-status-heading">
      <Stack gap="xs">
        <Text size="xl" fw={700} c={tone} data-testid="sale-status" data-status={sale.status}>
          {SALE_STATUS_LABELS[sale.status]}
        </Text>
        <Text>{EXPLANATIONS[sale.status](sale)}</Text>
        {sale.reason && (sale.status === 'not-confirmed' || sale.status === 'forfeited') ? (
          <Text data-testid="sale-reason">
            <strong>Reason:</strong> {asSentence(sale.reason)}
          </Text>
        ) : null}
        <SaleNextStep sale={sale} />
      </Stack>
    </SaleSection>
  );
}
