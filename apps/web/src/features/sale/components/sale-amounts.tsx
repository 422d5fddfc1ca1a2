import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  SALE_RULES,
  formatDate,
  formatRupees,
  type Locale,
  type PaymentKind,
  type Sale,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { awaitingVerification, stillDue } from '../sale-model';
import { Facts } from '../../../components/facts';
import { SaleSection } from './sale-section';

const dueByText = (dueBy: string | null, _: I18n['_'], locale: Locale) =>
  dueBy ? _('sale.amounts.dueByDate', { date: formatDate(dueBy, locale) }) : _('sale.amounts.dueBySet');

function Part({ sale, kind, title }: { sale: Sale; kind: PaymentKind; title: string }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const due = kind === 'deposit' ? sale.depositDue : sale.balanceDue;
  const paid = kind === 'deposit' ? sale.depositPaid : sale.balancePaid;
  const dueBy = kind === 'deposit' ? sale.depositDueBy : sale.balanceDueBy;
  const waiting = awaitingVerification(sale, kind);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`sale-${kind}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Facts
          items={[
            [_('sale.amounts.amount'), formatRupees(due)],
            [_('sale.amounts.paidSoFar'), formatRupees(paid)],
            ...(waiting > 0
              ? ([[_('sale.amounts.awaitingVerification'), formatRupees(waiting)]] as Array<[string, string]>)
              : []),
            [_('sale.amounts.stillDue'), formatRupees(stillDue(sale, kind))],
            [_('sale.amounts.dueBy'), dueByText(dueBy, _, locale)],
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** The price and what the buyer owes of it: the deposit and the balance, each with what is paid. */
export function SaleAmounts({ sale }: { sale: Sale }) {
  const { _ } = useLingui();
  return (
    <SaleSection title={_('sale.amounts.title')} id="sale-amounts-heading">
      <Facts
        items={[
          [_('sale.amounts.salePrice'), sale.salePrice !== null ? formatRupees(sale.salePrice) : '—'],
          [_('sale.amounts.emdCounted'), formatRupees(sale.emdAmount)],
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Part
          sale={sale}
          kind="deposit"
          title={_('sale.amounts.depositLessEmd', { percent: SALE_RULES.depositPercent })}
        />
        <Part sale={sale} kind="balance" title={_('sale.amounts.balance')} />
      </SimpleGrid>
    </SaleSection>
  );
}
