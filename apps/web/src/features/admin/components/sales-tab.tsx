import { useLingui } from '@lingui/react';
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
  PROPERTY_TYPE_KEYS,
  SALE_STATUSES,
  SALE_STATUS_KEYS,
  formatDate,
  formatRupees,
  labelOf,
  type AdminSale,
  type SaleStatus,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { useLocale } from '../../../lib/i18n';
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
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <StackedTable minWidth={880} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{_('admin.reports.auctionId')}</Table.Th>
          <Table.Th scope="col">{_('admin.sales.buyer')}</Table.Th>
          <Table.Th scope="col">{_('admin.sales.salePrice')}</Table.Th>
          <Table.Th scope="col">{_('admin.registrations.status')}</Table.Th>
          <Table.Th scope="col">{_('admin.sales.nextDeadline')}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sales.map((sale) => (
          <Table.Tr key={sale.propertyId}>
            <Table.Td data-label={_('admin.reports.auctionId')}>
              <Text size="sm" fw={600}>
                {sale.auctionCode}
              </Text>
              <Text size="xs" c="dimmed" tt="capitalize">
                {labelOf(_, PROPERTY_TYPE_KEYS, sale.propertyType)}, {sale.propertyLocation}
              </Text>
            </Table.Td>
            <Table.Td data-label={_('admin.sales.buyer')}>
              {sale.buyerName ? (
                <>
                  <Text size="sm">{sale.buyerName}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {sale.buyerEmail}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {_('admin.sales.noBids')}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label={_('admin.sales.salePrice')} style={{ whiteSpace: 'nowrap' }}>
              {sale.salePrice === null ? '—' : formatRupees(sale.salePrice)}
            </Table.Td>
            <Table.Td data-label={_('admin.registrations.status')}>
              <Stack gap={4} align="flex-start">
                <SaleStatusBadge status={sale.status} />
                {sale.paymentsToVerify > 0 ? (
                  <Text size="xs" fw={600}>
                    {_('admin.sales.paymentsToVerifyCount', { count: sale.paymentsToVerify })}
                  </Text>
                ) : null}
              </Stack>
            </Table.Td>
            <Table.Td data-label={_('admin.sales.nextDeadline')} style={{ whiteSpace: 'nowrap' }}>
              {sale.nextDeadline ? (
                <Group gap={6}>
                  <Text size="sm">{formatDate(sale.nextDeadline, locale)}</Text>
                  {sale.overdue ? <AlertBadge>{_('admin.sales.queue.overdue')}</AlertBadge> : null}
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
                aria-label={_('admin.sales.viewSaleOf', { code: sale.auctionCode })}
              >
                {_('admin.sales.viewSale')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** The late refunds among those read: '3 late', or '20+ late' when every one read is late and more are due. */
function lateNote(
  rows: { late: boolean }[],
  total: number,
  _: (id: string, values?: Record<string, unknown>) => string,
): string | null {
  const late = rows.filter((r) => r.late).length;
  if (late === 0) return null;
  return _('admin.sales.lateNote', {
    late: `${late}${late === rows.length && total > rows.length ? '+' : ''}`,
  });
}

/**
 * docs/product.md, "After the hammer on screen": the queues of sales that need the officer (with their
 * counts), the EMD refunds due, every sale by status, each sale's details and moves, and the holiday
 * list the deadlines step over.
 */
export function SalesTab() {
  const { _ } = useLingui();
  const sales = useAdminSales();
  // The first page of refunds due: the list's own when it shows them, so it is read once.
  const refundsDue = useEmdRefunds({ status: 'due', limit: PAGE_SIZE, offset: 0 });
  const now = useServerNow(60_000);
  const [view, setView] = useState<View>('confirmation');
  const [status, setStatus] = useState<SaleStatus | ''>('');
  const [open, setOpen] = useState<AdminSale | null>(null);

  const statusChoices = [
    { value: '', label: _('admin.sales.everyStatus') },
    ...SALE_STATUSES.map((status) => ({ value: status, label: _(SALE_STATUS_KEYS[status]) })),
  ];
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
      title={_('admin.sales.title')}
      lead={_('admin.sales.lead')}
      actions={<RefreshButton query={refresh} />}
    >
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        role="group"
        aria-label={_('admin.sales.queues')}
      >
        {SALE_QUEUES.map((q) => (
          <QueueButton
            key={q.value}
            label={_(q.label)}
            count={sales.data ? all.filter((sale) => q.matches(sale, now)).length : null}
            isSelected={view === q.value}
            onSelect={() => setView(q.value)}
          />
        ))}
        <QueueButton
          label={_('admin.sales.emdRefundsDue')}
          count={refundsDue.data?.total ?? null}
          note={refundsDue.data ? lateNote(refundsDue.data.data, refundsDue.data.total, _) : null}
          isSelected={view === 'refunds'}
          onSelect={() => setView('refunds')}
        />
        <QueueButton
          label={_('admin.sales.allSales')}
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
              {queue ? _(queue.label) : _('admin.sales.allSales')}
            </Title>
            {queue ? null : (
              <NativeSelect
                label={_('admin.sales.saleStatus')}
                data={statusChoices}
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as SaleStatus | '')}
              />
            )}
          </Group>
          {sales.isPending ? (
            <PageLoader label={_('admin.sales.loading')} />
          ) : sales.isError && all.length === 0 ? (
            <Alert color="red" role="alert" title={_('admin.sales.loadFailed')}>
              <Button size="xs" variant="light" color="red" onClick={() => void sales.refetch()}>
                {_('admin.common.tryAgain')}
              </Button>
            </Alert>
          ) : listed.length === 0 ? (
            <Text>{queue ? _(queue.empty) : _('admin.sales.none')}</Text>
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
