import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  SALE_STATUSES,
  SALE_STATUS_LABELS,
  formatDate,
  formatRupees,
  type AdminSale,
  type SaleStatus,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { useServerNow } from '../../../lib/server-clock';
import { useAdminSales } from '../api/admin-sales';
import { useEmdRefunds } from '../api/emd-refunds';
import { SALE_QUEUES, type SaleQueue } from '../sale-model';
import { AdminSection } from './admin-section';
import { EmdRefundsView } from './emd-refunds-view';
import { HolidaysSection } from './holidays-section';
import { PAGE_SIZE } from './list-controls';
import { RefreshButton } from './refresh-button';
import { SaleDetailsModal } from './sale-details-modal';
import { AlertBadge, SaleStatusBadge } from './sale-status-badge';
import { StackedTable } from './stacked-table';
import classes from './sales-tab.module.css';

/** What the tab lists: one of the queues, the EMD refunds, or every sale (of one status). */
type View = SaleQueue | 'refunds' | 'all';

type QueueButtonProps = {
  label: string;
  count: number | null;
  note?: string | null;
  isSelected: boolean;
  onSelect: () => void;
};

function QueueButton({ label, count, note, isSelected, onSelect }: QueueButtonProps) {
  return (
    <UnstyledButton className={classes.queue} aria-pressed={isSelected} onClick={onSelect}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <span className={classes.count}>{count === null ? '—' : count.toLocaleString('en-IN')}</span>
      {note ? (
        <Text size="xs" fw={700} c="red.9">
          {note}
        </Text>
      ) : null}
    </UnstyledButton>
  );
}

type SalesTableProps = {
  sales: AdminSale[];
  onOpen: (sale: AdminSale) => void;
};

/** Sales as rows (cards on a phone): the auction, the buyer, the price, the status and the deadline. */
function SalesTable({ sales, onOpen }: SalesTableProps) {
  return (
    <StackedTable minWidth={880} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Auction ID</Table.Th>
          <Table.Th scope="col">Buyer</Table.Th>
          <Table.Th scope="col">Sale price</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Next deadline</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sales.map((sale) => (
          <Table.Tr key={sale.propertyId}>
            <Table.Td data-label="Auction ID">
              <Text size="sm" fw={600}>
                {sale.auctionCode}
              </Text>
              <Text size="xs" c="dimmed" tt="capitalize">
                {sale.propertyType.toLowerCase()}, {sale.propertyLocation}
              </Text>
            </Table.Td>
            <Table.Td data-label="Buyer">
              {sale.buyerName ? (
                <>
                  <Text size="sm">{sale.buyerName}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {sale.buyerEmail}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No bids
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label="Sale price" style={{ whiteSpace: 'nowrap' }}>
              {sale.salePrice === null ? '—' : formatRupees(sale.salePrice)}
            </Table.Td>
            <Table.Td data-label="Status">
              <Stack gap={4} align="flex-start">
                <SaleStatusBadge status={sale.status} />
                {sale.paymentsToVerify > 0 ? (
                  <Text size="xs" fw={600}>
                    {sale.paymentsToVerify} {sale.paymentsToVerify === 1 ? 'payment' : 'payments'} to verify
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td data-label="Next deadline" style={{ whiteSpace: 'nowrap' }}>
              {sale.nextDeadline ? (
                <Group gap={6}>
                  <Text size="sm">{formatDate(sale.nextDeadline)}</Text>
                  {sale.overdue ? <AlertBadge>Overdue</AlertBadge> : null}
                </Group>
              ) : (
                '—'
              )}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onOpen(sale)}
                aria-label={`View sale ${sale.auctionCode}`}
              >
                View sale
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

const STATUS_CHOICES = [
  { value: '', label: 'Every status' },
  ...SALE_STATUSES.map((status) => ({ value: status, label: SALE_STATUS_LABELS[status] })),
];

/** The late refunds among those read: '3 late', or '20+ late' when every one read is late and more are due. */
function lateNote(rows: { late: boolean }[], total: number): string | null {
  const late = rows.filter((r) => r.late).length;
  if (late === 0) return null;
  return `${late}${late === rows.length && total > rows.length ? '+' : ''} late`;
}

/**
 * docs/product.md, "After the hammer on screen": the queues of sales that need the officer (with their
 * counts), the EMD refunds due, every sale by status, each sale's details and moves, and the holiday
 * list the deadlines step over.
 */
export function SalesTab() {
  const sales = useAdminSales();
  // The first page of refunds due: the list's own when it shows them, so it is read once.
  const refundsDue = useEmdRefunds({ status: 'due', limit: PAGE_SIZE, offset: 0 });
  const now = useServerNow(60_000);
  const [view, setView] = useState<View>('confirmation');
  const [status, setStatus] = useState<SaleStatus | ''>('');
  const [open, setOpen] = useState<AdminSale | null>(null);

  const all = sales.data ?? [];
  const queue = SALE_QUEUES.find((q) => q.value === view);
  const listed = queue
    ? all.filter((sale) => queue.matches(sale, now))
    : all.filter((sale) => !status || sale.status === status);
  const refresh = {
    isFetching: sales.isFetching || refundsDue.isFetching,
    refetch: () => Promise.all([sales.refetch(), refundsDue.refetch()]),
  };

  return (
    <AdminSection
      title="Sales"
      lead="Every auction after the hammer: the bank’s confirmation, the buyer’s payments, the sale certificate and the EMD refunds. Dates are India time."
      actions={<RefreshButton query={refresh} />}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="group" aria-label="Sales queues">
        {SALE_QUEUES.map((q) => (
          <QueueButton
            key={q.value}
            label={q.label}
            count={sales.data ? all.filter((sale) => q.matches(sale, now)).length : null}
            isSelected={view === q.value}
            onSelect={() => setView(q.value)}
          />
        ))}
        <QueueButton
          label="EMD refunds due"
          count={refundsDue.data?.total ?? null}
          note={refundsDue.data ? lateNote(refundsDue.data.data, refundsDue.data.total) : null}
          isSelected={view === 'refunds'}
          onSelect={() => setView('refunds')}
        />
        <QueueButton
          label="All sales"
          count={sales.data ? all.length : null}
          isSelected={view === 'all'}
          onSelect={() => setView('all')}
        />
      </SimpleGrid>

      {view === 'refunds' ? (
        <EmdRefundsView />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={3} size="h4" c="navy.7">
              {queue ? queue.label : 'All sales'}
            </Title>
            {queue ? null : (
              <NativeSelect
                label="Sale status"
                data={STATUS_CHOICES}
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as SaleStatus | '')}
              />
            )}
          </Group>
          {sales.isPending ? (
            <PageLoader label="Loading sales" />
          ) : sales.isError && all.length === 0 ? (
            <Alert color="red" role="alert" title="Failed to load sales">
              <Button size="xs" variant="light" color="red" onClick={() => void sales.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : listed.length === 0 ? (
            <Text>{queue ? queue.empty : 'No sales found.'}</Text>
          ) : (
            <SalesTable sales={listed} onOpen={setOpen} />
          )}
        </Stack>
      )}

      <HolidaysSection />
      <SaleDetailsModal sale={open} onClose={() => setOpen(null)} />
    </AdminSection>
  );
}
