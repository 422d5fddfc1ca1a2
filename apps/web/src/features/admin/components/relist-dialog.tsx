import { useState } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  DEFAULT_AUCTION_END,
  DEFAULT_AUCTION_START,
  PROPERTY_FIELD_LABELS as LABELS,
  RelistAuctionSchema,
  SALE_MESSAGES,
  SALE_RULES,
  daysBetween,
  formatRupees,
  parseRupees,
  toIstDate,
  type AdminProperty,
  type AdminSale,
  type DateInput,
  type RelistAuction,
} from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import type { FieldErrors } from '../../../components/form/schema-errors';
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
    return { auctionDate: SALE_MESSAGES.relistTooSoon(SALE_RULES.relistNoticeDays) };
  return {};
}

type RelistDialogProps = {
  sale: AdminSale;
  opened: boolean;
  now: DateInput;
  onClose: () => void;
  onDone: (auction: AdminProperty) => void;
};

/**
 * docs/product.md, "Re-auction": a new auction of the same property (a new Auction ID; the old one
 * keeps its history), for a sale that ended without bids, was not confirmed or was forfeited.
 */
export function RelistDialog({ sale, opened, now, onClose, onDone }: RelistDialogProps) {
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
    label: LABELS[field],
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
      { propertyId: sale.propertyId, body: parsed },
      {
        onSuccess: (auction) => {
          close();
          onDone(auction);
        },
      },
    );
  };
  const price = values.reservePrice.trim() ? parseRupees(values.reservePrice) : null;
  const text = MOVE_TEXT.relist;

  return (
    <ActionDialog
      opened={opened}
      title={text.title}
      confirmLabel={text.confirm}
      isPending={relist.isPending}
      error={relist.error}
      failed={text.failed}
      errored={text.errored}
      onConfirm={confirm}
      onClose={close}
      fields={
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <DateField
            {...common('auctionDate')}
            description={`At least ${SALE_RULES.relistNoticeDays} days from today`}
            value={values.auctionDate}
            onChange={set('auctionDate')}
            data-autofocus
          />
          <DateField
            {...common('emdSubmission')}
            description="Last day to pay the EMD"
            value={values.emdSubmission}
            onChange={set('emdSubmission')}
          />
          <TimeInput
            {...common('auctionStartTime')}
            description="India time"
            value={values.auctionStartTime}
            onChange={(event) => set('auctionStartTime')(event.currentTarget.value)}
          />
          <TimeInput
            {...common('auctionEndTime')}
            description="India time, the same day"
            value={values.auctionEndTime}
            onChange={(event) => set('auctionEndTime')(event.currentTarget.value)}
          />
          <TextInput
            {...common('reservePrice')}
            description={price !== null && price > 0 ? formatRupees(price) : 'Whole rupees'}
            value={values.reservePrice}
            onChange={(event) => set('reservePrice')(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
      }
    >
      <Text>
        A new auction of the property of <strong>{sale.auctionCode}</strong> ({sale.propertyType},{' '}
        {sale.propertyLocation}) will be listed with a new Auction ID, open for EMD registration until its EMD
        date. {sale.auctionCode} keeps its history and cannot be put up again.
      </Text>
    </ActionDialog>
  );
}
