import { useState } from 'react';
import { Alert, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  formatDate,
  formatRupees,
  type AdminRegistration,
  type RegistrationStatus,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
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

const STATUS_FILTERS: Array<{ value: ListFilter<RegistrationStatus>; label: string }> = [
  { value: 'all', label: 'All' },
  ...REGISTRATION_STATUSES.map((status) => ({ value: status, label: REGISTRATION_STATUS_LABELS[status] })),
];

/**
 * docs/product.md, "Registration Management": the registrations, searched, filtered by status and paged on
 * the server, with their details and status actions. The amount is the auction's EMD, which the bidder paid
 * (the offer is in the details).
 */
export function RegistrationManagement() {
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
    <AdminSection title="Registration Management" actions={<RefreshButton query={registrations} />}>
      <ListFilters
        list={list}
        label="registrations"
        searchHint="Bidder name, e-mail, Auction ID or UTR number"
        filters={STATUS_FILTERS}
        filterLabel="Registration status"
      />
      {registrations.isPending ? (
        <PageLoader label="Loading registrations" />
      ) : registrations.isError && rows.length === 0 ? (
        <Alert color="red" role="alert">
          Failed to load registrations
        </Alert>
      ) : !page || rows.length === 0 ? (
        <Text>
          No registrations found
          {list.isFiltered ? ' for this search.' : null}
        </Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={720} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">User Name</Table.Th>
                <Table.Th scope="col">Auction ID</Table.Th>
                <Table.Th scope="col">EMD Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td data-label="User Name">{r.user.name}</Table.Td>
                  <Table.Td data-label="Auction ID">{r.auctionCode}</Table.Td>
                  <Table.Td data-label="EMD Amount">{formatRupees(r.emdAmount)}</Table.Td>
                  <Table.Td data-label="Status">
                    <RegistrationStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td data-label="Date">{formatDate(r.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(r)}
                      aria-label={`View Details of ${r.user.name}, ${r.auctionCode}`}
                    >
                      View Details
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
