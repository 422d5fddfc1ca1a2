import { useState, type ReactNode } from 'react';
import { Text, Textarea } from '@mantine/core';
import {
  ExtendBalanceSchema,
  ReviewPaymentSchema,
  SALE_MESSAGES,
  SALE_STATUS_LABELS,
  SaleReasonSchema,
  addDays,
  formatDate,
  formatRupees,
  saleTermsOf,
  type AdminSale,
  type DateInput,
  type SalePayment,
} from '@eauction/shared';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import type { FieldErrors } from '../../../components/form/schema-errors';
import { useSaleAction, type SaleAction, type SaleActionResult } from '../api/admin-sales';
import {
  currentDeadlineOf,
  fieldErrorsOf,
  latestBalanceDueByOf,
  MOVE_TEXT,
  PAYMENT_KIND_LABELS,
  type SaleMove,
} from '../sale-model';
import { ActionDialog } from './action-dialog';
import { DateField } from '../../../components/form/date-field';
import { isRefusal } from './failure-alert';

/** A move of the sale itself, or the review of one of its payments. */
export type SaleMoveChoice =
  { kind: Exclude<SaleMove, 'relist'> } | { kind: 'verify' | 'refuse'; payment: SalePayment };

type SaleMoveDialogProps = {
  sale: AdminSale;
  choice: SaleMoveChoice | null;
  /** The server's time, for the deadlines a confirmation would set. */
  now: DateInput;
  /** The bank's holidays, or null when the list could not be read. */
  holidays: ReadonlySet<string> | null;
  onClose: () => void;
  onDone: (message: string, result: SaleActionResult) => void;
};

const REASON_HINT = 'Mailed to the buyer and kept in the sale’s timeline';

/** The buyer as the sentences name them. */
const buyerOf = (sale: AdminSale) => sale.buyerName ?? 'The buyer';

/** What is still due of a kind of payment, after the verified ones. */
function stillDue(sale: AdminSale, payment: SalePayment): number {
  return payment.kind === 'deposit'
    ? Math.max(0, sale.depositDue - sale.depositPaid)
    : Math.max(0, sale.balanceDue - sale.balancePaid);
}

/** The sentences of a confirmation: the amounts and the deadlines it sets, from today's date. */
function ConfirmText({ sale, now, holidays }: Pick<SaleMoveDialogProps, 'sale' | 'now' | 'holidays'>) {
  const price = sale.salePrice ?? 0;
  const terms = saleTermsOf(price, sale.emdAmount, now, holidays ?? new Set());
  const buyer = buyerOf(sale);
  return (
    <>
      <Text>
        Confirm the sale of <strong>{sale.auctionCode}</strong> to {buyer} for{' '}
        <strong>{formatRupees(price)}</strong>?
      </Text>
      {terms.depositDue > 0 ? (
        <Text>
          {buyer} will be asked to pay the deposit of <strong>{formatRupees(terms.depositDue)}</strong> (25%
          of the price, less the EMD of {formatRupees(sale.emdAmount)}) by{' '}
          <strong>{formatDate(terms.depositDueBy)}</strong>, and the balance of{' '}
          <strong>{formatRupees(terms.balanceDue)}</strong> by{' '}
          <strong>{formatDate(terms.balanceDueBy)}</strong>.
        </Text>
      ) : (
        <Text>
          The EMD of {formatRupees(sale.emdAmount)} already covers the 25% deposit, so the sale moves on to ‘
          {SALE_STATUS_LABELS['deposit-paid']}’. {buyer} will be asked to pay the balance of{' '}
          <strong>{formatRupees(terms.balanceDue)}</strong> by{' '}
          <strong>{formatDate(terms.balanceDueBy)}</strong>.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        The buyer is mailed at once, and the confirmation cannot be undone.
        {holidays ? null : ' The holiday list could not be read: a bank holiday may move these dates later.'}
      </Text>
    </>
  );
}

/**
 * The confirmation dialog of each of a sale's moves, saying what will happen, with the reason, the
 * date or the note the move needs, checked with the shared schemas' messages before it is sent.
 */
export function SaleMoveDialog({ sale, choice, now, holidays, onClose, onDone }: SaleMoveDialogProps) {
  const move = useSaleAction(sale.propertyId);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    move.reset();
    setReason('');
    setDate('');
    setErrors({});
    onClose();
  };
  if (!choice) return null;

  const text = MOVE_TEXT[choice.kind];
  const buyer = buyerOf(sale);
  const serverErrors = isRefusal(move.error) ? (move.error.fields ?? {}) : {};
  const errorOf = (field: string) => errors[field] ?? serverErrors[field];

  /** The action to send, or null after showing what is wrong. */
  const actionOf = (): SaleAction | null => {
    const fail = (issues: FieldErrors) => {
      setErrors(issues);
      return null;
    };
    switch (choice.kind) {
      case 'confirm':
        return { kind: 'confirm' };
      case 'certificate':
        return { kind: 'certificate' };
      case 'not-confirmed':
      case 'forfeit': {
        const parsed = SaleReasonSchema.safeParse({ reason });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error.issues));
        return { kind: choice.kind, body: parsed.data };
      }
      case 'extend': {
        const parsed = ExtendBalanceSchema.safeParse({ balanceDueBy: date, reason });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error.issues));
        const latest = latestBalanceDueByOf(sale);
        if (sale.balanceDueBy && parsed.data.balanceDueBy <= sale.balanceDueBy)
          return fail({ balanceDueBy: SALE_MESSAGES.extendNotLater });
        if (latest && parsed.data.balanceDueBy > latest)
          return fail({ balanceDueBy: SALE_MESSAGES.extendAfterLatest(formatDate(latest)) });
        return { kind: 'extend', body: parsed.data };
      }
      case 'verify':
      case 'refuse': {
        const status = choice.kind === 'verify' ? 'verified' : 'refused';
        const parsed = ReviewPaymentSchema.safeParse({ status, note: reason });
        if (!parsed.success) return fail(fieldErrorsOf(parsed.error.issues));
        return { kind: 'review-payment', paymentId: choice.payment._id, body: parsed.data };
      }
    }
  };

  const confirm = () => {
    const action = actionOf();
    if (!action) return;
    setErrors({});
    move.mutate(
      { action, fallback: text.failed },
      {
        onSuccess: (result) => {
          close();
          onDone(text.done, result);
        },
      },
    );
  };

  const reasonField = (label: string, hint: string, required = true) => (
    <Textarea
      label={label}
      description={hint}
      value={reason}
      onChange={(event) => setReason(event.currentTarget.value)}
      error={errorOf(choice.kind === 'verify' || choice.kind === 'refuse' ? 'note' : 'reason')}
      required={required}
      maxLength={1000}
      autosize
      minRows={2}
      inputWrapperOrder={INPUT_WRAPPER_ORDER}
      data-autofocus={choice.kind === 'extend' || choice.kind === 'verify' ? undefined : true}
    />
  );

  let body: ReactNode;
  let fields: ReactNode = null;
  let color: string | undefined;
  switch (choice.kind) {
    case 'confirm':
      body = <ConfirmText sale={sale} now={now} holidays={holidays} />;
      break;
    case 'not-confirmed':
      color = 'red';
      body = (
        <Text>
          The sale of <strong>{sale.auctionCode}</strong> to {buyer} for {formatRupees(sale.salePrice ?? 0)}{' '}
          will not go ahead. {buyer} is mailed your reason, their EMD of {formatRupees(sale.emdAmount)}{' '}
          becomes due for refund, and the property may then be put up for auction again.
        </Text>
      );
      fields = reasonField('Reason', REASON_HINT);
      break;
    case 'extend': {
      const latest = latestBalanceDueByOf(sale);
      body = (
        <>
          <Text>
            The balance of <strong>{formatRupees(sale.balanceDue)}</strong> is due by{' '}
            <strong>{formatDate(sale.balanceDueBy)}</strong>. A new date may be at most three months from the
            confirmation{latest ? ` (${formatDate(latest)})` : ''}.
          </Text>
          {date ? (
            <Text aria-live="polite">
              {buyer} will be asked to pay the balance by <strong>{formatDate(date)}</strong> instead, and is
              mailed the new date.
            </Text>
          ) : null}
        </>
      );
      fields = (
        <>
          <DateField
            label="New due date"
            description="DD-MMM-YY, e.g. 05-Dec-26"
            value={date}
            onChange={setDate}
            error={errorOf('balanceDueBy')}
            required
            data-autofocus
            minDate={sale.balanceDueBy ? addDays(sale.balanceDueBy, 1) : undefined}
            maxDate={latest ?? undefined}
          />
          {reasonField('Reason', REASON_HINT)}
        </>
      );
      break;
    }
    case 'forfeit': {
      const deadline = currentDeadlineOf(sale);
      const kind = sale.status === 'confirmed' ? 'deposit' : 'balance';
      color = 'red';
      body = (
        <Text>
          {buyer} did not pay the {kind} by {formatDate(deadline)}. Forfeiting the sale forfeits their EMD of{' '}
          <strong>{formatRupees(sale.emdAmount)}</strong>
          {sale.depositPaid > 0 ? (
            <>
              {' '}
              and the deposit paid of <strong>{formatRupees(sale.depositPaid)}</strong>
            </>
          ) : null}
          ; the property may then be put up for auction again. {buyer} is mailed your reason. This cannot be
          undone.
        </Text>
      );
      fields = reasonField('Reason', REASON_HINT);
      break;
    }
    case 'certificate':
      body = (
        <Text>
          A sale certificate of <strong>{sale.auctionCode}</strong> will be issued to {buyer} for{' '}
          {formatRupees(sale.salePrice ?? 0)}, numbered by the server, and mailed to the buyer. A certificate
          cannot be withdrawn.
        </Text>
      );
      break;
    case 'verify':
    case 'refuse': {
      const { payment } = choice;
      const kind = PAYMENT_KIND_LABELS[payment.kind].toLowerCase();
      const completes = payment.amount >= stillDue(sale, payment);
      const next = payment.kind === 'deposit' ? 'deposit-paid' : 'completed';
      const facts = (
        <>
          the {kind} payment of <strong>{formatRupees(payment.amount)}</strong> (UTR {payment.utrNo}, paid on{' '}
          {formatDate(payment.paidOn)})
        </>
      );
      if (choice.kind === 'verify') {
        body = (
          <Text>
            Verify {facts}: it counts as received.
            {completes
              ? ` It completes the ${kind}, so the sale moves on to ‘${SALE_STATUS_LABELS[next]}’.`
              : ''}
          </Text>
        );
        fields = reasonField('Note (optional)', 'Kept with the payment', false);
      } else {
        color = 'red';
        body = (
          <Text>
            Refuse {facts}? {buyer} is mailed your note and may report the payment again.
          </Text>
        );
        fields = reasonField('Note', 'Why the payment is refused; mailed to the buyer');
      }
      break;
    }
  }

  return (
    <ActionDialog
      opened
      title={text.title}
      fields={fields}
      confirmLabel={text.confirm}
      color={color}
      // Verifying counts money as received: the safe choice has the focus first.
      focusCancel={choice.kind === 'verify'}
      isPending={move.isPending}
      error={move.error}
      failed={text.failed}
      errored={text.errored}
      onConfirm={confirm}
      onClose={close}
    >
      {body}
    </ActionDialog>
  );
}
