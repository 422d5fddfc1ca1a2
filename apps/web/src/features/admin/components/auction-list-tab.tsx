import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconDots, IconPencil, IconRepeat, IconTrash, IconUsers } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  SALE_MESSAGES,
  formatDate,
  formatTime,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminAuction,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoader } from '../../../components/loaders';
import { useLocale } from '../../../lib/i18n';
import { useServerNow } from '../../../lib/server-clock';
import { useAdminAuctions } from '../api/get-admin-auctions';
import { AdminSection } from './admin-section';
import { RefreshButton } from './refresh-button';
import { AuctionRegistrationsModal } from './auction-registrations-modal';
import { AuctionStateBadge } from './auction-state-badge';
import { CancelAuctionModal } from './cancel-auction-modal';
import { DeleteAuctionModal } from './delete-auction-modal';
import { EditAuctionModal } from './edit-auction-modal';
import { RelistDialog } from './relist-dialog';
import { MOVE_TEXT } from '../sale-model';
import { ListFilters, ListPager, useListQuery } from './list-controls';
import { StackedTable } from './stacked-table';

/** The open dialog, and the control that opened it: focus goes back there when the dialog closes. */
type Dialog = {
  kind: 'registrations' | 'edit' | 'delete' | 'cancel' | 'relist';
  auction: AdminAuction;
  trigger: HTMLElement | null;
} | null;

function AuctionRow({ auction, open }: { auction: AdminAuction; open: (dialog: Dialog) => void }) {
  // The menu's items are gone once a dialog opens: the dialog returns focus to the menu's button.
  const { _ } = useLingui();
  const locale = useLocale();
  const menuRef = useRef<HTMLButtonElement>(null);
  return (
    <Table.Tr>
      <Table.Td data-label={_('admin.auctions.customer')}>
        <Text size="sm" fw={600}>
          {auction.customerName}
        </Text>
        <Text size="xs" c="dimmed">
          {_('admin.auctions.cif', { cif: auction.cifId })}
        </Text>
      </Table.Td>
      <Table.Td data-label={_('admin.reports.property')} maw={320}>
        <Text size="sm" fw={600}>
          {labelOf(_, PROPERTY_TYPE_KEYS, auction.propertyType)}
        </Text>
        <Text size="xs" c="dimmed">
          {_('admin.auctions.auctionId', { code: auction.auctionCode })}
        </Text>
        <Text size="xs" lineClamp={2} title={auction.propertySchedule}>
          {auction.propertySchedule}
        </Text>
      </Table.Td>
      <Table.Td data-label={_('admin.reports.location')}>
        <Text size="sm" tt="capitalize">
          {auction.propertyLocation}
        </Text>
        <Text size="xs" c="dimmed">
          {auction.state}
        </Text>
      </Table.Td>
      <Table.Td data-label={_('admin.auctions.auctionDate')} style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600}>
          {formatDate(auction.auctionDate, locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTime(auction.auctionStartTime, locale)} – {formatTime(auction.auctionEndTime, locale)}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          {_('admin.auctions.emdBy', { date: formatDate(auction.emdSubmission, locale) })}
        </Text>
        <AuctionStateBadge state={auction.auctionState} cancelled={auction.cancelled} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden="true" />}
            onClick={(event) => open({ kind: 'registrations', auction, trigger: event.currentTarget })}
            aria-label={_('admin.auctions.viewRegistrationsOf', {
              code: auction.auctionCode,
              count: auction.registrationsCount,
            })}
          >
            {_('admin.auctions.viewRegistrations', { count: auction.registrationsCount })}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                ref={menuRef}
                variant="subtle"
                color="gray"
                aria-label={_('admin.auctions.moreActions', { code: auction.auctionCode })}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden="true" />}
                onClick={() => open({ kind: 'edit', auction, trigger: menuRef.current })}
              >
                {_('admin.auctions.edit')}
              </Menu.Item>
              {auction.cancelled && !auction.relisted ? (
                <Menu.Item
                  leftSection={<IconRepeat size={14} aria-hidden="true" />}
                  onClick={() => open({ kind: 'relist', auction, trigger: menuRef.current })}
                >
                  {_(MOVE_TEXT.relist.label)}
                </Menu.Item>
              ) : null}
              {auction.auctionState === 'ended' ? null : (
                <Menu.Item
                  color="red"
                  leftSection={<IconBan size={14} aria-hidden="true" />}
                  onClick={() => open({ kind: 'cancel', auction, trigger: menuRef.current })}
                >
                  {_('admin.auctions.cancelAuction')}
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => open({ kind: 'delete', auction, trigger: menuRef.current })}
              >
                {_('admin.auctions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The re-auction of a cancelled auction, on the server's clock (read while the dialog is open only). */
function RelistCancelledDialog({
  auction,
  onClose,
  onDone,
}: {
  auction: AdminAuction;
  onClose: () => void;
  onDone: () => void;
}) {
  const now = useServerNow(30_000);
  return (
    <RelistDialog
      auction={{ ...auction, propertyId: auction._id }}
      opened
      now={now}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/**
 * docs/product.md, "Auction List": every auction with its customer, property, location and dates, searchable
 * and filtered by state; 'View Registrations', and Edit, Cancel (before the end: "Cancellation"),
 * Re-auction (a cancelled auction: "Re-auction") and Delete dialogs that refresh the list.
 */
export function AuctionListTab() {
  const { _ } = useLingui();
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
    <AdminSection title={_('admin.auctions.title')} actions={<RefreshButton query={auctions} />}>
      <ListFilters
        list={list}
        label={_('admin.auctions.searchLabel')}
        searchHint={_('admin.auctions.searchHint')}
      />
      {done ? (
        <FormAlert ref={doneRef} tone="success">
          <Group justify="space-between" gap="xs">
            <span>{done}</span>
            <Button size="compact-xs" variant="subtle" color="green" onClick={() => setDone(null)}>
              {_('admin.common.dismiss')}
            </Button>
          </Group>
        </FormAlert>
      ) : null}
      {auctions.isPending ? (
        <PageLoader label={_('admin.auctions.loading')} />
      ) : auctions.isError ? (
        <Alert color="red" role="alert" title={_(ADMIN_MESSAGES.auctionsLoadFailed)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{_('admin.auctions.checkConnection')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void auctions.refetch()}>
              {_('admin.common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : auctions.data.data.length === 0 ? (
        <Text>
          {list.isFiltered
            ? _('admin.auctions.noneForSearch', { message: _(ADMIN_MESSAGES.noAuctions) })
            : _(ADMIN_MESSAGES.noAuctions)}
        </Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={960} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.auctions.customer')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.property')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.location')}</Table.Th>
                <Table.Th scope="col">{_('admin.auctions.auctionDate')}</Table.Th>
                <Table.Th scope="col">{_('admin.common.actions')}</Table.Th>
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
        onSaved={() => finish(_(ADMIN_MESSAGES.updateSucceeded))}
      />
      <DeleteAuctionModal
        auction={dialog?.kind === 'delete' ? dialog.auction : null}
        onClose={close}
        onDeleted={() => finish(_(ADMIN_MESSAGES.deleteSucceeded), { isRowGone: true })}
        onCancelInstead={(auction) => setDialog((d) => d && { ...d, kind: 'cancel', auction })}
      />
      <CancelAuctionModal
        auction={dialog?.kind === 'cancel' ? dialog.auction : null}
        onClose={close}
        onCancelled={() => finish(_(SALE_MESSAGES.cancelled))}
      />
      {dialog?.kind === 'relist' ? (
        <RelistCancelledDialog
          auction={dialog.auction}
          onClose={close}
          onDone={() => finish(_(MOVE_TEXT.relist.done))}
        />
      ) : null}
    </AdminSection>
  );
}
