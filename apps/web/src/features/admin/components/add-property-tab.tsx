import { Trans, useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, FileInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ADMIN_MESSAGES,
  PHOTO_MIME_TYPES,
  PROPERTY_PHOTOS_MAX,
  EMD_ACCOUNT_FIELDS,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminProperty,
  type PropertyInputField,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSection } from '../../../components/form/form-section';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { textOf } from '../../../lib/translate';
import { useAddProperty, type PropertyAttachments } from '../api/add-property';
import { useBankEmdAccounts } from '../api/bank-emd-accounts';
import {
  addPropertyErrors,
  checkAddProperty,
  emdAccountValues,
  EMPTY_PROPERTY_VALUES,
} from '../property-form-model';
import { BankEmdAccountsSection } from './bank-emd-accounts-section';
import { AdminSection } from './admin-section';
import { FailureAlert, isRefusal } from './failure-alert';
import { PropertyFields } from './property-fields';
import { UploadProgress } from './upload-progress';

/** Fields the shared schema fills when empty (generated Auction ID, 10% EMD, ₹1,000 step, no map). */
const OPTIONAL: ReadonlySet<PropertyInputField> = new Set([
  'auctionCode',
  'emdAmount',
  'bidIncrement',
  'longitude',
  'latitude',
]);

const EMD_INPUTS: readonly PropertyInputField[] = Object.values(EMD_ACCOUNT_FIELDS);

/** Inputs in the order of the page, to move focus to the first one with a message. */
const PAGE_ORDER: readonly PropertyInputField[] = [
  'auctionCode',
  'auctionDate',
  'emdSubmission',
  'auctionStartTime',
  'auctionEndTime',
  'propertyType',
  'possessionType',
  'customerName',
  'propertyLocation',
  'state',
  'zone',
  'region',
  'vendor',
  'longitude',
  'latitude',
  'propertySchedule',
  'bankName',
  'loanAccountNo',
  'cifId',
  'reservePrice',
  'emdAmount',
  'bidIncrement',
  ...EMD_INPUTS,
];

const NO_FILES: PropertyAttachments = { saleNotice: null, photos: [] };
type FileErrors = { saleNotice?: string; photos?: string };

function fileErrorsOf(files: PropertyAttachments): FileErrors {
  const errors: FileErrors = {};
  if (files.saleNotice && !/\.pdf$/i.test(files.saleNotice.name)) {
    errors.saleNotice = textOf(ADMIN_MESSAGES.saleNoticeNotPdf);
  }
  if (files.photos.length > PROPERTY_PHOTOS_MAX) errors.photos = textOf(ADMIN_MESSAGES.tooManyPhotos);
  else if (
    files.photos.some(
      (p) => !(PHOTO_MIME_TYPES as readonly string[]).includes(p.type) && !/\.(jpe?g|png)$/i.test(p.name),
    )
  ) {
    errors.photos = textOf(ADMIN_MESSAGES.photoNotImage);
  }
  return errors;
}

/**
 * docs/product.md, "Add Property" and "Add Property rules": every field of the property with its dropdowns
 * and date pickers (hint DD-MMM-YY), start and end times defaulting to 10:00 and 17:00, and optional
 * sale-notice PDF and photos. 'Adding...' while saving; the form resets on success.
 */
export function AddPropertyTab() {
  const { _ } = useLingui();
  const form = useSchemaForm({ initialValues: EMPTY_PROPERTY_VALUES, validate: addPropertyErrors });
  const [files, setFiles] = useState<PropertyAttachments>(NO_FILES);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [added, setAdded] = useState<AdminProperty | null>(null);
  const [showBanner, setShowBanner] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const add = useAddProperty(setProgress);
  const busy = add.isPending;
  const defaults = useBankEmdAccounts();
  /** The bank whose default EMD account fills the inputs, until the officer edits one of them. */
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);

  /*
   * Choosing a bank with a saved default account fills the EMD account (decision 031), unless the
   * officer has typed one; choosing another bank replaces only what was filled in.
   */
  const onFieldChange = (field: PropertyInputField, value: string) => {
    form.setValue(field, value);
    if (EMD_INPUTS.includes(field)) {
      setPrefilledFrom(null);
      return;
    }
    if (field !== 'bankName') return;
    const typed = prefilledFrom === null && EMD_INPUTS.some((f) => form.values[f].trim() !== '');
    if (typed) return;
    const found = defaults.data?.find((d) => d.bankName === value.trim());
    for (const [f, v] of Object.entries(emdAccountValues(found?.account ?? null))) {
      form.setValue(f as PropertyInputField, v);
    }
    setPrefilledFrom(found ? found.bankName : null);
  };

  const setFile = (next: PropertyAttachments) => {
    setFiles(next);
    setFileErrors(fileErrorsOf(next));
  };

  const reset = () => {
    setAdded(null);
    form.reset();
    setFiles(NO_FILES);
    setFileErrors({});
    setShowBanner(false);
    setPrefilledFrom(null);
    add.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAdded(null);
    add.reset();
    const errors = form.validateAll();
    const problems = fileErrorsOf(files);
    setFileErrors(problems);
    const check = checkAddProperty(form.values);
    if (!check.ok || Object.keys(problems).length > 0) {
      setShowBanner(true);
      const first = PAGE_ORDER.find((f) => errors[f]);
      if (first) document.getElementById(`add-property-${first}`)?.focus();
      return;
    }
    setShowBanner(false);
    if (files.saleNotice || files.photos.length > 0) setProgress(0);
    add.mutate(
      { body: check.body, files },
      {
        onSuccess: (property) => {
          setAdded(property);
          setPrefilledFrom(null);
          form.reset();
          setFiles(NO_FILES);
        },
        onError: (error) => {
          if (isRefusal(error) && error.fields) form.setErrors(error.fields);
        },
        onSettled: () => {
          setProgress(null);
          // The outcome replaces the button's busy text: move the reader to it.
          requestAnimationFrame(() => outcomeRef.current?.focus());
        },
      },
    );
  };

  return (
    <AdminSection title={_('admin.addProperty.title')} lead={_('admin.addProperty.lead')}>
      <form
        onSubmit={onSubmit}
        onReset={reset}
        noValidate
        aria-label={_('admin.addProperty.formLabel')}
        ref={form.formRef}
      >
        <Stack gap="lg">
          {showBanner ? <FormAlert tone="error">{_('admin.common.fixErrors')}</FormAlert> : null}
          <PropertyFields
            idPrefix="add-property"
            values={form.values}
            errors={form.errors}
            onChange={onFieldChange}
            onBlur={(field) => form.inputProps(field).onBlur()}
            isDisabled={() => busy}
            noteOf={(field) =>
              field === 'emdAccountName' && prefilledFrom
                ? _('admin.addProperty.filledFromDefault', { bank: prefilledFrom })
                : undefined
            }
            optional={OPTIONAL}
          />
          <FormSection legend={_('admin.addProperty.filesLegend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FileInput
                label={_('admin.addProperty.saleNotice')}
                description={_('admin.addProperty.saleNoticeHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                name="saleNotice"
                clearButtonProps={{ 'aria-label': _('admin.addProperty.clearSaleNotice') }}
                accept="application/pdf,.pdf"
                placeholder={_('admin.addProperty.choosePdf')}
                clearable
                value={files.saleNotice}
                onChange={(file) => setFile({ ...files, saleNotice: file })}
                error={fileErrors.saleNotice}
                disabled={busy}
                leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              />
              <FileInput
                label={_('admin.addProperty.photos')}
                description={_('admin.addProperty.photosHint', { max: PROPERTY_PHOTOS_MAX })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                name="photos"
                clearButtonProps={{ 'aria-label': _('admin.addProperty.clearPhotos') }}
                multiple
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                placeholder={_('admin.addProperty.choosePhotos')}
                clearable
                value={[...files.photos]}
                onChange={(photos) => setFile({ ...files, photos })}
                error={fileErrors.photos}
                disabled={busy}
                leftSection={<IconPhoto size={16} aria-hidden="true" />}
              />
            </SimpleGrid>
          </FormSection>

          <UploadProgress percent={progress} finishing={_('admin.addProperty.savingProperty')} />
          <div>
            {added ? (
              <FormAlert ref={outcomeRef} tone="success" title={_(ADMIN_MESSAGES.addSucceeded)}>
                <Text size="sm">
                  <Trans
                    id="admin.addProperty.added"
                    components={{ 0: <strong /> }}
                    values={{
                      code: added.auctionCode,
                      type: labelOf(_, PROPERTY_TYPE_KEYS, added.propertyType),
                      location: added.propertyLocation,
                    }}
                  />{' '}
                  <Anchor component={Link} to={`/property/${added._id}`}>
                    {_('admin.addProperty.viewPropertyPage')}
                  </Anchor>
                </Text>
              </FormAlert>
            ) : add.isError ? (
              <FailureAlert
                ref={outcomeRef}
                error={add.error}
                failed={_(ADMIN_MESSAGES.addFailed)}
                errored={_(ADMIN_MESSAGES.addError)}
              />
            ) : null}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button type="reset" variant="default" disabled={busy}>
              {_('admin.common.reset')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? _(ADMIN_MESSAGES.adding) : _('admin.addProperty.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <BankEmdAccountsSection />
    </AdminSection>
  );
}
