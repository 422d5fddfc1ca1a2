import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  formatDate,
  formatRupees,
  verifyUrlIn,
  rupeesInWords,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type Locale,
  SITE_KEYS,
} from '@eauction/shared';
import { translator } from '../../platform/i18n';
import { pdfBytes } from '../../platform/pdf-bytes';
import { documentFonts } from '../../platform/pdf-fonts';

/*
 * The sale certificate (docs/product.md, "After the hammer", "Sale certificate"): the form of Appendix V
 * of the Security Interest (Enforcement) Rules, 2002, issued under rule 9(6) once the price is paid in
 * full, numbered, with a QR code of the address where anyone may check it. Drawn on demand from the
 * sale's stored facts, so every download is the same document. It is drawn in English or in Hindi
 * (docs/product.md, "Languages"), its texts the server's catalogue's (src/locales/<locale>/documents.json,
 * `pdf.certificate.*`).
 */

export interface CertificateInput {
  certificateNo: string;
  issuedAt: Date;
  verifyUrl: string;
  /** The secured creditor. */
  bankName: string;
  /** The authorised officer who issued it. */
  officerName: string;
  buyer: { name: string; organizationName: string; address: string };
  property: {
    auctionCode: string;
    propertyType: string;
    propertyLocation: string;
    state: string;
    propertySchedule: string;
  };
  salePrice: number;
  /** The day the e-auction closed (IST). */
  saleDate: string;
  confirmedOn: string;
}

/** No field records encumbrances, so the certificate says what the bank's records show. */
export const NO_KNOWN_ENCUMBRANCES = 'None known to the secured creditor';

/**
 * An amount in the certificate's language. The PDF's standard fonts (English) have no rupee glyph:
 * amounts read 'Rs. 12,34,567' as notices print them, with a no-break space so a line never ends
 * between the two. The Hindi font has it: '₹12,34,567'.
 */
const rupees = (amount: number, locale: Locale) =>
  locale === 'en' ? formatRupees(amount).replace('₹', 'Rs.\u00a0') : formatRupees(amount);

/** The certificate's paragraphs, in order (exported for tests). */
export function certificateParagraphs(c: CertificateInput, locale: Locale = 'en'): string[] {
  const t = translator(locale);
  const buyer = [c.buyer.name, c.buyer.organizationName, c.buyer.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [
    t('pdf.certificate.whereas', {
      bankName: c.bankName,
      saleDate: formatDate(c.saleDate, locale),
      auctionCode: c.property.auctionCode,
      buyer,
      amount: rupees(c.salePrice, locale),
      amountInWords: rupeesInWords(c.salePrice, locale),
      confirmedOn: formatDate(c.confirmedOn, locale),
    }),
    t('pdf.certificate.receipt'),
    t('pdf.certificate.freeFromEncumbrances'),
  ];
}

/** The schedule of the property: [label, value] rows. */
export function certificateSchedule(c: CertificateInput, locale: Locale = 'en'): [string, string][] {
  const t = translator(locale);
  return [
    [
      t('pdf.certificate.description'),
      c.property.propertySchedule.trim() ||
        t('pdf.certificate.descriptionFallback', {
          propertyType: labelOf(t, PROPERTY_TYPE_KEYS, c.property.propertyType),
          location: c.property.propertyLocation,
        }),
    ],
    [t('pdf.certificate.propertyType'), labelOf(t, PROPERTY_TYPE_KEYS, c.property.propertyType)],
    [t('pdf.certificate.location'), `${c.property.propertyLocation}, ${c.property.state}`],
    [t('pdf.certificate.auctionId'), c.property.auctionCode],
    [
      t('pdf.certificate.salePrice'),
      t('pdf.certificate.amount', {
        amount: rupees(c.salePrice, locale),
        amountInWords: rupeesInWords(c.salePrice, locale),
      }),
    ],
  ];
}

/** Draws the QR code of `text` as dark squares (no image): `size` points wide, quiet zone included. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill('#000000');
}

/**
 * Renders the certificate to a PDF in memory (it is mailed and downloaded, never stored), in `locale`:
 * the language the download asks for, or the buyer's.
 */
export async function renderCertificatePdf(c: CertificateInput, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 64, right: 64 },
    // The document's language for screen readers (/Lang); English certificates are left as they were.
    lang: locale === 'en' ? undefined : locale,
    info: {
      Title: t('pdf.certificate.infoTitle', { certificateNo: c.certificateNo }),
      Author: c.bankName,
      Subject: t('pdf.certificate.infoSubject', { auctionCode: c.property.auctionCode }),
      Creator: t(SITE_KEYS.fullName),
    },
  });
  const done = pdfBytes(doc);
  const font = documentFonts(doc, locale);
  const issuedOn = t('pdf.certificate.date', { date: formatDate(c.issuedAt, locale) });

  const left = 64;
  const width = doc.page.width - 128;
  doc.font(font.bold).fontSize(10).text(t('pdf.certificate.appendix'), { align: 'center' });
  doc.font(font.regular).fontSize(9).text(t('pdf.certificate.rule'), { align: 'center' });
  doc.moveDown(0.8).font(font.bold).fontSize(15).text(t('pdf.certificate.heading'), { align: 'center' });
  doc.font(font.regular).fontSize(10).text(t('pdf.certificate.subheading'), { align: 'center' });

  doc.moveDown(1).font(font.bold).fontSize(10);
  const y = doc.y;
  doc.text(t('pdf.certificate.number', { certificateNo: c.certificateNo }), left, y, { width });
  doc.text(issuedOn, left, y, { width, align: 'right' });

  doc.moveDown(1).font(font.regular).fontSize(10.5);
  for (const paragraph of certificateParagraphs(c, locale)) {
    doc.text(paragraph, left, doc.y, { width, align: 'justify' });
    doc.moveDown(0.7);
  }

  doc.moveDown(0.3).font(font.bold).fontSize(11).text(t('pdf.certificate.schedule'), left, doc.y, { width });
  doc.moveDown(0.3);
  const labelWidth = 120;
  for (const [label, value] of certificateSchedule(c, locale)) {
    const rowY = doc.y;
    doc.font(font.bold).fontSize(10).text(label, left, rowY, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font(font.regular).text(value, left + labelWidth + 10, rowY, { width: width - labelWidth - 10 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }

  doc.moveDown(0.6).font(font.bold).fontSize(11);
  doc.text(t('pdf.certificate.encumbrances'), left, doc.y, { width });
  doc
    .moveDown(0.3)
    .font(font.regular)
    .fontSize(10)
    .text(t('pdf.certificate.noEncumbrances'), left, doc.y, { width });

  // The officer's signature block on the right, the QR code to check the certificate on the left.
  doc.moveDown(2);
  const blockY = doc.y;
  const qrSize = 96;
  const verifyUrl = verifyUrlIn(c.verifyUrl, locale);
  drawQrCode(doc, verifyUrl, left, blockY, qrSize);
  doc
    .font(font.regular)
    .fontSize(8)
    .text(t('pdf.certificate.check', { url: verifyUrl }), left, blockY + qrSize + 2, { width: 200 });
  const signX = left + width - 220;
  doc
    .font(font.bold)
    .fontSize(10.5)
    .text(t('pdf.certificate.officer'), signX, blockY + 8, { width: 220 });
  doc.font(font.regular).fontSize(10);
  doc.text(c.officerName, signX, doc.y, { width: 220 });
  doc.text(c.bankName, signX, doc.y, { width: 220 });
  doc.moveDown(0.6);
  doc.text(t('pdf.certificate.place', { place: c.property.propertyLocation }), signX, doc.y, { width: 220 });
  doc.text(issuedOn, signX, doc.y, { width: 220 });

  doc.end();
  return done;
}
