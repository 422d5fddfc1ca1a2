import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ADMIN_MESSAGES, formatDate, type AdminAuction, type AuctionDeleteRefused } from '@eauction/shared';
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
    return ADMIN_MESSAGES.deleteHasRegistrations(auction.registrationsCount);
  if (auction.bidsCount > 0) return ADMIN_MESSAGES.deleteHasBids(auction.bidsCount);
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
  const remove = useDeleteAuction();
  const close = () => {
    remove.reset();
    onClose();
  };
  const refused = refusalBody<AuctionDeleteRefused>(remove.error);
  const blocker = auction ? blockerOf(auction) : null;
  const refusalNote =
    refused.note ??
    (refused.registrationsCount ? ADMIN_MESSAGES.deleteHasRegistrations(refused.registrationsCount) : null);
  // Registrations keep an auction from going, but one that has not ended can be cancelled.
  const canCancelInstead =
    auction !== null &&
    auction.auctionState !== 'ended' &&
    (auction.registrationsCount > 0 || (refused.registrationsCount ?? 0) > 0);
  const cancelInstead = canCancelInstead ? (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Cancel the auction instead: bidding stops, every registrant is mailed your reason and every EMD
        becomes due for refund.
      </Text>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => {
          remove.reset();
          onCancelInstead(auction);
        }}
      >
        Cancel auction instead
      </Button>
    </Stack>
  ) : null;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Opened from a menu whose item is gone by then: the opener puts the focus back on its button.
      returnFocus={false}
      opened={auction !== null}
      onClose={close}
      title="Delete auction"
      size="lg"
    >
      {auction ? (
        <Stack gap="md">
          <Text>
            Delete auction <strong>{auction.auctionCode}</strong>: {auction.propertyType} in{' '}
            {auction.propertyLocation}, auction on {formatDate(auction.auctionDate)}? This cannot be undone.
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
              failed={ADMIN_MESSAGES.deleteFailed}
              errored={ADMIN_MESSAGES.deleteError}
            >
              {refusalNote ? <Text size="sm">{refusalNote}</Text> : null}
              {cancelInstead}
            </FailureAlert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {/* The safe choice has focus first: Enter on the opened dialog must not delete. */}
            <Button data-autofocus variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={blocker !== null || remove.isPending}
              onClick={() => remove.mutate(auction._id, { onSuccess: onDeleted })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete auction'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
