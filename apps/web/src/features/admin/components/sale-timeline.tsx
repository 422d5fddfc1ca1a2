import { Table, Text, VisuallyHidden } from '@mantine/core';
import { SALE_STATUS_LABELS, formatDateTime, type SaleEvent } from '@eauction/shared';
import { eventLabel } from '../sale-model';
import { StackedTable } from './stacked-table';

/** Every transition of a sale, oldest first: when, what, the status it moved to, who and why. */
export function SaleTimeline({ events }: { events: SaleEvent[] }) {
  if (events.length === 0) return <Text size="sm">Nothing recorded yet.</Text>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <StackedTable minWidth={720} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">When</Table.Th>
          <Table.Th scope="col">What</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">By</Table.Th>
          <Table.Th scope="col">Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ordered.map((event, i) => (
          <Table.Tr key={`${event.at}-${i}`}>
            <Table.Td data-label="When" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(event.at)}
            </Table.Td>
            <Table.Td data-label="What">{eventLabel(event.action)}</Table.Td>
            <Table.Td data-label="Status">
              {event.fromStatus && event.fromStatus !== event.toStatus ? (
                <Text size="sm">
                  {SALE_STATUS_LABELS[event.fromStatus]} <span aria-hidden="true">→</span>
                  <VisuallyHidden>to</VisuallyHidden> {SALE_STATUS_LABELS[event.toStatus]}
                </Text>
              ) : (
                <Text size="sm">{SALE_STATUS_LABELS[event.toStatus]}</Text>
              )}
            </Table.Td>
            <Table.Td data-label="By">{event.actor ?? 'System'}</Table.Td>
            <Table.Td data-label="Reason">{event.reason ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
