import { describe, expect, it } from 'vitest';
import { EMD_ACCOUNT_NOT_PUBLISHED, PAYMENT_MODES, SITE, SITE_KEYS } from '@eauction/shared';
import { translator } from '../../platform/i18n';
import { embedsFont, pdfUnicodeText } from '../../testing/pdf-text';
import {
  bidDocumentSections,
  emdAccountNotPublished,
  emdAccountRows,
  emdInstructions,
  maskExceptLast4,
  paymentModeLabel,
  renderBidDocumentPdf,
  type BidDocumentInput,
} from './bid-document-pdf';

const input: BidDocumentInput = {
  confirmationCode: 'EA-ABCD2345',
  createdAt: new Date('2026-06-01T06:00:00Z'),
  property: {
    auctionCode: 'EA/2026/00001',
    propertyType: 'LAND',
    propertyLocation: 'Jaipur',
    state: 'Rajasthan',
    bankName: 'Test Finance Ltd',
    reservePrice: 1_000_000,
    auctionDate: '2026-06-20',
    startAt: new Date('2026-06-20T04:30:00Z'),
    endAt: new Date('2026-06-20T11:30:00Z'),
    emdSubmission: '2026-06-15',
  },
  buyer: {
    firstName: 'Ravi',
    lastName: 'Kumar',
    organizationName: 'Kumar Agro',
    address: '12 Civil Lines',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
    country: 'India',
    email: 'ravi@example.in',
    mobile: '9876543210',
    landline: '0141 2345678',
    fax: '',
    pancardNo: 'ABCDE1234F',
  },
  bank: { bankName: 'State Bank of India', accountNo: '123456789012', ifscCode: 'SBIN0001234' },
  offerValue: 1_200_000,
  paymentMode: 'Cheque',
  utrNo: '',
  emdAmount: 100_000,
  emdAccount: {
    accountName: 'Test Finance EMD Collection Account',
    accountNo: '50200045671234',
    ifscCode: 'HDFC0000236',
    bankName: 'HDFC Bank',
    branch: 'Connaught Place, New Delhi',
  },
  publicUrl: 'https://enilami.example',
};

describe('bid document', () => {
  it('masks every character but the last four', () => {
    expect(maskExceptLast4('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskExceptLast4(' 123456 ')).toBe('XX3456');
    expect(maskExceptLast4('1234')).toBe('XXXX');
    expect(maskExceptLast4('')).toBe('');
  });

  it('shows document numbers masked and the UTR only for NEFT/RTGS', () => {
    const rows = new Map(bidDocumentSections(input).flatMap(([, r]) => r));
    expect(rows.get('PAN')).toBe('XXXXXX234F');
    expect(rows.get('Account number')).toBe('XXXXXXXX9012');
    expect(rows.get('EMD amount')).toBe('Rs. 1,00,000');
    expect(rows.get('Payment mode')).toBe('Cheque');
    expect(rows.has('UTR number')).toBe(false);
    const neft = new Map(
      bidDocumentSections({ ...input, paymentMode: 'Neft - Rtgs', utrNo: 'UTR123456' }).flatMap(([, r]) => r),
    );
    expect(neft.get('UTR number')).toBe('UTR123456');
    expect(neft.get('Payment mode')).toBe('NEFT - RTGS');
  });

  it('repeats the EMD beneficiary account in full with the confirmation code to quote', () => {
    const pay = bidDocumentSections(input).find(([section]) => section === 'Pay the EMD to');
    expect(pay?.[1]).toEqual([
      ['Beneficiary name', 'Test Finance EMD Collection Account'],
      ['Beneficiary account no.', '50200045671234'],
      ['IFSC', 'HDFC0000236'],
      ['Beneficiary bank', 'HDFC Bank'],
      ['Branch', 'Connaught Place, New Delhi'],
      ['Reference to quote', 'EA-ABCD2345'],
    ]);
    const neft = emdInstructions({ ...input, paymentMode: 'Neft - Rtgs', utrNo: 'UTR123456' });
    expect(neft).toContain(
      'Test Finance EMD Collection Account, account no. 50200045671234, IFSC HDFC0000236',
    );
    expect(neft).toContain('quoting EA-ABCD2345');
    expect(emdInstructions(input)).toContain('drawn in favour of Test Finance EMD Collection Account');
  });

  it('says whom to contact, never a blank, while the EMD account is not published', () => {
    const pay = bidDocumentSections({ ...input, emdAccount: null }).find(([s]) => s === 'Pay the EMD to');
    const [[label, text] = ['', '']] = pay?.[1] ?? [];
    expect(label).toBe('EMD account');
    expect(text).toBe(
      `The account to pay the EMD into has not been published for this auction yet. Please do not pay the EMD until it is. Contact the auction house: ${SITE.salesEmails[0]}, ${SITE.phone} (10:00 am to 06:00 pm, Monday to Saturday).`,
    );
    expect(emdInstructions({ ...input, emdAccount: null })).toContain('has not been published');
  });

  it('renders a PDF', async () => {
    const pdf = await renderBidDocumentPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is drawn in English with the standard fonts, embedding none', async () => {
    const pdf = await renderBidDocumentPdf(input, 'en');
    expect(embedsFont(pdf, 'NotoSansDevanagari-Regular')).toBe(false);
    expect(pdf.toString('latin1')).toContain('/BaseFont /Helvetica-Bold');
    const text = pdfUnicodeText(pdf).replace(/\s+/g, '');
    for (const expected of [
      'BID DOCUMENT',
      'E-NILAMI GOVERNMENT E-AUCTION HOUSE',
      'Rs. 12,00,000',
      'How to pay the EMD',
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ''));
    }
  });
});

describe('bid document in Hindi', () => {
  const squeeze = (text: string) => text.replace(/\s+/g, '');

  it('keeps the English texts those of the shared constants', () => {
    const t = translator('en');
    expect(t(SITE_KEYS.fullName)).toBe(SITE.fullName);
    expect(emdAccountNotPublished()).toBe(
      t(EMD_ACCOUNT_NOT_PUBLISHED.body, {
        email: SITE.salesEmails[0],
        phone: SITE.phone,
        hours: t('labels.site.hours'),
        days: t('labels.site.businessDays'),
      }),
    );
    for (const mode of PAYMENT_MODES) expect(paymentModeLabel(mode.value)).toBe(t(mode.labelKey));
    expect(paymentModeLabel('Unknown mode', 'hi')).toBe('Unknown mode');
  });

  it('labels every row in Hindi and keeps codes, names and amounts (with the rupee sign) as they are', () => {
    const sections = bidDocumentSections(input, 'hi');
    expect(sections.map(([section]) => section)).toEqual([
      'नीलामी',
      'क्रेता',
      'बैंक विवरण (बयाना राशि की वापसी हेतु)',
      'प्रस्ताव एवं बयाना राशि',
      'बयाना राशि इस खाते में जमा करें',
    ]);
    const rows = new Map(sections.flatMap(([, r]) => r));
    expect(rows.get('नीलामी आईडी')).toBe('EA/2026/00001');
    expect(rows.get('पैन (PAN)')).toBe('XXXXXX234F');
    expect(rows.get('बयाना राशि (EMD)')).toBe('₹1,00,000');
    expect(rows.get('भुगतान का माध्यम')).toBe('चेक');
    expect(rows.get('ई-नीलामी की तिथि')).toBe('20-जून-26, 10:00 पूर्वाह्न से 05:00 अपराह्न IST तक');
    expect(rows.get('बयाना राशि जमा करने की अंतिम तिथि')).toBe('15-जून-26 (11:59 अपराह्न IST)');
    expect(rows.get('ई-मेल')).toBe('ravi@example.in');
    expect(emdAccountRows(null, 'EA-ABCD2345', 'hi')).toEqual([
      ['बयाना राशि खाता', emdAccountNotPublished(translator('hi'))],
    ]);
    expect(emdAccountNotPublished(translator('hi'))).toContain(SITE.phone);
    expect(emdAccountNotPublished(translator('hi'))).toContain(SITE.salesEmails[0]);
  });

  it('says how to pay the EMD in Hindi for each mode', () => {
    const neft = emdInstructions({ ...input, paymentMode: 'Neft - Rtgs', utrNo: 'UTR123456' }, 'hi');
    expect(neft).toContain('₹1,00,000 की बयाना राशि का भुगतान NEFT/RTGS द्वारा');
    expect(neft).toContain('IFSC HDFC0000236');
    expect(neft).toContain('UTR संख्या UTR123456');
    const cheque = emdInstructions(input, 'hi');
    expect(cheque).toContain('चेक द्वारा 15-जून-26 (11:59 अपराह्न IST) तक जमा करें');
    expect(cheque).toContain('EA-ABCD2345 तथा नीलामी आईडी EA/2026/00001');
    const none = emdInstructions({ ...input, emdAccount: null }, 'hi');
    expect(none).toContain(emdAccountNotPublished(translator('hi')));
  });

  it('embeds Noto Sans Devanagari and draws the document in Hindi', async () => {
    const pdf = await renderBidDocumentPdf(input, 'hi');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(embedsFont(pdf, 'NotoSansDevanagari-Regular')).toBe(true);
    expect(embedsFont(pdf, 'NotoSansDevanagari-Bold')).toBe(true);
    expect(pdf.toString('latin1')).not.toContain('/BaseFont /Helvetica');
    expect(pdf.toString('latin1')).toContain('/Lang (hi)');
    const text = squeeze(pdfUnicodeText(pdf));
    // Words whose glyphs come back in their spoken order (a short i or a reph would be reordered).
    for (const expected of [
      'बोली दस्तावेज़',
      'क्रेता',
      'प्रस्ताव मूल्य',
      'खाता संख्या',
      'EA/2026/00001',
      'ravi@example.in',
      '₹12,00,000',
      'XXXXXX234F',
      'Test Finance EMD Collection Account',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    for (const english of ['BID DOCUMENT', 'Buyer', 'Offer value', 'Rs.'])
      expect(text).not.toContain(english);
  });
});
