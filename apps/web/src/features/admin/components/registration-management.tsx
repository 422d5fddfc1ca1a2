import { useState } from 'react';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { formatDate, formatRupees } from '@eauction/shared';
import { RegistrationStatusBadge } from '../../auction-registration/components/registration-status-badge';
import { useAdminRegistrations } from '../api/get-admin-registrations';
import { AdminSection } from './admin-section';
import { ListState } from './list-state';
import { RefreshButton } from './refresh-button';
import { RegistrationDetailsModal } from './registration-details-modal';

/** Spec 2, "Registration Management": every registration, with its details and status actions. */
export function RegistrationManagement() {
  const registrations = useAdminRegistrations();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = registrations.data?.find((r) => r._id === openId) ?? null;
  return (
    <AdminSection title="Registration Management" actions={<RefreshButton query={registrations} />}>
      <ListState
        query={registrations}
        loading="Loading registrations"
        failed="Failed to load registrations"
        empty="No registrations found"
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">User Name</Table.Th>
                  <Table.Th scope="col">Auction ID</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
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
                    <Table.Td>{r.user.name}</Table.Td>
                    <Table.Td>{r.auctionCode}</Table.Td>
                    <Table.Td>{formatRupees(r.offerValue)}</Table.Td>
                    <Table.Td>
                      <RegistrationStatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpenId(r._id)}
                        aria-label={`View Details of ${r.user.name}, ${r.auctionCode}`}
                      >
                        View Details
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      <RegistrationDetailsModal registration={open} onClose={() => setOpenId(null)} />
    </AdminSection>
  );
}
