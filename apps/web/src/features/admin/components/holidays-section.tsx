import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { HolidayListSchema, type Holiday } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoader } from '../../../components/loaders';
import type { FieldErrors } from '../../../components/form/schema-errors';
import { HOLIDAYS_SAVE_ERROR, HOLIDAYS_SAVE_FAILED, useHolidays, useSaveHolidays } from '../api/holidays';
import { fieldErrorsOf } from '../sale-model';
import { DateField } from '../../../components/form/date-field';
import { FailureAlert, isRefusal } from './failure-alert';
import { StackedTable } from './stacked-table';

/** A row being edited; `key` keeps each row's inputs in place while rows are added and removed. */
type Row = Holiday & { key: number };

let nextKey = 0;
const rowsOf = (list: readonly Holiday[]): Row[] => list.map((h) => ({ ...h, key: nextKey++ }));

function HolidayEditor({ saved }: { saved: Holiday[] }) {
  const { _ } = useLingui();
  const save = useSaveHolidays();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<'saved' | 'invalid' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const serverErrors = isRefusal(save.error) ? (save.error.fields ?? {}) : {};
  const errorOf = (i: number, field: 'date' | 'name') =>
    errors[`holidays.${i}.${field}`] ?? serverErrors[`holidays.${i}.${field}`];

  // Any edit makes the last outcome stale, and a field's message goes once it is edited.
  const edit = (next: Row[], cleared?: string) => {
    setRows(next);
    setOutcome(null);
    save.reset();
    if (cleared)
      setErrors((current) => {
        const next = { ...current };
        delete next[cleared];
        return next;
      });
  };
  const change = (i: number, field: 'date' | 'name', value: string) =>
    edit(
      rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)),
      `holidays.${i}.${field}`,
    );
  const add = () => {
    const row = { date: '', name: '', key: nextKey++ };
    edit([...rows, row]);
    requestAnimationFrame(() => document.getElementById(`holiday-date-${row.key}`)?.focus());
  };
  const remove = (i: number) => {
    edit(rows.filter((_, j) => j !== i));
    // Messages are by position: they are checked again on the next save.
    setErrors({});
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const reset = () => {
    edit(rowsOf(saved));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = HolidayListSchema.safeParse({ holidays: rows.map(({ date, name }) => ({ date, name })) });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      setOutcome('invalid');
      const first = rows.findIndex((_, i) => found[`holidays.${i}.date`] || found[`holidays.${i}.name`]);
      const row = rows[first];
      if (row) {
        const field = found[`holidays.${first}.date`] ? 'date' : 'name';
        requestAnimationFrame(() => document.getElementById(`holiday-${field}-${row.key}`)?.focus());
      } else requestAnimationFrame(() => outcomeRef.current?.focus());
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (list) => {
        setRows(rowsOf(list));
        setOutcome('saved');
        requestAnimationFrame(() => outcomeRef.current?.focus());
      },
      onError: () => requestAnimationFrame(() => outcomeRef.current?.focus()),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={_('admin.holidays.title')}>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm">{_('admin.holidays.none')}</Text>
        ) : (
          <StackedTable minWidth={560} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="14rem">
                  {_('admin.reports.date')}
                </Table.Th>
                <Table.Th scope="col">{_('admin.registrationDetails.name')}</Table.Th>
                <Table.Th scope="col" w="1%">
                  <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  <Table.Td data-label={_('admin.reports.date')}>
                    <DateField
                      id={`holiday-date-${row.key}`}
                      label={_('admin.holidays.dateOf', { n: i + 1 })}
                      styles={{ label: HIDDEN_LABEL }}
                      value={row.date}
                      onChange={(value) => change(i, 'date', value)}
                      error={errorOf(i, 'date')}
                      disabled={save.isPending}
                    />
                  </Table.Td>
                  <Table.Td data-label={_('admin.registrationDetails.name')}>
                    <TextInput
                      id={`holiday-name-${row.key}`}
                      label={_('admin.holidays.nameOf', { n: i + 1 })}
                      styles={{ label: HIDDEN_LABEL }}
                      value={row.name}
                      onChange={(event) => change(i, 'name', event.currentTarget.value)}
                      error={errorOf(i, 'name')}
                      maxLength={100}
                      disabled={save.isPending}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="sm"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      onClick={() => remove(i)}
                      disabled={save.isPending}
                      aria-label={
                        row.name
                          ? _('admin.holidays.removeNamed', { n: i + 1, name: row.name })
                          : _('admin.holidays.remove', { n: i + 1 })
                      }
                    >
                      {_('admin.bankEmd.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
        {outcome === 'saved' ? (
          <FormAlert ref={outcomeRef} tone="success">
            {_('admin.holidays.saved', { count: rows.length })}
          </FormAlert>
        ) : outcome === 'invalid' ? (
          <FormAlert ref={outcomeRef} tone="error">
            {errors[''] ?? errors.holidays ?? _('admin.holidays.fixErrors')}
          </FormAlert>
        ) : save.isError ? (
          <FailureAlert
            ref={outcomeRef}
            error={save.error}
            failed={_(HOLIDAYS_SAVE_FAILED)}
            errored={_(HOLIDAYS_SAVE_ERROR)}
          />
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            ref={addRef}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={add}
            disabled={save.isPending}
          >
            {_('admin.holidays.add')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={reset} disabled={save.isPending}>
              {_('admin.holidays.undo')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {_('admin.holidays.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Inputs in the table's columns are named by their column header; the label stays for screen readers. */
const HIDDEN_LABEL = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The bank holidays (docs/product.md, "Working days"): besides Sundays and the second and fourth
 * Saturdays, the days a sale's deadline steps over. Saving replaces the whole list; deadlines already
 * set keep their dates.
 */
export function HolidaysSection() {
  const { _ } = useLingui();
  const holidays = useHolidays();
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} size="h4" c="navy.7">
        {_('admin.holidays.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {_('admin.holidays.lead')}
      </Text>
      {holidays.isPending ? (
        <PageLoader label={_('admin.holidays.loading')} />
      ) : holidays.isError ? (
        <Alert color="red" role="alert" title={_('admin.holidays.loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void holidays.refetch()}>
            {_('admin.common.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <HolidayEditor saved={holidays.data} />
      )}
    </Stack>
  );
}
