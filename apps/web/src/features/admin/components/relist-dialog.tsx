import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  DEFAULT_AUCTION_END,
  DEFAULT_AUCTION_START,
  PROPERTY_FIELD_KEYS as LABELS,
  RelistAuctionSchema,
  SALE_MESSAGES,
  SALE_RULES,
  daysBetween,
  formatRupees,
  parseRupees,
  toIstDate,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminProperty,
  type AdminSale,
  type DateInput,
  type RelistAuction,
} from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import type { FieldErrors } from '../../../components/form/schema-errors';
import { textOf } from '../../../lib/translate';
import { useRelistAuction } from '../api/auction-outcome';
import { fieldErrorsOf, MOVE_TEXT } from '../sale-model';
import { ActionDialog } from './action-dialog';
import { DateField } from '../../../components/form/date-field';
import { isRefusal } from './failure-alert';

/** The five RELIST_FIELDS. */
type RelistField = keyof RelistAuction;
type RelistValues = Record<RelistField, string>;

const EMPTY: RelistValues = {
  auctionDate: '',
  auctionStartTime: DEFAULT_AUCTION_START,
  auctionEndTime: DEFAULT_AUCTION_END,
  emdSubmission: '',
  reservePrice: '',
};

/**
 * The new auction's five fields, with Add Property's rules and messages (RelistAuctionSchema), and rule
 * 9(5)'s notice: the auction date at least 15 days after today (India time).
 */
export function relistErrors(values: RelistValues, now: DateInput): FieldErrors {
  const parsed = RelistAuctionSchema.safeParse(values);
  if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
  if (daysBetween(toIstDate(now), parsed.data.auctionDate) < SALE_RULES.relistNoticeDays)
    return { auctionDate: textOf(SALE_MESSAGES.relistTooSoon(SALE_RULES.relistNoticeDays)) };
  return {};
}

/** The auction to put up again: a sale's (the Sales tab) or a cancelled auction's (the Auction List). */
export type RelistTarget = Pick<
  AdminSale,
  'propertyId' | 'auctionCode' | 'propertyType' | 'propertyLocation'
>;

type RelistDialogProps = {
  auction: RelistTarget;
  opened: boolean;
  now: DateInput;
  onClose: () => void;
  onDone: (auction: AdminProperty) => void;
};

/**
 * docs/product.md, "Re-auction": a new auction of the same property (a new Auction ID; the old one
 * keeps its history), for a sale that ended without bids, was not confirmed or was forfeited, and for a
 * cancelled auction.
 */
export function RelistDialog({ auction, opened, now, onClose, onDone }: RelistDialogProps) {
  const { _ } = useLingui();
  const relist = useRelistAuction();
  const [values, setValues] = useState<RelistValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = isRefusal(relist.error) ? (relist.error.fields ?? {}) : {};
  const close = () => {
    relist.reset();
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const set = (field: RelistField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[field];
      return next;
    });
  };
  const common = (field: RelistField) => ({
    id: `relist-${field}`,
    label: _(LABELS[field]),
    required: true,
    error: errors[field] ?? serverErrors[field],
    inputWrapperOrder: INPUT_WRAPPER_ORDER,
  });
  const confirm = () => {
    const found = relistErrors(values, now);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`relist-${first}`)?.focus();
      return;
    }
    const parsed = RelistAuctionSchema.parse(values);
    relist.mutate(
      { propertyId: auction.propertyId, body: parsed },
      {
        onSuccess: (relisted) => {
          close();
          onDone(relisted);
        },
      },
    );
  };
  const price = values.reservePrice.trim() ? parseRupees(values.reservePrice) : null;
  const text = MOVE_TEXT.relist;

  return (
    <ActionDialog
      opened={opened}
      title={_(text.title)}
      confirmLabel={_(text.confirm)}
      isPending={relist.isPending}
      error={relist.error}
      failed={_(text.failed)}
      errored={_(text.errored)}
      onConfirm={confirm}
      onClose={close}
      fields={
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <DateField
            {...common('auctionDate')}
            description={_('admin.relist.auctionDateHint', { days: SALE_RULES.relistNoticeDays })}
            value={values.auctionDate}
            onChange={set('auctionDate')}
            data-autofocus
          />
          <DateField
            {...common('emdSubmission')}
            description={_('admin.relist.emdSubmissionHint')}
            value={values.emdSubmission}
            onChange={set('emdSubmission')}
          />
          <TimeInput
            {...common('auctionStartTime')}
            description={_('admin.propertyFields.startTimeHint')}
            value={values.auctionStartTime}
            onChange={(event) => set('auctionStartTime')(event.currentTarget.value)}
          />
          <TimeInput
            {...common('auctionEndTime')}
            description={_('admin.propertyFields.endTimeHint')}
            value={values.auctionEndTime}
            onChange={(event) => set('auctionEndTime')(event.currentTarget.value)}
          />
          <TextInput
            {...common('reservePrice')}
            description={
              price !== null && price > 0 ? formatRupees(price) : _('admin.propertyFields.reservePriceHint')
            }
            value={values.reservePrice}
            onChange={(event) => set('reservePrice')(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
      }
    >
      <Text>
        <Trans
          id="admin.relist.text"
          components={{ 0: <strong /> }}
          values={{
            code: auction.auctionCode,
            type: labelOf(_, PROPERTY_TYPE_KEYS, auction.propertyType),
            location: auction.propertyLocation,
          }}
        />
      </Text>
    </ActionDialog>
  );
}
