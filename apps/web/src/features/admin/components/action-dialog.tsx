import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FailureAlert } from './failure-alert';

type ActionDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, in sentences, before the officer commits to it. */
  children: ReactNode;
  /** The inputs the action needs (a reason, a date); the first takes `data-autofocus`. */
  fields?: ReactNode;
  confirmLabel: string;
  /** The safe button's words: 'Cancel', or 'Keep auction' when the action itself is a cancellation. */
  dismissLabel?: string;
  /** False when the opener is gone by the time the dialog closes (a menu item). */
  returnFocus?: boolean;
  /** 'red' for an action that ends something (a forfeiture, a cancellation). */
  color?: string;
  /** Focus 'Cancel' first even though there are inputs (an optional note). */
  focusCancel?: boolean;
  isPending: boolean;
  /** The last attempt's failure, shown with the action's two failure texts. */
  error: unknown;
  failed: string;
  errored: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The confirmation of an action that cannot be undone (docs/product.md, "Focus and announcements"): it
 * says what will happen, takes what the action needs, and has 'Cancel' focused first when there is
 * nothing to type, so Enter on the opened dialog never commits.
 */
export function ActionDialog({
  opened,
  title,
  children,
  fields,
  confirmLabel,
  dismissLabel,
  returnFocus = true,
  color,
  focusCancel = false,
  isPending,
  error,
  failed,
  errored,
  onConfirm,
  onClose,
}: ActionDialogProps) {
  const { _ } = useLingui();
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      returnFocus={returnFocus}
      opened={opened}
      onClose={() => !isPending && onClose()}
      title={title}
      size="lg"
      fullScreen={isSmall}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          {fields}
          {error ? <FailureAlert error={error} failed={failed} errored={errored} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onClose}
              disabled={isPending}
              data-autofocus={fields && !focusCancel ? undefined : true}
            >
              {dismissLabel ?? _('admin.common.cancel')}
            </Button>
            <Button type="submit" color={color} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
