import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Alert, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_KEYS,
  formatDate,
  formatRupees,
  type AdminRegistration,
  type RegistrationStatus,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
import { useLocale } from '../../../lib/i18n';
import { useAdminRegistrations } from '../api/get-admin-registrations';
import { AdminSection } from './admin-section';
import {
  ListFilters,
  ListPager,
  PAGE_SIZE,
  useLastPageClamp,
  usePagedSearch,
  type ListFilter,
} from './list-controls';
import { RefreshButton } from './refresh-button';
import { RegistrationDetailsModal } from './registration-details-modal';
import { StackedTable } from './stacked-table';

/**
 * docs/product.md, "Registration Management": the registrations, searched, filtered by status and paged on
 * the server, with their details and status actions. The amount is the auction's EMD, which the bidder paid
 * (the offer is in the details).
 */
export function RegistrationManagement() {
  const { _ } = useLingui();
  const locale = useLocale();
  const statusFilters: Array<{ value: ListFilter<RegistrationStatus>; label: string }> = [
    { value: 'all', label: _('admin.list.all') },
    ...REGISTRATION_STATUSES.map((status) => ({ value: status, label: _(REGISTRATION_STATUS_KEYS[status]) })),
  ];
  const list = usePagedSearch<RegistrationStatus>();
  const registrations = useAdminRegistrations({
    q: list.searchText,
    status: list.chosenFilter,
    limit: PAGE_SIZE,
    offset: list.offset,
  });
  useLastPageClamp(list, registrations.data?.total);
  // The dialog keeps the registration it opened with, updated by its own changes: approving one while
  // the list shows pending ones takes it off the list, not out of the officer's hands.
  const [open, setOpen] = useState<AdminRegistration | null>(null);
  const page = registrations.data;
  const rows = page?.data ?? [];
  const shown = open ? (rows.find((r) => r._id === open._id) ?? open) : null;

  return (
    <AdminSection title={_('admin.registrations.title')} actions={<RefreshButton query={registrations} />}>
      <ListFilters
        list={list}
        label={_('admin.registrations.searchLabel')}
        searchHint={_('admin.registrations.searchHint')}
        filters={statusFilters}
        filterLabel={_('admin.registrations.statusFilter')}
      />
      {registrations.isPending ? (
        <PageLoader label={_('admin.registrations.loading')} />
      ) : registrations.isError && rows.length === 0 ? (
        <Alert color="red" role="alert">
          {_('admin.registrations.loadFailed')}
        </Alert>
      ) : !page || rows.length === 0 ? (
        <Text>
          {list.isFiltered ? _('admin.registrations.noneForSearch') : _('admin.registrations.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={720} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.registrations.userName')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.auctionId')}</Table.Th>
                <Table.Th scope="col">{_('admin.registrations.emdAmount')}</Table.Th>
                <Table.Th scope="col">{_('admin.registrations.status')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.date')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td data-label={_('admin.registrations.userName')}>{r.user.name}</Table.Td>
                  <Table.Td data-label={_('admin.reports.auctionId')}>{r.auctionCode}</Table.Td>
                  <Table.Td data-label={_('admin.registrations.emdAmount')}>
                    {formatRupees(r.emdAmount)}
                  </Table.Td>
                  <Table.Td data-label={_('admin.registrations.status')}>
                    <RegistrationStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td data-label={_('admin.reports.date')}>{formatDate(r.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(r)}
                      aria-label={_('admin.registrations.viewDetailsOf', {
                        name: r.user.name,
                        code: r.auctionCode,
                      })}
                    >
                      {_('admin.reports.viewDetails')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
          <ListPager list={list} total={page.total} shown={rows.length} noun="registrations" />
        </Stack>
      )}
      <RegistrationDetailsModal registration={shown} onClose={() => setOpen(null)} onChanged={setOpen} />
    </AdminSection>
  );
}
