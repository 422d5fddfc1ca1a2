import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import {
  SaleReasonSchema,
  issueMessage,
  formatDate,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminAuction,
} from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
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
  const { _ } = useLingui();
  const locale = useLocale();
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
      const issue = parsed.error.issues[0];
      setReasonError(issue ? textOf(issueMessage(issue)) : _('admin.common.reasonRequired'));
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
      title={_('admin.auctions.cancelAuction')}
      confirmLabel={_('admin.auctions.cancelAuction')}
      dismissLabel={_('admin.cancel.keepAuction')}
      color="red"
      // Opened from a menu whose item is gone by then: the opener puts the focus back on its button.
      returnFocus={false}
      isPending={cancel.isPending}
      error={cancel.error}
      failed={_(CANCEL_FAILED)}
      errored={_(CANCEL_ERROR)}
      onConfirm={confirm}
      onClose={close}
      fields={
        <Textarea
          label={_('admin.common.reason')}
          description={_('admin.cancel.reasonHint')}
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
          <Trans
            id="admin.cancel.question"
            components={{ 0: <strong /> }}
            values={{
              code: auction.auctionCode,
              type: labelOf(_, PROPERTY_TYPE_KEYS, auction.propertyType),
              location: auction.propertyLocation,
              date: formatDate(auction.auctionDate, locale),
            }}
          />{' '}
          {auction.auctionState === 'live' ? _('admin.cancel.stopsNow') : _('admin.cancel.willNotTakePlace')}{' '}
          {registrations > 0 ? _('admin.cancel.registrantsMailed', { count: registrations }) + ' ' : null}
          {_('admin.cancel.cannotUndo')}
        </Text>
      ) : null}
    </ActionDialog>
  );
}
