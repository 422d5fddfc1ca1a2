import {
  DEFAULT_LOCALE,
  SALE_RULES,
  SITE,
  formatDate,
  formatRupees,
  pathInLocale,
  verifyUrlIn,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type EmdAccount,
  type Locale,
  type PaymentKind,
  SITE_KEYS,
} from '@eauction/shared';
import { translator, type Translate } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail';
import { maskExceptLast4 } from '../registrations/bid-document-pdf';

/*
 * The buyer's and the bidders' mails of the sale (docs/product.md, "After the hammer"): plain text for
 * every client and simple HTML for those that show it, as the account mails are. Names and reasons are
 * typed by people, so the HTML escapes everything it shows. Each mail is in its recipient's language
 * (docs/product.md, "Languages"), its links to the pages in that language.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface MailRecipient {
  email: string;
  /** As the person gave it on their registration (or account). */
  firstName: string;
  lastName: string;
  /** The language of the person's account; English when unset. */
  language?: Locale | null;
}

export interface MailAuction {
  id: string;
  auctionCode: string;
  propertyType: string;
  propertyLocation: string;
}

/** One block of the mail: a paragraph, or label/value rows. */
type Block = string | [string, string][];

/** What a mail is written with: the reader's language and its texts. */
interface Writing {
  locale: Locale;
  t: Translate;
}

const writingFor = (to: MailRecipient): Writing => {
  const locale = to.language ?? DEFAULT_LOCALE;
  return { locale, t: translator(locale) };
};

const auctionName = ({ t }: Writing, a: MailAuction) =>
  t('mail.sale.auctionName', {
    type: labelOf(t, PROPERTY_TYPE_KEYS, a.propertyType),
    location: a.propertyLocation,
    auctionCode: a.auctionCode,
  });
/** A deadline day runs to midnight, India time ("After the hammer"). */
const deadline = ({ t, locale }: Writing, date: string) =>
  t('mail.sale.deadline', { date: formatDate(date, locale) });
const salePage = (publicUrl: string, a: MailAuction, locale: Locale) =>
  `${publicUrl}${pathInLocale(`/property/${a.id}/sale`, locale)}`;

function compose(
  to: MailRecipient,
  { t, locale }: Writing,
  subject: string,
  blocks: Block[],
  link?: { label: string; url: string },
): OutgoingMail {
  const name = `${to.firstName} ${to.lastName}`.trim();
  const greeting = t('mail.common.dear', { name: name || t('mail.common.bidder') });
  const fullName = t(SITE_KEYS.fullName);
  const hours = t(SITE_KEYS.businessHours);
  const width = Math.max(0, ...blocks.flatMap((b) => (Array.isArray(b) ? b.map(([l]) => l.length + 2) : [])));
  const textOf = (b: Block) =>
    Array.isArray(b) ? b.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n') : b;
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => [textOf(b), '']),
    ...(link ? [`${link.label}:`, link.url, ''] : []),
    fullName,
    `${SITE.phone} · ${hours}`,
  ].join('\n');
  const htmlOf = (b: Block) =>
    Array.isArray(b)
      ? `<table style="border-collapse: collapse">${b
          .map(
            ([label, value]) =>
              `<tr><td style="padding: 2px 12px 2px 0; color: #555">${escapeHtml(label)}</td><td style="padding: 2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : `<p>${escapeHtml(b)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${blocks.map(htmlOf).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #0b4f8a; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(link.label)}</a></p>\n<p style="font-size: 13px">${escapeHtml(t('mail.common.buttonFallback'))}<br>${escapeHtml(link.url)}</p>` : ''}
<p style="font-size: 13px; color: #555">${escapeHtml(fullName)}<br>${escapeHtml(SITE.phone)} · ${escapeHtml(hours)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

/** The account the buyer pays into: the property's EMD beneficiary account. */
function payToRows({ t }: Writing, account: EmdAccount | null, auctionCode: string): Block {
  if (!account) {
    return t('mail.sale.payToUnknown', { email: SITE.salesEmails[0], phone: SITE.phone });
  }
  return [
    [t('mail.sale.beneficiaryName'), account.accountName],
    [t('mail.sale.accountNo'), account.accountNo],
    ['IFSC', account.ifscCode],
    [t('mail.sale.bank'), account.bankName],
    [t('mail.sale.branch'), account.branch],
    [t('mail.sale.referenceToQuote'), auctionCode],
  ];
}

const reportPayment = ({ t }: Writing) => t('mail.sale.reportPayment');

/** Closing, to the highest bidder: their bid leads and awaits the bank's confirmation. */
export function highestBidderMail(
  to: MailRecipient,
  auction: MailAuction,
  publicUrl: string,
  amounts: { salePrice: number; emdAmount: number; depositDue: number; balanceDue: number },
): OutgoingMail {
  const w = writingFor(to);
  const { t } = w;
  return compose(
    to,
    w,
    t('mail.highestBidder.subject', { auctionCode: auction.auctionCode }),
    [
      t('mail.highestBidder.ended', {
        auction: auctionName(w, auction),
        amount: formatRupees(amounts.salePrice),
      }),
      t('mail.highestBidder.next'),
      [
        [t('mail.sale.salePrice'), formatRupees(amounts.salePrice)],
        [t('mail.sale.emdCounted'), formatRupees(amounts.emdAmount)],
        [
          t('mail.highestBidder.depositLessEmd', { percent: SALE_RULES.depositPercent }),
          formatRupees(amounts.depositDue),
        ],
        [t('mail.highestBidder.balance'), formatRupees(amounts.balanceDue)],
      ],
      t('mail.highestBidder.dueDates', { days: SALE_RULES.balanceDays }),
    ],
    { label: t('mail.sale.openSalePage'), url: salePage(publicUrl, auction, w.locale) },
  );
}

export interface RefundAccount {
  bankName: string;
  accountNo: string;
}

/** Only the last four digits of an account number ever travel in a mail. */
const refundAccountWords = ({ t }: Writing, a: RefundAccount) =>
  t('mail.sale.refundAccount', { bankName: a.bankName, last4: a.accountNo.trim().slice(-4) });

/** Closing, to every other registrant: the auction is over, and their EMD comes back. */
export function auctionEndedMail(
  to: MailRecipient,
  auction: MailAuction,
  outcome: { hadBids: boolean; emdAmount: number; emdState: string; refund: RefundAccount },
): OutgoingMail {
  const w = writingFor(to);
  const { t } = w;
  const account = refundAccountWords(w, outcome.refund);
  const amount = formatRupees(outcome.emdAmount);
  const emd =
    outcome.emdState === 'refunded'
      ? t('mail.auctionEnded.emdRefunded', { amount, account })
      : outcome.emdState === 'refund-due'
        ? t('mail.auctionEnded.emdRefundDue', { amount, account })
        : null;
  return compose(to, w, t('mail.auctionEnded.subject', { auctionCode: auction.auctionCode }), [
    outcome.hadBids
      ? t('mail.auctionEnded.outbid', { auction: auctionName(w, auction) })
      : t('mail.auctionEnded.noBids', { auction: auctionName(w, auction) }),
    ...(emd ? [emd] : []),
    t('mail.auctionEnded.thanks'),
  ]);
}

export interface SaleMailContext {
  buyer: MailRecipient;
  auction: MailAuction;
  publicUrl: string;
}

const saleLink = (w: Writing, c: SaleMailContext) => ({
  label: w.t('mail.sale.openSalePage'),
  url: salePage(c.publicUrl, c.auction, w.locale),
});

/** Rule 9(2), 9(3), 9(4): confirmed, with what to pay, where, and by when. */
export function confirmedMail(
  c: SaleMailContext,
  terms: {
    salePrice: number;
    emdAmount: number;
    depositDue: number;
    depositDueBy: string;
    balanceDue: number;
    balanceDueBy: string;
  },
  payTo: EmdAccount | null,
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const percent = SALE_RULES.depositPercent;
  const deposit =
    terms.depositDue === 0
      ? t('mail.confirmed.emdCoversDeposit', { percent })
      : t('mail.confirmed.payDeposit', {
          percent,
          amount: formatRupees(terms.depositDue),
          deadline: deadline(w, terms.depositDueBy),
        });
  const amountBy = (amount: number, date: string) =>
    t('mail.sale.amountBy', { amount: formatRupees(amount), deadline: deadline(w, date) });
  return compose(
    c.buyer,
    w,
    t('mail.confirmed.subject', { auctionCode: c.auction.auctionCode }),
    [
      t('mail.confirmed.intro', {
        auction: auctionName(w, c.auction),
        amount: formatRupees(terms.salePrice),
      }),
      [
        [t('mail.sale.salePrice'), formatRupees(terms.salePrice)],
        [t('mail.sale.emdCounted'), formatRupees(terms.emdAmount)],
        [t('mail.confirmed.depositDue'), amountBy(terms.depositDue, terms.depositDueBy)],
        [t('mail.confirmed.balanceDue'), amountBy(terms.balanceDue, terms.balanceDueBy)],
      ],
      deposit,
      t('mail.confirmed.payBalance', {
        amount: formatRupees(terms.balanceDue),
        deadline: deadline(w, terms.balanceDueBy),
      }),
      t('mail.sale.payInto'),
      payToRows(w, payTo, c.auction.auctionCode),
      reportPayment(w),
    ],
    saleLink(w, c),
  );
}

/** Rule 9(2): not confirmed, with the reason; the EMD comes back. */
export function notConfirmedMail(
  c: SaleMailContext,
  reason: string,
  emdAmount: number,
  refund: RefundAccount | null,
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const amount = formatRupees(emdAmount);
  return compose(c.buyer, w, t('mail.notConfirmed.subject', { auctionCode: c.auction.auctionCode }), [
    t('mail.notConfirmed.intro', { auction: auctionName(w, c.auction) }),
    t('mail.common.reason', { reason }),
    refund
      ? t('mail.notConfirmed.refundTo', { amount, account: refundAccountWords(w, refund) })
      : t('mail.notConfirmed.refund', { amount }),
  ]);
}

export interface PaymentFacts {
  kind: PaymentKind;
  amount: number;
  utrNo: string;
  paidOn: string;
}

const paymentWords = ({ t, locale }: Writing, p: PaymentFacts) =>
  t('mail.sale.payment', {
    kind: p.kind,
    amount: formatRupees(p.amount),
    utrNo: p.utrNo,
    date: formatDate(p.paidOn, locale),
  });

/** The buyer reported a payment: it is with the bank for verification. */
export function paymentReportedMail(c: SaleMailContext, payment: PaymentFacts): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  return compose(
    c.buyer,
    w,
    t('mail.paymentReported.subject', { auctionCode: c.auction.auctionCode }),
    [
      t('mail.paymentReported.intro', {
        payment: paymentWords(w, payment),
        auction: auctionName(w, c.auction),
      }),
      t('mail.paymentReported.verification'),
    ],
    saleLink(w, c),
  );
}

/** The officer verified or refused a payment (and the sale did not move on with it). */
export function paymentReviewedMail(
  c: SaleMailContext,
  payment: PaymentFacts,
  review: { status: 'verified' | 'refused'; note: string; stillDue: number; dueBy: string | null },
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const verified = review.status === 'verified';
  const stillDue = { kind: payment.kind, amount: formatRupees(review.stillDue) };
  return compose(
    c.buyer,
    w,
    t('mail.paymentReviewed.subject', { status: review.status, auctionCode: c.auction.auctionCode }),
    [
      verified
        ? t('mail.paymentReviewed.verified', { payment: paymentWords(w, payment) })
        : t('mail.paymentReviewed.refused', { payment: paymentWords(w, payment) }),
      ...(review.note
        ? [
            verified
              ? t('mail.sale.note', { note: review.note })
              : t('mail.common.reason', { reason: review.note }),
          ]
        : []),
      ...(review.stillDue > 0
        ? [
            review.dueBy
              ? t('mail.paymentReviewed.stillDueBy', { ...stillDue, deadline: deadline(w, review.dueBy) })
              : t('mail.paymentReviewed.stillDue', stillDue),
          ]
        : []),
    ],
    saleLink(w, c),
  );
}

/** The opening of the mail a verified payment moved the sale on with: which payment it was. */
const verifiedLead = ({ t }: Writing, p: PaymentFacts) =>
  t('mail.sale.verifiedLead', { kind: p.kind, amount: formatRupees(p.amount), utrNo: p.utrNo });

/** Rule 9(3) met: the deposit is paid; the balance is next. `lead`: the verified payment that did it. */
export function depositPaidMail(
  c: SaleMailContext,
  lead: PaymentFacts | null,
  balance: { balanceDue: number; balanceDueBy: string | null },
  payTo: EmdAccount | null,
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const amount = formatRupees(balance.balanceDue);
  return compose(
    c.buyer,
    w,
    t('mail.depositPaid.subject', { auctionCode: c.auction.auctionCode }),
    [
      ...(lead ? [verifiedLead(w, lead)] : []),
      t('mail.depositPaid.paid', { percent: SALE_RULES.depositPercent, auction: auctionName(w, c.auction) }),
      balance.balanceDueBy
        ? t('mail.depositPaid.balanceDueBy', { amount, deadline: deadline(w, balance.balanceDueBy) })
        : t('mail.depositPaid.balanceDueOnBankDate', { amount }),
      payToRows(w, payTo, c.auction.auctionCode),
      reportPayment(w),
    ],
    saleLink(w, c),
  );
}

/** Rule 9(4) met: paid in full; the certificate is next. `lead`: the verified payment that did it. */
export function completedMail(
  c: SaleMailContext,
  lead: PaymentFacts | null,
  salePrice: number,
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  return compose(
    c.buyer,
    w,
    t('mail.completed.subject', { auctionCode: c.auction.auctionCode }),
    [
      ...(lead ? [verifiedLead(w, lead)] : []),
      t('mail.completed.paidInFull', { amount: formatRupees(salePrice), auction: auctionName(w, c.auction) }),
    ],
    saleLink(w, c),
  );
}

/** Rule 9(6): the certificate, attached, with the address anyone may check it at. */
export function certificateIssuedMail(
  c: SaleMailContext,
  certificate: { certificateNo: string; verifyUrl: string; pdf: Buffer },
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  // The check page in the reader's language, as the attached certificate's QR code.
  const verifyUrl = verifyUrlIn(certificate.verifyUrl, w.locale);
  const mail = compose(
    c.buyer,
    w,
    t('mail.certificateIssued.subject', {
      certificateNo: certificate.certificateNo,
      auctionCode: c.auction.auctionCode,
    }),
    [
      t('mail.certificateIssued.issued', {
        auction: auctionName(w, c.auction),
        certificateNo: certificate.certificateNo,
      }),
      t('mail.certificateIssued.check', { url: verifyUrl }),
    ],
    saleLink(w, c),
  );
  return {
    ...mail,
    attachments: [
      {
        filename: `sale-certificate-${certificate.certificateNo}.pdf`,
        contentType: 'application/pdf',
        content: certificate.pdf,
      },
    ],
  };
}

/** Rule 9(5): forfeited after a missed deadline, with the reason. */
export function forfeitedMail(c: SaleMailContext, reason: string, emdAmount: number): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  return compose(c.buyer, w, t('mail.forfeited.subject', { auctionCode: c.auction.auctionCode }), [
    t('mail.forfeited.intro', { auction: auctionName(w, c.auction) }),
    t('mail.common.reason', { reason }),
    t('mail.forfeited.emd', { amount: formatRupees(emdAmount) }),
  ]);
}

/** Rule 9(4): the officer gave the balance a later date. */
export function balanceExtendedMail(
  c: SaleMailContext,
  change: { balanceDue: number; from: string | null; to: string; reason: string },
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const values = {
    amount: formatRupees(change.balanceDue),
    auction: auctionName(w, c.auction),
    deadline: deadline(w, change.to),
  };
  return compose(
    c.buyer,
    w,
    t('mail.balanceExtended.subject', { auctionCode: c.auction.auctionCode }),
    [
      change.from
        ? t('mail.balanceExtended.extendedFrom', { ...values, from: formatDate(change.from, w.locale) })
        : t('mail.balanceExtended.extended', values),
      t('mail.common.reason', { reason: change.reason }),
    ],
    saleLink(w, c),
  );
}

/** 24 hours before a deadline, once per deadline. */
export function reminderMail(
  c: SaleMailContext,
  reminder: { kind: PaymentKind; outstanding: number; dueBy: string },
  payTo: EmdAccount | null,
): OutgoingMail {
  const w = writingFor(c.buyer);
  const { t } = w;
  const percent = SALE_RULES.depositPercent;
  return compose(
    c.buyer,
    w,
    t('mail.reminder.subject', {
      kind: reminder.kind,
      percent,
      date: formatDate(reminder.dueBy, w.locale),
      auctionCode: c.auction.auctionCode,
    }),
    [
      t('mail.reminder.due', {
        kind: reminder.kind,
        percent,
        amount: formatRupees(reminder.outstanding),
        auction: auctionName(w, c.auction),
        deadline: deadline(w, reminder.dueBy),
      }),
      t('mail.sale.payInto'),
      payToRows(w, payTo, c.auction.auctionCode),
      `${reportPayment(w)} ${t('mail.reminder.alreadyReported')}`,
    ],
    saleLink(w, c),
  );
}

/** The officer cancelled an auction: to every registrant, with the reason and what becomes of their EMD. */
export function auctionCancelledMail(
  to: MailRecipient,
  auction: MailAuction & { auctionDate: string },
  reason: string,
  emd: { amount: number; refunded: boolean; refundedOn: string | null; refund: RefundAccount },
): OutgoingMail {
  const { t, locale } = writingFor(to);
  const amount = formatRupees(emd.amount);
  return {
    to: to.email,
    subject: t('mail.auctionCancelled.subject', { auctionCode: auction.auctionCode }),
    text: [
      t('mail.common.dear', { name: `${to.firstName} ${to.lastName}` }),
      '',
      t('mail.auctionCancelled.cancelled', {
        type: labelOf(t, PROPERTY_TYPE_KEYS, auction.propertyType),
        location: auction.propertyLocation,
        auctionCode: auction.auctionCode,
        date: formatDate(auction.auctionDate, locale),
      }),
      '',
      t('mail.common.reason', { reason }),
      '',
      emd.refunded
        ? t('mail.auctionCancelled.emdRefunded', { amount, date: formatDate(emd.refundedOn, locale) })
        : t('mail.auctionCancelled.emdRefundDue', {
            amount,
            bankName: emd.refund.bankName,
            account: maskExceptLast4(emd.refund.accountNo),
          }),
      '',
      t(SITE_KEYS.fullName),
    ].join('\n'),
  };
}

/** The officer recorded an EMD refund: to the bidder, with its UTR number. */
export function emdRefundedMail(
  to: MailRecipient,
  auction: Omit<MailAuction, 'id'>,
  refund: { amount: number; refundedOn: string; utrNo: string; account: RefundAccount },
): OutgoingMail {
  const { t, locale } = writingFor(to);
  const rows: [string, string][] = [
    [t('mail.emdRefunded.amount'), formatRupees(refund.amount)],
    [t('mail.emdRefunded.refundedOn'), formatDate(refund.refundedOn, locale)],
    [t('mail.emdRefunded.utrNo'), refund.utrNo],
    [
      t('mail.emdRefunded.toAccount'),
      `${refund.account.bankName}, ${maskExceptLast4(refund.account.accountNo)}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length + 2));
  return {
    to: to.email,
    subject: t('mail.emdRefunded.subject', { auctionCode: auction.auctionCode }),
    text: [
      t('mail.common.dear', { name: `${to.firstName} ${to.lastName}` }),
      '',
      t('mail.emdRefunded.refunded', {
        type: labelOf(t, PROPERTY_TYPE_KEYS, auction.propertyType),
        location: auction.propertyLocation,
        auctionCode: auction.auctionCode,
      }),
      '',
      ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
      '',
      t('mail.emdRefunded.notReceived'),
      '',
      t(SITE_KEYS.fullName),
    ].join('\n'),
  };
}
