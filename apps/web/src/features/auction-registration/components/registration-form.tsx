import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Paper,
  Progress,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import {
  CITY_NOT_LISTED,
  INDIAN_BANKS,
  INDIAN_BANK_KINDS,
  INDIAN_REGIONS,
  NEFT_RTGS,
  PAYMENT_MODES,
  PROPERTY_TYPE_KEYS,
  auctionRegistrationSchema,
  districtsOf,
  formatRupees,
  labelOf,
  type DocumentField,
  type Property,
  type RegistrationCreated,
} from '@eauction/shared';
import {
  BuyerProfileFields,
  type AuctionLists,
  type BuyerFieldRow,
  type BuyerProfileForm,
} from '../../../components/buyer-profile-fields';
import { EMD_PAY_FIRST_HELP, EmdPaymentDetails } from '../../../components/emd-payment-details';
import { withPlaceholder } from '../../../components/form/account-options';
import { useAuth } from '../../../lib/auth';
import { registerForAuction } from '../api/register-for-auction';
import {
  EMPTY_FILES,
  initialValues,
  registrationFormData,
  validateRegistration,
  type FormField,
  type RegistrationErrors,
  type RegistrationFiles,
  type TextField,
  withIfsc,
} from '../registration-form-model';

const ACCEPT = '.pdf,.jpg,.jpeg,.png';
const STATES = INDIAN_REGIONS.filter((r) => r.kind === 'state').map((r) => r.name);
const UNION_TERRITORIES = INDIAN_REGIONS.filter((r) => r.kind === 'union-territory').map((r) => r.name);
/** The register's banks grouped by kind, the best-known kinds first (a bank is also found by its IFSC). */
const BANK_GROUPS = INDIAN_BANK_KINDS.map(({ kind, label }) => ({
  group: label,
  items: INDIAN_BANKS.filter((b) => b.kind === kind).map((b) => b.name),
}));

/**
 * The places and banks of docs/product.md, "Places and banks": India's states, then its union territories,
 * each group in alphabetical order, and the register's banks, each list with its placeholder first.
 */
function indiaLists(_: I18n['_']): AuctionLists {
  return {
    states: [
      { value: '', label: _('auctionRegistration.form.selectState') },
      { group: _('auctionRegistration.form.states'), items: STATES },
      { group: _('auctionRegistration.form.unionTerritories'), items: UNION_TERRITORIES },
    ],
    districtsOf,
    notListed: CITY_NOT_LISTED,
    banks: [{ value: '', label: _('auctionRegistration.form.selectBank') }, ...BANK_GROUPS],
  };
}
const BUYER_ROWS: BuyerFieldRow[] = [
  { fields: ['firstName', 'lastName', 'organizationName', 'email', 'country'] },
  'address',
  { fields: ['state', 'city', 'pincode'], columns: 3 },
  { fields: ['landlineNo', 'mobile', 'fax'], columns: 3 },
];
const BANK_ROWS: BuyerFieldRow[] = [{ fields: ['bankName', 'accountNo', 'ifscCode'] }];
/** The fields' hints, as message keys. */
const HINTS = {
  email: 'auctionRegistration.form.hint.email',
  country: 'auctionRegistration.form.hint.country',
  landlineNo: 'auctionRegistration.form.hint.landline',
  ifscCode: 'auctionRegistration.form.hint.ifscCode',
} as const;

type Submission = {
  paymentMode: string;
  result: RegistrationCreated;
};

type RegistrationFormProps = {
  property: Property;
  onRegistered: (submission: Submission) => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" c="navy.7">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * docs/product.md, "Registration form" and "Registration form rules": Buyer Detail, Document Upload and Bank
 * Detail. Fields are checked on blur and on submit with the shared rules; the upload shows its progress.
 */
export function RegistrationForm({ property, onRegistered }: RegistrationFormProps) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const [values, setValues] = useState(() => initialValues(user));
  const [files, setFiles] = useState<RegistrationFiles>(EMPTY_FILES);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegistrationErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const errors = useMemo(
    () => validateRegistration(values, files, property.reservePrice),
    [values, files, property.reservePrice],
  );
  const schema = useMemo(() => auctionRegistrationSchema(property.reservePrice), [property.reservePrice]);
  const lists = useMemo(() => indiaLists(_), [_]);
  const hints = useMemo(
    () => ({
      email: _(HINTS.email),
      country: _(HINTS.country),
      landlineNo: _(HINTS.landlineNo),
      ifscCode: _(HINTS.ifscCode),
    }),
    [_],
  );
  const hasErrors = Object.keys(errors).length > 0;
  const uploading = progress !== null;

  const errorOf = (field: FormField): string | undefined =>
    (submitted || touched.has(field) ? errors[field] : undefined) ?? serverErrors[field];

  const touch = (field: FormField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const forget = (...fields: FormField[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  /** Typing an IFSC also selects its bank, whose message then goes too. */
  const setValue = (field: TextField, value: string) => {
    if (field === 'ifscCode') {
      forget('ifscCode', 'bankName');
      setValues((current) => withIfsc(current, value));
    } else {
      forget(field);
      setValues((current) => ({ ...current, [field]: value }));
    }
  };

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => setValue(field, event.currentTarget.value),
    onBlur: () => touch(field),
    error: errorOf(field),
    disabled: uploading,
  });

  const setFile = (field: DocumentField, file: File | null) => {
    forget(field);
    setFiles((current) => ({ ...current, [field]: file }));
    touch(field);
  };

  const fileProps = (field: DocumentField) => ({
    name: field,
    value: files[field],
    onChange: (file: File | null) => setFile(field, file),
    error: errorOf(field),
    accept: ACCEPT,
    clearable: true,
    placeholder: _('auctionRegistration.form.choosePlaceholder'),
    leftSection: <IconUpload size={16} aria-hidden="true" />,
    disabled: uploading,
  });

  const onModeChange = (mode: string) => {
    forget('paymentMode', 'utrNo', 'paymentReceipt');
    // A new payment mode clears the UTR number and the receipt: each belongs to one kind of payment.
    setValues((current) => ({ ...current, paymentMode: mode, utrNo: '' }));
    setFiles((current) => ({ ...current, paymentReceipt: null }));
    setTouched((current) => {
      const next = new Set(current);
      next.delete('utrNo');
      next.delete('paymentReceipt');
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setSubmitted(true);
    setSubmitError(null);
    if (hasErrors) {
      bannerRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      const result = await registerForAuction(
        registrationFormData(values, files, {
          auctionId: property._id,
          email: user?.email ?? '',
          auctionDate: property.auctionDate,
          reservePrice: property.reservePrice,
        }),
        setProgress,
        _('auctionRegistration.form.failed'),
      );
      onRegistered({ paymentMode: values.paymentMode, result });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setServerErrors(fields as RegistrationErrors);
      setSubmitError(
        error instanceof Error && error.message ? error.message : _('auctionRegistration.form.failed'),
      );
      setProgress(null);
    }
  };

  const buyerForm: BuyerProfileForm = { values, inputProps: text, setValue };
  const buyerFields = {
    form: buyerForm,
    variant: 'auction',
    lists,
    schema,
    descriptions: hints,
  } as const;
  const isNeft = values.paymentMode === NEFT_RTGS;
  const showBanner = submitted && hasErrors;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={_('auctionRegistration.form.label')}>
      <Stack gap="lg">
        <Alert
          color="blue"
          variant="light"
          title={_('auctionRegistration.auctionId', { auctionCode: property.auctionCode })}
        >
          {_('auctionRegistration.form.summary', {
            propertyType: labelOf(_, PROPERTY_TYPE_KEYS, property.propertyType),
            location: property.propertyLocation,
            state: property.state,
            reservePrice: formatRupees(property.reservePrice),
          })}
        </Alert>
        <Text>{_('auctionRegistration.form.intro')}</Text>
        <div ref={bannerRef} tabIndex={-1}>
          {showBanner ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
              {_('auctionRegistration.form.fixErrors')}
            </Alert>
          ) : null}
        </div>

        <Section title={_('auctionRegistration.form.buyerDetail')}>
          <BuyerProfileFields {...buyerFields} rows={BUYER_ROWS} email={user?.email ?? ''} />
        </Section>

        <Section title={_('auctionRegistration.form.documentUpload')}>
          <Text size="sm" c="dimmed">
            {_('auctionRegistration.form.fileTypes')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FileInput label={_('auctionRegistration.form.panCard')} required {...fileProps('pancardFile')} />
            <FileInput
              label={_('auctionRegistration.form.addressProof')}
              required
              {...fileProps('addressProof')}
            />
          </SimpleGrid>
        </Section>

        <Section title={_('auctionRegistration.form.bankDetail')}>
          <EmdPaymentDetails property={property} headingOrder={3} />
          <Text size="sm">{EMD_PAY_FIRST_HELP}</Text>
          <BuyerProfileFields {...buyerFields} rows={BANK_ROWS}>
            <TextInput
              label={_('auctionRegistration.form.offerValue')}
              required
              inputMode="numeric"
              description={_('auctionRegistration.form.offerAtLeast', {
                amount: formatRupees(property.reservePrice),
              })}
              {...text('offerValue')}
            />
            <NativeSelect
              label={_('auctionRegistration.form.paymentMode')}
              required
              data={withPlaceholder(
                _('auctionRegistration.form.selectPaymentMode'),
                PAYMENT_MODES.map((m) => ({ value: m.value, label: _(m.labelKey) })),
              )}
              value={values.paymentMode}
              onChange={(event) => onModeChange(event.currentTarget.value)}
              onBlur={() => touch('paymentMode')}
              error={errorOf('paymentMode')}
              disabled={uploading}
            />
            {isNeft ? (
              <TextInput label={_('auctionRegistration.form.utrNumber')} required {...text('utrNo')} />
            ) : values.paymentMode ? (
              <FileInput
                label={_('auctionRegistration.form.paymentReceipt')}
                required
                {...fileProps('paymentReceipt')}
              />
            ) : null}
          </BuyerProfileFields>
        </Section>

        {submitError ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            {submitError}
          </Alert>
        ) : null}
        {uploading ? (
          <Stack gap={4}>
            <Text size="sm" id="upload-progress-label">
              {progress === 100
                ? _('auctionRegistration.form.saving')
                : _('auctionRegistration.form.uploading', { progress })}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={progress ?? 0} animated aria-labelledby="upload-progress-label" />
            </Progress.Root>
          </Stack>
        ) : null}
        <Button type="submit" size="md" loading={uploading} style={{ alignSelf: 'flex-start' }}>
          {_('auctionRegistration.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export type { Submission };
