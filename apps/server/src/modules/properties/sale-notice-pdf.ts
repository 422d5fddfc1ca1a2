import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import PDFDocument from 'pdfkit';
import { SITE, borrowerName, formatDate, formatRupees, formatTime } from '@eauction/shared';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/storage';

/**
 * The SARFAESI sale notice of one property, as a bank's Authorised Officer publishes it (Security
 * Interest (Enforcement) Rules, 2002, rules 8(6) and 9(1)). The demo seed attaches one to about a
 * third of the properties; later the admin console attaches uploaded ones.
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

/** The PDF's standard fonts have no rupee glyph, so amounts read 'Rs. 12,34,567' as notices print them. */
const rupees = (amount: number) => formatRupees(amount).replace('₹', 'Rs. ');

export async function writeSaleNoticePdf(file: string, p: SaleNoticeInput, publicUrl: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 56, right: 56 },
    info: {
      Title: `Sale notice ${p.auctionCode}`,
      Author: `Authorised Officer, ${p.bankName}`,
      Subject: `E-auction sale notice under the SARFAESI Act, 2002: ${p.propertyType}, ${p.propertyLocation}`,
      Creator: SITE.fullName,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });

  const width = doc.page.width - 112;
  const possession = p.possessionType.toLowerCase() === 'physical' ? 'physical' : 'symbolic';

  doc.font('Helvetica-Bold').fontSize(15).text(p.bankName.toUpperCase(), { align: 'center' });
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(9)
    .text('Authorised Officer under the SARFAESI Act, 2002', { align: 'center' });
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('E-AUCTION SALE NOTICE', { align: 'center' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(9)
    .text(
      'Sale of immovable property under the Securitisation and Reconstruction of Financial Assets and Enforcement ' +
        'of Security Interest Act, 2002 read with the proviso to Rules 8(6) and 9(1) of the Security Interest ' +
        '(Enforcement) Rules, 2002',
      { align: 'center' },
    );

  doc
    .moveDown(1)
    .fontSize(10)
    .text(
      `Notice is hereby given to the public in general and in particular to the borrower(s) and guarantor(s) that ` +
        `the immovable property described below, mortgaged/charged to ${p.bankName} (the Secured Creditor), the ` +
        `${possession} possession of which has been taken by the Authorised Officer of the Secured Creditor, will be ` +
        `sold on "As is where is", "As is what is" and "Whatever there is" basis on ${formatDate(p.auctionDate)} ` +
        `through the e-auction platform of ${SITE.fullName} (${publicUrl}) for recovery of the dues of the Secured ` +
        `Creditor from the borrower(s) named below, together with further interest, costs and charges.`,
      { align: 'justify' },
    );

  const rows: [string, string][] = [
    ['Auction ID', p.auctionCode],
    ['Name of the borrower(s)', borrowerName(p.customerName) || p.customerName],
    ['Title holder', p.customerName],
    ['Loan account number', p.loanAccountNo],
    ['CIF ID', String(p.cifId)],
    ['Type of property', p.propertyType],
    ['Location', `${p.propertyLocation}, ${p.state}`],
    ['Type of possession', possession === 'physical' ? 'Physical' : 'Symbolic'],
    ['Reserve price', rupees(p.reservePrice)],
    ['Earnest money deposit (EMD)', rupees(p.emdAmount)],
    ['Bid increment', rupees(p.bidIncrement)],
    ['Last date for EMD submission', `${formatDate(p.emdSubmission)} up to 11:59 PM IST`],
    [
      'Date and time of e-auction',
      `${formatDate(p.auctionDate)} from ${formatTime(p.startAt)} to ${formatTime(p.endAt)} IST, with automatic ` +
        'extensions of 5 minutes each when a bid is received in the last 5 minutes',
    ],
  ];
  doc.moveDown(0.8);
  const labelWidth = 170;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).text(label, 56, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, 56 + labelWidth + 10, y, { width: width - labelWidth - 10 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }

  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Description of the immovable property', 56, doc.y, { width });
  doc.moveDown(0.2).font('Helvetica').fontSize(9.5).text(p.propertySchedule, { width, align: 'justify' });

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text('Terms and conditions', { width });
  const terms = [
    `The e-auction is conducted online on ${publicUrl}. Intending bidders must register on the portal, complete ` +
      'the auction registration with their KYC documents (PAN card and address proof) and pay the EMD before the ' +
      'last date for EMD submission. Only bidders whose registration is approved may bid.',
    'The EMD is payable by NEFT/RTGS, demand draft, pay order or cheque as stated on the portal. The EMD of ' +
      'unsuccessful bidders is refunded without interest after the auction; it carries no interest in any case.',
    `No bid below the reserve price is accepted. Bidders may improve their offers in multiples of ${rupees(p.bidIncrement)}.`,
    'The successful bidder shall deposit 25% of the sale price (less the EMD) immediately on acceptance of the bid ' +
      'and the balance within 15 days, failing which the amount deposited is forfeited and the property resold ' +
      '(Rule 9(3) and 9(4)).',
    'The property is sold with all existing and future encumbrances, statutory dues and liabilities, known or ' +
      'unknown to the Secured Creditor. Bidders are advised to inspect the property and the title documents and ' +
      'make their own enquiries before bidding.',
    'The Authorised Officer may accept or reject any or all bids, or postpone or cancel the auction, without ' +
      'assigning any reason. The sale is subject to confirmation by the Secured Creditor.',
    'This notice is also a statutory notice of 15/30 days to the borrower(s) and guarantor(s) under Rules 8(6) and ' +
      '9(1) of the Security Interest (Enforcement) Rules, 2002.',
  ];
  doc.font('Helvetica').fontSize(9);
  terms.forEach((term, i) => {
    doc.moveDown(0.25).text(`${i + 1}. ${term}`, { width, align: 'justify' });
  });

  doc.moveDown(1.2).font('Helvetica').fontSize(9.5).text(`Place: ${p.propertyLocation}`, { width });
  doc.text(`Date: ${formatDate(new Date())}`, { width });
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .text(`Authorised Officer, ${p.bankName}`, { width, align: 'right' });

  doc.end();
  await done;
}
