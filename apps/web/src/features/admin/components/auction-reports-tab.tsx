import { useLingui } from '@lingui/react';
import { Fragment, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDownload } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  formatDate,
  formatRupees,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AuctionReport,
} from '@eauction/shared';
import { PageLoader } from '../../../components/loaders';
import { ApiClientError } from '../../../lib/api-client';
import { appTranslate } from '../../../lib/translate';
import { useAuctionReports } from '../api/get-auction-reports';
import { useDownload } from '../hooks/use-download';
import { useLocale } from '../../../lib/i18n';
import { AdminSection } from './admin-section';
import { RefreshButton } from './refresh-button';
import { AuctionStateBadge } from './auction-state-badge';
import { isRefusal } from './failure-alert';
import { ListFilters, ListPager, useListQuery } from './list-controls';
import { ReportDetailsModal } from './report-details-modal';
import { ReportSummary } from './report-summary';
import { StackedTable } from './stacked-table';

const COLUMNS = 7;
const downloadPath = (auctionId: string) =>
  `/admin/auction-reports/${encodeURIComponent(auctionId)}/download`;

/** docs/product.md, "Report list": the server's text, else the refusal's or the failure's own. */
function reportsError(error: unknown): string {
  if (isRefusal(error)) return error.message || appTranslate(ADMIN_MESSAGES.reportsFailed);
  if (error instanceof ApiClientError && error.code === 'HTTP_ERROR') {
    return appTranslate(ADMIN_MESSAGES.reportsFailed);
  }
  return appTranslate(ADMIN_MESSAGES.reportsError);
}

type ReportRowProps = {
  report: AuctionReport;
  isOpen: boolean;
  onToggle: () => void;
  onView: () => void;
  onDownload: () => void;
  isDownloading: boolean;
};

function ReportRow({ report, isOpen, onToggle, onView, onDownload, isDownloading }: ReportRowProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const summaryId = `report-summary-${report._id}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td data-label={_('admin.reports.auctionId')}>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onToggle}
              aria-expanded={isOpen}
              aria-controls={summaryId}
              aria-label={
                isOpen
                  ? _('admin.reports.hideSummary', { code: report.auctionCode })
                  : _('admin.reports.showSummary', { code: report.auctionCode })
              }
            >
              {isOpen ? (
                <IconChevronDown size={16} aria-hidden="true" />
              ) : (
                <IconChevronRight size={16} aria-hidden="true" />
              )}
            </ActionIcon>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {report.auctionCode}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td data-label={_('admin.reports.property')} maw={280}>
          <Text size="sm" fw={600}>
            {labelOf(_, PROPERTY_TYPE_KEYS, report.propertyType)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {report.customerName}
          </Text>
        </Table.Td>
        <Table.Td data-label={_('admin.reports.location')}>
          <Text size="sm" tt="capitalize">
            {report.propertyLocation}
          </Text>
          <Text size="xs" c="dimmed">
            {report.state}
          </Text>
        </Table.Td>
        <Table.Td data-label={_('admin.reports.date')} style={{ whiteSpace: 'nowrap' }}>
          <Stack gap={4} align="flex-start">
            <Text size="sm">{formatDate(report.auctionDate, locale)}</Text>
            <AuctionStateBadge state={report.auctionState} />
          </Stack>
        </Table.Td>
        <Table.Td data-label={_('admin.reports.participants')} ta="right">
          {report.registeredParticipants}
        </Table.Td>
        <Table.Td data-label={_('admin.reports.highestBid')} style={{ whiteSpace: 'nowrap' }} ta="right">
          {report.highestBid === null ? (
            <Text size="sm" c="dimmed">
              {_(ADMIN_MESSAGES.noBids)}
            </Text>
          ) : (
            formatRupees(report.highestBid)
          )}
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={onView}
              aria-label={_('admin.reports.viewDetailsOf', { code: report.auctionCode })}
            >
              {_('admin.reports.viewDetails')}
            </Button>
            <ActionIcon
              variant="subtle"
              onClick={onDownload}
              loading={isDownloading}
              aria-label={_('admin.reports.downloadOf', { code: report.auctionCode })}
            >
              <IconDownload size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
      {isOpen ? (
        <Table.Tr id={summaryId} data-continues>
          <Table.Td colSpan={COLUMNS} bg="gray.0">
            <ReportSummary report={report} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

/**
 * docs/product.md, "Report list": a searchable table of every auction's participation and bidding; each
 * row expands to its summary, opens its details with the bid history, or downloads its bid ledger as
 * a spreadsheet.
 */
export function AuctionReportsTab() {
  const { _ } = useLingui();
  const list = useListQuery();
  const reports = useAuctionReports(list.query);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string | null>(null);
  const sheet = useDownload();

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const download = (auctionId: string, auctionCode: string) =>
    void sheet.download(downloadPath(auctionId), `auction-report-${auctionCode}.xlsx`);

  const rows = reports.data?.data ?? [];
  return (
    <AdminSection title={_('admin.reports.title')} actions={<RefreshButton query={reports} />}>
      <ListFilters
        list={list}
        label={_('admin.reports.searchLabel')}
        searchHint={_('admin.reports.searchHint')}
      />
      {sheet.error ? (
        <Alert color="red" role="alert" withCloseButton onClose={sheet.clearError}>
          {sheet.error}
        </Alert>
      ) : null}
      {reports.isError ? (
        <Alert color="red" role="alert" title={reportsError(reports.error)}>
          {rows.length === 0 ? (
            <Button size="xs" variant="light" color="red" onClick={() => void reports.refetch()}>
              {_('admin.common.tryAgain')}
            </Button>
          ) : (
            <Text size="sm">{_('admin.common.listOutOfDate')}</Text>
          )}
        </Alert>
      ) : null}
      {reports.isPending ? (
        <PageLoader label={_('admin.reports.loading')} />
      ) : reports.data && rows.length === 0 ? (
        <Text>{_(ADMIN_MESSAGES.noAuctions)}</Text>
      ) : rows.length > 0 && reports.data ? (
        <Stack gap="sm">
          <StackedTable minWidth={980} highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.reports.auctionId')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.property')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.location')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.date')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {_('admin.reports.participants')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {_('admin.reports.highestBid')}
                </Table.Th>
                <Table.Th scope="col">{_('admin.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((report) => (
                <ReportRow
                  key={report._id}
                  report={report}
                  isOpen={expanded.has(report._id)}
                  onToggle={() => toggle(report._id)}
                  onView={() => setViewing(report._id)}
                  onDownload={() => download(report._id, report.auctionCode)}
                  isDownloading={sheet.busyPath === downloadPath(report._id)}
                />
              ))}
            </Table.Tbody>
          </StackedTable>
          <ListPager list={list} total={reports.data.total} shown={rows.length} noun="auctions" />
        </Stack>
      ) : null}
      <ReportDetailsModal
        auctionId={viewing}
        onClose={() => setViewing(null)}
        onDownload={download}
        isDownloading={viewing !== null && sheet.busyPath === downloadPath(viewing)}
      />
    </AdminSection>
  );
}
