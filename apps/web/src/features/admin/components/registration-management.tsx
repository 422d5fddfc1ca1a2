import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDate, formatRupees } from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { RegistrationStatusBadge } from '../../auction-registration/components/registration-status-badge';
import { useAdminRegistrations } from '../api/get-admin-registrations';
import { RegistrationDetailsModal } from './registration-details-modal';

/** Spec 2, "Registration Management": every registration, with its details and status actions. */
export function RegistrationManagement() {
  const registrations = useAdminRegistrations();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = registrations.data?.find((r) => r._id === openId) ?? null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" c="navy.7">
            Registration Management
          </Title>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void registrations.refetch()}
            loading={registrations.isFetching}
          >
            Refresh
          </Button>
        </Group>
        {registrations.isPending ? (
          <PageLoader label="Loading registrations" />
        ) : registrations.isError ? (
          <Alert color="red" role="alert">
            Failed to load registrations
          </Alert>
        ) : registrations.data.length === 0 ? (
          <Text>No registrations found</Text>
        ) : (
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
                {registrations.data.map((r) => (
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
      </Stack>
      <RegistrationDetailsModal registration={open} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
