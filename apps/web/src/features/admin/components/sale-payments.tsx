import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatRupees, type SalePayment } from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { receiptPath } from '../api/admin-sales';
import { getRegistrationDocument } from '../api/get-registration-document';
import { MOVE_TEXT, PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS } from '../sale-model';
import { DocumentViewer } from './document-viewer';
import { StackedTable } from './stacked-table';

type Receipt = { src: string; isImage: boolean };

/**
 * The buyer's receipt of a payment, served only with the bearer token: fetched into a blob: URL when
 * asked for (revoked when the dialog closes) and shown in the large viewer.
 */
function ReceiptButton({
  propertyId,
  payment,
  onViewerChange,
}: {
  propertyId: string;
  payment: SalePayment;
  onViewerChange: (isOpen: boolean) => void;
}) {
  const { _ } = useLingui();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => () => (receipt ? URL.revokeObjectURL(receipt.src) : undefined), [receipt]);
  const show = (open: boolean) => {
    setIsOpen(open);
    onViewerChange(open);
  };
  const open = async () => {
    if (receipt) return show(true);
    setIsLoading(true);
    setFailed(false);
    try {
      const blob = await getRegistrationDocument(receiptPath(propertyId, payment._id));
      setReceipt({ src: URL.createObjectURL(blob), isImage: blob.type.startsWith('image/') });
      show(true);
    } catch {
      setFailed(true);
    } finally {
      setIsLoading(false);
    }
  };
  const label = _('admin.salePayments.receiptOf', { kind: payment.kind, utr: payment.utrNo });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} aria-hidden="true" />}
        loading={isLoading}
        onClick={() => void open()}
        aria-label={_('admin.salePayments.viewReceiptOf', { utr: payment.utrNo })}
      >
        {_('admin.salePayments.viewReceipt')}
      </Button>
      {failed ? (
        <Text size="xs" c="red.9" role="alert">
          {_('admin.salePayments.receiptFailed')}
        </Text>
      ) : null}
      {receipt ? (
        <DocumentViewer
          label={label}
          src={receipt.src}
          isImage={receipt.isImage}
          opened={isOpen}
          onClose={() => show(false)}
        />
      ) : null}
    </>
  );
}

type SalePaymentsProps = {
  propertyId: string;
  payments: SalePayment[];
  /** Whether the officer may review payments now (none while a move is being sent). */
  canReview: boolean;
  onReview: (kind: 'verify' | 'refuse', payment: SalePayment) => void;
  onViewerChange: (isOpen: boolean) => void;
};

/** The payments the buyer reported, oldest first, each with its receipt and, until reviewed, Verify and Refuse. */
export function SalePayments({
  propertyId,
  payments,
  canReview,
  onReview,
  onViewerChange,
}: SalePaymentsProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  if (payments.length === 0) return <Text size="sm">{_('admin.salePayments.none')}</Text>;
  return (
    <StackedTable minWidth={760} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{_('admin.salePayments.payment')}</Table.Th>
          <Table.Th scope="col">{_('admin.reportDetails.amount')}</Table.Th>
          <Table.Th scope="col">{_('admin.registrationDetails.utrNumber')}</Table.Th>
          <Table.Th scope="col">{_('admin.salePayments.paidOn')}</Table.Th>
          <Table.Th scope="col">{_('admin.registrations.status')}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment._id}>
            <Table.Td data-label={_('admin.salePayments.payment')}>
              <Text size="sm" fw={600}>
                {_(PAYMENT_KIND_LABELS[payment.kind])}
              </Text>
              <Text size="xs" c="dimmed">
                {_('admin.salePayments.reported', { date: formatDateTime(payment.submittedAt, locale) })}
              </Text>
            </Table.Td>
            <Table.Td data-label={_('admin.reportDetails.amount')} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(payment.amount)}
            </Table.Td>
            <Table.Td data-label={_('admin.registrationDetails.utrNumber')}>
              <Text size="sm" ff="monospace">
                {payment.utrNo}
              </Text>
            </Table.Td>
            <Table.Td data-label={_('admin.salePayments.paidOn')} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(payment.paidOn, locale)}
            </Table.Td>
            <Table.Td data-label={_('admin.registrations.status')}>
              <Text
                size="sm"
                fw={600}
                c={payment.status === 'refused' ? 'red.9' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {_(PAYMENT_STATUS_LABELS[payment.status])}
              </Text>
              {payment.note ? (
                <Text size="xs" c="dimmed">
                  {payment.note}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                {payment.hasReceipt ? (
                  <ReceiptButton propertyId={propertyId} payment={payment} onViewerChange={onViewerChange} />
                ) : (
                  <Text size="xs" c="dimmed">
                    {_('admin.salePayments.noReceipt')}
                  </Text>
                )}
                {payment.status === 'submitted' ? (
                  <>
                    <Button
                      size="xs"
                      color="green.9"
                      disabled={!canReview}
                      onClick={() => onReview('verify', payment)}
                      aria-label={_('admin.salePayments.verifyOf', {
                        kind: payment.kind,
                        utr: payment.utrNo,
                      })}
                    >
                      {_(MOVE_TEXT.verify.label)}
                    </Button>
                    <Button
                      size="xs"
                      color="red.9"
                      variant="outline"
                      disabled={!canReview}
                      onClick={() => onReview('refuse', payment)}
                      aria-label={_('admin.salePayments.refuseOf', {
                        kind: payment.kind,
                        utr: payment.utrNo,
                      })}
                    >
                      {_(MOVE_TEXT.refuse.label)}
                    </Button>
                  </>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
