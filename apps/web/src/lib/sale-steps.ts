import {
  SALE_RULES,
  deadlinePassed,
  formatDate,
  formatRupees,
  istEndOfDay,
  type DateInput,
  type Locale,
  type PaymentKind,
  type Sale,
} from '@eauction/shared';
import { activeLocale } from './i18n';
import { appTranslate, type Translate } from './translate';

/*
 * The buyer's next step after the hammer (docs/product.md, "After the hammer on screen"), in words, for
 * My Registrations and the sale page alike. A deadline day ends at midnight, India time (istEndOfDay),
 * and is judged on the server's clock.
 */

/**
 * What the screens need of a sale to say what comes next: My Registrations carries just this much; the
 * sale page adds what is paid and the payments reported.
 */
export type SaleSummary = Pick<
  Sale,
  'status' | 'depositDue' | 'depositDueBy' | 'balanceDue' | 'balanceDueBy'
> &
  Partial<Pick<Sale, 'depositPaid' | 'balancePaid' | 'payments'>>;

export type SaleStep = {
  /** 'Pay the 25% deposit of ₹2,25,000 by 30-Nov-26'. */
  text: string;
  /** The deadline of the step (YYYY-MM-DD, IST), for its countdown; null when nothing is due by a date. */
  dueBy: string | null;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time left to the end of `dueBy` (IST), as a countdown reads it: '2 days 5 hours left',
 * '5 hours 20 minutes left', '20 minutes left', 'Less than a minute left', then 'The deadline has passed'.
 */
export function timeLeftText(dueBy: string, now: DateInput, _: Translate = appTranslate): string {
  if (deadlinePassed(dueBy, now)) return _('lib.saleSteps.deadlinePassed');
  const left = istEndOfDay(dueBy).getTime() + 1 - new Date(now).getTime();
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0)
    return hours > 0
      ? _('lib.saleSteps.timeLeft.daysHours', { days, hours })
      : _('lib.saleSteps.timeLeft.days', { days });
  if (hours > 0)
    return minutes > 0
      ? _('lib.saleSteps.timeLeft.hoursMinutes', { hours, minutes })
      : _('lib.saleSteps.timeLeft.hours', { hours });
  if (minutes > 0) return _('lib.saleSteps.timeLeft.minutes', { minutes });
  return _('lib.saleSteps.timeLeft.lessThanMinute');
}

/** The deposit still to pay: what is due less what verified payments have covered (never below zero). */
export function depositStillDue(sale: SaleSummary): number {
  return Math.max(0, sale.depositDue - (sale.depositPaid ?? 0));
}

/** The balance still to pay. */
export function balanceStillDue(sale: SaleSummary): number {
  return Math.max(0, sale.balanceDue - (sale.balancePaid ?? 0));
}

/** What the buyer reported of `kind` and the bank has not reviewed yet. */
export function awaitingVerification(sale: SaleSummary, kind: PaymentKind): number {
  return (sale.payments ?? [])
    .filter((payment) => payment.kind === kind && payment.status === 'submitted')
    .reduce((sum, payment) => sum + payment.amount, 0);
}

/** Everything still due is reported: the bank is to verify it. */
const awaitingStep = (_: Translate): SaleStep => ({
  text: _('lib.saleSteps.awaitingVerification'),
  dueBy: null,
});

/**
 * The buyer's next step at this status of the sale, or null when there is none (not confirmed, forfeited),
 * in the language of `_` and `locale`.
 */
export function saleNextStep(
  sale: SaleSummary,
  _: Translate = appTranslate,
  locale: Locale = activeLocale(),
): SaleStep | null {
  switch (sale.status) {
    case 'awaiting-confirmation':
      return { text: _('lib.saleSteps.awaitingConfirmation'), dueBy: null };
    case 'confirmed': {
      const left = depositStillDue(sale) - awaitingVerification(sale, 'deposit');
      if (left <= 0) return awaitingStep(_);
      return {
        text: _('lib.saleSteps.payDeposit', {
          percent: SALE_RULES.depositPercent,
          amount: formatRupees(left),
          date: formatDate(sale.depositDueBy, locale),
        }),
        dueBy: sale.depositDueBy,
      };
    }
    case 'deposit-paid': {
      const left = balanceStillDue(sale) - awaitingVerification(sale, 'balance');
      if (left <= 0) return awaitingStep(_);
      return {
        text: _('lib.saleSteps.payBalance', {
          amount: formatRupees(left),
          date: formatDate(sale.balanceDueBy, locale),
        }),
        dueBy: sale.balanceDueBy,
      };
    }
    case 'completed':
      return { text: _('lib.saleSteps.completed'), dueBy: null };
    case 'certificate-issued':
      return { text: _('lib.saleSteps.certificateIssued'), dueBy: null };
    default:
      return null;
  }
}
