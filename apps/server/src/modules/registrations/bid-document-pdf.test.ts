import { describe, expect, it } from 'vitest';
import { EMD_ACCOUNT_NOT_PUBLISHED, SITE } from '@eauction/shared';
import {
  bidDocumentSections,
  emdInstructions,
  maskExceptLast4,
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
    expect(pay?.[1]).toEqual([['EMD account', EMD_ACCOUNT_NOT_PUBLISHED.body]]);
    expect(EMD_ACCOUNT_NOT_PUBLISHED.body).toContain(SITE.phone);
    expect(emdInstructions({ ...input, emdAccount: null })).toContain('has not been published');
  });

  it('renders a PDF', async () => {
    const pdf = await renderBidDocumentPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
