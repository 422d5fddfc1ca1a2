import { Trans, useLingui } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  ADMIN_MESSAGES,
  formatDate,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminAuction,
  type AuctionDeleteRefused,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
import { refusalBody } from '../api/admin-request';
import { useDeleteAuction } from '../api/delete-auction';
import { FailureAlert } from './failure-alert';

type DeleteAuctionModalProps = {
  auction: AdminAuction | null;
  onClose: () => void;
  onDeleted: () => void;
  /** An auction with registrations is cancelled instead (docs/product.md, "Cancellation"). */
  onCancelInstead: (auction: AdminAuction) => void;
};

/** Why an auction cannot go, as far as the list knows (the server decides on its own count). */
function blockerOf(auction: AdminAuction): string | null {
  if (auction.registrationsCount > 0)
    return textOf(ADMIN_MESSAGES.deleteHasRegistrations(auction.registrationsCount));
  if (auction.bidsCount > 0) return textOf(ADMIN_MESSAGES.deleteHasBids(auction.bidsCount));
  return null;
}

/**
 * docs/product.md, "Delete auction": asks before deleting; refused while the auction has
 * registrations (with the server's note and the count) or bids.
 */
export function DeleteAuctionModal({
  auction,
  onClose,
  onDeleted,
  onCancelInstead,
}: DeleteAuctionModalProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const remove = useDeleteAuction();
  const close = () => {
    remove.reset();
    onClose();
  };
  const refused = refusalBody<AuctionDeleteRefused>(remove.error);
  const blocker = auction ? blockerOf(auction) : null;
  // The server's note in the page's language by its key (an older server sent only the English).
  const refusalNote = refused.noteMessage
    ? textOf(refused.noteMessage)
    : (refused.note ??
      (refused.registrationsCount
        ? textOf(ADMIN_MESSAGES.deleteHasRegistrations(refused.registrationsCount))
        : null));
  // Registrations keep an auction from going, but one that has not ended can be cancelled.
  const canCancelInstead =
    auction !== null &&
    auction.auctionState !== 'ended' &&
    (auction.registrationsCount > 0 || (refused.registrationsCount ?? 0) > 0);
  const cancelInstead = canCancelInstead ? (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{_('admin.deleteAuction.cancelInsteadHint')}</Text>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => {
          remove.reset();
          onCancelInstead(auction);
        }}
      >
        {_('admin.deleteAuction.cancelInstead')}
      </Button>
    </Stack>
  ) : null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      // Opened from a menu whose item is gone by then: the opener puts the focus back on its button.
      returnFocus={false}
      opened={auction !== null}
      onClose={close}
      title={_('admin.deleteAuction.title')}
      size="lg"
    >
      {auction ? (
        <Stack gap="md">
          <Text>
            <Trans
              id="admin.deleteAuction.question"
              components={{ 0: <strong /> }}
              values={{
                code: auction.auctionCode,
                type: labelOf(_, PROPERTY_TYPE_KEYS, auction.propertyType),
                location: auction.propertyLocation,
                date: formatDate(auction.auctionDate, locale),
              }}
            />
          </Text>
          {blocker && !remove.isError ? (
            <Alert
              color="navy"
              variant="light"
              role="status"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
            >
              <Stack gap="xs">
                <Text size="sm">{blocker}</Text>
                {cancelInstead}
              </Stack>
            </Alert>
          ) : null}
          {remove.isError ? (
            <FailureAlert
              error={remove.error}
              failed={_(ADMIN_MESSAGES.deleteFailed)}
              errored={_(ADMIN_MESSAGES.deleteError)}
            >
              {refusalNote ? <Text size="sm">{refusalNote}</Text> : null}
              {cancelInstead}
            </FailureAlert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {/* The safe choice has focus first: Enter on the opened dialog must not delete. */}
            <Button data-autofocus variant="default" onClick={close} disabled={remove.isPending}>
              {_('admin.common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={blocker !== null || remove.isPending}
              onClick={() => remove.mutate(auction._id, { onSuccess: onDeleted })}
            >
              {remove.isPending ? _('admin.deleteAuction.deleting') : _('admin.deleteAuction.title')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
