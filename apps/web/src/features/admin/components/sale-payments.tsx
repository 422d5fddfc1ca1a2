import { useEffect, useState } from 'react';
import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatRupees, type SalePayment } from '@eauction/shared';
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
  const label = `Receipt of the ${PAYMENT_KIND_LABELS[payment.kind].toLowerCase()} payment ${payment.utrNo}`;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} aria-hidden="true" />}
        loading={isLoading}
        onClick={() => void open()}
        aria-label={`View the receipt of UTR ${payment.utrNo}`}
      >
        View receipt
      </Button>
      {failed ? (
        <Text size="xs" c="red.9" role="alert">
          Could not load the receipt
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
  if (payments.length === 0) return <Text size="sm">No payment has been reported yet.</Text>;
  return (
    <StackedTable minWidth={760} striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Payment</Table.Th>
          <Table.Th scope="col">Amount</Table.Th>
          <Table.Th scope="col">UTR number</Table.Th>
          <Table.Th scope="col">Paid on</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment._id}>
            <Table.Td data-label="Payment">
              <Text size="sm" fw={600}>
                {PAYMENT_KIND_LABELS[payment.kind]}
              </Text>
              <Text size="xs" c="dimmed">
                Reported {formatDateTime(payment.submittedAt)}
              </Text>
            </Table.Td>
            <Table.Td data-label="Amount" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(payment.amount)}
            </Table.Td>
            <Table.Td data-label="UTR number">
              <Text size="sm" ff="monospace">
                {payment.utrNo}
              </Text>
            </Table.Td>
            <Table.Td data-label="Paid on" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(payment.paidOn)}
            </Table.Td>
            <Table.Td data-label="Status">
              <Text
                size="sm"
                fw={600}
                c={payment.status === 'refused' ? 'red.9' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {PAYMENT_STATUS_LABELS[payment.status]}
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
                    No receipt
                  </Text>
                )}
                {payment.status === 'submitted' ? (
                  <>
                    <Button
                      size="xs"
                      color="green.9"
                      disabled={!canReview}
                      onClick={() => onReview('verify', payment)}
                      aria-label={`Verify the ${payment.kind} payment of UTR ${payment.utrNo}`}
                    >
                      {MOVE_TEXT.verify.label}
                    </Button>
                    <Button
                      size="xs"
                      color="red.9"
                      variant="outline"
                      disabled={!canReview}
                      onClick={() => onReview('refuse', payment)}
                      aria-label={`Refuse the ${payment.kind} payment of UTR ${payment.utrNo}`}
                    >
                      {MOVE_TEXT.refuse.label}
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
