import {
  SALE_RULES,
  deadlinePassed,
  formatDate,
  formatRupees,
  istEndOfDay,
  type DateInput,
  type PaymentKind,
  type Sale,
} from '@eauction/shared';

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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The deadline has passed: what the countdown then says. */
export const DEADLINE_PASSED_TEXT = 'The deadline has passed';

/**
 * The time left to the end of `dueBy` (IST), as a countdown reads it: '2 days 5 hours left',
 * '5 hours 20 minutes left', '20 minutes left', 'Less than a minute left', then 'The deadline has passed'.
 */
export function timeLeftText(dueBy: string, now: DateInput): string {
  if (deadlinePassed(dueBy, now)) return DEADLINE_PASSED_TEXT;
  const left = istEndOfDay(dueBy).getTime() + 1 - new Date(now).getTime();
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes > 0 ? ` ${plural(minutes, 'minute')}` : ''} left`;
  if (minutes > 0) return `${plural(minutes, 'minute')} left`;
  return 'Less than a minute left';
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
const AWAITING_STEP: SaleStep = {
  text: 'Your payment awaits the bank’s verification. You will be e-mailed once it is verified.',
  dueBy: null,
};

/** The buyer's next step at this status of the sale, or null when there is none (not confirmed, forfeited). */
export function saleNextStep(sale: SaleSummary): SaleStep | null {
  switch (sale.status) {
    case 'awaiting-confirmation':
      return { text: 'Wait for the bank to confirm the sale. Nothing is due until it does.', dueBy: null };
    case 'confirmed': {
      const left = depositStillDue(sale) - awaitingVerification(sale, 'deposit');
      if (left <= 0) return AWAITING_STEP;
      return {
        text: `Pay the ${SALE_RULES.depositPercent}% deposit of ${formatRupees(left)} by ${formatDate(sale.depositDueBy)}`,
        dueBy: sale.depositDueBy,
      };
    }
    case 'deposit-paid': {
      const left = balanceStillDue(sale) - awaitingVerification(sale, 'balance');
      if (left <= 0) return AWAITING_STEP;
      return {
        text: `Pay the balance of ${formatRupees(left)} by ${formatDate(sale.balanceDueBy)}`,
        dueBy: sale.balanceDueBy,
      };
    }
    case 'completed':
      return { text: 'The bank will now issue your sale certificate.', dueBy: null };
    case 'certificate-issued':
      return { text: 'Your sale certificate is ready to download.', dueBy: null };
    default:
      return null;
  }
}
