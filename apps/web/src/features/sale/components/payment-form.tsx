import { useRef, useState, type FormEvent } from 'react';
import { Button, FileInput, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { formatRupees, toIstDate, type PaymentKind, type Sale } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { DateField } from '../../../components/form/date-field';
import { INPUT_WRAPPER_ORDER, useSchemaForm } from '../../../components/form/use-schema-form';
import { useServerNow } from '../../../lib/server-clock';
import { PAYMENT_FAILED, reportPayment } from '../api/report-payment';
import {
  PAYMENT_KIND_LABELS,
  awaitingVerification,
  initialPaymentValues,
  leftToReport,
  paymentFormData,
  validatePayment,
  type PaymentValues,
} from '../sale-model';

const ACCEPT = '.pdf,.jpg,.jpeg,.png';
type PaymentFormProps = {
  sale: Sale;
  kind: PaymentKind;
  /** Told once the server has taken the payment. */
  onReported: () => void;
};

/**
 * The payment the sale expects now (docs/product.md, "Payments"): amount (prefilled with what is left to
 * report), UTR number, date paid and an optional receipt, checked on blur and on submit with the shared
 * schema's messages and sent as multipart with its upload's progress. The server's refusals show beside
 * their fields, its message above the button.
 */
export function PaymentForm({ sale, kind, onReported }: PaymentFormProps) {
  // The server counts what already awaits verification as paid: the most is what is left to report.
  const maxAmount = leftToReport(sale, kind);
  const waiting = awaitingVerification(sale, kind);
  const [receipt, setReceipt] = useState<File | null>(null);
  const form = useSchemaForm<PaymentValues>({
    initialValues: initialPaymentValues(sale, kind),
    validate: (values) => validatePayment(values, receipt, maxAmount),
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const today = toIstDate(useServerNow(60_000));
  const uploading = progress !== null;
  const label = PAYMENT_KIND_LABELS[kind].toLowerCase();

  const chooseReceipt = (file: File | null) => {
    setReceipt(file);
    const message = validatePayment(form.values, file, maxAmount).receipt;
    form.setErrors((current) => {
      const next = { ...current };
      if (message) next.receipt = message;
      else delete next.receipt;
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setFailure(null);
    const found = form.validateAll();
    if (Object.keys(found).length > 0) {
      form.focusFirstError(found);
      return;
    }
    setProgress(0);
    try {
      await reportPayment(sale.propertyId, paymentFormData(form.values, receipt), setProgress);
      onReported();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) form.setErrors(fields);
      setFailure(error instanceof Error && error.message ? error.message : PAYMENT_FAILED);
      setProgress(null);
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={`Report your ${label} payment`}>
      <Stack gap="md">
        <Text size="sm">
          Once you have paid into the account above, enter the transfer’s details here. The bank checks each
          payment against its account and e-mails you when it is verified.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Amount paid (₹)"
            required
            inputMode="numeric"
            description={
              waiting > 0
                ? `Still due: ${formatRupees(maxAmount)}, besides ${formatRupees(waiting)} awaiting verification`
                : `Still due: ${formatRupees(maxAmount)}`
            }
            disabled={uploading}
            {...form.inputProps('amount')}
          />
          <TextInput
            label="UTR number"
            required
            description="The reference of your NEFT or RTGS transfer: 6 to 30 letters and digits"
            autoComplete="off"
            disabled={uploading}
            {...form.inputProps('utrNo')}
          />
          <DateField
            label="Date paid"
            required
            name="paidOn"
            description="DD-MMM-YY, e.g. 05-Dec-26"
            value={form.values.paidOn}
            onChange={(value) => form.setValue('paidOn', value)}
            onBlur={form.inputProps('paidOn').onBlur}
            error={form.errors.paidOn}
            minDate={toIstDate(sale.closedAt)}
            maxDate={today}
            disabled={uploading}
          />
          <FileInput
            label="Receipt (optional)"
            name="receipt"
            inputWrapperOrder={INPUT_WRAPPER_ORDER}
            description="Your bank’s confirmation of the transfer: PDF, JPG or PNG, up to 5 MB"
            placeholder="Choose a PDF, JPG or PNG file"
            accept={ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the receipt' }}
            value={receipt}
            onChange={chooseReceipt}
            error={form.errors.receipt}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            disabled={uploading}
          />
        </SimpleGrid>
        {failure ? (
          <FormAlert ref={failureRef} tone="error">
            {failure}
          </FormAlert>
        ) : null}
        {uploading ? (
          <Stack gap={4}>
            <Text size="sm" id="payment-progress-label">
              {progress === 100 ? 'Upload complete, saving your payment…' : `Uploading… ${progress}%`}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={progress ?? 0} animated aria-labelledby="payment-progress-label" />
            </Progress.Root>
          </Stack>
        ) : null}
        <Button type="submit" loading={uploading} style={{ alignSelf: 'flex-start' }}>
          Submit Payment
        </Button>
      </Stack>
    </form>
  );
}
