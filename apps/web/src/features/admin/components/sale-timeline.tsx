import { useLingui } from '@lingui/react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { SALE_STATUS_KEYS, formatDateTime, type SaleEvent } from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { eventLabel } from '../sale-model';
import { StackedTable } from './stacked-table';

/** Every transition of a sale, oldest first: when, what, the status it moved to, who and why. */
export function SaleTimeline({ events }: { events: SaleEvent[] }) {
  const { _ } = useLingui();
  const locale = useLocale();
  if (events.length === 0) return <Text size="sm">{_('admin.saleTimeline.empty')}</Text>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <StackedTable minWidth={720} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{_('admin.dashboard.when')}</Table.Th>
          <Table.Th scope="col">{_('admin.dashboard.what')}</Table.Th>
          <Table.Th scope="col">{_('admin.registrations.status')}</Table.Th>
          <Table.Th scope="col">{_('admin.dashboard.by')}</Table.Th>
          <Table.Th scope="col">{_('admin.common.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((event, i) => (
          <Table.Tr key={`${event.at}-${i}`}>
            <Table.Td data-label={_('admin.dashboard.when')} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(event.at, locale)}
            </Table.Td>
            <Table.Td data-label={_('admin.dashboard.what')}>{eventLabel(event.action, _)}</Table.Td>
            <Table.Td data-label={_('admin.registrations.status')}>
              {event.fromStatus && event.fromStatus !== event.toStatus ? (
                <Text size="sm">
                  {_(SALE_STATUS_KEYS[event.fromStatus])} <span aria-hidden="true">→</span>
                  <VisuallyHidden>{_('admin.saleTimeline.to')}</VisuallyHidden>{' '}
                  {_(SALE_STATUS_KEYS[event.toStatus])}
                </Text>
              ) : (
                <Text size="sm">{_(SALE_STATUS_KEYS[event.toStatus])}</Text>
              )}
            </Table.Td>
            <Table.Td data-label={_('admin.dashboard.by')}>
              {event.actor ?? _('admin.dashboard.system')}
            </Table.Td>
            <Table.Td data-label={_('admin.common.reason')}>{event.reason ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
