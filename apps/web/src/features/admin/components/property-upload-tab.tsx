import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Accordion, Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  PROPERTY_UPLOAD_ACCEPT,
  PROPERTY_UPLOAD_EXTENSIONS,
  PROPERTY_UPLOAD_MAX_BYTES,
  PROPERTY_UPLOAD_MAX_ROWS,
  SPREADSHEET_COLUMNS,
  type PropertyUploadResult,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { textOf } from '../../../lib/translate';
import { uploadErrorDetails, useUploadProperties } from '../api/upload-properties';
import { useDownload } from '../hooks/use-download';
import { AdminSection } from './admin-section';
import { FailureAlert } from './failure-alert';
import { RejectedRowsTable } from './rejected-rows-table';
import { UploadProgress } from './upload-progress';
import { StackedTable } from './stacked-table';

const TEMPLATE_PATH = '/admin/upload-template';

const isExcel = (file: File) =>
  (PROPERTY_UPLOAD_EXTENSIONS as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '');

/**
 * The client's own checks (docs/product.md, "Upload file rules"), by the key of the message; the server
 * repeats them on the bytes.
 */
function fileProblem(file: File | null): string | null {
  if (!file) return ADMIN_MESSAGES.uploadNoFile;
  if (!isExcel(file)) return ADMIN_MESSAGES.uploadNotExcel;
  if (file.size > PROPERTY_UPLOAD_MAX_BYTES) return ADMIN_MESSAGES.uploadTooLarge;
  return null;
}

function ImportSummary({ result }: { result: PropertyUploadResult }) {
  const { _ } = useLingui();
  const counts = {
    created: result.created.toLocaleString('en-IN'),
    updated: result.updated.toLocaleString('en-IN'),
    unchanged: result.unchanged.toLocaleString('en-IN'),
  };
  return (
    <FormAlert tone="success" title={textOf(ADMIN_MESSAGES.uploadSucceeded(result.count))}>
      <Stack gap={4}>
        <Text size="sm">
          {result.unchanged > 0
            ? _('admin.upload.summaryWithUnchanged', counts)
            : _('admin.upload.summary', counts)}
        </Text>
        {result.ignoredColumns.length > 0 ? (
          <Text size="sm">
            {_('admin.upload.ignoredColumns', {
              columns: result.ignoredColumns.map((c) => `'${c}'`).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </FormAlert>
  );
}

function ColumnGuide() {
  const { _ } = useLingui();
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="columns">
        <Accordion.Control icon={<IconFileSpreadsheet size={18} aria-hidden="true" />}>
          {_('admin.upload.columnsGuide')}
        </Accordion.Control>
        <Accordion.Panel>
          <StackedTable minWidth={560} verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('admin.upload.column')}</Table.Th>
                <Table.Th scope="col">{_('admin.upload.required')}</Table.Th>
                <Table.Th scope="col">{_('admin.upload.whatToEnter')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SPREADSHEET_COLUMNS.map((c) => (
                <Table.Tr key={c.field}>
                  <Table.Td data-label={_('admin.upload.column')} fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {c.header}
                  </Table.Td>
                  <Table.Td data-label={_('admin.upload.required')}>
                    {c.required ? _('admin.common.yes') : _('admin.common.no')}
                  </Table.Td>
                  <Table.Td data-label={_('admin.upload.whatToEnter')}>{c.note}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/**
 * docs/product.md, "Property Upload tab" (Bulk Property Upload) and "Upload file rules": choose an .xlsx
 * or .xls file and upload it with a progress bar; the answer says how many rows were imported and lists the
 * refused rows with their row numbers and reasons.
 */
export function PropertyUploadTab() {
  const { _ } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const template = useDownload();
  const upload = useUploadProperties(setProgress);

  const choose = (next: File | null) => {
    upload.reset();
    setFileError(next && !isExcel(next) ? ADMIN_MESSAGES.uploadNotExcel : null);
    setFile(next && isExcel(next) ? next : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => setFile(null),
      onSettled: () => setProgress(null),
    });
  };

  const failure = upload.isError ? uploadErrorDetails(upload.error) : null;

  return (
    <AdminSection
      title={_('admin.upload.title')}
      lead={_('admin.upload.lead', { maxRows: PROPERTY_UPLOAD_MAX_ROWS.toLocaleString('en-IN') })}
      actions={
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => void template.download(TEMPLATE_PATH, 'property-upload-template.xlsx')}
          loading={template.busyPath !== null}
        >
          {_('admin.upload.downloadTemplate')}
        </Button>
      }
    >
      {template.error ? (
        <Alert color="red" role="alert" withCloseButton onClose={template.clearError}>
          {template.error}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={_('admin.upload.formLabel')}>
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <FileInput
              label={_('admin.upload.fileLabel')}
              name="propertiesFile"
              placeholder={_('admin.upload.filePlaceholder')}
              accept={PROPERTY_UPLOAD_ACCEPT}
              value={file}
              onChange={choose}
              error={fileError ? _(fileError) : null}
              clearable
              clearButtonProps={{ 'aria-label': _('admin.upload.clearFile') }}
              disabled={upload.isPending}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              style={{ flex: '1 1 18rem', maxWidth: '32rem' }}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={upload.isPending}>
              {_('admin.upload.submit')}
            </Button>
          </Group>
          <UploadProgress percent={progress} finishing={_('admin.upload.importingRows')} />
        </Stack>
      </form>

      {upload.isSuccess ? (
        <Stack gap="md">
          <ImportSummary result={upload.data} />
          <RejectedRowsTable rows={upload.data.rejected} total={upload.data.rejectedCount} />
        </Stack>
      ) : null}

      {failure ? (
        <Stack gap="md">
          <FailureAlert
            error={upload.error}
            failed={_(ADMIN_MESSAGES.uploadFailed)}
            errored={_(ADMIN_MESSAGES.uploadError)}
          />
          {failure.rejected ? (
            <RejectedRowsTable
              rows={failure.rejected}
              total={failure.rejectedCount ?? failure.rejected.length}
            />
          ) : null}
        </Stack>
      ) : null}

      <ColumnGuide />
    </AdminSection>
  );
}
