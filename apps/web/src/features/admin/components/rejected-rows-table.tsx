import { useLingui } from '@lingui/react';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { RejectedRow } from '@eauction/shared';
import { textOf } from '../../../lib/translate';
import { StackedTable } from './stacked-table';

type RejectedRowsTableProps = {
  rows: readonly RejectedRow[];
  /** Every refused row; the answer lists only the first ones of a very bad file. */
  total: number;
};

/** A reason in the page's language by its key (docs/product.md, "Import outcome"), else as the server wrote it. */
function reasonOf(row: RejectedRow, index: number): string {
  const key = row.messages?.[index];
  return key ? textOf(key) : (row.errors[index] ?? '');
}

/** The refused rows of an import: the row number in the sheet, its Auction ID and every reason. */
export function RejectedRowsTable({ rows, total }: RejectedRowsTableProps) {
  const { _ } = useLingui();
  if (total === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="navy.7">
        {_('admin.upload.rowsRefused', { count: total, total: total.toLocaleString('en-IN') })}
      </Title>
      {rows.length < total ? (
        <Text size="sm" c="dimmed">
          {_('admin.upload.firstListed', { shown: rows.length.toLocaleString('en-IN') })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {_('admin.upload.correctRows')}
        </Text>
      )}
      <StackedTable minWidth={560} maxHeight={480} striped verticalSpacing="xs" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={80}>
              {_('admin.upload.row')}
            </Table.Th>
            <Table.Th scope="col" w={180}>
              {_('admin.upload.auctionId')}
            </Table.Th>
            <Table.Th scope="col">{_('admin.upload.reasons')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row}>
              <Table.Td data-label={_('admin.upload.row')}>{r.row}</Table.Td>
              <Table.Td data-label={_('admin.upload.auctionId')}>{r.auctionId ?? '—'}</Table.Td>
              <Table.Td data-label={_('admin.upload.reasons')}>
                {r.errors.length === 1 ? (
                  reasonOf(r, 0)
                ) : (
                  <List size="sm" spacing={2}>
                    {r.errors.map((e, i) => (
                      <List.Item key={e}>{reasonOf(r, i)}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
    </Stack>
  );
}
