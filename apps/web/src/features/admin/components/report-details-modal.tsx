import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  formatDate,
  formatClock,
  formatRupees,
  formatTime,
  type AuctionReportDetail,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { useAuctionReport } from '../api/get-auction-reports';
import { isRefusal } from './failure-alert';
import { AuctionStateBadge } from './auction-state-badge';
import { Fact } from './fact';
import { ReportSummary } from './report-summary';
import { StackedTable } from './stacked-table';

function BidHistory({ report }: { report: AuctionReportDetail }) {
  if (report.bids.length === 0) return <Text>{ADMIN_MESSAGES.noBidsRecorded}</Text>;
  return (
    <StackedTable minWidth={640} maxHeight={420} verticalSpacing="xs" stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Amount</Table.Th>
          <Table.Th scope="col">Bidder</Table.Th>
          <Table.Th scope="col">Organization</Table.Th>
          <Table.Th scope="col">Timestamp</Table.Th>
          <Table.Th scope="col">Type</Table.Th>
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
              <Table.Td data-label="Amount" style={{ whiteSpace: 'nowrap' }}>
                <Group gap={6} wrap="nowrap">
                  {formatRupees(bid.amount)}
                  {isTop ? (
                    <Badge color="green" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                      Top bid
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td data-label="Bidder">{bid.bidder}</Table.Td>
              <Table.Td data-label="Organization">{bid.organization}</Table.Td>
              <Table.Td data-label="Timestamp" style={{ whiteSpace: 'nowrap' }}>
                {formatClock(bid.timestamp)}
              </Table.Td>
              <Table.Td data-label="Type">{bid.isAutoBid ? 'Auto' : 'Manual'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}

function ReportBody({ report }: { report: AuctionReportDetail }) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          Auction details
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label="Auction ID" value={report.auctionCode} />
          <Fact label="Property type" value={report.propertyType} />
          <Fact label="Customer" value={report.customerName} />
          <Fact label="Location" value={`${report.propertyLocation}, ${report.state}`} />
          <Fact
            label="Auction date"
            value={`${formatDate(report.auctionDate)}, ${formatTime(report.auctionStartTime)} – ${formatTime(report.auctionEndTime)}`}
          />
          <div>
            <Text size="xs" c="dimmed">
              State
            </Text>
            <AuctionStateBadge state={report.auctionState} />
          </div>
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          Bidding summary
        </Title>
        <ReportSummary report={report} isDetailed />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5" c="navy.7">
          Bid history
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
  const report = useAuctionReport(auctionId);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={auctionId !== null}
      onClose={onClose}
      title={report.data ? `Auction report ${report.data.auctionCode}` : 'Auction report'}
      size="xl"
      fullScreen={isSmall}
    >
      {report.isPending ? (
        <PageLoader label="Loading the report" />
      ) : report.isError ? (
        <Alert
          color="red"
          role="alert"
          title={isRefusal(report.error) ? ADMIN_MESSAGES.reportFailed : ADMIN_MESSAGES.reportError}
        >
          <Button size="xs" variant="light" color="red" onClick={() => void report.refetch()}>
            Try again
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
              Download spreadsheet
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
