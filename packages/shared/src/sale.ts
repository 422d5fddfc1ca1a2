import { z } from 'zod';
import { pageSchema, successSchema } from './api';
import { pageParam } from './admin-query-params';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { addDays, isIsoDate, istEndOfDay, toIstDate, type DateInput } from './dates';
import { pathInLocale, type Locale } from './locale';
import { message, type Message } from './messages';
import { formatRupees } from './money';
import { nextWorkingDay, workingDayOnOrAfter } from './working-days';
import { EmdStatusSchema, SALE_STATUSES, SALE_STATUS_KEYS, type SaleStatus } from './sale-outcome';

/*
 * After the hammer (docs/product.md, "After the hammer"): the sale of an auctioned property from its
 * close to the sale certificate, following rule 9 of the Security Interest (Enforcement) Rules, 2002,
 * and every bidder's EMD until it is refunded, adjusted or forfeited.
 */

/** A sale from which the property may be put up for auction again. */
export const RELISTABLE_SALE_STATUSES: readonly SaleStatus[] = [
  'ended-no-bids',
  'not-confirmed',
  'forfeited',
];

export const PAYMENT_KINDS = ['deposit', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['submitted', 'verified', 'refused'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The rules' numbers (rule 9 of the Security Interest (Enforcement) Rules, 2002). */
export const SALE_RULES = {
  /** Rule 9(3): the buyer deposits this share of the sale price, the EMD counting towards it. */
  depositPercent: 25,
  /** Rule 9(4): the balance is due on or before this day after confirmation. */
  balanceDays: 15,
  /** Rule 9(4): an agreed extension never goes beyond this many months from confirmation. */
  maxBalanceMonths: 3,
  /** The buyer is mailed this long before each deadline. */
  reminderHours: 24,
  /** A refund still due this many days after it fell due is flagged to officers. */
  refundFlagDays: 7,
  /** Rule 9(5): a re-sale gives at least this many days' notice (RELIST_NOTICE_DAYS may raise it). */
  relistNoticeDays: 15,
} as const;

/** The deposit of rule 9(3): 25% of the price (rounded up to the rupee) less the EMD, never below zero. */
export function depositDueOf(salePrice: number, emdAmount: number): number {
  return Math.max(0, Math.ceil((salePrice * SALE_RULES.depositPercent) / 100) - emdAmount);
}

/** What is left after the EMD and the deposit. */
export function balanceDueOf(salePrice: number, emdAmount: number): number {
  return Math.max(0, salePrice - emdAmount - depositDueOf(salePrice, emdAmount));
}

/** The calendar date `months` months after `date`, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface SaleTerms {
  depositDue: number;
  /** The last day (IST) for the deposit: the day of confirmation, or the next working day. */
  depositDueBy: string;
  balanceDue: number;
  /** The 15th day after confirmation, moved to the next working day when the bank is closed then. */
  balanceDueBy: string;
  /** The latest day an extension may give: three months from confirmation. */
  latestBalanceDueBy: string;
}

/** The amounts and deadlines a confirmation on `confirmedAt` sets, with the bank's holidays. */
export function saleTermsOf(
  salePrice: number,
  emdAmount: number,
  confirmedAt: DateInput,
  holidays: ReadonlySet<string>,
): SaleTerms {
  const confirmedOn = toIstDate(confirmedAt);
  return {
    depositDue: depositDueOf(salePrice, emdAmount),
    depositDueBy: nextWorkingDay(confirmedOn, holidays),
    balanceDue: balanceDueOf(salePrice, emdAmount),
    balanceDueBy: workingDayOnOrAfter(addDays(confirmedOn, SALE_RULES.balanceDays), holidays),
    latestBalanceDueBy: addMonths(confirmedOn, SALE_RULES.maxBalanceMonths),
  };
}

/** A deadline day passes at the end of that day in India time. */
export function deadlinePassed(dueBy: string, now: DateInput): boolean {
  return new Date(now).getTime() > istEndOfDay(dueBy).getTime();
}

/** The buyer's name as /verify shows it: each word's first letter, the rest hidden ('R***** K****'). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 1)}${'*'.repeat(Math.max(1, word.length - 1))}`)
    .join(' ');
}

/** The officer's moves of a sale: the server's transition table (apps/server/src/modules/sales). */
export const SALE_ACTIONS = [
  'confirm',
  'not-confirm',
  'deposit-paid',
  'complete',
  'issue-certificate',
  'forfeit',
  'extend-balance',
] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];

/** A stored value as an ICU select's case, which has no hyphens: 'ended-no-bids' → 'endedNoBids'. */
const selectCase = (value: string) => value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The words the server and the screens of the sale use, by their catalogue keys; those with values are
 * functions giving the key with them. A status is named by its label (a message among the values), a
 * move by its stored value, which the message puts in its own words (an ICU select).
 */
export const SALE_MESSAGES = {
  notFound: 'auction.sale.notFound',
  certificateNotFound: 'auction.sale.certificateNotFound',
  notYourSale: 'auction.sale.notFound',
  refused: (status: SaleStatus, action: SaleAction): Message =>
    message('auction.sale.refused', {
      status: message(SALE_STATUS_KEYS[status]),
      action: selectCase(action),
    }),
  deadlineNotPassed: 'auction.sale.deadlineNotPassed',
  paymentNotExpected: (kind: PaymentKind, status: SaleStatus): Message =>
    message('auction.sale.paymentNotExpected', { kind, status: message(SALE_STATUS_KEYS[status]) }),
  paymentNotFound: 'auction.sale.paymentNotFound',
  paymentAlreadyReviewed: 'auction.sale.paymentAlreadyReviewed',
  /** `latest` an ISO date, written in the reader's format (valuesIn in messages.ts). */
  extendAfterLatest: (latest: string): Message => message('auction.sale.extendAfterLatest', { latest }),
  extendNotLater: 'auction.sale.extendNotLater',
  relistTooSoon: (days: number): Message => message('auction.sale.relistTooSoon', { days }),
  relistRefused: 'auction.sale.relistRefused',
  alreadyRelisted: 'auction.sale.alreadyRelisted',
  cancelEnded: 'auction.sale.cancelEnded',
  cancelled: 'auction.sale.cancelled',
  refundNotDue: 'auction.sale.refundNotDue',
  amountTooLarge: (due: number): Message =>
    message('auction.sale.amountTooLarge', { amount: formatRupees(due) }),
} as const;

const reason = z
  .string({ error: 'auction.sale.reasonRequired' })
  .trim()
  .min(1, 'auction.sale.reasonRequired')
  .max(1000, 'auction.sale.reasonTooLong');
/** A calendar date (YYYY-MM-DD): the keys of its field's two messages (Hindi puts the name elsewhere). */
const isoDate = (requiredKey: string, invalidKey: string) =>
  z.string({ error: requiredKey }).trim().refine(isIsoDate, invalidKey);
const utr = z
  .string({ error: 'auction.utr.required' })
  .trim()
  .min(1, { error: 'auction.utr.required', abort: true })
  .regex(/^[A-Za-z0-9]{6,30}$/, 'auction.utr.invalid')
  .transform((v) => v.toUpperCase());

/** A reason, for not-confirmed, forfeit and cancel. */
export const SaleReasonSchema = z.object({ reason }).strict();
export type SaleReasonBody = z.input<typeof SaleReasonSchema>;

/** POST /api/admin/sales/{propertyId}/extend. */
export const ExtendBalanceSchema = z
  .object({ balanceDueBy: isoDate('auction.sale.dueDateRequired', 'auction.sale.dueDateInvalid'), reason })
  .strict();
export type ExtendBalanceBody = z.input<typeof ExtendBalanceSchema>;

/** The text fields of POST /api/sales/{propertyId}/payments (multipart; `receipt` optional). */
export const SalePaymentFormSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: 'auction.sale.paymentKindInvalid' }),
    amount: z
      .string({ error: 'auction.sale.amountRequired' })
      .trim()
      .regex(/^\d{1,13}$/, 'auction.sale.amountNotWhole')
      .transform(Number)
      .refine((n) => n >= 1, 'auction.sale.amountTooSmall'),
    utrNo: utr,
    paidOn: isoDate('auction.sale.paymentDateRequired', 'auction.sale.paymentDateInvalid'),
  })
  .strict();
export type SalePaymentForm = z.input<typeof SalePaymentFormSchema>;

/** PUT /api/admin/sales/{propertyId}/payments/{paymentId}. */
export const ReviewPaymentSchema = z
  .object({
    status: z.enum(['verified', 'refused'], { error: 'auction.sale.reviewStatusInvalid' }),
    note: z.string().trim().max(1000, 'auction.sale.noteTooLong').optional().default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.status === 'refused' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'auction.sale.refusalNoteRequired' });
    }
  });
export type ReviewPaymentBody = z.input<typeof ReviewPaymentSchema>;

/** PUT /api/admin/registrations/{id}/emd-refund. */
export const EmdRefundSchema = z
  .object({
    utrNo: utr,
    refundedOn: isoDate('auction.sale.refundDateRequired', 'auction.sale.refundDateInvalid'),
  })
  .strict();
export type EmdRefundBody = z.input<typeof EmdRefundSchema>;

/** PUT /api/admin/holidays: the whole list, replacing the one before. */
export const HolidaySchema = z
  .object({
    date: isoDate('auction.holiday.dateRequired', 'auction.holiday.dateInvalid'),
    name: z
      .string({ error: 'auction.holiday.nameRequired' })
      .trim()
      .min(1, 'auction.holiday.nameRequired')
      .max(100, 'auction.holiday.nameTooLong'),
  })
  .strict();
export type Holiday = z.infer<typeof HolidaySchema>;
export const HolidayListSchema = z
  .object({ holidays: z.array(HolidaySchema).max(400, 'auction.holiday.tooMany') })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.holidays.forEach((h, i) => {
      if (seen.has(h.date)) {
        ctx.addIssue({
          code: 'custom',
          path: ['holidays', i, 'date'],
          message: 'auction.holiday.listedTwice',
          params: { date: h.date },
        });
      }
      seen.add(h.date);
    });
  });
export type HolidayListBody = z.input<typeof HolidayListSchema>;
export const HolidayListResponseSchema = successSchema(z.array(HolidaySchema));

export const SalePaymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  utrNo: z.string(),
  paidOn: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  note: z.string().describe('The officer’s note; the reason when refused'),
  hasReceipt: z.boolean(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type SalePayment = z.infer<typeof SalePaymentSchema>;

export const SaleCertificateSchema = z.object({
  certificateNo: z.string(),
  issuedAt: z.string(),
  verifyUrl: z.string(),
});
export type SaleCertificate = z.infer<typeof SaleCertificateSchema>;

/** GET /api/sales/{propertyId}: the winner's and the admins' view of one sale. */
export const SaleSchema = z.object({
  propertyId: z.string(),
  auctionCode: z.string(),
  status: z.enum(SALE_STATUSES),
  salePrice: z.number().int().nullable(),
  emdAmount: z.number().int(),
  depositDue: z.number().int().describe('25% of the price, less the EMD'),
  depositDueBy: z.string().nullable(),
  balanceDue: z.number().int(),
  balanceDueBy: z.string().nullable(),
  /** What verified payments have covered of each. */
  depositPaid: z.number().int(),
  balancePaid: z.number().int(),
  closedAt: z.string(),
  confirmedAt: z.string().nullable(),
  reason: z.string().nullable().describe('Why the sale was not confirmed or was forfeited'),
  payments: z.array(SalePaymentSchema),
  certificate: SaleCertificateSchema.nullable(),
  /** Where the buyer pays: the property's EMD beneficiary account. */
  payTo: z
    .object({
      accountName: z.string(),
      accountNo: z.string(),
      ifscCode: z.string(),
      bankName: z.string(),
      branch: z.string(),
    })
    .nullable(),
});
export type Sale = z.infer<typeof SaleSchema>;
export const SaleResponseSchema = successSchema(SaleSchema);

/** One transition of a sale, for its timeline. */
export const SaleEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  fromStatus: z.enum(SALE_STATUSES).nullable(),
  toStatus: z.enum(SALE_STATUSES),
  actor: z.string().nullable().describe('The officer’s name; null for the server (closing, reminders)'),
  reason: z.string().nullable(),
});
export type SaleEvent = z.infer<typeof SaleEventSchema>;

/** GET /api/admin/sales: one row per sale, with what needs the officer. */
export const AdminSaleSchema = SaleSchema.extend({
  propertyType: z.string(),
  propertyLocation: z.string(),
  bankName: z.string(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  bidsCount: z.number().int(),
  biddersCount: z.number().int(),
  extensionsCount: z.number().int(),
  paymentsToVerify: z.number().int(),
  /** The next deadline, if one runs. */
  nextDeadline: z.string().nullable(),
  overdue: z.boolean(),
  relistedAs: z.string().nullable(),
  events: z.array(SaleEventSchema),
});
export type AdminSale = z.infer<typeof AdminSaleSchema>;

/** GET /api/verify/{certificateNo}: what anyone may check of a certificate. */
export const CertificateCheckSchema = z.object({
  certificateNo: z.string(),
  auctionCode: z.string(),
  property: z.string().describe('Type, city and state'),
  propertyType: z.string().describe('The type as stored (RESIDENTIAL HOUSE); pages show its label'),
  place: z.string().describe('City and state'),
  bankName: z.string(),
  salePrice: z.number().int(),
  saleDate: z.string(),
  confirmedOn: z.string(),
  issuedOn: z.string(),
  buyer: z.string().describe('Masked: each word’s first letter'),
});
export type CertificateCheck = z.infer<typeof CertificateCheckSchema>;

/** One row of GET /api/admin/emd-refunds. */
export const EmdRefundRowSchema = EmdStatusSchema.extend({
  registrationId: z.string(),
  propertyId: z.string(),
  auctionCode: z.string(),
  bidderName: z.string(),
  email: z.string(),
  emdAmount: z.number().int(),
  bankName: z.string(),
  accountNo: z.string(),
  ifscCode: z.string(),
  /** Due for more than seven days. */
  late: z.boolean(),
});
export type EmdRefundRow = z.infer<typeof EmdRefundRowSchema>;

/** The refund queue's two lists: refunds still owed, and refunds made. */
export const EMD_REFUND_FILTERS = ['due', 'refunded'] as const;
export type EmdRefundFilter = (typeof EMD_REFUND_FILTERS)[number];

/**
 * Query of GET /api/admin/emd-refunds: `status` due (the default; oldest due first) or refunded
 * (latest refund first); `limit` (default 50, at most 200) and `offset` page.
 */
export const EmdRefundQuerySchema = z
  .object({
    status: z.enum(EMD_REFUND_FILTERS, { error: 'auction.sale.refundFilterInvalid' }).optional(),
    limit: pageParam('limit', 1, PAGE_SIZE_MAX),
    offset: pageParam('offset', 0, 1_000_000_000),
  })
  .strict()
  .transform((q) => ({
    status: q.status ?? ('due' as const),
    limit: q.limit ?? PAGE_SIZE_DEFAULT,
    offset: q.offset ?? 0,
  }));
export type EmdRefundQuery = z.output<typeof EmdRefundQuerySchema>;
export const EmdRefundPageSchema = pageSchema(EmdRefundRowSchema);
export type EmdRefundPage = z.infer<typeof EmdRefundPageSchema>;
export const EmdRefundRowResponseSchema = successSchema(EmdRefundRowSchema);

/**
 * A certificate's check page in a language: a Hindi reader's QR code, mail and links lead to
 * /hi/verify/{certificateNo}. The address ends in /verify/{certificateNo}, whatever path the site's public
 * address has.
 */
export function verifyUrlIn(verifyUrl: string, locale: Locale): string {
  const at = verifyUrl.lastIndexOf('/verify/');
  return at < 0 ? verifyUrl : `${verifyUrl.slice(0, at)}${pathInLocale(verifyUrl.slice(at), locale)}`;
}
