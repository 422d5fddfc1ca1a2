import { Trans, useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Text, Textarea } from '@mantine/core';
import {
  ExtendBalanceSchema,
  ReviewPaymentSchema,
  SALE_MESSAGES,
  SALE_STATUS_KEYS,
  SaleReasonSchema,
  addDays,
  formatDate,
  formatRupees,
  saleTermsOf,
  type AdminSale,
  type DateInput,
  type SalePayment,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import type { FieldErrors } from '../../../components/form/schema-errors';
import { useSaleAction, type SaleAction, type SaleActionResult } from '../api/admin-sales';
import {
  currentDeadlineOf,
  fieldErrorsOf,
  latestBalanceDueByOf,
  MOVE_TEXT,
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

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The buyer as the sentences name them. */
const buyerOf = (sale: AdminSale, _: Translate) => sale.buyerName ?? _('admin.saleMove.theBuyer');

/** Several bold parts of one sentence. */
const STRONG = { 0: <strong />, 1: <strong />, 2: <strong />, 3: <strong /> };

/** What is still due of a kind of payment, after the verified ones. */
function stillDue(sale: AdminSale, payment: SalePayment): number {
  return payment.kind === 'deposit'
    ? Math.max(0, sale.depositDue - sale.depositPaid)
    : Math.max(0, sale.balanceDue - sale.balancePaid);
}

/** The sentences of a confirmation: the amounts and the deadlines it sets, from today's date. */
function ConfirmText({ sale, now, holidays }: Pick<SaleMoveDialogProps, 'sale' | 'now' | 'holidays'>) {
  const { _ } = useLingui();
  const locale = useLocale();
  const price = sale.salePrice ?? 0;
  const terms = saleTermsOf(price, sale.emdAmount, now, holidays ?? new Set());
  const buyer = buyerOf(sale, _);
  const balance = {
    buyer,
    emd: formatRupees(sale.emdAmount),
    balance: formatRupees(terms.balanceDue),
    balanceBy: formatDate(terms.balanceDueBy, locale),
  };
  return (
    <>
      <Text>
        <Trans
          id="admin.saleMove.confirmQuestion"
          components={STRONG}
          values={{ code: sale.auctionCode, buyer, price: formatRupees(price) }}
        />
      </Text>
      {terms.depositDue > 0 ? (
        <Text>
          <Trans
            id="admin.saleMove.confirmTerms"
            components={STRONG}
            values={{
              ...balance,
              deposit: formatRupees(terms.depositDue),
              depositBy: formatDate(terms.depositDueBy, locale),
            }}
          />
        </Text>
      ) : (
        <Text>
          <Trans
            id="admin.saleMove.confirmTermsCovered"
            components={STRONG}
            values={{ ...balance, status: _(SALE_STATUS_KEYS['deposit-paid']) }}
          />
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {_('admin.saleMove.confirmMailed')}
        {holidays ? null : ` ${_('admin.saleMove.holidaysUnread')}`}
      </Text>
    </>
  );
}

/**
 * The confirmation dialog of each of a sale's moves, saying what will happen, with the reason, the
 * date or the note the move needs, checked with the shared schemas' messages before it is sent.
 */
export function SaleMoveDialog({ sale, choice, now, holidays, onClose, onDone }: SaleMoveDialogProps) {
  const { _ } = useLingui();
  const locale = useLocale();
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
  const buyer = buyerOf(sale, _);
  const reasonHint = _('admin.saleMove.reasonHint');
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
          return fail({ balanceDueBy: textOf(SALE_MESSAGES.extendNotLater) });
        if (latest && parsed.data.balanceDueBy > latest)
          return fail({ balanceDueBy: textOf(SALE_MESSAGES.extendAfterLatest(latest)) });
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
      { action, fallback: _(text.failed) },
      {
        onSuccess: (result) => {
          close();
          onDone(_(text.done), result);
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
          <Trans
            id="admin.saleMove.notConfirmedText"
            components={STRONG}
            values={{
              code: sale.auctionCode,
              buyer,
              price: formatRupees(sale.salePrice ?? 0),
              emd: formatRupees(sale.emdAmount),
            }}
          />
        </Text>
      );
      fields = reasonField(_('admin.common.reason'), reasonHint);
      break;
    case 'extend': {
      const latest = latestBalanceDueByOf(sale);
      body = (
        <>
          <Text>
            <Trans
              id={latest ? 'admin.saleMove.extendTextLatest' : 'admin.saleMove.extendText'}
              components={STRONG}
              values={{
                balance: formatRupees(sale.balanceDue),
                dueBy: formatDate(sale.balanceDueBy, locale),
                latest: latest ? formatDate(latest, locale) : '',
              }}
            />
          </Text>
          {date ? (
            <Text aria-live="polite">
              <Trans
                id="admin.saleMove.extendNewDate"
                components={STRONG}
                values={{ buyer, date: formatDate(date, locale) }}
              />
            </Text>
          ) : null}
        </>
      );
      fields = (
        <>
          <DateField
            label={_('admin.saleMove.newDueDate')}
            description={_('admin.propertyFields.auctionDateHint')}
            value={date}
            onChange={setDate}
            error={errorOf('balanceDueBy')}
            required
            data-autofocus
            minDate={sale.balanceDueBy ? addDays(sale.balanceDueBy, 1) : undefined}
            maxDate={latest ?? undefined}
          />
          {reasonField(_('admin.common.reason'), reasonHint)}
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
          <Trans
            id={sale.depositPaid > 0 ? 'admin.saleMove.forfeitTextDeposit' : 'admin.saleMove.forfeitText'}
            components={STRONG}
            values={{
              buyer,
              kind,
              date: formatDate(deadline, locale),
              emd: formatRupees(sale.emdAmount),
              deposit: formatRupees(sale.depositPaid),
            }}
          />
        </Text>
      );
      fields = reasonField(_('admin.common.reason'), reasonHint);
      break;
    }
    case 'certificate':
      body = (
        <Text>
          <Trans
            id="admin.saleMove.certificateText"
            components={STRONG}
            values={{ code: sale.auctionCode, buyer, price: formatRupees(sale.salePrice ?? 0) }}
          />
        </Text>
      );
      break;
    case 'verify':
    case 'refuse': {
      const { payment } = choice;
      const completes = payment.amount >= stillDue(sale, payment);
      const next = payment.kind === 'deposit' ? 'deposit-paid' : 'completed';
      const facts = {
        kind: payment.kind,
        amount: formatRupees(payment.amount),
        utr: payment.utrNo,
        date: formatDate(payment.paidOn, locale),
        buyer,
      };
      if (choice.kind === 'verify') {
        body = (
          <Text>
            <Trans id="admin.saleMove.verifyText" components={STRONG} values={facts} />
            {completes
              ? ` ${_('admin.saleMove.verifyCompletes', { kind: payment.kind, status: _(SALE_STATUS_KEYS[next]) })}`
              : ''}
          </Text>
        );
        fields = reasonField(_('admin.saleMove.noteOptional'), _('admin.saleMove.noteOptionalHint'), false);
      } else {
        color = 'red';
        body = (
          <Text>
            <Trans id="admin.saleMove.refuseText" components={STRONG} values={facts} />
          </Text>
        );
        fields = reasonField(_('admin.saleMove.note'), _('admin.saleMove.noteHint'));
      }
      break;
    }
  }

  return (
    <ActionDialog
      opened
      title={_(text.title)}
      fields={fields}
      confirmLabel={_(text.confirm)}
      color={color}
      // Verifying counts money as received: the safe choice has the focus first.
      focusCancel={choice.kind === 'verify'}
      isPending={move.isPending}
      error={move.error}
      failed={_(text.failed)}
      errored={_(text.errored)}
      onConfirm={confirm}
      onClose={close}
    >
      {body}
    </ActionDialog>
  );
}
