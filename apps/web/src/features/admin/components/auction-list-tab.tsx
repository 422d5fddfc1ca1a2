import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconDots, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { ADMIN_MESSAGES, SALE_MESSAGES, formatDate, formatTime, type AdminAuction } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoader } from '../../../components/loaders';
import { useAdminAuctions } from '../api/get-admin-auctions';
import { AdminSection } from './admin-section';
import { RefreshButton } from './refresh-button';
import { AuctionRegistrationsModal } from './auction-registrations-modal';
import { AuctionStateBadge } from './auction-state-badge';
import { CancelAuctionModal } from './cancel-auction-modal';
import { DeleteAuctionModal } from './delete-auction-modal';
import { EditAuctionModal } from './edit-auction-modal';
import { ListFilters, ListPager, useListQuery } from './list-controls';
import { StackedTable } from './stacked-table';

/** The open dialog, and the control that opened it: focus goes back there when the dialog closes. */
type Dialog = {
  kind: 'registrations' | 'edit' | 'delete' | 'cancel';
  auction: AdminAuction;
  trigger: HTMLElement | null;
} | null;

function AuctionRow({ auction, open }: { auction: AdminAuction; open: (dialog: Dialog) => void }) {
  // The menu's items are gone once a dialog opens: the dialog returns focus to the menu's button.
  const menuRef = useRef<HTMLButtonElement>(null);
  return (
    <Table.Tr>
      <Table.Td data-label="Customer">
        <Text size="sm" fw={600}>
          {auction.customerName}
        </Text>
        <Text size="xs" c="dimmed">
          CIF {auction.cifId}
        </Text>
      </Table.Td>
      <Table.Td data-label="Property" maw={320}>
        <Text size="sm" fw={600}>
          {auction.propertyType}
        </Text>
        <Text size="xs" c="dimmed">
          Auction ID {auction.auctionCode}
        </Text>
        <Text size="xs" lineClamp={2} title={auction.propertySchedule}>
          {auction.propertySchedule}
        </Text>
      </Table.Td>
      <Table.Td data-label="Location">
        <Text size="sm" tt="capitalize">
          {auction.propertyLocation}
        </Text>
        <Text size="xs" c="dimmed">
          {auction.state}
        </Text>
      </Table.Td>
      <Table.Td data-label="Auction Date" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600}>
          {formatDate(auction.auctionDate)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTime(auction.auctionStartTime)} – {formatTime(auction.auctionEndTime)}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          EMD by {formatDate(auction.emdSubmission)}
        </Text>
        <AuctionStateBadge state={auction.auctionState} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden="true" />}
            onClick={(event) => open({ kind: 'registrations', auction, trigger: event.currentTarget })}
            aria-label={`View Registrations of ${auction.auctionCode} (${auction.registrationsCount})`}
          >
            View Registrations ({auction.registrationsCount})
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                ref={menuRef}
                variant="subtle"
                color="gray"
                aria-label={`More actions for ${auction.auctionCode}`}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                onClick={() => open({ kind: 'edit', auction, trigger: menuRef.current })}
              >
                Edit
              </Menu.Item>
              {auction.auctionState === 'ended' ? null : (
                <Menu.Item
                  color="red"
                  leftSection={<IconBan size={14} aria-hidden="true" />}
                  onClick={() => open({ kind: 'cancel', auction, trigger: menuRef.current })}
                >
                  Cancel auction
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => open({ kind: 'delete', auction, trigger: menuRef.current })}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * docs/product.md, "Auction List": every auction with its customer, property, location and dates, searchable
 * and filtered by state; 'View Registrations', and Edit, Cancel (before the end: "Cancellation") and Delete
 * dialogs that refresh the list.
 */
export function AuctionListTab() {
  const list = useListQuery();
  const auctions = useAdminAuctions(list.query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const close = () => {
    const trigger = dialog?.trigger;
    setDialog(null);
    requestAnimationFrame(() => trigger?.focus());
  };
  const finish = (message: string, { isRowGone = false } = {}) => {
    const trigger = dialog?.trigger;
    setDialog(null);
    setDone(message);
    // A deleted auction's row goes with the next read of the list: the reader lands on the message.
    requestAnimationFrame(() => (isRowGone ? doneRef.current : trigger)?.focus());
  };
  const open = (next: Dialog) => {
    setDone(null);
    setDialog(next);
  };

  return (
    <AdminSection title="Auction List" actions={<RefreshButton query={auctions} />}>
      <ListFilters
        list={list}
        label="auctions"
        searchHint="Auction ID, customer, type, city or loan account"
      />
      {done ? (
        <FormAlert ref={doneRef} tone="success">
          <Group justify="space-between" gap="xs">
            <span>{done}</span>
            <Button size="compact-xs" variant="subtle" color="green" onClick={() => setDone(null)}>
              Dismiss
            </Button>
          </Group>
        </FormAlert>
      ) : null}
      {auctions.isPending ? (
        <PageLoader label="Loading auctions" />
      ) : auctions.isError ? (
        <Alert color="red" role="alert" title={ADMIN_MESSAGES.auctionsLoadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check the connection and try again.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void auctions.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : auctions.data.data.length === 0 ? (
        <Text>
          {ADMIN_MESSAGES.noAuctions}
          {list.isFiltered ? ' for this search.' : null}
        </Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={960} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Customer</Table.Th>
                <Table.Th scope="col">Property</Table.Th>
                <Table.Th scope="col">Location</Table.Th>
                <Table.Th scope="col">Auction Date</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {auctions.data.data.map((auction) => (
                <AuctionRow key={auction._id} auction={auction} open={open} />
              ))}
            </Table.Tbody>
          </StackedTable>
          <ListPager
            list={list}
            total={auctions.data.total}
            shown={auctions.data.data.length}
            noun="auctions"
          />
        </Stack>
      )}
      <AuctionRegistrationsModal
        auction={dialog?.kind === 'registrations' ? dialog.auction : null}
        onClose={close}
      />
      <EditAuctionModal
        auction={dialog?.kind === 'edit' ? dialog.auction : null}
        onClose={close}
        onSaved={() => finish(ADMIN_MESSAGES.updateSucceeded)}
      />
      <DeleteAuctionModal
        auction={dialog?.kind === 'delete' ? dialog.auction : null}
        onClose={close}
        onDeleted={() => finish(ADMIN_MESSAGES.deleteSucceeded, { isRowGone: true })}
        onCancelInstead={(auction) => setDialog((d) => d && { ...d, kind: 'cancel', auction })}
      />
      <CancelAuctionModal
        auction={dialog?.kind === 'cancel' ? dialog.auction : null}
        onClose={close}
        onCancelled={() => finish(SALE_MESSAGES.cancelled)}
      />
    </AdminSection>
  );
}
