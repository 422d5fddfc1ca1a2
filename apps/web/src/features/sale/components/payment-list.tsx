import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { asSentence, formatDate, formatDateTime, formatRupees, type Sale } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { DOWNLOAD_FAILED, receiptPath } from '../api/sale-files';
import { PAYMENT_KIND_LABELS } from '../sale-model';
import { PaymentStatusBadge } from './payment-badge';
import { Facts } from '../../../components/facts';
import { SaleSection } from './sale-section';

/** The payments the buyer reported, newest first, each with the bank's verification and note. */
export function PaymentList({ sale }: { sale: Sale }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const payments = [...sale.payments].sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));

  const download = async (paymentId: string, utrNo: string) => {
    setBusy(paymentId);
    setFailure(null);
    try {
      await downloadFile(receiptPath(sale.propertyId, paymentId), `receipt-${utrNo}`, DOWNLOAD_FAILED);
    } catch (error) {
      setFailure(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SaleSection title="Your payments" id="sale-payments-heading">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {payments.length === 0 ? (
        <Text size="sm" data-testid="no-payments">
          You have not reported any payment yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.map((payment) => (
            <Paper key={payment._id} component="li" withBorder radius="md" p="md" data-testid="payment">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={700}>
                    {PAYMENT_KIND_LABELS[payment.kind]}: {formatRupees(payment.amount)}
                  </Text>
                  <PaymentStatusBadge status={payment.status} />
                </Group>
                <Facts
                  items={[
                    ['UTR number', payment.utrNo],
                    ['Paid on', formatDate(payment.paidOn)],
                    ['Reported on', `${formatDateTime(payment.submittedAt)} IST`],
                    ...(payment.reviewedAt
                      ? ([['Reviewed on', `${formatDateTime(payment.reviewedAt)} IST`]] as Array<
                          [string, string]
                        >)
                      : []),
                    ...(payment.note
                      ? ([['The bank’s note', asSentence(payment.note)]] as Array<[string, string]>)
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
                      aria-label={`Download the receipt of UTR ${payment.utrNo}`}
                    >
                      Download receipt
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
