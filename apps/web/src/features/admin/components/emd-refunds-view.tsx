import { Fragment, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { EmdRefundSchema, formatDate, formatRupees, toIstDate, type EmdRefundRow } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoader } from '../../../components/loaders';
import type { FieldErrors } from '../../../components/form/schema-errors';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import { useServerNow } from '../../../lib/server-clock';
import {
  EMD_REFUND_ERROR,
  EMD_REFUND_FAILED,
  useEmdRefunds,
  useRecordEmdRefund,
  type EmdRefundStatus,
} from '../api/emd-refunds';
import { fieldErrorsOf } from '../sale-model';
import { DateField } from '../../../components/form/date-field';
import { FailureAlert, isRefusal } from './failure-alert';
import { ListPager, PAGE_SIZE } from './list-controls';
import { AlertBadge } from './sale-status-badge';
import { StackedTable } from './stacked-table';

const FILTERS: Array<{ value: EmdRefundStatus; label: string }> = [
  { value: 'due', label: 'Due' },
  { value: 'refunded', label: 'Refunded' },
];

type RefundFormProps = {
  row: EmdRefundRow;
  onCancel: () => void;
  onRecorded: (row: EmdRefundRow) => void;
};

/** The refund's UTR number and date, checked with EmdRefundSchema's messages; the bidder is mailed them. */
function RefundForm({ row, onCancel, onRecorded }: RefundFormProps) {
  const record = useRecordEmdRefund();
  const today = toIstDate(useServerNow(60_000));
  const [utrNo, setUtrNo] = useState('');
  const [refundedOn, setRefundedOn] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = isRefusal(record.error) ? (record.error.fields ?? {}) : {};
  const id = (field: string) => `refund-${row.registrationId}-${field}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = EmdRefundSchema.safeParse({ utrNo, refundedOn });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      document.getElementById(id(found.utrNo ? 'utrNo' : 'refundedOn'))?.focus();
      return;
    }
    setErrors({});
    // Awaited rather than told through mutate's own onSuccess: the list is refetched first, and this
    // form leaves with its row, after which TanStack Query no longer calls a mutate call's callbacks.
    // A refusal is shown from record.error.
    record
      .mutateAsync({ registrationId: row.registrationId, body: parsed.data })
      .then(() => onRecorded(row))
      .catch(() => undefined);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Record the EMD refund to ${row.bidderName}`}>
      <Stack gap="sm">
        <Text size="sm">
          Refund <strong>{formatRupees(row.emdAmount)}</strong> to {row.bidderName}, account{' '}
          <Text span ff="monospace">
            {row.accountNo}
          </Text>{' '}
          (IFSC {row.ifscCode}, {row.bankName}). The bidder is mailed the UTR number and the date.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" maw={560}>
          <TextInput
            id={id('utrNo')}
            label="UTR number"
            description="6 to 30 letters and digits"
            value={utrNo}
            onChange={(event) => setUtrNo(event.currentTarget.value)}
            error={errors.utrNo ?? serverErrors.utrNo}
            required
            autoComplete="off"
            inputWrapperOrder={INPUT_WRAPPER_ORDER}
            autoFocus
          />
          <DateField
            id={id('refundedOn')}
            label="Refund date"
            description="The day the bank sent it"
            value={refundedOn}
            onChange={setRefundedOn}
            error={errors.refundedOn ?? serverErrors.refundedOn}
            required
            maxDate={today}
            minDate={row.refundDueSince ? toIstDate(row.refundDueSince) : undefined}
          />
        </SimpleGrid>
        {record.isError ? (
          <FailureAlert error={record.error} failed={EMD_REFUND_FAILED} errored={EMD_REFUND_ERROR} />
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={record.isPending}>
            Record refund
          </Button>
          <Button variant="default" onClick={onCancel} disabled={record.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const COLUMNS = 6;

/**
 * The refund queue (docs/product.md, "Every EMD accounted for"): the EMDs due for refund, oldest first
 * and flagged after seven days, each recorded with its UTR number and date; or the refunds made.
 */
export function EmdRefundsView() {
  const [status, setStatus] = useState<EmdRefundStatus>('due');
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE_SIZE;
  const refunds = useEmdRefunds({ status, limit: PAGE_SIZE, offset });
  const [recording, setRecording] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const rows = refunds.data?.data ?? [];
  const isDue = status === 'due';

  const choose = (next: EmdRefundStatus) => {
    setStatus(next);
    setPage(1);
    setRecording(null);
    setDone(null);
  };
  const recorded = (row: EmdRefundRow) => {
    setRecording(null);
    setDone(
      `EMD refund of ${formatRupees(row.emdAmount)} to ${row.bidderName} (${row.auctionCode}) recorded.`,
    );
    // The row leaves the list of refunds due: the reader lands on the message.
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" c="navy.7">
          EMD refunds
        </Title>
        <SegmentedControl
          aria-label="Refund status"
          data={FILTERS}
          value={status}
          onChange={(value) => choose(value as EmdRefundStatus)}
        />
      </Group>
      {done ? (
        <FormAlert ref={doneRef} tone="success">
          {done}
        </FormAlert>
      ) : null}
      {refunds.isPending ? (
        <PageLoader label="Loading EMD refunds" />
      ) : refunds.isError && rows.length === 0 ? (
        <Alert color="red" role="alert" title="Failed to load EMD refunds">
          <Button size="xs" variant="light" color="red" onClick={() => void refunds.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text>{isDue ? 'No EMD is due for a refund.' : 'No refund has been recorded yet.'}</Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={900} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Bidder</Table.Th>
                <Table.Th scope="col">Auction ID</Table.Th>
                <Table.Th scope="col">EMD</Table.Th>
                <Table.Th scope="col">Refund to</Table.Th>
                <Table.Th scope="col">{isDue ? 'Due since' : 'Refunded'}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const isOpen = recording === row.registrationId;
                const formId = `refund-form-${row.registrationId}`;
                return (
                  <Fragment key={row.registrationId}>
                    <Table.Tr>
                      <Table.Td data-label="Bidder">
                        <Text size="sm" fw={600}>
                          {row.bidderName}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {row.email}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label="Auction ID">{row.auctionCode}</Table.Td>
                      <Table.Td data-label="EMD" style={{ whiteSpace: 'nowrap' }}>
                        {formatRupees(row.emdAmount)}
                      </Table.Td>
                      <Table.Td data-label="Refund to">
                        <Text size="sm" ff="monospace">
                          A/c {row.accountNo}
                        </Text>
                        <Text size="xs" c="dimmed">
                          IFSC {row.ifscCode}, {row.bankName}
                        </Text>
                      </Table.Td>
                      {isDue ? (
                        <Table.Td data-label="Due since">
                          <Group gap={6}>
                            <Text size="sm">{formatDate(row.refundDueSince)}</Text>
                            {row.late ? <AlertBadge>Late</AlertBadge> : null}
                          </Group>
                        </Table.Td>
                      ) : (
                        <Table.Td data-label="Refunded">
                          <Text size="sm">{formatDate(row.refundedOn)}</Text>
                          <Text size="xs" c="dimmed">
                            UTR {row.refundUtrNo}
                          </Text>
                        </Table.Td>
                      )}
                      <Table.Td>
                        {isDue ? (
                          <Button
                            size="xs"
                            variant={isOpen ? 'default' : 'light'}
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? formId : undefined}
                            aria-label={`Record refund to ${row.bidderName}, ${row.auctionCode}`}
                            onClick={() => {
                              setDone(null);
                              setRecording(isOpen ? null : row.registrationId);
                            }}
                          >
                            Record refund
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                    {isOpen ? (
                      <Table.Tr id={formId} data-continues>
                        <Table.Td colSpan={COLUMNS} bg="gray.0">
                          <RefundForm row={row} onCancel={() => setRecording(null)} onRecorded={recorded} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </StackedTable>
          <ListPager
            list={{ page, setPage, offset }}
            total={refunds.data?.total ?? rows.length}
            shown={rows.length}
            noun={isDue ? 'refunds due' : 'refunds made'}
          />
        </Stack>
      )}
    </Stack>
  );
}
