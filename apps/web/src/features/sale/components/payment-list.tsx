import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { asSentence, formatDate, formatDateTime, formatRupees, type Sale } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useLocale } from '../../../lib/i18n';
import { receiptPath } from '../api/sale-files';
import { PAYMENT_KIND_LABELS } from '../sale-model';
import { PaymentStatusBadge } from './payment-badge';
import { Facts } from '../../../components/facts';
import { SaleSection } from './sale-section';

/** The payments the buyer reported, newest first, each with the bank's verification and note. */
export function PaymentList({ sale }: { sale: Sale }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const payments = [...sale.payments].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));

  const download = async (paymentId: string, utrNo: string) => {
    const failed = _('sale.downloadFailed');
    setBusy(paymentId);
    setFailure(null);
    try {
      await downloadFile(receiptPath(sale.propertyId, paymentId), `receipt-${utrNo}`, failed);
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SaleSection title={_('sale.payments.title')} id="sale-payments-heading">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {payments.length === 0 ? (
        <Text size="sm" data-testid="no-payments">
          {_('sale.payments.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.map((payment) => (
            <Paper key={payment._id} component="li" withBorder radius="md" p="md" data-testid="payment">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={700}>
                    {_('sale.payments.kindAmount', {
                      kind: _(PAYMENT_KIND_LABELS[payment.kind]),
                      amount: formatRupees(payment.amount),
                    })}
                  </Text>
                  <PaymentStatusBadge status={payment.status} />
                </Group>
                <Facts
                  items={[
                    [_('sale.payments.utrNumber'), payment.utrNo],
                    [_('sale.payments.paidOn'), formatDate(payment.paidOn, locale)],
                    [
                      _('sale.payments.reportedOn'),
                      _('sale.dateTimeIst', { dateTime: formatDateTime(payment.submittedAt, locale) }),
                    ],
                    ...(payment.reviewedAt
                      ? ([
                          [
                            _('sale.payments.reviewedOn'),
                            _('sale.dateTimeIst', { dateTime: formatDateTime(payment.reviewedAt, locale) }),
                          ],
                        ] as Array<[string, string]>)
                      : []),
                    ...(payment.note
                      ? ([[_('sale.payments.bankNote'), asSentence(payment.note)]] as Array<[string, string]>)
                      : []),
                  ]}
                />
                {payment.hasReceipt ? (
                  <Group>
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconDownload size={14} aria-hidden="true" />}
                      loading={busy === payment._id}
                      onClick={() => void download(payment._id, payment.utrNo)}
                      aria-label={_('sale.payments.downloadReceiptOf', { utrNo: payment.utrNo })}
                    >
                      {_('sale.payments.downloadReceipt')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </SaleSection>
  );
}
