import {
  DOCUMENT_TYPE_MESSAGE,
  SALE_MESSAGES,
  SalePaymentFormSchema,
  hasAcceptedExtension,
  type PaymentKind,
  type PaymentStatus,
  type Sale,
} from '@eauction/shared';
import { schemaErrors, type FieldErrors } from '../../components/form/schema-errors';
import { awaitingVerification, balanceStillDue, depositStillDue } from '../../lib/sale-steps';
import { textOf } from '../../lib/translate';

export { awaitingVerification };

/*
 * The buyer's payments of a sale (docs/product.md, "Payments"), kept apart from the screen so the rules
 * read in one place: a deposit is expected while the sale is 'confirmed', the balance while it is
 * 'deposit-paid', and an amount above what is still due is refused.
 */

export type PaymentValues = { kind: PaymentKind; amount: string; utrNo: string; paidOn: string };

/** Each kind of payment in words, as message keys. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  deposit: 'sale.paymentKind.deposit',
  balance: 'sale.paymentKind.balance',
};

/** The heading and name of the form reporting each kind of payment, as message keys. */
export const REPORT_PAYMENT_TITLES: Record<PaymentKind, string> = {
  deposit: 'sale.payment.reportDeposit',
  balance: 'sale.payment.reportBalance',
};

/** A payment's verification in words, as message keys. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  submitted: 'sale.paymentStatus.submitted',
  verified: 'sale.paymentStatus.verified',
  refused: 'sale.paymentStatus.refused',
};

/** The payment the sale expects now, or null when none is. */
export function expectedPayment(sale: Pick<Sale, 'status'>): PaymentKind | null {
  if (sale.status === 'confirmed') return 'deposit';
  if (sale.status === 'deposit-paid') return 'balance';
  return null;
}

/** What is still due of `kind`: its amount less what verified payments have covered. */
export function stillDue(sale: Sale, kind: PaymentKind): number {
  return kind === 'deposit' ? depositStillDue(sale) : balanceStillDue(sale);
}

/** What is left to report of `kind`: still due less what already awaits verification. */
export function leftToReport(sale: Sale, kind: PaymentKind): number {
  return Math.max(0, stillDue(sale, kind) - awaitingVerification(sale, kind));
}

export function initialPaymentValues(sale: Sale, kind: PaymentKind): PaymentValues {
  const amount = leftToReport(sale, kind);
  return { kind, amount: amount > 0 ? String(amount) : '', utrNo: '', paidOn: '' };
}

/**
 * Every message of the payment form, one per field: the shared schema's (the server parses the same),
 * then an amount above `maxAmount` (what is left to report: the server counts payments awaiting
 * verification as paid), then a receipt that is not a PDF, JPEG or PNG.
 */
export function validatePayment(values: PaymentValues, receipt: File | null, maxAmount: number): FieldErrors {
  // A blank field is a missing one: the schema then says it is required.
  const given = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim() === '' ? undefined : value]),
  );
  const errors = schemaErrors(SalePaymentFormSchema, given);
  if (!errors.amount && Number(values.amount.trim()) > maxAmount) {
    errors.amount = textOf(SALE_MESSAGES.amountTooLarge(maxAmount));
  }
  if (receipt && !hasAcceptedExtension(receipt.name)) errors.receipt = textOf(DOCUMENT_TYPE_MESSAGE);
  return errors;
}

/** The multipart body, with the text fields as the shared schema tidies them (the UTR upper-cased). */
export function paymentFormData(values: PaymentValues, receipt: File | null): FormData {
  const parsed = SalePaymentFormSchema.safeParse(values);
  const body = new FormData();
  const fields = parsed.success
    ? { ...parsed.data, amount: String(parsed.data.amount) }
    : { ...values, amount: values.amount.trim(), utrNo: values.utrNo.trim() };
  body.append('kind', fields.kind);
  body.append('amount', fields.amount);
  body.append('utrNo', fields.utrNo);
  body.append('paidOn', fields.paidOn);
  if (receipt) body.append('receipt', receipt, receipt.name);
  return body;
}
