import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Button, FileInput, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { formatRupees, toIstDate, type PaymentKind, type Sale } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { DateField } from '../../../components/form/date-field';
import { INPUT_WRAPPER_ORDER, useSchemaForm } from '../../../components/form/use-schema-form';
import { useServerNow } from '../../../lib/server-clock';
import { reportPayment } from '../api/report-payment';
import {
  REPORT_PAYMENT_TITLES,
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
  const { _ } = useLingui();
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
      await reportPayment(
        sale.propertyId,
        paymentFormData(form.values, receipt),
        setProgress,
        _('sale.payment.failed'),
      );
      onReported();
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) form.setErrors(fields);
      setFailure(error instanceof Error && error.message ? error.message : _('sale.payment.failed'));
      setProgress(null);
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={_(REPORT_PAYMENT_TITLES[kind])}>
      <Stack gap="md">
        <Text size="sm">{_('sale.payment.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={_('sale.payment.amount')}
            required
            inputMode="numeric"
            description={
              waiting > 0
                ? _('sale.payment.stillDueBesides', {
                    amount: formatRupees(maxAmount),
                    waiting: formatRupees(waiting),
                  })
                : _('sale.payment.stillDue', { amount: formatRupees(maxAmount) })
            }
            disabled={uploading}
            {...form.inputProps('amount')}
          />
          <TextInput
            label={_('sale.payment.utrNumber')}
            required
            description={_('sale.payment.utrHint')}
            autoComplete="off"
            disabled={uploading}
            {...form.inputProps('utrNo')}
          />
          <DateField
            label={_('sale.payment.datePaid')}
            required
            name="paidOn"
            description={_('sale.payment.dateHint')}
            value={form.values.paidOn}
            onChange={(value) => form.setValue('paidOn', value)}
            onBlur={form.inputProps('paidOn').onBlur}
            error={form.errors.paidOn}
            minDate={toIstDate(sale.closedAt)}
            maxDate={today}
            disabled={uploading}
          />
          <FileInput
            label={_('sale.payment.receipt')}
            name="receipt"
            inputWrapperOrder={INPUT_WRAPPER_ORDER}
            description={_('sale.payment.receiptHint')}
            placeholder={_('sale.payment.receiptPlaceholder')}
            accept={ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': _('sale.payment.removeReceipt') }}
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
              {progress === 100 ? _('sale.payment.saving') : _('sale.payment.uploading', { progress })}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section value={progress ?? 0} animated aria-labelledby="payment-progress-label" />
            </Progress.Root>
          </Stack>
        ) : null}
        <Button type="submit" loading={uploading} style={{ alignSelf: 'flex-start' }}>
          {_('sale.payment.submit')}
        </Button>
      </Stack>
    </form>
  );
}
