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

const FIX_ERRORS = 'Please fix the errors in the list';

function HolidayEditor({ saved }: { saved: Holiday[] }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Bank holidays">
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm">
            No holiday is listed: only Sundays and the second and fourth Saturdays are closed.
          </Text>
        ) : (
          <StackedTable minWidth={560} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="14rem">
                  Date
                </Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col" w="1%">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  <Table.Td data-label="Date">
                    <DateField
                      id={`holiday-date-${row.key}`}
                      label={`Date of holiday ${i + 1}`}
                      styles={{ label: HIDDEN_LABEL }}
                      value={row.date}
                      onChange={(value) => change(i, 'date', value)}
                      error={errorOf(i, 'date')}
                      disabled={save.isPending}
                    />
                  </Table.Td>
                  <Table.Td data-label="Name">
                    <TextInput
                      id={`holiday-name-${row.key}`}
                      label={`Name of holiday ${i + 1}`}
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
                      aria-label={`Remove holiday ${i + 1}${row.name ? `, ${row.name}` : ''}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
        {outcome === 'saved' ? (
          <FormAlert ref={outcomeRef} tone="success">
            Holidays saved: {rows.length} {rows.length === 1 ? 'holiday' : 'holidays'} listed.
          </FormAlert>
        ) : outcome === 'invalid' ? (
          <FormAlert ref={outcomeRef} tone="error">
            {errors[''] ?? errors.holidays ?? FIX_ERRORS}
          </FormAlert>
        ) : save.isError ? (
          <FailureAlert
            ref={outcomeRef}
            error={save.error}
            failed={HOLIDAYS_SAVE_FAILED}
            errored={HOLIDAYS_SAVE_ERROR}
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
            Add holiday
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={reset} disabled={save.isPending}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save holidays
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
  const holidays = useHolidays();
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} size="h4" c="navy.7">
        Bank holidays
      </Title>
      <Text size="sm" c="dimmed">
        Besides Sundays and the second and fourth Saturdays, the days the bank is closed: a deadline that
        would fall on one moves to the next working day. Saving replaces the whole list; deadlines already set
        keep their dates.
      </Text>
      {holidays.isPending ? (
        <PageLoader label="Loading the holidays" />
      ) : holidays.isError ? (
        <Alert color="red" role="alert" title="Failed to load the holidays">
          <Button size="xs" variant="light" color="red" onClick={() => void holidays.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <HolidayEditor saved={holidays.data} />
      )}
    </Stack>
  );
}
