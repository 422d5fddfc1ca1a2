import PDFDocument from 'pdfkit';
import {
  EMD_ACCOUNT_NOT_PUBLISHED,
  SITE,
  SITE_KEYS,
  formatDate,
  formatRupees,
  formatTime,
  NEFT_RTGS,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type EmdAccount,
  type Locale,
  labelKeyOf,
  PAYMENT_MODE_KEYS,
} from '@eauction/shared';
import { translator, type Translate } from '../../platform/i18n';
import { pdfBytes } from '../../platform/pdf-bytes';
import { documentFonts } from '../../platform/pdf-fonts';

/**
 * The Bid Document mailed after an auction registration (docs/product.md,
 * "Bid Document and confirmation mail"): a PDF of the filled data. Document numbers never appear in full: PAN
 * and bank account numbers show only their last four characters. The uploaded KYC documents are not embedded.
 * It is drawn in the registrant's language (docs/product.md, "Languages"): its texts are the server's
 * catalogue's (src/locales/<locale>/documents.json, `pdf.bidDocument.*`), English by default.
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
 * What the pages, the Bid Document and its mail say while no EMD account is published: whom to contact,
 * in the reader's language (EMD_ACCOUNT_NOT_PUBLISHED in packages/shared).
 */
export function emdAccountNotPublished(t: Translate = translator('en')): string {
  return t(EMD_ACCOUNT_NOT_PUBLISHED.body, {
    email: SITE.salesEmails[0],
    phone: SITE.phone,
    hours: t(SITE_KEYS.hours),
    days: t(SITE_KEYS.businessDays),
  });
}

/**
 * The EMD beneficiary account with the reference to quote, as the Bid Document and the confirmation
 * mail repeat it (decision 031). The account is the auction house's, public payment information, so it
 * is shown in full; without one, whom to contact instead of a blank.
 */
export function emdAccountRows(
  account: EmdAccount | null,
  confirmationCode: string,
  locale: Locale = 'en',
): [string, string][] {
  const t = translator(locale);
  if (!account) return [[t('pdf.bidDocument.emdAccount'), emdAccountNotPublished(t)]];
  return [
    [t('pdf.bidDocument.beneficiaryName'), account.accountName],
    [t('pdf.bidDocument.beneficiaryAccountNo'), account.accountNo],
    [t('pdf.bidDocument.ifsc'), account.ifscCode],
    [t('pdf.bidDocument.beneficiaryBank'), account.bankName],
    [t('pdf.bidDocument.branch'), account.branch],
    [t('pdf.bidDocument.reference'), confirmationCode],
  ];
}

/** 'ABCDE1234F' → 'XXXXXX234F': every character but the last four replaced. */
export function maskExceptLast4(value: string): string {
  const v = value.trim();
  if (v.length === 0) return '';
  if (v.length <= 4) return 'X'.repeat(v.length);
  return 'X'.repeat(v.length - 4) + v.slice(-4);
}

/**
 * An amount in the document's language. The PDF's standard fonts (English) have no rupee glyph:
 * amounts read 'Rs. 12,34,567' as notices print them. The Hindi font has it: '₹12,34,567'.
 */
const rupees = (amount: number, locale: Locale) =>
  locale === 'en' ? formatRupees(amount).replace('₹', 'Rs. ') : formatRupees(amount);

/** A payment mode's label (PAYMENT_MODES), by the value the form sends; an unknown mode as it was stored. */
export function paymentModeLabel(mode: string, locale: Locale = 'en'): string {
  const key = labelKeyOf(PAYMENT_MODE_KEYS, mode);
  return key ? translator(locale)(key) : mode;
}

/** The last moment to pay the EMD: the end of its day, IST. */
const emdDeadline = (t: Translate, date: string, locale: Locale) =>
  t('pdf.bidDocument.emdDeadline', { date: formatDate(date, locale) });

/** How to pay the EMD for the chosen mode (also in the confirmation e-mail), in `locale`. */
export function emdInstructions(
  input: Pick<
    BidDocumentInput,
    'paymentMode' | 'utrNo' | 'emdAmount' | 'property' | 'confirmationCode' | 'emdAccount'
  >,
  locale: Locale = 'en',
): string {
  const t = translator(locale);
  const deadline = emdDeadline(t, input.property.emdSubmission, locale);
  const amount = rupees(input.emdAmount, locale);
  const account = input.emdAccount;
  if (!account) {
    return t('pdf.bidDocument.instructions.notPublished', {
      amount,
      deadline,
      notPublished: emdAccountNotPublished(t),
      code: input.confirmationCode,
    });
  }
  const payee = {
    amount,
    deadline,
    accountName: account.accountName,
    accountNo: account.accountNo,
    bankName: account.bankName,
    branch: account.branch,
    auctionCode: input.property.auctionCode,
    code: input.confirmationCode,
  };
  if (input.paymentMode === NEFT_RTGS) {
    return t('pdf.bidDocument.instructions.neftRtgs', {
      ...payee,
      ifscCode: account.ifscCode,
      utrNo: input.utrNo,
    });
  }
  return t('pdf.bidDocument.instructions.instrument', {
    ...payee,
    mode: paymentModeLabel(input.paymentMode, locale),
    place: input.property.propertyLocation,
  });
}

/** The rows of the document, in order: [section, [label, value][]]. Exported for tests. */
export function bidDocumentSections(
  p: BidDocumentInput,
  locale: Locale = 'en',
): [string, [string, string][]][] {
  const t = translator(locale);
  const b = p.buyer;
  const address = [b.address, b.city, b.state, b.pincode, b.country]
    .filter((v) => v.trim() !== '')
    .join(', ');
  return [
    [
      t('pdf.bidDocument.section.auction'),
      [
        [t('pdf.bidDocument.auctionId'), p.property.auctionCode],
        [
          t('pdf.bidDocument.property'),
          `${labelOf(t, PROPERTY_TYPE_KEYS, p.property.propertyType)}, ${p.property.propertyLocation}, ${p.property.state}`,
        ],
        [t('pdf.bidDocument.securedCreditor'), p.property.bankName],
        [t('pdf.bidDocument.reservePrice'), rupees(p.property.reservePrice, locale)],
        [
          t('pdf.bidDocument.auctionDate'),
          t('pdf.bidDocument.auctionDateValue', {
            date: formatDate(p.property.auctionDate, locale),
            start: formatTime(p.property.startAt, locale),
            end: formatTime(p.property.endAt, locale),
          }),
        ],
        [t('pdf.bidDocument.emdLastDate'), emdDeadline(t, p.property.emdSubmission, locale)],
      ],
    ],
    [
      t('pdf.bidDocument.section.buyer'),
      [
        [t('pdf.bidDocument.name'), `${b.firstName} ${b.lastName}`],
        [t('pdf.bidDocument.organization'), b.organizationName],
        [t('pdf.bidDocument.address'), address],
        [t('pdf.bidDocument.email'), b.email],
        [t('pdf.bidDocument.mobile'), b.mobile],
        [t('pdf.bidDocument.landline'), b.landline],
        ...(b.fax ? ([[t('pdf.bidDocument.fax'), b.fax]] as [string, string][]) : []),
        [
          t('pdf.bidDocument.pan'),
          b.pancardNo ? maskExceptLast4(b.pancardNo) : t('pdf.bidDocument.panSubmitted'),
        ],
      ],
    ],
    [
      t('pdf.bidDocument.section.bank'),
      [
        [t('pdf.bidDocument.bank'), p.bank.bankName],
        [t('pdf.bidDocument.accountNumber'), maskExceptLast4(p.bank.accountNo)],
        [t('pdf.bidDocument.ifsc'), p.bank.ifscCode],
      ],
    ],
    [
      t('pdf.bidDocument.section.offer'),
      [
        [t('pdf.bidDocument.offerValue'), rupees(p.offerValue, locale)],
        [t('pdf.bidDocument.paymentMode'), paymentModeLabel(p.paymentMode, locale)],
        ...(p.paymentMode === NEFT_RTGS
          ? ([[t('pdf.bidDocument.utrNumber'), p.utrNo]] as [string, string][])
          : []),
        [t('pdf.bidDocument.emdAmount'), rupees(p.emdAmount, locale)],
        [t('pdf.bidDocument.confirmationCode'), p.confirmationCode],
      ],
    ],
    [t('pdf.bidDocument.section.payTo'), emdAccountRows(p.emdAccount, p.confirmationCode, locale)],
  ];
}

/**
 * Renders the Bid Document to a PDF in memory (it travels as a mail attachment), in `locale`: the
 * registrant's language.
 */
export async function renderBidDocumentPdf(p: BidDocumentInput, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale);
  const siteName = t(SITE_KEYS.fullName);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    // The document's language for screen readers (/Lang); English documents are left as they were.
    lang: locale === 'en' ? undefined : locale,
    info: {
      Title: t('pdf.bidDocument.infoTitle', { code: p.confirmationCode }),
      Author: siteName,
      Subject: t('pdf.bidDocument.infoSubject', { auctionCode: p.property.auctionCode }),
      Creator: siteName,
    },
  });
  const done = pdfBytes(doc);
  const font = documentFonts(doc, locale);

  const width = doc.page.width - 112;
  doc.font(font.bold).fontSize(15).text(siteName.toUpperCase(), { align: 'center' });
  doc.moveDown(0.2).font(font.regular).fontSize(9).text(p.publicUrl, { align: 'center' });
  doc.moveDown(0.8).font(font.bold).fontSize(13).text(t('pdf.bidDocument.heading'), { align: 'center' });
  doc
    .moveDown(0.3)
    .font(font.regular)
    .fontSize(9)
    .text(
      t('pdf.bidDocument.submitted', {
        date: formatDate(p.createdAt, locale),
        time: formatTime(p.createdAt, locale),
      }),
      { align: 'center' },
    );

  const labelWidth = 150;
  for (const [section, rows] of bidDocumentSections(p, locale)) {
    doc.moveDown(0.9).font(font.bold).fontSize(11).text(section, 56, doc.y, { width });
    doc.moveDown(0.2);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(font.bold).fontSize(9.5).text(label, 56, y, { width: labelWidth });
      const labelBottom = doc.y;
      doc.font(font.regular).text(value, 56 + labelWidth + 10, y, { width: width - labelWidth - 10 });
      doc.y = Math.max(labelBottom, doc.y) + 3;
    }
  }

  doc.moveDown(0.9).font(font.bold).fontSize(11).text(t('pdf.bidDocument.howToPay'), 56, doc.y, { width });
  doc
    .moveDown(0.2)
    .font(font.regular)
    .fontSize(9.5)
    .text(emdInstructions(p, locale), { width, align: 'justify' });
  doc.moveDown(0.9).fontSize(9).text(t('pdf.bidDocument.closing'), { width, align: 'justify' });

  doc.end();
  return done;
}
