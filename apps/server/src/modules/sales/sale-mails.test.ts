import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../platform/mail';
import { expectHindiMail } from '../../testing/hindi-mail';
import {
  auctionCancelledMail,
  auctionEndedMail,
  balanceExtendedMail,
  certificateIssuedMail,
  completedMail,
  confirmedMail,
  depositPaidMail,
  emdRefundedMail,
  forfeitedMail,
  highestBidderMail,
  notConfirmedMail,
  paymentReportedMail,
  paymentReviewedMail,
  reminderMail,
  type MailRecipient,
  type SaleMailContext,
} from './sale-mails';

/*
 * The sale's mails in the recipient's language (docs/product.md, "Languages"): each kind, written for a
 * Hindi buyer, beside the same mail for an English one.
 */

const URL = 'https://auctions.example.in';
const enBuyer: MailRecipient = { email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar' };
const hiBuyer: MailRecipient = { ...enBuyer, language: 'hi' };
const auction = {
  id: '11111111-2222-3333-4444-555555555555',
  auctionCode: 'SBI-2026-17',
  propertyType: 'Flat',
  propertyLocation: 'Pune',
};
const salePage = `${URL}/hi/property/${auction.id}/sale`;
const context = (buyer: MailRecipient): SaleMailContext => ({ buyer, auction, publicUrl: URL });
const payTo = {
  accountName: 'AO Trust',
  accountNo: '123456789012',
  ifscCode: 'SBIN0001234',
  bankName: 'SBI',
  branch: 'Camp',
};
const refund = { bankName: 'HDFC', accountNo: '50100012345678' };
const deposit = { kind: 'deposit' as const, amount: 250_000, utrNo: 'UTR2026001', paidOn: '2026-03-04' };

/** Each mail, written for a reader: [what it is, the mail, Hindi words it must have, its link]. */
const MAILS: [string, (to: MailRecipient) => OutgoingMail, string[], string | undefined][] = [
  [
    'highest bidder',
    (to) =>
      highestBidderMail(to, auction, URL, {
        salePrice: 1_000_000,
        emdAmount: 100_000,
        depositDue: 150_000,
        balanceDue: 750_000,
      }),
    ['उच्चतम', 'विक्रय मूल्य', 'शेष राशि', 'कार्य दिवस', 'नीलामी आईडी SBI-2026-17'],
    salePage,
  ],
  [
    'auction ended, EMD to refund',
    (to) =>
      auctionEndedMail(to, auction, { hadBids: true, emdAmount: 50_000, emdState: 'refund-due', refund }),
    ['ई-नीलामी समाप्त', 'बयाना राशि (EMD)', 'वापस', '5678', 'धन्यवाद'],
    undefined,
  ],
  [
    'auction ended without bids, EMD refunded',
    (to) =>
      auctionEndedMail(to, auction, { hadBids: false, emdAmount: 50_000, emdState: 'refunded', refund }),
    ['बिना किसी बोली', 'पहले ही वापस'],
    undefined,
  ],
  [
    'sale confirmed',
    (to) =>
      confirmedMail(
        context(to),
        {
          salePrice: 1_000_000,
          emdAmount: 100_000,
          depositDue: 150_000,
          depositDueBy: '2026-11-05',
          balanceDue: 750_000,
          balanceDueBy: '2026-11-20',
        },
        payTo,
      ),
    ['विक्रय किए जाने की पुष्टि', '05-नव-26 (अपराह्न 11:59 IST)', 'लाभार्थी का नाम', 'ज़ब्त', 'NEFT/RTGS'],
    salePage,
  ],
  [
    'sale confirmed, EMD covering the deposit, no account published',
    (to) =>
      confirmedMail(
        context(to),
        {
          salePrice: 300_000,
          emdAmount: 100_000,
          depositDue: 0,
          depositDueBy: '2026-11-05',
          balanceDue: 200_000,
          balanceDueBy: '2026-11-20',
        },
        null,
      ),
    ['कोई और भुगतान देय नहीं', 'नीलामी गृह आपको सूचित करेगा'],
    salePage,
  ],
  [
    'sale not confirmed',
    (to) => notConfirmedMail(context(to), 'Reserve unmet', 50_000, refund),
    ['पुष्टि नहीं', 'कारण: Reserve unmet', 'बिना ब्याज'],
    undefined,
  ],
  [
    'payment reported',
    (to) => paymentReportedMail(context(to), deposit),
    ['सत्यापन', 'जमा राशि', '04-मार्च-26'],
    salePage,
  ],
  [
    'payment refused',
    (to) =>
      paymentReviewedMail(context(to), deposit, {
        status: 'refused',
        note: 'UTR unmatched',
        stillDue: 150_000,
        dueBy: '2026-11-05',
      }),
    ['अस्वीकार', 'कारण: UTR unmatched', 'किया जाना शेष है'],
    salePage,
  ],
  [
    'payment verified, part still due',
    (to) =>
      paymentReviewedMail(context(to), deposit, {
        status: 'verified',
        note: 'Part payment',
        stillDue: 1000,
        dueBy: null,
      }),
    ['सत्यापन कर दिया', 'टिप्पणी: Part payment'],
    salePage,
  ],
  [
    'deposit paid',
    (to) => depositPaidMail(context(to), deposit, { balanceDue: 750_000, balanceDueBy: '2026-11-20' }, payTo),
    ['सत्यापन कर दिया', 'जमा राशि का भुगतान हो गया', '20-नव-26', 'उल्लेख करने हेतु संदर्भ'],
    salePage,
  ],
  [
    'paid in full',
    (to) => completedMail(context(to), { ...deposit, kind: 'balance' }, 1_000_000),
    ['पूर्ण भुगतान', 'विक्रय प्रमाणपत्र', 'प्राधिकृत अधिकारी'],
    salePage,
  ],
  [
    'certificate issued',
    (to) =>
      certificateIssuedMail(context(to), {
        certificateNo: 'SC-2026-0001',
        verifyUrl: `${URL}/verify/SC-2026-0001`,
        pdf: Buffer.from('%PDF'),
      }),
    ['विक्रय प्रमाणपत्र', 'संलग्न', `${URL}/hi/verify/SC-2026-0001`],
    salePage,
  ],
  [
    'forfeited',
    (to) => forfeitedMail(context(to), 'Balance unpaid', 100_000),
    ['ज़ब्त', 'नियत तिथि', 'पुनः नीलामी'],
    undefined,
  ],
  [
    'balance date extended',
    (to) =>
      balanceExtendedMail(context(to), {
        balanceDue: 750_000,
        from: '2026-11-20',
        to: '2026-12-04',
        reason: 'Bank holiday',
      }),
    ['20-नव-26 के स्थान पर 04-दिस-26', 'कारण: Bank holiday'],
    salePage,
  ],
  [
    'deposit reminder',
    (to) => reminderMail(context(to), { kind: 'deposit', outstanding: 150_000, dueBy: '2026-11-05' }, payTo),
    ['25% जमा राशि ₹1,50,000', 'तक देय है', 'पहले ही दे चुके'],
    salePage,
  ],
  [
    'balance reminder',
    (to) => reminderMail(context(to), { kind: 'balance', outstanding: 750_000, dueBy: '2026-11-20' }, null),
    ['शेष राशि ₹7,50,000', 'नीलामी गृह आपको सूचित करेगा'],
    salePage,
  ],
  [
    'auction cancelled',
    (to) =>
      auctionCancelledMail(to, { ...auction, auctionDate: '2026-12-01' }, 'Court order', {
        amount: 50_000,
        refunded: false,
        refundedOn: null,
        refund,
      }),
    ['निरस्त', '01-दिस-26', 'कारण: Court order', 'UTR संख्या'],
    undefined,
  ],
  [
    'EMD refunded',
    (to) =>
      emdRefundedMail(to, auction, {
        amount: 50_000,
        refundedOn: '2026-12-02',
        utrNo: 'UTR99',
        account: refund,
      }),
    ['वापस कर दी गई', 'वापसी की तिथि', '02-दिस-26', 'कार्य दिवसों'],
    undefined,
  ],
];

describe('sale mails in Hindi', () => {
  it.each(MAILS)('writes the %s mail in Hindi', (_, mail, words, link) => {
    const hindi = mail(hiBuyer);
    expect(hindi.text.split('\n')[0]).toBe('प्रिय Ravi Kumar,');
    expectHindiMail(hindi, mail(enBuyer), { words, link });
    expect(hindi.subject).toContain('नीलामी आईडी SBI-2026-17');
  });

  it('writes the Hindi subjects of the payment reviews and reminders for what happened', () => {
    const c = context(hiBuyer);
    const review = { note: '', stillDue: 0, dueBy: null };
    expect(paymentReviewedMail(c, deposit, { ...review, status: 'verified' }).subject).toBe(
      'भुगतान सत्यापित: नीलामी आईडी SBI-2026-17',
    );
    expect(paymentReviewedMail(c, deposit, { ...review, status: 'refused' }).subject).toBe(
      'भुगतान अस्वीकृत: नीलामी आईडी SBI-2026-17',
    );
    expect(reminderMail(c, { kind: 'deposit', outstanding: 1, dueBy: '2026-11-05' }, null).subject).toBe(
      'अनुस्मारक: 25% जमा राशि 05-नव-26 तक देय: नीलामी आईडी SBI-2026-17',
    );
  });
});
