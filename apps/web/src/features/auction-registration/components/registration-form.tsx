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
  Textarea,
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
  districtsOf,
  formatRupees,
  type DocumentField,
  type Property,
  type RegistrationCreated,
} from '@eauction/shared';
import { EMD_PAY_FIRST_HELP, EmdPaymentDetails } from '../../../components/emd-payment-details';
import { useAuth } from '../../../lib/auth';
import { REGISTRATION_FAILED, registerForAuction } from '../api/register-for-auction';
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
type Option = { value: string; label: string };
const withPlaceholder = (label: string, options: readonly (string | Option)[]): Option[] => [
  { value: '', label },
  ...options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)),
];
/** India's states, then its union territories, each group in alphabetical order. */
const STATE_OPTIONS = [
  { value: '', label: 'Select a state' },
  {
    group: 'States',
    items: INDIAN_REGIONS.filter((r) => r.kind === 'state').map((r) => r.name),
  },
  {
    group: 'Union territories',
    items: INDIAN_REGIONS.filter((r) => r.kind === 'union-territory').map((r) => r.name),
  },
];
/** The register's banks grouped by kind, the best-known kinds first (a bank is also found by its IFSC). */
const BANK_OPTIONS = [
  { value: '', label: 'Select a bank' },
  ...INDIAN_BANK_KINDS.map(({ kind, label }) => ({
    group: label,
    items: INDIAN_BANKS.filter((b) => b.kind === kind).map((b) => b.name),
  })),
];
const NOT_LISTED_LABEL = 'My city is not listed';
const MODE_OPTIONS = PAYMENT_MODES.map((m) => ({ value: m.value, label: m.label }));

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

  const setValue = (field: TextField, value: string) => {
    forget(field);
    setValues((current) => ({ ...current, [field]: value }));
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
    placeholder: 'Choose a PDF, JPG or PNG file',
    leftSection: <IconUpload size={16} aria-hidden="true" />,
    disabled: uploading,
  });

  const onStateChange = (state: string) => {
    forget('state', 'city');
    // A new state clears the district: the old one belongs to another state's list.
    setValues((current) => ({ ...current, state, city: '', cityNotListed: '' }));
  };

  const onDistrictChange = (choice: string) => {
    forget('city');
    // "Not listed" asks for the city as text instead (docs/decisions/034).
    setValues((current) =>
      choice === CITY_NOT_LISTED
        ? { ...current, city: '', cityNotListed: 'true' }
        : { ...current, city: choice, cityNotListed: '' },
    );
  };

  const onIfscChange = (ifscCode: string) => {
    forget('ifscCode', 'bankName');
    setValues((current) => withIfsc(current, ifscCode));
  };

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
      );
      onRegistered({ paymentMode: values.paymentMode, result });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setServerErrors(fields as RegistrationErrors);
      setSubmitError(error instanceof Error && error.message ? error.message : REGISTRATION_FAILED);
      setProgress(null);
    }
  };

  const isNeft = values.paymentMode === NEFT_RTGS;
  const districts = districtsOf(values.state);
  const isCityNotListed = values.cityNotListed === 'true';
  const showBanner = submitted && hasErrors;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Auction registration">
      <Stack gap="lg">
        <Alert color="blue" variant="light" title={`Auction ID: ${property.auctionCode}`}>
          {property.propertyType}, {property.propertyLocation}, {property.state}. Reserve price{' '}
          {formatRupees(property.reservePrice)}.
        </Alert>
        <Text>
          The data you enter here is used to generate the Bid Document. A PDF of the filled data is sent to
          your e-mail after the EMD challan is generated.
        </Text>
        <div ref={bannerRef} tabIndex={-1}>
          {showBanner ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
              Please fix the errors in the form
            </Alert>
          ) : null}
        </div>

        <Section title="Buyer Detail">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" required autoComplete="given-name" {...text('firstName')} />
            <TextInput label="Last Name" required autoComplete="family-name" {...text('lastName')} />
            <TextInput
              label="Organization Name"
              required
              autoComplete="organization"
              {...text('organizationName')}
            />
            <TextInput
              label="E-mail"
              description="The e-mail of your account"
              value={user?.email ?? ''}
              readOnly
              variant="filled"
              name="email"
            />
            <TextInput
              label="Country"
              description="Registrations are open to buyers in India"
              value={values.country}
              readOnly
              variant="filled"
              name="country"
            />
          </SimpleGrid>
          <Textarea label="Address" autosize minRows={2} autoComplete="street-address" {...text('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label="State"
              required
              data={STATE_OPTIONS}
              value={values.state}
              onChange={(event) => onStateChange(event.currentTarget.value)}
              onBlur={() => touch('state')}
              error={errorOf('state')}
              disabled={uploading}
            />
            <NativeSelect
              label="District"
              required
              data={[
                ...withPlaceholder(values.state ? 'Select a district' : 'Select a state first', districts),
                ...(values.state ? [{ value: CITY_NOT_LISTED, label: NOT_LISTED_LABEL }] : []),
              ]}
              value={isCityNotListed ? CITY_NOT_LISTED : values.city}
              onChange={(event) => onDistrictChange(event.currentTarget.value)}
              onBlur={() => touch('city')}
              error={isCityNotListed ? undefined : errorOf('city')}
              disabled={uploading || !values.state}
            />
            {isCityNotListed ? (
              <TextInput
                label="City or town"
                required
                description="As it is written in your address"
                autoComplete="address-level2"
                {...text('city')}
              />
            ) : null}
            <TextInput
              label="Pincode"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              {...text('pincode')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Landline Number"
              required
              inputMode="tel"
              description="With STD code, e.g. 0141 2345678"
              {...text('landline')}
            />
            <TextInput
              label="Mobile Number"
              required
              inputMode="tel"
              autoComplete="tel-national"
              {...text('mobile')}
            />
            <TextInput label="Fax" inputMode="tel" {...text('fax')} />
          </SimpleGrid>
        </Section>

        <Section title="Document Upload">
          <Text size="sm" c="dimmed">
            PDF, JPG, JPEG or PNG, up to 5 MB each.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FileInput label="PAN Card" required {...fileProps('pancardFile')} />
            <FileInput label="Address Proof" required {...fileProps('addressProof')} />
          </SimpleGrid>
        </Section>

        <Section title="Bank Detail">
          <EmdPaymentDetails property={property} headingOrder={3} />
          <Text size="sm">{EMD_PAY_FIRST_HELP}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="Bank Name"
              required
              data={BANK_OPTIONS}
              value={values.bankName}
              onChange={(event) => setValue('bankName', event.currentTarget.value)}
              onBlur={() => touch('bankName')}
              error={errorOf('bankName')}
              disabled={uploading}
            />
            <TextInput label="Account Number" required inputMode="numeric" {...text('accountNo')} />
            <TextInput
              label="IFSC Code"
              required
              autoCapitalize="characters"
              description="Typing it selects its bank"
              {...text('ifscCode')}
              onChange={(event) => onIfscChange(event.currentTarget.value)}
            />
            <TextInput
              label="Offer Value (₹)"
              required
              inputMode="numeric"
              description={`At least ${formatRupees(property.reservePrice)}`}
              {...text('offerValue')}
            />
            <NativeSelect
              label="Payment Mode"
              required
              data={withPlaceholder('Select a payment mode', MODE_OPTIONS)}
              value={values.paymentMode}
              onChange={(event) => onModeChange(event.currentTarget.value)}
              onBlur={() => touch('paymentMode')}
              error={errorOf('paymentMode')}
              disabled={uploading}
            />
            {isNeft ? (
              <TextInput label="UTR Number" required {...text('utrNo')} />
            ) : values.paymentMode ? (
              <FileInput label="Payment Receipt" required {...fileProps('paymentReceipt')} />
            ) : null}
          </SimpleGrid>
        </Section>

        {submitError ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
            {submitError}
          </Alert>
        ) : null}
        {uploading ? (
          <Stack gap={4}>
            <Text size="sm" id="upload-progress-label">
              {progress === 100 ? 'Upload complete, saving your registration…' : `Uploading… ${progress}%`}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={progress ?? 0} animated aria-labelledby="upload-progress-label" />
            </Progress.Root>
          </Stack>
        ) : null}
        <Button type="submit" size="md" loading={uploading} style={{ alignSelf: 'flex-start' }}>
          Submit Registration
        </Button>
      </Stack>
    </form>
  );
}

export type { Submission };
