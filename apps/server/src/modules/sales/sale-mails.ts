import {
  SALE_RULES,
  SITE,
  formatDate,
  formatRupees,
  type EmdAccount,
  type PaymentKind,
} from '@eauction/shared';
import type { OutgoingMail } from '../../platform/mail';

/*
 * The buyer's and the bidders' mails of the sale (docs/product.md, "After the hammer"): plain text for
 * every client and simple HTML for those that show it, as the account mails are. Names and reasons are
 * typed by people, so the HTML escapes everything it shows.
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
}

export interface MailAuction {
  id: string;
  auctionCode: string;
  propertyType: string;
  propertyLocation: string;
}

/** One block of the mail: a paragraph, or label/value rows. */
type Block = string | [string, string][];

const auctionName = (a: MailAuction) =>
  `${a.propertyType}, ${a.propertyLocation} (Auction ID ${a.auctionCode})`;
/** A deadline day runs to midnight, India time ("After the hammer"). */
const deadline = (date: string) => `${formatDate(date)} (11:59 PM IST)`;
const salePage = (publicUrl: string, a: MailAuction) => `${publicUrl}/property/${a.id}/sale`;

function compose(
  to: MailRecipient,
  subject: string,
  blocks: Block[],
  link?: { label: string; url: string },
): OutgoingMail {
  const name = `${to.firstName} ${to.lastName}`.trim();
  const greeting = `Dear ${name || 'bidder'},`;
  const width = Math.max(0, ...blocks.flatMap((b) => (Array.isArray(b) ? b.map(([l]) => l.length + 2) : [])));
  const textOf = (b: Block) =>
    Array.isArray(b) ? b.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n') : b;
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => [textOf(b), '']),
    ...(link ? [`${link.label}:`, link.url, ''] : []),
    SITE.fullName,
    `${SITE.phone} · ${SITE.hours}, ${SITE.businessDays}`,
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
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${blocks.map(htmlOf).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #0b4f8a; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(link.label)}</a></p>\n<p style="font-size: 13px">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.url)}</p>` : ''}
<p style="font-size: 13px; color: #555">${escapeHtml(SITE.fullName)}<br>${escapeHtml(SITE.phone)} · ${escapeHtml(SITE.hours)}, ${escapeHtml(SITE.businessDays)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

/** The account the buyer pays into: the property's EMD beneficiary account. */
function payToRows(account: EmdAccount | null, auctionCode: string): Block {
  if (!account) {
    return `The account to pay into will be given to you by the auction house: ${SITE.salesEmails[0]}, ${SITE.phone}.`;
  }
  return [
    ['Beneficiary name', account.accountName],
    ['Account no.', account.accountNo],
    ['IFSC', account.ifscCode],
    ['Bank', account.bankName],
    ['Branch', account.branch],
    ['Reference to quote', auctionCode],
  ];
}

const REPORT_PAYMENT =
  'After paying, report the payment on your sale page (UTR number, date, amount and, if you have one, the receipt); the bank verifies it and we e-mail you.';

/** Closing, to the highest bidder: their bid leads and awaits the bank's confirmation. */
export function highestBidderMail(
  to: MailRecipient,
  auction: MailAuction,
  publicUrl: string,
  amounts: { salePrice: number; emdAmount: number; depositDue: number; balanceDue: number },
): OutgoingMail {
  return compose(
    to,
    `Your bid is the highest: Auction ID ${auction.auctionCode}`,
    [
      `The e-auction of ${auctionName(auction)} has ended. Your bid of ${formatRupees(amounts.salePrice)} is the highest, and now awaits the bank's confirmation of the sale.`,
      'What happens next, once the bank confirms the sale:',
      [
        ['Sale price', formatRupees(amounts.salePrice)],
        ['Your EMD (counted)', formatRupees(amounts.emdAmount)],
        [`${SALE_RULES.depositPercent}% deposit less EMD`, formatRupees(amounts.depositDue)],
        ['Balance', formatRupees(amounts.balanceDue)],
      ],
      `The deposit is due by the end of the next working day after the confirmation, and the balance within ${SALE_RULES.balanceDays} days of it. We will e-mail you the exact dates and the account to pay into when the bank confirms the sale.`,
    ],
    { label: 'Open your sale page', url: salePage(publicUrl, auction) },
  );
}

export interface RefundAccount {
  bankName: string;
  accountNo: string;
}

/** Only the last four digits of an account number ever travel in a mail. */
const refundAccountWords = (a: RefundAccount) =>
  `${a.bankName}, account ending ${a.accountNo.trim().slice(-4)}`;

/** Closing, to every other registrant: the auction is over, and their EMD comes back. */
export function auctionEndedMail(
  to: MailRecipient,
  auction: MailAuction,
  outcome: { hadBids: boolean; emdAmount: number; emdState: string; refund: RefundAccount },
): OutgoingMail {
  const account = refundAccountWords(outcome.refund);
  const emd =
    outcome.emdState === 'refunded'
      ? `Your EMD of ${formatRupees(outcome.emdAmount)} has already been refunded to ${account}.`
      : outcome.emdState === 'refund-due'
        ? `Your EMD of ${formatRupees(outcome.emdAmount)} will be refunded, without interest, to the bank account given in your registration: ${account}. We will e-mail you when it is.`
        : null;
  return compose(to, `Auction ended: Auction ID ${auction.auctionCode}`, [
    outcome.hadBids
      ? `The e-auction of ${auctionName(auction)} has ended. Another bidder's bid was the highest, so you did not win this auction.`
      : `The e-auction of ${auctionName(auction)} has ended without any bid.`,
    ...(emd ? [emd] : []),
    'Thank you for taking part.',
  ]);
}

export interface SaleMailContext {
  buyer: MailRecipient;
  auction: MailAuction;
  publicUrl: string;
}

const saleLink = (c: SaleMailContext) => ({
  label: 'Open your sale page',
  url: salePage(c.publicUrl, c.auction),
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
  const deposit =
    terms.depositDue === 0
      ? `Your EMD covers the ${SALE_RULES.depositPercent}% deposit, so nothing more is due now.`
      : `Pay the ${SALE_RULES.depositPercent}% deposit of ${formatRupees(terms.depositDue)} (${SALE_RULES.depositPercent}% of the price less your EMD) by ${deadline(terms.depositDueBy)}.`;
  return compose(
    c.buyer,
    `Sale confirmed: Auction ID ${c.auction.auctionCode}`,
    [
      `The bank has confirmed the sale of ${auctionName(c.auction)} to you for ${formatRupees(terms.salePrice)}.`,
      [
        ['Sale price', formatRupees(terms.salePrice)],
        ['Your EMD (counted)', formatRupees(terms.emdAmount)],
        ['Deposit due', `${formatRupees(terms.depositDue)} by ${deadline(terms.depositDueBy)}`],
        ['Balance due', `${formatRupees(terms.balanceDue)} by ${deadline(terms.balanceDueBy)}`],
      ],
      deposit,
      `Then pay the balance of ${formatRupees(terms.balanceDue)} by ${deadline(terms.balanceDueBy)}. If a deadline is missed, the deposit and the EMD may be forfeited and the property sold again.`,
      'Pay by NEFT/RTGS into:',
      payToRows(payTo, c.auction.auctionCode),
      REPORT_PAYMENT,
    ],
    saleLink(c),
  );
}

/** Rule 9(2): not confirmed, with the reason; the EMD comes back. */
export function notConfirmedMail(
  c: SaleMailContext,
  reason: string,
  emdAmount: number,
  refund: RefundAccount | null,
): OutgoingMail {
  return compose(c.buyer, `Sale not confirmed: Auction ID ${c.auction.auctionCode}`, [
    `The bank has not confirmed the sale of ${auctionName(c.auction)} to you.`,
    `Reason: ${reason}`,
    refund
      ? `Your EMD of ${formatRupees(emdAmount)} will be refunded, without interest, to the bank account given in your registration: ${refundAccountWords(refund)}.`
      : `Your EMD of ${formatRupees(emdAmount)} will be refunded without interest.`,
  ]);
}

export interface PaymentFacts {
  kind: PaymentKind;
  amount: number;
  utrNo: string;
  paidOn: string;
}

const paymentWords = (p: PaymentFacts) =>
  `${p.kind} payment of ${formatRupees(p.amount)} (UTR ${p.utrNo}, paid on ${formatDate(p.paidOn)})`;

/** The buyer reported a payment: it is with the bank for verification. */
export function paymentReportedMail(c: SaleMailContext, payment: PaymentFacts): OutgoingMail {
  return compose(
    c.buyer,
    `Payment received for verification: Auction ID ${c.auction.auctionCode}`,
    [
      `We have received your report of a ${paymentWords(payment)} for ${auctionName(c.auction)}.`,
      'The bank verifies it against its account; we will e-mail you when it has.',
    ],
    saleLink(c),
  );
}

/** The officer verified or refused a payment (and the sale did not move on with it). */
export function paymentReviewedMail(
  c: SaleMailContext,
  payment: PaymentFacts,
  review: { status: 'verified' | 'refused'; note: string; stillDue: number; dueBy: string | null },
): OutgoingMail {
  const verified = review.status === 'verified';
  return compose(
    c.buyer,
    `Payment ${review.status}: Auction ID ${c.auction.auctionCode}`,
    [
      verified
        ? `The bank has verified your ${paymentWords(payment)}.`
        : `The bank has refused your ${paymentWords(payment)}.`,
      ...(review.note ? [`${verified ? 'Note' : 'Reason'}: ${review.note}`] : []),
      ...(review.stillDue > 0
        ? [
            `${formatRupees(review.stillDue)} of the ${payment.kind} is still to be paid${review.dueBy ? ` by ${deadline(review.dueBy)}` : ''}.`,
          ]
        : []),
    ],
    saleLink(c),
  );
}

/** Rule 9(3) met: the deposit is paid; the balance is next. */
export function depositPaidMail(
  c: SaleMailContext,
  lead: string | null,
  balance: { balanceDue: number; balanceDueBy: string | null },
  payTo: EmdAccount | null,
): OutgoingMail {
  return compose(
    c.buyer,
    `Deposit paid, balance due: Auction ID ${c.auction.auctionCode}`,
    [
      ...(lead ? [lead] : []),
      `The ${SALE_RULES.depositPercent}% deposit for ${auctionName(c.auction)} is paid.`,
      `The balance of ${formatRupees(balance.balanceDue)} is due by ${balance.balanceDueBy ? deadline(balance.balanceDueBy) : 'the date the bank gives you'}. Pay by NEFT/RTGS into:`,
      payToRows(payTo, c.auction.auctionCode),
      REPORT_PAYMENT,
    ],
    saleLink(c),
  );
}

/** Rule 9(4) met: paid in full; the certificate is next. */
export function completedMail(c: SaleMailContext, lead: string | null, salePrice: number): OutgoingMail {
  return compose(
    c.buyer,
    `Paid in full: Auction ID ${c.auction.auctionCode}`,
    [
      ...(lead ? [lead] : []),
      `The price of ${formatRupees(salePrice)} for ${auctionName(c.auction)} is paid in full. The authorised officer will now issue your sale certificate; we will e-mail it to you.`,
    ],
    saleLink(c),
  );
}

/** Rule 9(6): the certificate, attached, with the address anyone may check it at. */
export function certificateIssuedMail(
  c: SaleMailContext,
  certificate: { certificateNo: string; verifyUrl: string; pdf: Buffer },
): OutgoingMail {
  const mail = compose(
    c.buyer,
    `Sale certificate ${certificate.certificateNo}: Auction ID ${c.auction.auctionCode}`,
    [
      `Your sale certificate for ${auctionName(c.auction)} has been issued: number ${certificate.certificateNo}. It is attached, and you can download it again from your sale page.`,
      `Anyone may check the certificate at ${certificate.verifyUrl} (or by scanning its QR code).`,
    ],
    saleLink(c),
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
  return compose(c.buyer, `Sale forfeited: Auction ID ${c.auction.auctionCode}`, [
    `The sale of ${auctionName(c.auction)} to you has been forfeited because a payment was not made by its deadline.`,
    `Reason: ${reason}`,
    `Your EMD of ${formatRupees(emdAmount)} and the deposit you paid are forfeited, and the property may be put up for auction again.`,
  ]);
}

/** Rule 9(4): the officer gave the balance a later date. */
export function balanceExtendedMail(
  c: SaleMailContext,
  change: { balanceDue: number; from: string | null; to: string; reason: string },
): OutgoingMail {
  return compose(
    c.buyer,
    `Balance due date extended: Auction ID ${c.auction.auctionCode}`,
    [
      `The balance of ${formatRupees(change.balanceDue)} for ${auctionName(c.auction)} is now due by ${deadline(change.to)}${change.from ? ` instead of ${formatDate(change.from)}` : ''}.`,
      `Reason: ${change.reason}`,
    ],
    saleLink(c),
  );
}

/** 24 hours before a deadline, once per deadline. */
export function reminderMail(
  c: SaleMailContext,
  reminder: { kind: PaymentKind; outstanding: number; dueBy: string },
  payTo: EmdAccount | null,
): OutgoingMail {
  const what = reminder.kind === 'deposit' ? `${SALE_RULES.depositPercent}% deposit` : 'balance';
  return compose(
    c.buyer,
    `Reminder: ${what} due by ${formatDate(reminder.dueBy)}: Auction ID ${c.auction.auctionCode}`,
    [
      `The ${what} of ${formatRupees(reminder.outstanding)} for ${auctionName(c.auction)} is due by ${deadline(reminder.dueBy)}.`,
      'Pay by NEFT/RTGS into:',
      payToRows(payTo, c.auction.auctionCode),
      `${REPORT_PAYMENT} If you have already reported it, the bank is verifying it and nothing more is needed.`,
    ],
    saleLink(c),
  );
}
