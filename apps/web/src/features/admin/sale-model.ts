import {
  addMonths,
  deadlinePassed,
  issueMessage,
  istEndOfDay,
  RELISTABLE_SALE_STATUSES,
  toIstDate,
  type AdminSale,
  type DateInput,
  type PaymentKind,
  type PaymentStatus,
} from '@eauction/shared';
import type { FieldErrors } from '../../components/form/schema-errors';
import { textOf } from '../../lib/translate';

/*
 * What the Sales tab shows of a sale (docs/product.md, "After the hammer"): its queues, the moves its
 * status allows and their words. The server decides every move; these only choose what to offer.
 */

const HOUR_MS = 3_600_000;

/**
 * The queues of sales that need the officer (their label and empty text are message keys), in the order they are worked: the same rules as the
 * server's `queue` filter of GET /api/admin/sales, applied to the one list the tab reads so that every
 * queue's count comes with it.
 */
export const SALE_QUEUES = [
  {
    value: 'confirmation',
    label: 'admin.sales.queue.awaitingConfirmation',
    empty: 'admin.sales.queue.awaitingConfirmationEmpty',
    matches: (sale: AdminSale) => sale.status === 'awaiting-confirmation',
  },
  {
    value: 'payments',
    label: 'admin.sales.queue.paymentsToVerify',
    empty: 'admin.sales.queue.paymentsToVerifyEmpty',
    matches: (sale: AdminSale) => sale.paymentsToVerify > 0,
  },
  {
    value: 'due-soon',
    label: 'admin.sales.queue.dueSoon',
    empty: 'admin.sales.queue.dueSoonEmpty',
    matches: (sale: AdminSale, now: DateInput) => isDueSoon(sale, now),
  },
  {
    value: 'overdue',
    label: 'admin.sales.queue.overdue',
    empty: 'admin.sales.queue.overdueEmpty',
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

/** The words of each move (message keys): its button, its dialog, and its two failures and success. */
export const MOVE_TEXT: Record<
  SaleMove | 'verify' | 'refuse',
  { label: string; title: string; confirm: string; failed: string; errored: string; done: string }
> = {
  confirm: {
    label: 'admin.sales.move.confirm.label',
    title: 'admin.sales.move.confirm.title',
    confirm: 'admin.sales.move.confirm.confirm',
    failed: 'admin.sales.move.confirm.failed',
    errored: 'admin.sales.move.confirm.errored',
    done: 'admin.sales.move.confirm.done',
  },
  'not-confirmed': {
    label: 'admin.sales.move.notConfirmed.label',
    title: 'admin.sales.move.notConfirmed.title',
    confirm: 'admin.sales.move.notConfirmed.confirm',
    failed: 'admin.sales.move.notConfirmed.failed',
    errored: 'admin.sales.move.notConfirmed.errored',
    done: 'admin.sales.move.notConfirmed.done',
  },
  extend: {
    label: 'admin.sales.move.extend.label',
    title: 'admin.sales.move.extend.title',
    confirm: 'admin.sales.move.extend.confirm',
    failed: 'admin.sales.move.extend.failed',
    errored: 'admin.sales.move.extend.errored',
    done: 'admin.sales.move.extend.done',
  },
  forfeit: {
    label: 'admin.sales.move.forfeit.label',
    title: 'admin.sales.move.forfeit.title',
    confirm: 'admin.sales.move.forfeit.confirm',
    failed: 'admin.sales.move.forfeit.failed',
    errored: 'admin.sales.move.forfeit.errored',
    done: 'admin.sales.move.forfeit.done',
  },
  certificate: {
    label: 'admin.sales.move.certificate.label',
    title: 'admin.sales.move.certificate.title',
    confirm: 'admin.sales.move.certificate.confirm',
    failed: 'admin.sales.move.certificate.failed',
    errored: 'admin.sales.move.certificate.errored',
    done: 'admin.sales.move.certificate.done',
  },
  relist: {
    label: 'admin.sales.move.relist.label',
    title: 'admin.sales.move.relist.title',
    confirm: 'admin.sales.move.relist.confirm',
    failed: 'admin.relist.failed',
    errored: 'admin.relist.error',
    done: 'admin.sales.move.relist.done',
  },
  verify: {
    label: 'admin.sales.move.verify.label',
    title: 'admin.sales.move.verify.title',
    confirm: 'admin.sales.move.verify.confirm',
    failed: 'admin.sales.move.verify.failed',
    errored: 'admin.sales.move.verify.errored',
    done: 'admin.sales.move.verify.done',
  },
  refuse: {
    label: 'admin.sales.move.refuse.label',
    title: 'admin.sales.move.refuse.title',
    confirm: 'admin.sales.move.refuse.confirm',
    failed: 'admin.sales.move.refuse.failed',
    errored: 'admin.sales.move.refuse.errored',
    done: 'admin.sales.move.refuse.done',
  },
};

/** Message keys of the payments' kinds and statuses. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: 'admin.sales.paymentKind.deposit',
  balance: 'admin.sales.paymentKind.balance',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  submitted: 'admin.sales.paymentStatus.submitted',
  verified: 'admin.sales.paymentStatus.verified',
  refused: 'admin.sales.paymentStatus.refused',
};

/** The timeline's words (message keys) for each event the server records (sale_events.action). */
const EVENT_LABELS: Record<string, string> = {
  closed: 'admin.sales.event.closed',
  confirmed: 'admin.sales.event.confirmed',
  'not-confirmed': 'admin.sales.event.notConfirmed',
  'deposit-paid': 'admin.sales.event.depositPaid',
  completed: 'admin.sales.event.completed',
  'certificate-issued': 'admin.sales.event.certificateIssued',
  forfeited: 'admin.sales.event.forfeited',
  'balance-extended': 'admin.sales.event.balanceExtended',
  'payment-submitted': 'admin.sales.event.paymentSubmitted',
  'payment-verified': 'admin.sales.event.paymentVerified',
  'payment-refused': 'admin.sales.event.paymentRefused',
};

/** A timeline entry's action in words; one this screen does not know reads as its own words. */
export function eventLabel(action: string, _: (id: string) => string): string {
  const known = EVENT_LABELS[action];
  if (known) return _(known);
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}

type Issue = Parameters<typeof issueMessage>[0] & { readonly path: readonly PropertyKey[] };

/**
 * The first message of each field of a failed parse, by its dotted path ('holidays.2.date'), in the page's
 * language.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = textOf(issueMessage(issue));
  }
  return errors;
}
