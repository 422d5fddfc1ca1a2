import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  formatDate,
  formatClock,
  formatRupees,
  formatTime,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AuctionReportDetail,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { useLocale } from '../../../lib/i18n';
import { useAuctionReport } from '../api/get-auction-reports';
import { isRefusal } from './failure-alert';
import { AuctionStateBadge } from './auction-state-badge';
import { Fact } from './fact';
import { ReportSummary } from './report-summary';
import { StackedTable } from './stacked-table';

function BidHistory({ report }: { report: AuctionReportDetail }) {
  const { _ } = useLingui();
  const locale = useLocale();
  if (report.bids.length === 0) return <Text>{_(ADMIN_MESSAGES.noBidsRecorded)}</Text>;
  return (
    <StackedTable minWidth={640} maxHeight={420} verticalSpacing="xs" stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{_('admin.reportDetails.amount')}</Table.Th>
          <Table.Th scope="col">{_('admin.reportDetails.bidder')}</Table.Th>
          <Table.Th scope="col">{_('admin.reportDetails.organization')}</Table.Th>
          <Table.Th scope="col">{_('admin.reportDetails.timestamp')}</Table.Th>
          <Table.Th scope="col">{_('admin.reportDetails.type')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.bids.map((bid, index) => {
          const isTop = index === 0;
          return (
            <Table.Tr
              key={bid.seq}
              bg={isTop ? 'green.0' : undefined}
              fw={isTop ? 700 : undefined}
              data-top-bid={isTop || undefined}
            >
              <Table.Td data-label={_('admin.reportDetails.amount')} style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  {formatRupees(bid.amount)}
                  {isTop ? (
                    <Badge color="green" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                      {_('admin.reportDetails.topBid')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td data-label={_('admin.reportDetails.bidder')}>{bid.bidder}</Table.Td>
              <Table.Td data-label={_('admin.reportDetails.organization')}>{bid.organization}</Table.Td>
              <Table.Td data-label={_('admin.reportDetails.timestamp')} style={{ whiteSpace: 'nowrap' }}>
                {formatClock(bid.timestamp, locale)}
              </Table.Td>
              <Table.Td data-label={_('admin.reportDetails.type')}>
                {bid.isAutoBid ? _('admin.reportDetails.auto') : _('admin.reportDetails.manual')}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}

function ReportBody({ report }: { report: AuctionReportDetail }) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          {_('admin.reportDetails.auctionDetails')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={_('admin.reports.auctionId')} value={report.auctionCode} />
          <Fact
            label={_('admin.reportDetails.propertyType')}
            value={labelOf(_, PROPERTY_TYPE_KEYS, report.propertyType)}
          />
          <Fact label={_('admin.reportDetails.customer')} value={report.customerName} />
          <Fact label={_('admin.reports.location')} value={`${report.propertyLocation}, ${report.state}`} />
          <Fact
            label={_('admin.reportDetails.auctionDate')}
            value={`${formatDate(report.auctionDate, locale)}, ${formatTime(report.auctionStartTime, locale)} – ${formatTime(report.auctionEndTime, locale)}`}
          />
          <div>
            <Text size="xs" c="dimmed">
              {_('admin.reportDetails.state')}
            </Text>
            <AuctionStateBadge state={report.auctionState} />
          </div>
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          {_('admin.reportDetails.biddingSummary')}
        </Title>
        <ReportSummary report={report} isDetailed />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          {_('admin.reportDetails.bidHistory')}
        </Title>
        <BidHistory report={report} />
      </Stack>
    </Stack>
  );
}

type ReportDetailsModalProps = {
  auctionId: string | null;
  onClose: () => void;
  onDownload: (auctionId: string, auctionCode: string) => void;
  isDownloading: boolean;
};

/**
 * docs/product.md, "Report details": 'View Details' shows the auction, its bidding summary and the bid
 * history (highest first, the top bid highlighted) or 'No bids recorded for this auction'.
 */
export function ReportDetailsModal({
  auctionId,
  onClose,
  onDownload,
  isDownloading,
}: ReportDetailsModalProps) {
  const { _ } = useLingui();
  const report = useAuctionReport(auctionId);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      opened={auctionId !== null}
      onClose={onClose}
      title={
        report.data
          ? _('admin.reportDetails.titleOf', { code: report.data.auctionCode })
          : _('admin.reportDetails.title')
      }
      size="xl"
      fullScreen={isSmall}
    >
      {report.isPending ? (
        <PageLoader label={_('admin.reportDetails.loading')} />
      ) : report.isError ? (
        <Alert
          color="red"
          role="alert"
          title={_(isRefusal(report.error) ? ADMIN_MESSAGES.reportFailed : ADMIN_MESSAGES.reportError)}
        >
          <Button size="xs" variant="light" color="red" onClick={() => void report.refetch()}>
            {_('admin.common.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          <ReportBody report={report.data} />
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={isDownloading}
              onClick={() => onDownload(report.data._id, report.data.auctionCode)}
            >
              {_('admin.reportDetails.downloadSpreadsheet')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
