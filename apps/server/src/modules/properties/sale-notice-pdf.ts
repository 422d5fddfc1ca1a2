import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import PDFDocument from 'pdfkit';
import {
  borrowerName,
  formatDate,
  formatRupees,
  formatTime,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type Locale,
  SITE_KEYS,
} from '@eauction/shared';
import { translator } from '../../platform/i18n';
import { documentFonts } from '../../platform/pdf-fonts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/storage';

/**
 * The SARFAESI sale notice of one property, as a bank's Authorised Officer publishes it (Security
 * Interest (Enforcement) Rules, 2002, rules 8(6) and 9(1)). The demo seed attaches one to about a
 * third of the properties, in English and in Hindi (saleNoticeFileIn); later the admin console attaches
 * uploaded ones. Its texts are the server's catalogue's (src/locales/<locale>/documents.json,
 * `pdf.saleNotice.*`).
 */
export interface SaleNoticeInput {
  auctionCode: string;
  bankName: string;
  customerName: string;
  propertyType: string;
  propertyLocation: string;
  state: string;
  possessionType: string;
  propertySchedule: string;
  loanAccountNo: string;
  cifId: number;
  reservePrice: number;
  emdAmount: number;
  bidIncrement: number;
  auctionDate: string;
  startAt: Date;
  endAt: Date;
  emdSubmission: string;
}

/**
 * An amount in the notice's language. The PDF's standard fonts (English) have no rupee glyph, so
 * amounts read 'Rs. 12,34,567' as notices print them; the Hindi font has it: '₹12,34,567'.
 */
const rupees = (amount: number, locale: Locale) =>
  locale === 'en' ? formatRupees(amount).replace('₹', 'Rs. ') : formatRupees(amount);

/**
 * Where the notice of a property is kept in `locale`: the stored file itself in English, the file
 * beside it with `.hi` before its extension in Hindi ('notices/T-1.pdf' → 'notices/T-1.hi.pdf'). The
 * seed writes both; an uploaded notice is the bank's own document and has no Hindi one beside it.
 */
export function saleNoticeFileIn(stored: string, locale: Locale): string {
  if (locale === 'en') return stored;
  const extension = /\.pdf$/i.exec(stored);
  return extension ? `${stored.slice(0, extension.index)}.${locale}${extension[0]}` : `${stored}.${locale}`;
}

export async function writeSaleNoticePdf(
  file: string,
  p: SaleNoticeInput,
  publicUrl: string,
  locale: Locale = 'en',
): Promise<void> {
  const t = translator(locale);
  await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    // The document's language for screen readers (/Lang); English notices are left as they were.
    lang: locale === 'en' ? undefined : locale,
    info: {
      Title: t('pdf.saleNotice.infoTitle', { auctionCode: p.auctionCode }),
      Author: t('pdf.saleNotice.officer', { bankName: p.bankName }),
      Subject: t('pdf.saleNotice.infoSubject', {
        propertyType: labelOf(t, PROPERTY_TYPE_KEYS, p.propertyType),
        location: p.propertyLocation,
      }),
      Creator: t(SITE_KEYS.fullName),
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });
  const font = documentFonts(doc, locale);

  const width = doc.page.width - 112;
  const possession = p.possessionType.toLowerCase() === 'physical' ? 'physical' : 'symbolic';

  doc.font(font.bold).fontSize(15).text(p.bankName.toUpperCase(), { align: 'center' });
  doc.moveDown(0.2).font(font.regular).fontSize(9).text(t('pdf.saleNotice.officerLine'), { align: 'center' });
  doc.moveDown(0.8).font(font.bold).fontSize(13).text(t('pdf.saleNotice.heading'), { align: 'center' });
  doc.moveDown(0.3).font(font.regular).fontSize(9).text(t('pdf.saleNotice.subheading'), { align: 'center' });

  doc
    .moveDown(1)
    .fontSize(10)
    .text(
      t('pdf.saleNotice.intro', {
        bankName: p.bankName,
        possession,
        date: formatDate(p.auctionDate, locale),
        siteName: t(SITE_KEYS.fullName),
        publicUrl,
      }),
      { align: 'justify' },
    );

  const rows: [string, string][] = [
    [t('pdf.saleNotice.auctionId'), p.auctionCode],
    [t('pdf.saleNotice.borrowers'), borrowerName(p.customerName) || p.customerName],
    [t('pdf.saleNotice.titleHolder'), p.customerName],
    [t('pdf.saleNotice.loanAccount'), p.loanAccountNo],
    [t('pdf.saleNotice.cifId'), String(p.cifId)],
    [t('pdf.saleNotice.propertyType'), labelOf(t, PROPERTY_TYPE_KEYS, p.propertyType)],
    [t('pdf.saleNotice.location'), `${p.propertyLocation}, ${p.state}`],
    [t('pdf.saleNotice.possessionType'), t('pdf.saleNotice.possession', { possession })],
    [t('pdf.saleNotice.reservePrice'), rupees(p.reservePrice, locale)],
    [t('pdf.saleNotice.emd'), rupees(p.emdAmount, locale)],
    [t('pdf.saleNotice.bidIncrement'), rupees(p.bidIncrement, locale)],
    [
      t('pdf.saleNotice.emdLastDate'),
      t('pdf.saleNotice.emdDeadline', { date: formatDate(p.emdSubmission, locale) }),
    ],
    [
      t('pdf.saleNotice.auctionDate'),
      t('pdf.saleNotice.auctionDateValue', {
        date: formatDate(p.auctionDate, locale),
        start: formatTime(p.startAt, locale),
        end: formatTime(p.endAt, locale),
      }),
    ],
  ];
  doc.moveDown(0.8);
  const labelWidth = 170;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(font.bold).fontSize(9.5).text(label, 56, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font(font.regular).text(value, 56 + labelWidth + 10, y, { width: width - labelWidth - 10 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }

  doc.moveDown(0.6).font(font.bold).fontSize(10).text(t('pdf.saleNotice.description'), 56, doc.y, { width });
  doc.moveDown(0.2).font(font.regular).fontSize(9.5).text(p.propertySchedule, { width, align: 'justify' });

  doc.moveDown(0.8).font(font.bold).fontSize(10).text(t('pdf.saleNotice.terms'), { width });
  const terms = [
    t('pdf.saleNotice.term1', { publicUrl }),
    t('pdf.saleNotice.term2'),
    t('pdf.saleNotice.term3', { increment: rupees(p.bidIncrement, locale) }),
    t('pdf.saleNotice.term4'),
    t('pdf.saleNotice.term5'),
    t('pdf.saleNotice.term6'),
    t('pdf.saleNotice.term7'),
  ];
  doc.font(font.regular).fontSize(9);
  terms.forEach((term, i) => {
    doc.moveDown(0.25).text(`${i + 1}. ${term}`, { width, align: 'justify' });
  });

  doc
    .moveDown(1.2)
    .font(font.regular)
    .fontSize(9.5)
    .text(t('pdf.saleNotice.place', { place: p.propertyLocation }), { width });
  doc.text(t('pdf.saleNotice.date', { date: formatDate(new Date(), locale) }), { width });
  doc
    .moveDown(0.6)
    .font(font.bold)
    .text(t('pdf.saleNotice.officer', { bankName: p.bankName }), { width, align: 'right' });

  doc.end();
  await done;
}
