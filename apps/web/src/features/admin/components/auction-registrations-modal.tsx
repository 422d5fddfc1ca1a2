import { useLingui } from '@lingui/react';
import { Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatRupees, type AdminAuction } from '@eauction/shared';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
import { useLocale } from '../../../lib/i18n';
import { useAuctionRegistrations } from '../api/get-auction-registrations';
import { ListState } from './list-state';
import { StackedTable } from './stacked-table';

type AuctionRegistrationsModalProps = {
  auction: AdminAuction | null;
  onClose: () => void;
};

/** docs/product.md, "Auction List": 'View Registrations' lists the registrations of one auction. */
export function AuctionRegistrationsModal({ auction, onClose }: AuctionRegistrationsModalProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const registrations = useAuctionRegistrations(auction?._id ?? null);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      opened={auction !== null}
      onClose={onClose}
      title={
        auction
          ? _('admin.auctionRegistrations.titleOf', { code: auction.auctionCode })
          : _('admin.auctionRegistrations.title')
      }
      size="xl"
      fullScreen={isSmall}
    >
      <ListState
        query={registrations}
        loading={_('admin.registrations.loading')}
        failed={_('admin.registrations.loadFailed')}
        empty={_('admin.registrations.none')}
      >
        {(rows) => (
          <StackedTable minWidth={640} striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.reportDetails.bidder')}</Table.Th>
                <Table.Th scope="col">{_('admin.registrationDetails.mobile')}</Table.Th>
                <Table.Th scope="col">{_('admin.auctionRegistrations.offer')}</Table.Th>
                <Table.Th scope="col">{_('admin.auctionRegistrations.emd')}</Table.Th>
                <Table.Th scope="col">{_('admin.registrations.status')}</Table.Th>
                <Table.Th scope="col">{_('admin.auctionRegistrations.registered')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r._id}>
                  <Table.Td data-label={_('admin.reportDetails.bidder')}>
                    <Text size="sm" fw={600}>
                      {r.user.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.user.organizationName}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={_('admin.registrationDetails.mobile')}>{r.user.mobile}</Table.Td>
                  <Table.Td data-label={_('admin.auctionRegistrations.offer')}>
                    {formatRupees(r.offerValue)}
                  </Table.Td>
                  <Table.Td data-label={_('admin.auctionRegistrations.emd')}>
                    {formatRupees(r.emdAmount)}
                  </Table.Td>
                  <Table.Td data-label={_('admin.registrations.status')}>
                    <RegistrationStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td data-label={_('admin.auctionRegistrations.registered')}>
                    {formatDate(r.createdAt, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </ListState>
    </Modal>
  );
}
