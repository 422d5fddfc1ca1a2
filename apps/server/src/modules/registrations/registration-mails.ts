import {
  DEFAULT_LOCALE,
  NEFT_RTGS,
  formatDate,
  formatRupees,
  localePrefix,
  pathInLocale,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type EmdAccount,
  type Locale,
  type RegistrationStatus,
  SITE_KEYS,
} from '@eauction/shared';
import { translator, type Translate } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail';
import { emdAccountNotPublished, maskExceptLast4, paymentModeLabel } from './bid-document-pdf';

/*
 * The mails of an auction registration (docs/product.md, "Bid Document and confirmation mail",
 * "Registration status"): plain text, in the bidder's language (docs/product.md, "Languages"), their
 * links to the pages in that language. Names, reasons and bank details are data and stay as typed.
 */

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  /** The language of the bidder's account; English when unset. */
  language?: Locale | null;
}

const localeOf = (to: Recipient): Locale => to.language ?? DEFAULT_LOCALE;
const pageUrl = (publicUrl: string, path: string, locale: Locale) =>
  `${publicUrl}${pathInLocale(path, locale)}`;

/** Label/value rows, the values in one column at least `width` characters from the start. */
const rows = (pairs: [string, string][], width = 0) => {
  const column = Math.max(width, ...pairs.map(([label]) => label.length + 2));
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(column)}${value}`);
};

/** The PDF's way of writing amounts in the EMD instructions ('Rs. 12,34,567'), which the mail repeats. */
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs. ');

export interface BidDocumentMailInput {
  to: Recipient;
  confirmationCode: string;
  property: {
    auctionCode: string;
    propertyType: string;
    propertyLocation: string;
    auctionDate: string;
    emdSubmission: string;
  };
  offerValue: number;
  paymentMode: string;
  utrNo: string;
  emdAmount: number;
  pancardNo: string;
  refund: { bankName: string; accountNo: string };
  /** Where the EMD is paid (decision 031); null while the auction house has not published it. */
  emdAccount: EmdAccount | null;
  pdf: Buffer;
  publicUrl: string;
}

/** The EMD beneficiary account with the reference to quote, as the Bid Document gives it (decision 031). */
function emdAccountRows(
  t: Translate,
  account: EmdAccount | null,
  confirmationCode: string,
): [string, string][] {
  if (!account) return [[t('mail.bidDocument.emdAccount'), emdAccountNotPublished(t)]];
  return [
    [t('mail.sale.beneficiaryName'), account.accountName],
    [t('mail.bidDocument.beneficiaryAccountNo'), account.accountNo],
    ['IFSC', account.ifscCode],
    [t('mail.bidDocument.beneficiaryBank'), account.bankName],
    [t('mail.sale.branch'), account.branch],
    [t('mail.sale.referenceToQuote'), confirmationCode],
  ];
}

/** How to pay the EMD for the chosen mode, as the Bid Document says it. */
function emdInstructions(t: Translate, locale: Locale, input: BidDocumentMailInput): string {
  const deadline = t('mail.sale.deadline', { date: formatDate(input.property.emdSubmission, locale) });
  const amount = rupees(input.emdAmount);
  const account = input.emdAccount;
  const code = input.confirmationCode;
  if (!account) {
    return t('mail.bidDocument.emdDueNoAccount', {
      amount,
      deadline,
      notPublished: emdAccountNotPublished(t),
      confirmationCode: code,
    });
  }
  if (input.paymentMode === NEFT_RTGS) {
    return t('mail.bidDocument.emdByTransfer', {
      amount,
      accountName: account.accountName,
      accountNo: account.accountNo,
      ifscCode: account.ifscCode,
      bankName: account.bankName,
      branch: account.branch,
      auctionCode: input.property.auctionCode,
      deadline,
      confirmationCode: code,
      utrNo: input.utrNo,
    });
  }
  return t('mail.bidDocument.emdByInstrument', {
    amount,
    mode: paymentModeLabel(input.paymentMode, locale),
    accountName: account.accountName,
    accountNo: account.accountNo,
    bankName: account.bankName,
    branch: account.branch,
    location: input.property.propertyLocation,
    deadline,
    confirmationCode: code,
    auctionCode: input.property.auctionCode,
  });
}

/** After a registration is submitted: its details, how to pay the EMD, and the Bid Document attached. */
export function bidDocumentMail(input: BidDocumentMailInput): OutgoingMail {
  const locale = localeOf(input.to);
  const t = translator(locale);
  const p = input.property;
  const text = [
    t('mail.common.dear', { name: `${input.to.firstName} ${input.to.lastName}` }),
    '',
    t('mail.bidDocument.thanks', {
      type: labelOf(t, PROPERTY_TYPE_KEYS, p.propertyType),
      location: p.propertyLocation,
      auctionCode: p.auctionCode,
      date: formatDate(p.auctionDate, locale),
    }),
    '',
    ...rows([
      [t('mail.bidDocument.confirmationCode'), input.confirmationCode],
      [t('mail.bidDocument.offerValue'), formatRupees(input.offerValue)],
      [t('mail.bidDocument.paymentMode'), paymentModeLabel(input.paymentMode, locale)],
      [t('mail.bidDocument.emdAmount'), formatRupees(input.emdAmount)],
      ['PAN', input.pancardNo ? maskExceptLast4(input.pancardNo) : t('mail.bidDocument.panSubmitted')],
      [
        t('mail.bidDocument.refundAccount'),
        `${input.refund.bankName}, ${maskExceptLast4(input.refund.accountNo)}`,
      ],
    ]),
    '',
    t('mail.bidDocument.payEmdTo'),
    ...rows(emdAccountRows(t, input.emdAccount, input.confirmationCode), 26),
    '',
    t('mail.bidDocument.howToPay'),
    emdInstructions(t, locale, input),
    '',
    t('mail.bidDocument.pendingReview'),
    '',
    t(SITE_KEYS.fullName),
    `${input.publicUrl}${localePrefix(locale)}`,
  ];
  return {
    to: input.to.email,
    subject: t('mail.bidDocument.subject', {
      auctionCode: p.auctionCode,
      confirmationCode: input.confirmationCode,
    }),
    text: text.join('\n'),
    attachments: [
      {
        filename: `bid-document-${input.confirmationCode}.pdf`,
        contentType: 'application/pdf',
        content: input.pdf,
      },
    ],
  };
}

export interface RegistrationStatusMailInput {
  to: Recipient;
  status: RegistrationStatus;
  registration: {
    propertyId: string;
    confirmationCode: string | null;
    emdAmount: number;
    bankName: string;
    accountNo: string;
  };
  property: {
    auctionCode: string;
    propertyType: string;
    propertyLocation: string;
    auctionDate: string;
    emdSubmission: string;
  };
  /** Rejected: the officer's reason. */
  reason: string | null;
  /** Rejected: the EMD fell due for refund with this change. */
  refundDue: boolean;
  /** Rejected: what the bidder can do (decision 032). */
  nextStep: 'register-again' | 'contact';
  publicUrl: string;
}

/** The officer changed a registration's status (docs/product.md, "Registration status"). */
export function registrationStatusMail(input: RegistrationStatusMailInput): OutgoingMail {
  const locale = localeOf(input.to);
  const t = translator(locale);
  const { registration: r, property: p, status } = input;
  const rejected = (): string => {
    const refund = input.refundDue
      ? t('mail.registrationStatus.refundDue', {
          amount: formatRupees(r.emdAmount),
          bankName: r.bankName,
          account: maskExceptLast4(r.accountNo),
        })
      : null;
    const next =
      input.nextStep === 'register-again'
        ? t('mail.registrationStatus.registerAgain', {
            date: formatDate(p.emdSubmission, locale),
            url: pageUrl(input.publicUrl, `/property/${r.propertyId}/tender-payment`, locale),
          })
        : t('mail.registrationStatus.contact');
    return [t('mail.common.reason', { reason: input.reason ?? '-' }), refund, next]
      .filter((line) => line !== null)
      .join('\n\n');
  };
  const lines = [
    t('mail.common.dear', { name: `${input.to.firstName} ${input.to.lastName}` }),
    '',
    t('mail.registrationStatus.changed', {
      type: labelOf(t, PROPERTY_TYPE_KEYS, p.propertyType),
      location: p.propertyLocation,
      auctionCode: p.auctionCode,
      date: formatDate(p.auctionDate, locale),
      status,
    }),
    t('mail.registrationStatus.confirmationCode', { code: r.confirmationCode ?? '-' }),
    '',
    status === 'approved'
      ? t('mail.registrationStatus.approved', {
          url: pageUrl(input.publicUrl, `/property/${r.propertyId}/live-auction`, locale),
        })
      : status === 'rejected'
        ? rejected()
        : t('mail.registrationStatus.pending'),
    '',
    t(SITE_KEYS.fullName),
  ];
  return {
    to: input.to.email,
    subject: t('mail.registrationStatus.subject', { status, auctionCode: p.auctionCode }),
    text: lines.join('\n'),
  };
}
