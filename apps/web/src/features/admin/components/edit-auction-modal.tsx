import { useLingui } from '@lingui/react';
import { useRef, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  PROPERTY_FIELD_KEYS,
  message,
  type AdminAuction,
  type AuctionUpdateRefused,
  type PropertyInputField,
} from '@eauction/shared';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { textOf } from '../../../lib/translate';
import { refusalBody } from '../api/admin-request';
import { ADMIN_AUCTIONS_KEY } from '../api/get-admin-auctions';
import { useUpdateAuction } from '../api/update-auction';
import { checkEditAuction, editBody, LOCKED_FIELDS, valuesOf } from '../property-form-model';
import { FailureAlert, isRefusal } from './failure-alert';
import { PropertyFields } from './property-fields';

/** A map location may be cleared; every other field keeps a value. */
const OPTIONAL: ReadonlySet<PropertyInputField> = new Set(['longitude', 'latitude']);

/**
 * The 409 of an edit: `error` is the product's 'Failed to update auction', `note` says why, and
 * `noteMessage` is its key.
 */
type UpdateRefused = Pick<AuctionUpdateRefused, 'note' | 'noteMessage'>;

type EditAuctionFormProps = {
  auction: AdminAuction;
  onCancel: () => void;
  onSaved: () => void;
};

function EditAuctionForm({ auction, onCancel, onSaved }: EditAuctionFormProps) {
  const { _ } = useLingui();
  const initial = valuesOf(auction);
  const form = useSchemaForm({
    initialValues: initial,
    validate: (values) => {
      const check = checkEditAuction(values, initial, auction.version);
      return check.ok ? {} : check.errors;
    },
  });
  const update = useUpdateAuction();
  const queryClient = useQueryClient();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hasBids = auction.bidsCount > 0;
  const isChanged = Object.keys(editBody(form.values, initial, auction.version)).length > 1;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.reset();
    form.validateAll();
    const check = checkEditAuction(form.values, initial, auction.version);
    if (!check.ok) {
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(`edit-auction-${first}`)?.focus();
      return;
    }
    update.mutate(
      { id: auction._id, body: check.body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isRefusal(error) && error.fields) form.setErrors(error.fields);
          // A stale version or new bids: the list reloads, so the next edit starts from fresh values.
          void queryClient.invalidateQueries({ queryKey: ADMIN_AUCTIONS_KEY });
          requestAnimationFrame(() => outcomeRef.current?.focus());
        },
      },
    );
  };

  const refused = refusalBody<UpdateRefused>(update.error);
  const note = refused.noteMessage ? textOf(refused.noteMessage) : refused.note;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={_('admin.editAuction.titleOf', { code: auction.auctionCode })}
    >
      <Stack gap="md">
        {hasBids ? (
          <Alert color="yellow" variant="light">
            {textOf(
              message('admin.editAuction.locked', {
                count: auction.bidsCount,
                fields: [...LOCKED_FIELDS].map((f) => message(PROPERTY_FIELD_KEYS[f])),
              }),
            )}
          </Alert>
        ) : null}
        <PropertyFields
          idPrefix="edit-auction"
          values={form.values}
          errors={form.errors}
          onChange={(field, value) => form.setValue(field, value)}
          onBlur={(field) => form.inputProps(field).onBlur()}
          isDisabled={(field) => update.isPending || (hasBids && LOCKED_FIELDS.has(field))}
          noteOf={(field) =>
            hasBids && LOCKED_FIELDS.has(field) ? _('admin.editAuction.lockedNote') : undefined
          }
          optional={OPTIONAL}
        />
        {update.isError ? (
          <FailureAlert
            ref={outcomeRef}
            error={update.error}
            failed={_(ADMIN_MESSAGES.updateFailed)}
            errored={_(ADMIN_MESSAGES.updateError)}
          >
            {note ? <Text size="sm">{note}</Text> : null}
          </FailureAlert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {isChanged ? _('admin.editAuction.onlyChanged') : _('admin.editAuction.nothingChanged')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={update.isPending}>
              {_('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={!isChanged || update.isPending}>
              {update.isPending ? _('admin.editAuction.saving') : _('admin.editAuction.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

type EditAuctionModalProps = {
  auction: AdminAuction | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * docs/product.md, "Edit auction": every field of the auction, the dates as dates, the
 * reserve price as a number, the times combined with the auction date by the server. Only changed
 * fields are sent, with the version they were edited from.
 */
export function EditAuctionModal({ auction, onClose, onSaved }: EditAuctionModalProps) {
  const { _ } = useLingui();
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      // Opened from a menu whose item is gone by then: the opener puts the focus back on its button.
      returnFocus={false}
      opened={auction !== null}
      onClose={onClose}
      title={
        auction ? _('admin.editAuction.titleOf', { code: auction.auctionCode }) : _('admin.editAuction.title')
      }
      size="70rem"
      fullScreen={isSmall}
    >
      {auction ? (
        <EditAuctionForm key={auction._id} auction={auction} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </Modal>
  );
}
