import { Trans, useLingui } from '@lingui/react';
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
import { useLocale } from '../../../lib/i18n';
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

/** The labels are message keys. */
const FILTERS: Array<{ value: EmdRefundStatus; label: string }> = [
  { value: 'due', label: 'admin.emdRefunds.due' },
  { value: 'refunded', label: 'admin.emdRefunds.refunded' },
];

type RefundFormProps = {
  row: EmdRefundRow;
  onCancel: () => void;
  onRecorded: (row: EmdRefundRow) => void;
};

/** The refund's UTR number and date, checked with EmdRefundSchema's messages; the bidder is mailed them. */
function RefundForm({ row, onCancel, onRecorded }: RefundFormProps) {
  const { _ } = useLingui();
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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={_('admin.emdRefunds.formLabel', { name: row.bidderName })}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans
            id="admin.emdRefunds.formText"
            components={{ 0: <strong />, 1: <Text span ff="monospace" /> }}
            values={{
              amount: formatRupees(row.emdAmount),
              name: row.bidderName,
              accountNo: row.accountNo,
              ifsc: row.ifscCode,
              bank: row.bankName,
            }}
          />
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" maw={560}>
          <TextInput
            id={id('utrNo')}
            label={_('admin.registrationDetails.utrNumber')}
            description={_('admin.emdRefunds.utrHint')}
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
            label={_('admin.emdRefunds.refundDate')}
            description={_('admin.emdRefunds.refundDateHint')}
            value={refundedOn}
            onChange={setRefundedOn}
            error={errors.refundedOn ?? serverErrors.refundedOn}
            required
            maxDate={today}
            minDate={row.refundDueSince ? toIstDate(row.refundDueSince) : undefined}
          />
        </SimpleGrid>
        {record.isError ? (
          <FailureAlert error={record.error} failed={_(EMD_REFUND_FAILED)} errored={_(EMD_REFUND_ERROR)} />
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={record.isPending}>
            {_('admin.emdRefunds.record')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={record.isPending}>
            {_('admin.common.cancel')}
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
  const { _ } = useLingui();
  const locale = useLocale();
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
      _('admin.emdRefunds.recorded', {
        amount: formatRupees(row.emdAmount),
        name: row.bidderName,
        code: row.auctionCode,
      }),
    );
    // The row leaves the list of refunds due: the reader lands on the message.
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {_('admin.emdRefunds.title')}
        </Title>
        <SegmentedControl
          aria-label={_('admin.emdRefunds.statusFilter')}
          data={FILTERS.map((f) => ({ value: f.value, label: _(f.label) }))}
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
        <PageLoader label={_('admin.emdRefunds.loading')} />
      ) : refunds.isError && rows.length === 0 ? (
        <Alert color="red" role="alert" title={_('admin.emdRefunds.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void refunds.refetch()}>
            {_('admin.common.tryAgain')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text>{isDue ? _('admin.emdRefunds.noneDue') : _('admin.emdRefunds.noneRefunded')}</Text>
      ) : (
        <Stack gap="sm">
          <StackedTable minWidth={900} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.reportDetails.bidder')}</Table.Th>
                <Table.Th scope="col">{_('admin.reports.auctionId')}</Table.Th>
                <Table.Th scope="col">{_('admin.auctionRegistrations.emd')}</Table.Th>
                <Table.Th scope="col">{_('admin.emdRefunds.refundTo')}</Table.Th>
                <Table.Th scope="col">
                  {isDue ? _('admin.emdRefunds.dueSince') : _('admin.emdRefunds.refunded')}
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
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
                      <Table.Td data-label={_('admin.reportDetails.bidder')}>
                        <Text size="sm" fw={600}>
                          {row.bidderName}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {row.email}
                        </Text>
                      </Table.Td>
                      <Table.Td data-label={_('admin.reports.auctionId')}>{row.auctionCode}</Table.Td>
                      <Table.Td
                        data-label={_('admin.auctionRegistrations.emd')}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {formatRupees(row.emdAmount)}
                      </Table.Td>
                      <Table.Td data-label={_('admin.emdRefunds.refundTo')}>
                        <Text size="sm" ff="monospace">
                          {_('admin.emdRefunds.accountNo', { accountNo: row.accountNo })}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {_('admin.emdRefunds.ifscBank', { ifsc: row.ifscCode, bank: row.bankName })}
                        </Text>
                      </Table.Td>
                      {isDue ? (
                        <Table.Td data-label={_('admin.emdRefunds.dueSince')}>
                          <Group gap={6}>
                            <Text size="sm">{formatDate(row.refundDueSince, locale)}</Text>
                            {row.late ? <AlertBadge>{_('admin.emdRefunds.late')}</AlertBadge> : null}
                          </Group>
                        </Table.Td>
                      ) : (
                        <Table.Td data-label={_('admin.emdRefunds.refunded')}>
                          <Text size="sm">{formatDate(row.refundedOn, locale)}</Text>
                          <Text size="xs" c="dimmed">
                            {_('admin.emdRefunds.utr', { utr: row.refundUtrNo })}
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
                            aria-label={_('admin.emdRefunds.recordOf', {
                              name: row.bidderName,
                              code: row.auctionCode,
                            })}
                            onClick={() => {
                              setDone(null);
                              setRecording(isOpen ? null : row.registrationId);
                            }}
                          >
                            {_('admin.emdRefunds.record')}
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
            noun={isDue ? 'refundsDue' : 'refundsMade'}
          />
        </Stack>
      )}
    </Stack>
  );
}
