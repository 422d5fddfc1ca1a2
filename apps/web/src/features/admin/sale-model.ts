import {
  addMonths,
  deadlinePassed,
  istEndOfDay,
  RELISTABLE_SALE_STATUSES,
  toIstDate,
  type AdminSale,
  type DateInput,
  type PaymentKind,
  type PaymentStatus,
} from '@eauction/shared';
import type { FieldErrors } from '../../components/form/schema-errors';

/*
 * What the Sales tab shows of a sale (docs/product.md, "After the hammer"): its queues, the moves its
 * status allows and their words. The server decides every move; these only choose what to offer.
 */

const HOUR_MS = 3_600_000;

/**
 * The queues of sales that need the officer, in the order they are worked: the same rules as the
 * server's `queue` filter of GET /api/admin/sales, applied to the one list the tab reads so that every
 * queue's count comes with it.
 */
export const SALE_QUEUES = [
  {
    value: 'confirmation',
    label: 'Awaiting confirmation',
    empty: 'No sale awaits the bank’s confirmation.',
    matches: (sale: AdminSale) => sale.status === 'awaiting-confirmation',
  },
  {
    value: 'payments',
    label: 'Payments to verify',
    empty: 'No payment waits to be verified.',
    matches: (sale: AdminSale) => sale.paymentsToVerify > 0,
  },
  {
    value: 'due-soon',
    label: 'Deadlines in the next 48 hours',
    empty: 'No deadline falls in the next 48 hours.',
    matches: (sale: AdminSale, now: DateInput) => isDueSoon(sale, now),
  },
  {
    value: 'overdue',
    label: 'Overdue',
    empty: 'No sale is overdue.',
    matches: (sale: AdminSale) => sale.overdue,
  },
] as const;
export type SaleQueue = (typeof SALE_QUEUES)[number]['value'];

/** A deadline that runs out (at the end of its day, India time) within the next 48 hours. */
export function isDueSoon(sale: AdminSale, now: DateInput): boolean {
  if (sale.overdue || !sale.nextDeadline) return false;
  const left = istEndOfDay(sale.nextDeadline).getTime() - new Date(now).getTime();
  return left >= 0 && left <= 48 * HOUR_MS;
}

/** The deadline the buyer is working to now: the deposit's, then the balance's. */
export function currentDeadlineOf(sale: AdminSale): string | null {
  if (sale.status === 'confirmed') return sale.depositDueBy;
  if (sale.status === 'deposit-paid') return sale.balanceDueBy;
  return null;
}

/** The latest day an extension may give the balance: three months from confirmation. */
export function latestBalanceDueByOf(sale: AdminSale): string | null {
  return sale.confirmedAt ? addMonths(toIstDate(sale.confirmedAt), 3) : null;
}

export type SaleMove = 'confirm' | 'not-confirmed' | 'extend' | 'forfeit' | 'certificate' | 'relist';

/**
 * The moves offered for a sale, by its status: forfeiture only once the deadline running has passed,
 * a re-auction only once.
 */
export function movesOf(sale: AdminSale, now: DateInput): SaleMove[] {
  switch (sale.status) {
    case 'awaiting-confirmation':
      return ['confirm', 'not-confirmed'];
    case 'confirmed':
    case 'deposit-paid': {
      const deadline = currentDeadlineOf(sale);
      const passed = sale.overdue || (deadline !== null && deadlinePassed(deadline, now));
      return passed ? ['extend', 'forfeit'] : ['extend'];
    }
    case 'completed':
      return ['certificate'];
    default:
      return RELISTABLE_SALE_STATUSES.includes(sale.status) && !sale.relistedAs ? ['relist'] : [];
  }
}

/** The words of each move: its button, its dialog, and its two failures and success. */
export const MOVE_TEXT: Record<
  SaleMove | 'verify' | 'refuse',
  { label: string; title: string; confirm: string; failed: string; errored: string; done: string }
> = {
  confirm: {
    label: 'Confirm sale',
    title: 'Confirm the sale',
    confirm: 'Confirm sale',
    failed: 'Failed to confirm the sale',
    errored: 'Error confirming the sale',
    done: 'Sale confirmed. The buyer has been mailed what to pay and by when.',
  },
  'not-confirmed': {
    label: 'Not confirmed',
    title: 'Record that the bank does not confirm the sale',
    confirm: 'Record not confirmed',
    failed: 'Failed to record the sale as not confirmed',
    errored: 'Error recording the sale as not confirmed',
    done: 'The sale is recorded as not confirmed. The buyer has been mailed the reason.',
  },
  extend: {
    label: 'Extend balance deadline',
    title: 'Extend the balance deadline',
    confirm: 'Extend deadline',
    failed: 'Failed to extend the deadline',
    errored: 'Error extending the deadline',
    done: 'Balance deadline extended. The buyer has been mailed the new date.',
  },
  forfeit: {
    label: 'Forfeit',
    title: 'Forfeit the sale',
    confirm: 'Forfeit sale',
    failed: 'Failed to forfeit the sale',
    errored: 'Error forfeiting the sale',
    done: 'Sale forfeited. The buyer has been mailed the reason.',
  },
  certificate: {
    label: 'Issue sale certificate',
    title: 'Issue the sale certificate',
    confirm: 'Issue certificate',
    failed: 'Failed to issue the sale certificate',
    errored: 'Error issuing the sale certificate',
    done: 'Sale certificate issued',
  },
  relist: {
    label: 'Re-auction',
    title: 'Put the property up for auction again',
    confirm: 'Put up for auction',
    failed: 'Failed to put the property up for auction again',
    errored: 'Error putting the property up for auction again',
    done: 'The property is up for auction again',
  },
  verify: {
    label: 'Verify',
    title: 'Verify the payment',
    confirm: 'Verify payment',
    failed: 'Failed to verify the payment',
    errored: 'Error verifying the payment',
    done: 'Payment verified',
  },
  refuse: {
    label: 'Refuse',
    title: 'Refuse the payment',
    confirm: 'Refuse payment',
    failed: 'Failed to refuse the payment',
    errored: 'Error refusing the payment',
    done: 'Payment refused. The buyer has been mailed your note.',
  },
};

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { deposit: 'Deposit', balance: 'Balance' };
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  submitted: 'To verify',
  verified: 'Verified',
  refused: 'Refused',
};

/** The timeline's words for each event the server records (sale_events.action). */
const EVENT_LABELS: Record<string, string> = {
  closed: 'Auction closed',
  confirmed: 'Sale confirmed',
  'not-confirmed': 'Not confirmed by the bank',
  'deposit-paid': 'Deposit paid',
  completed: 'Paid in full',
  'certificate-issued': 'Sale certificate issued',
  forfeited: 'Sale forfeited',
  'balance-extended': 'Balance deadline extended',
  'payment-submitted': 'Payment reported by the buyer',
  'payment-verified': 'Payment verified',
  'payment-refused': 'Payment refused',
};

/** A timeline entry's action in words; one this screen does not know reads as its own words. */
export function eventLabel(action: string): string {
  const known = EVENT_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message of each field of a failed parse, by its dotted path ('holidays.2.date'). */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
