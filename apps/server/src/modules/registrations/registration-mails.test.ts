import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../platform/mail';
import { expectHindiMail } from '../../testing/hindi-mail';
import {
  bidDocumentMail,
  registrationStatusMail,
  type RegistrationStatusMailInput,
} from './registration-mails';

/* The registration's mails in the bidder's language (docs/product.md, "Languages"). */

const URL = 'https://auctions.example.in';
const en = { email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar' };
const hi = { ...en, language: 'hi' as const };
const propertyId = '11111111-2222-3333-4444-555555555555';
const property = {
  auctionCode: 'SBI-2026-17',
  propertyType: 'Flat',
  propertyLocation: 'Pune',
  auctionDate: '2026-12-01',
  emdSubmission: '2026-11-25',
};
const emdAccount = {
  accountName: 'AO Trust',
  accountNo: '123456789012',
  ifscCode: 'SBIN0001234',
  bankName: 'SBI',
  branch: 'Camp',
};

const bidDocument = (to: typeof en, paymentMode: string, account: typeof emdAccount | null): OutgoingMail =>
  bidDocumentMail({
    to,
    confirmationCode: 'EA-ABCD2345',
    property,
    offerValue: 1_200_000,
    paymentMode,
    utrNo: paymentMode === 'Neft - Rtgs' ? 'UTR2026001' : '',
    emdAmount: 120_000,
    pancardNo: 'ABCDE1234F',
    refund: { bankName: 'HDFC', accountNo: '50100012345678' },
    emdAccount: account,
    pdf: Buffer.from('%PDF'),
    publicUrl: URL,
  });

const statusMail = (to: typeof en, change: Partial<RegistrationStatusMailInput>): OutgoingMail =>
  registrationStatusMail({
    to,
    status: 'approved',
    registration: {
      propertyId,
      confirmationCode: 'EA-ABCD2345',
      emdAmount: 120_000,
      bankName: 'HDFC',
      accountNo: '50100012345678',
    },
    property,
    reason: null,
    refundDue: false,
    nextStep: 'contact',
    publicUrl: URL,
    ...change,
  });

describe('registration mails in Hindi', () => {
  it.each([
    ['NEFT/RTGS', 'Neft - Rtgs', emdAccount, ['NEFT/RTGS द्वारा', 'UTR संख्या UTR2026001']],
    ['a demand draft', 'Demand Draft', emdAccount, ['डिमांड ड्राफ़्ट', 'के पक्ष में']],
    ['an unpublished account', 'Cheque', null, ['अभी प्रकाशित नहीं', 'चेक']],
  ] as const)('writes the Bid Document mail for %s in Hindi', (_, mode, account, words) => {
    const mail = bidDocument(hi, mode, account);
    expect(mail.subject).toBe('नीलामी आईडी SBI-2026-17 हेतु बोली दस्तावेज़ (EA-ABCD2345)');
    expectHindiMail(mail, bidDocument(en, mode, account), {
      words: [
        'प्रिय Ravi Kumar,',
        '01-दिस-26',
        'पुष्टि कोड:',
        'प्रस्ताव राशि:',
        'XXXXXX234F',
        'बोली दस्तावेज़ संलग्न',
        'समीक्षाधीन',
        ...words,
      ],
    });
    expect(mail.text.endsWith(`ई-नीलामी सरकारी ई-नीलामी गृह\n${URL}/hi`)).toBe(true);
  });

  it('writes the approval in Hindi, with the Hindi live auction page', () => {
    expectHindiMail(statusMail(hi, {}), statusMail(en, {}), {
      words: ['अनुमोदित है', 'पुष्टि कोड: EA-ABCD2345', 'लाइव नीलामी'],
      link: `${URL}/hi/property/${propertyId}/live-auction`,
    });
    expect(statusMail(hi, {}).subject).toBe('नीलामी पंजीकरण अनुमोदित: नीलामी आईडी SBI-2026-17');
  });

  it('writes the rejection in Hindi: the reason, the refund and where to register again', () => {
    const rejected = {
      status: 'rejected' as const,
      reason: 'PAN unreadable',
      refundDue: true,
      nextStep: 'register-again' as const,
    };
    expectHindiMail(statusMail(hi, rejected), statusMail(en, rejected), {
      words: ['अस्वीकृत कर दिया गया है', 'कारण: PAN unreadable', 'XXXXXXXXXX5678', '25-नव-26', 'पुनः जमा'],
      link: `${URL}/hi/property/${propertyId}/tender-payment`,
    });
    const contact = { ...rejected, refundDue: false, nextStep: 'contact' as const };
    expectHindiMail(statusMail(hi, contact), statusMail(en, contact), { words: ['नीलामी गृह से संपर्क करें'] });
  });

  it('names the property type by its label, in Hindi in a Hindi mail', () => {
    const flat = { property: { ...property, propertyType: 'RESIDENTIAL FLAT' } };
    expect(statusMail(en, flat).text).toContain(
      'e-auction of Residential Flat, Pune (Auction ID SBI-2026-17)',
    );
    expect(statusMail(hi, flat).text).toContain('आवासीय फ़्लैट');
    expect(statusMail(hi, flat).text).not.toContain('RESIDENTIAL');
    // A type the list does not know (older data) is written as it is.
    expect(statusMail(hi, {}).text).toContain('Flat');
  });

  it('writes the return to review in Hindi', () => {
    expectHindiMail(statusMail(hi, { status: 'pending' }), statusMail(en, { status: 'pending' }), {
      words: ['समीक्षाधीन है', 'पुनः समीक्षा'],
    });
  });
});
