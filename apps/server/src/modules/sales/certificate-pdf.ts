import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SITE, formatDate, formatRupees, rupeesInWords } from '@eauction/shared';
import { pdfBytes } from '../../platform/pdf-bytes';

/*
 * The sale certificate (docs/product.md, "After the hammer", "Sale certificate"): the form of Appendix V
 * of the Security Interest (Enforcement) Rules, 2002, issued under rule 9(6) once the price is paid in
 * full, numbered, with a QR code of the address where anyone may check it. Drawn on demand from the
 * sale's stored facts, so every download is the same document.
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
 * The PDF's standard fonts have no rupee glyph: amounts read 'Rs. 12,34,567' as notices print them,
 * with a no-break space so a line never ends between the two.
 */
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs.\u00a0');

/** The certificate's paragraphs, in order (exported for tests). */
export function certificateParagraphs(c: CertificateInput): string[] {
  const buyer = [c.buyer.name, c.buyer.organizationName, c.buyer.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [
    `Whereas the undersigned, being the authorised officer of ${c.bankName}, the secured creditor, under the ` +
      'Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002 ' +
      '(54 of 2002), and in exercise of the powers conferred under section 13(12) read with rule 9(6) of the ' +
      `Security Interest (Enforcement) Rules, 2002, sold on ${formatDate(c.saleDate)}, by public e-auction ` +
      `(Auction ID ${c.property.auctionCode}), on behalf of ${c.bankName}, in favour of ${buyer}, the immovable ` +
      'property shown in the schedule below, secured in favour of the secured creditor, for a sum of ' +
      `${rupees(c.salePrice)} (${rupeesInWords(c.salePrice)} only), the sale having been confirmed on ` +
      `${formatDate(c.confirmedOn)}.`,
    'The undersigned acknowledges the receipt of the sale price in full and hands over the delivery and ' +
      'possession of the scheduled property.',
    'The sale of the scheduled property was made free from all encumbrances known to the secured creditor ' +
      'listed below, on deposit of the money demanded by the undersigned.',
  ];
}

/** The schedule of the property: [label, value] rows. */
export function certificateSchedule(c: CertificateInput): [string, string][] {
  return [
    [
      'Description',
      c.property.propertySchedule.trim() || `${c.property.propertyType} at ${c.property.propertyLocation}`,
    ],
    ['Type of property', c.property.propertyType],
    ['Location', `${c.property.propertyLocation}, ${c.property.state}`],
    ['Auction ID', c.property.auctionCode],
    ['Sale price', `${rupees(c.salePrice)} (${rupeesInWords(c.salePrice)} only)`],
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

/** Renders the certificate to a PDF in memory (it is mailed and downloaded, never stored). */
export async function renderCertificatePdf(c: CertificateInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 64, right: 64 },
    info: {
      Title: `Sale certificate ${c.certificateNo}`,
      Author: c.bankName,
      Subject: `Sale certificate for Auction ID ${c.property.auctionCode}`,
      Creator: SITE.fullName,
    },
  });
  const done = pdfBytes(doc);

  const left = 64;
  const width = doc.page.width - 128;
  doc.font('Helvetica-Bold').fontSize(10).text('APPENDIX V', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('[See rule 9(6)]', { align: 'center' });
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).text('SALE CERTIFICATE', { align: 'center' });
  doc.font('Helvetica').fontSize(10).text('(For immovable property)', { align: 'center' });

  doc.moveDown(1).font('Helvetica-Bold').fontSize(10);
  const y = doc.y;
  doc.text(`Certificate No. ${c.certificateNo}`, left, y, { width });
  doc.text(`Date: ${formatDate(c.issuedAt)}`, left, y, { width, align: 'right' });

  doc.moveDown(1).font('Helvetica').fontSize(10.5);
  for (const paragraph of certificateParagraphs(c)) {
    doc.text(paragraph, left, doc.y, { width, align: 'justify' });
    doc.moveDown(0.7);
  }

  doc
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Schedule of the property', left, doc.y, { width });
  doc.moveDown(0.3);
  const labelWidth = 120;
  for (const [label, value] of certificateSchedule(c)) {
    const rowY = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, left, rowY, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, left + labelWidth + 10, rowY, { width: width - labelWidth - 10 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }

  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11);
  doc.text('Encumbrances known to the secured creditor', left, doc.y, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(10).text(NO_KNOWN_ENCUMBRANCES, left, doc.y, { width });

  // The officer's signature block on the right, the QR code to check the certificate on the left.
  doc.moveDown(2);
  const blockY = doc.y;
  const qrSize = 96;
  drawQrCode(doc, c.verifyUrl, left, blockY, qrSize);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Check this certificate at ${c.verifyUrl}`, left, blockY + qrSize + 2, { width: 200 });
  const signX = left + width - 220;
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text('Authorised Officer', signX, blockY + 8, { width: 220 });
  doc.font('Helvetica').fontSize(10);
  doc.text(c.officerName, signX, doc.y, { width: 220 });
  doc.text(c.bankName, signX, doc.y, { width: 220 });
  doc.moveDown(0.6);
  doc.text(`Place: ${c.property.propertyLocation}`, signX, doc.y, { width: 220 });
  doc.text(`Date: ${formatDate(c.issuedAt)}`, signX, doc.y, { width: 220 });

  doc.end();
  return done;
}
