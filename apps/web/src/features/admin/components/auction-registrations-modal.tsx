import { Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatRupees, type AdminAuction } from '@eauction/shared';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
import { useAuctionRegistrations } from '../api/get-auction-registrations';
import { ListState } from './list-state';
import { StackedTable } from './stacked-table';

type AuctionRegistrationsModalProps = {
  auction: AdminAuction | null;
  onClose: () => void;
};

/** docs/product.md, "Auction List": 'View Registrations' lists the registrations of one auction. */
export function AuctionRegistrationsModal({ auction, onClose }: AuctionRegistrationsModalProps) {
  const registrations = useAuctionRegistrations(auction?._id ?? null);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={auction !== null}
      onClose={onClose}
      title={auction ? `Registrations for ${auction.auctionCode}` : 'Registrations'}
      size="xl"
      fullScreen={isSmall}
    >
      <ListState
        query={registrations}
        loading="Loading registrations"
        failed="Failed to load registrations"
        empty="No registrations found"
      >
        {(rows) => (
          <StackedTable minWidth={640} striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Bidder</Table.Th>
                <Table.Th scope="col">Mobile</Table.Th>
                <Table.Th scope="col">Offer</Table.Th>
                <Table.Th scope="col">EMD</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Registered</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td data-label="Bidder">
                    <Text size="sm" fw={600}>
                      {r.user.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.user.organizationName}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Mobile">{r.user.mobile}</Table.Td>
                  <Table.Td data-label="Offer">{formatRupees(r.offerValue)}</Table.Td>
                  <Table.Td data-label="EMD">{formatRupees(r.emdAmount)}</Table.Td>
                  <Table.Td data-label="Status">
                    <RegistrationStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td data-label="Registered">{formatDate(r.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </ListState>
    </Modal>
  );
}
