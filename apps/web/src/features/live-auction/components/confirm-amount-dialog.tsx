import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatRupees, rupeesInWords } from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';

type ConfirmAmountDialogProps = {
  /** The amount to confirm; null keeps the dialog closed. */
  amount: number | null;
  title: string;
  /** What confirming does, said above the amount. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A binding amount asked for once more before it is sent, in figures and in words, so a slip of a
 * zero is seen ('₹73,10,000 — Seventy-three lakh ten thousand rupees', on a Hindi page 'तिहत्तर लाख
 * दस हज़ार रुपये'). Cancel, Escape and the close button send nothing. The opener puts the focus back
 * where the amount is typed.
 */
export function ConfirmAmountDialog({
  amount,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmAmountDialogProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <Modal
      opened={amount !== null}
      onClose={onCancel}
      title={title}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': _('liveAuction.confirm.close') }}
      centered
    >
      {amount !== null ? (
        <Stack gap="md">
          <Text>{children}</Text>
          <Text fw={700} size="lg" data-testid="confirm-amount">
            {formatRupees(amount)} — {rupeesInWords(amount, locale)}
          </Text>
          <Group justify="flex-end" gap="sm">
            {/* The safe choice has the focus first: a second Enter must not bind the bidder. */}
            <Button data-autofocus variant="default" onClick={onCancel}>
              {_('liveAuction.confirm.cancel')}
            </Button>
            <Button color="saffron" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
