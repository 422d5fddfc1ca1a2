import PDFDocument from 'pdfkit';
import {
  EMD_ACCOUNT_NOT_PUBLISHED,
  PAYMENT_MODES,
  SITE,
  formatDate,
  formatRupees,
  formatTime,
  NEFT_RTGS,
  type EmdAccount,
} from '@eauction/shared';
import { pdfBytes } from '../../platform/pdf-bytes';

/**
 * The Bid Document mailed after an auction registration (docs/product.md,
 * "Bid Document and confirmation mail"): a PDF of the filled data. Document numbers never appear in full: PAN
 * and bank account numbers show only their last four characters. The uploaded KYC documents are not embedded.
 */
export interface BidDocumentInput {
  confirmationCode: string;
  createdAt: Date;
  property: {
    auctionCode: string;
    propertyType: string;
    propertyLocation: string;
    state: string;
    bankName: string;
    reservePrice: number;
    auctionDate: string;
    startAt: Date;
    endAt: Date;
    emdSubmission: string;
  };
  buyer: {
    firstName: string;
    lastName: string;
    organizationName: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    country: string;
    email: string;
    mobile: string;
    landline: string;
    fax: string;
    pancardNo: string;
  };
  bank: { bankName: string; accountNo: string; ifscCode: string };
  offerValue: number;
  paymentMode: string;
  utrNo: string;
  emdAmount: number;
  /** Where the EMD is paid (decision 031); null while the auction house has not published it. */
  emdAccount: EmdAccount | null;
  publicUrl: string;
}

/**
 * The EMD beneficiary account with the reference to quote, as the Bid Document and the confirmation
 * mail repeat it (decision 031). The account is the auction house's, public payment information, so it
 * is shown in full; without one, whom to contact instead of a blank.
 */
export function emdAccountRows(account: EmdAccount | null, confirmationCode: string): [string, string][] {
  if (!account) return [['EMD account', EMD_ACCOUNT_NOT_PUBLISHED.body]];
  return [
    ['Beneficiary name', account.accountName],
    ['Beneficiary account no.', account.accountNo],
    ['IFSC', account.ifscCode],
    ['Beneficiary bank', account.bankName],
    ['Branch', account.branch],
    ['Reference to quote', confirmationCode],
  ];
}

/** 'ABCDE1234F' → 'XXXXXX234F': every character but the last four replaced. */
export function maskExceptLast4(value: string): string {
  const v = value.trim();
  if (v.length === 0) return '';
  if (v.length <= 4) return 'X'.repeat(v.length);
  return 'X'.repeat(v.length - 4) + v.slice(-4);
}

/** The PDF's standard fonts have no rupee glyph: amounts read 'Rs. 12,34,567' as notices print them. */
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs. ');

export const paymentModeLabel = (mode: string) => PAYMENT_MODES.find((m) => m.value === mode)?.label ?? mode;

/** How to pay the EMD for the chosen mode (also in the confirmation e-mail). */
export function emdInstructions(
  input: Pick<
    BidDocumentInput,
    'paymentMode' | 'utrNo' | 'emdAmount' | 'property' | 'confirmationCode' | 'emdAccount'
  >,
): string {
  const deadline = `${formatDate(input.property.emdSubmission)} (11:59 PM IST)`;
  const amount = rupees(input.emdAmount);
  const account = input.emdAccount;
  if (!account) {
    return `The EMD of ${amount} is due by ${deadline}. ${EMD_ACCOUNT_NOT_PUBLISHED.body} Quote ${input.confirmationCode} when you do.`;
  }
  if (input.paymentMode === NEFT_RTGS) {
    return (
      `Pay the EMD of ${amount} by NEFT/RTGS to ${account.accountName}, account no. ${account.accountNo}, ` +
      `IFSC ${account.ifscCode}, ${account.bankName}, ${account.branch}, for Auction ID ` +
      `${input.property.auctionCode} no later than ${deadline}, quoting ${input.confirmationCode}. Your UTR ` +
      `number ${input.utrNo} is recorded; the auction house matches it against the credit before approving you.`
    );
  }
  return (
    `Deliver the EMD of ${amount} by ${paymentModeLabel(input.paymentMode)} drawn in favour of ` +
    `${account.accountName} (account no. ${account.accountNo}, ${account.bankName}, ${account.branch}), ` +
    `payable at ${input.property.propertyLocation}, no later than ${deadline}, ` +
    `writing ${input.confirmationCode} and Auction ID ${input.property.auctionCode} on the back. The receipt you ` +
    'uploaded is checked by the auction house before you are approved.'
  );
}

/** The rows of the document, in order: [section, [label, value][]]. Exported for tests. */
export function bidDocumentSections(p: BidDocumentInput): [string, [string, string][]][] {
  const b = p.buyer;
  const address = [b.address, b.city, b.state, b.pincode, b.country]
    .filter((v) => v.trim() !== '')
    .join(', ');
  return [
    [
      'Auction',
      [
        ['Auction ID', p.property.auctionCode],
        ['Property', `${p.property.propertyType}, ${p.property.propertyLocation}, ${p.property.state}`],
        ['Secured creditor', p.property.bankName],
        ['Reserve price', rupees(p.property.reservePrice)],
        [
          'Date of e-auction',
          `${formatDate(p.property.auctionDate)}, ${formatTime(p.property.startAt)} to ${formatTime(p.property.endAt)} IST`,
        ],
        ['Last date for EMD', `${formatDate(p.property.emdSubmission)} (11:59 PM IST)`],
      ],
    ],
    [
      'Buyer',
      [
        ['Name', `${b.firstName} ${b.lastName}`],
        ['Organization', b.organizationName],
        ['Address', address],
        ['E-mail', b.email],
        ['Mobile', b.mobile],
        ['Landline', b.landline],
        ...(b.fax ? ([['Fax', b.fax]] as [string, string][]) : []),
        ['PAN', b.pancardNo ? maskExceptLast4(b.pancardNo) : 'PAN card document submitted'],
      ],
    ],
    [
      'Bank details (for the EMD refund)',
      [
        ['Bank', p.bank.bankName],
        ['Account number', maskExceptLast4(p.bank.accountNo)],
        ['IFSC', p.bank.ifscCode],
      ],
    ],
    [
      'Offer and EMD',
      [
        ['Offer value', rupees(p.offerValue)],
        ['Payment mode', paymentModeLabel(p.paymentMode)],
        ...(p.paymentMode === NEFT_RTGS ? ([['UTR number', p.utrNo]] as [string, string][]) : []),
        ['EMD amount', rupees(p.emdAmount)],
        ['Confirmation code', p.confirmationCode],
      ],
    ],
    ['Pay the EMD to', emdAccountRows(p.emdAccount, p.confirmationCode)],
  ];
}

/** Renders the Bid Document to a PDF in memory (it travels as a mail attachment). */
export async function renderBidDocumentPdf(p: BidDocumentInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    info: {
      Title: `Bid Document ${p.confirmationCode}`,
      Author: SITE.fullName,
      Subject: `Auction registration for Auction ID ${p.property.auctionCode}`,
      Creator: SITE.fullName,
    },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(15).text(SITE.fullName.toUpperCase(), { align: 'center' });
  doc.moveDown(0.2).font('Helvetica').fontSize(9).text(p.publicUrl, { align: 'center' });
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('BID DOCUMENT', { align: 'center' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Participation registration for e-auction, submitted on ${formatDate(p.createdAt)} at ${formatTime(p.createdAt)} IST`,
      { align: 'center' },
    );

  const labelWidth = 150;
  for (const [section, rows] of bidDocumentSections(p)) {
    doc.moveDown(0.9).font('Helvetica-Bold').fontSize(11).text(section, 56, doc.y, { width });
    doc.moveDown(0.2);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(9.5).text(label, 56, y, { width: labelWidth });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(value, 56 + labelWidth + 10, y, { width: width - labelWidth - 10 });
      doc.y = Math.max(labelBottom, doc.y) + 3;
    }
  }

  doc.moveDown(0.9).font('Helvetica-Bold').fontSize(11).text('How to pay the EMD', 56, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(9.5).text(emdInstructions(p), { width, align: 'justify' });
  doc
    .moveDown(0.9)
    .fontSize(9)
    .text(
      'Your registration is reviewed by the auction house after the EMD is received. You may bid only once it ' +
        'is approved; you will be e-mailed when its status changes. The EMD of unsuccessful bidders is refunded ' +
        'to the bank account above without interest.',
      { width, align: 'justify' },
    );

  doc.end();
  return done;
}
