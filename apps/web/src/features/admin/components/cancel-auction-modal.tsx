import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { SaleReasonSchema, formatDate, type AdminAuction } from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import { CANCEL_ERROR, CANCEL_FAILED, useCancelAuction } from '../api/auction-outcome';
import { ActionDialog } from './action-dialog';
import { isRefusal } from './failure-alert';

type CancelAuctionModalProps = {
  auction: AdminAuction | null;
  onClose: () => void;
  onCancelled: () => void;
};

/**
 * docs/product.md, "Cancellation": an auction that has not ended is called off with a reason. Bidding
 * stops at once, every registrant is mailed the reason and every EMD becomes due for refund.
 */
export function CancelAuctionModal({ auction, onClose, onCancelled }: CancelAuctionModalProps) {
  const cancel = useCancelAuction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const close = () => {
    cancel.reset();
    setReason('');
    setReasonError(null);
    onClose();
  };
  const confirm = () => {
    if (!auction) return;
    const parsed = SaleReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    setReasonError(null);
    cancel.mutate(
      { propertyId: auction._id, body: parsed.data },
      {
        onSuccess: () => {
          setReason('');
          cancel.reset();
          onCancelled();
        },
      },
    );
  };
  const serverError = isRefusal(cancel.error) ? cancel.error.fields?.reason : undefined;
  const registrations = auction?.registrationsCount ?? 0;

  return (
    <ActionDialog
      opened={auction !== null}
      title="Cancel auction"
      confirmLabel="Cancel auction"
      dismissLabel="Keep auction"
      color="red"
      // Opened from a menu whose item is gone by then: the opener puts the focus back on its button.
      returnFocus={false}
      isPending={cancel.isPending}
      error={cancel.error}
      failed={CANCEL_FAILED}
      errored={CANCEL_ERROR}
      onConfirm={confirm}
      onClose={close}
      fields={
        <Textarea
          label="Reason"
          description="Mailed to every registrant and kept in the audit log"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reasonError ?? serverError}
          required
          maxLength={1000}
          autosize
          minRows={2}
          inputWrapperOrder={INPUT_WRAPPER_ORDER}
          data-autofocus
        />
      }
    >
      {auction ? (
        <Text>
          Cancel auction <strong>{auction.auctionCode}</strong>: {auction.propertyType} in{' '}
          {auction.propertyLocation}, auction on {formatDate(auction.auctionDate)}?{' '}
          {auction.auctionState === 'live' ? 'Bidding stops at once. ' : 'It will not take place. '}
          {registrations > 0
            ? `The ${registrations === 1 ? 'registrant is' : `${registrations} registrants are`} mailed your reason and every EMD becomes due for refund. `
            : null}
          This cannot be undone; the property may be put up for auction again later.
        </Text>
      ) : null}
    </ActionDialog>
  );
}
