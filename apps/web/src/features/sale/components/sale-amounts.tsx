import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { SALE_RULES, formatDate, formatRupees, type PaymentKind, type Sale } from '@eauction/shared';
import { awaitingVerification, stillDue } from '../sale-model';
import { Facts } from '../../../components/facts';
import { SaleSection } from './sale-section';

const dueByText = (dueBy: string | null) =>
  dueBy ? `${formatDate(dueBy)} (end of day IST)` : 'Set when the bank confirms the sale';

function Part({ sale, kind, title }: { sale: Sale; kind: PaymentKind; title: string }) {
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
            ['Amount', formatRupees(due)],
            ['Paid so far', formatRupees(paid)],
            ...(waiting > 0
              ? ([['Awaiting verification', formatRupees(waiting)]] as Array<[string, string]>)
              : []),
            ['Still due', formatRupees(stillDue(sale, kind))],
            ['Due by', dueByText(dueBy)],
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** The price and what the buyer owes of it: the deposit and the balance, each with what is paid. */
export function SaleAmounts({ sale }: { sale: Sale }) {
  return (
    <SaleSection title="Amounts and deadlines" id="sale-amounts-heading">
      <Facts
        items={[
          ['Sale price', sale.salePrice !== null ? formatRupees(sale.salePrice) : '—'],
          ['EMD counted towards the price', formatRupees(sale.emdAmount)],
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Part sale={sale} kind="deposit" title={`${SALE_RULES.depositPercent}% deposit, less the EMD`} />
        <Part sale={sale} kind="balance" title="Balance" />
      </SimpleGrid>
    </SaleSection>
  );
}
