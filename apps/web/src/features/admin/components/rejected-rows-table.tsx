import { List, Stack, Table, Text, Title } from '@mantine/core';
import type { RejectedRow } from '@eauction/shared';
import { StackedTable } from './stacked-table';

type RejectedRowsTableProps = {
  rows: readonly RejectedRow[];
  /** Every refused row; the answer lists only the first ones of a very bad file. */
  total: number;
};

/** The refused rows of an import: the row number in the sheet, its Auction ID and every reason. */
export function RejectedRowsTable({ rows, total }: RejectedRowsTableProps) {
  if (total === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="navy.7">
        {total === 1 ? '1 row refused' : `${total.toLocaleString('en-IN')} rows refused`}
      </Title>
      {rows.length < total ? (
        <Text size="sm" c="dimmed">
          The first {rows.length.toLocaleString('en-IN')} are listed. Correct them and upload the file again.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Correct these rows and upload the file again; rows already imported are updated, not duplicated.
        </Text>
      )}
      <StackedTable minWidth={560} maxHeight={480} striped verticalSpacing="xs" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={80}>
              Row
            </Table.Th>
            <Table.Th scope="col" w={180}>
              Auction ID
            </Table.Th>
            <Table.Th scope="col">Reasons</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row}>
              <Table.Td data-label="Row">{r.row}</Table.Td>
              <Table.Td data-label="Auction ID">{r.auctionId ?? '—'}</Table.Td>
              <Table.Td data-label="Reasons">
                {r.errors.length === 1 ? (
                  r.errors[0]
                ) : (
                  <List size="sm" spacing={2}>
                    {r.errors.map((e) => (
                      <List.Item key={e}>{e}</List.Item>
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
