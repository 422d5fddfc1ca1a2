import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyUrlIn } from '@eauction/shared';
import { translator } from '../../platform/i18n';
import { embedsFont, pdfUnicodeText } from '../../testing/pdf-text';
import {
  NO_KNOWN_ENCUMBRANCES,
  certificateParagraphs,
  certificateSchedule,
  renderCertificatePdf,
  type CertificateInput,
} from './certificate-pdf';

const input: CertificateInput = {
  certificateNo: 'SC-2026-000001',
  issuedAt: new Date('2026-10-13T05:30:00Z'),
  verifyUrl: 'https://enilami.example/verify/SC-2026-000001',
  bankName: 'State Bank of India',
  officerName: 'Test Officer',
  buyer: { name: 'Ravi Kumar Sharma', organizationName: 'Kumar Agro', address: '12 Civil Lines, Jaipur' },
  property: {
    auctionCode: 'T-0001',
    propertyType: 'LAND',
    propertyLocation: 'Jaipur',
    state: 'Rajasthan',
    propertySchedule: 'All that part and parcel of a test property.',
  },
  salePrice: 1_234_567,
  saleDate: '2026-10-05',
  confirmedOn: '2026-10-06',
};

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('sale certificate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps its English texts', () => {
    expect(translator('en')('pdf.certificate.noEncumbrances')).toBe(NO_KNOWN_ENCUMBRANCES);
    const [whereas] = certificateParagraphs(input);
    expect(whereas).toContain(
      'for a sum of Rs.\u00a012,34,567 (Twelve lakh thirty-four thousand five hundred sixty-seven rupees only)',
    );
    expect(whereas).toContain('the sale having been confirmed on 06-Oct-26.');
    expect(
      certificateSchedule({ ...input, property: { ...input.property, propertySchedule: ' ' } })[0],
    ).toEqual(['Description', 'Land at Jaipur']);
  });

  it('writes its paragraphs and schedule in Hindi, the price in Hindi words', () => {
    const [whereas, receipt, free] = certificateParagraphs(input, 'hi');
    expect(whereas).toMatch(/^जबकि अधोहस्ताक्षरी ने, /);
    expect(whereas).toContain('05-अक्तू-26 को सार्वजनिक ई-नीलामी (नीलामी आईडी T-0001) द्वारा');
    expect(whereas).toContain('Ravi Kumar Sharma, Kumar Agro, 12 Civil Lines, Jaipur के पक्ष में');
    expect(whereas).toContain('₹12,34,567 (बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र)');
    expect(whereas).toContain('पुष्टि 06-अक्तू-26 को की गई है।');
    expect(receipt).toContain('कब्ज़ा सौंपते हैं');
    expect(free).toContain('भारों से मुक्त');
    expect(certificateSchedule(input, 'hi')).toEqual([
      ['विवरण', 'All that part and parcel of a test property.'],
      ['संपत्ति का प्रकार', 'भूमि'],
      ['स्थान', 'Jaipur, Rajasthan'],
      ['नीलामी आईडी', 'T-0001'],
      ['विक्रय मूल्य', '₹12,34,567 (बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र)'],
    ]);
  });

  it('embeds Noto Sans Devanagari in a Hindi certificate and none in an English one', async () => {
    const hindi = await renderCertificatePdf(input, 'hi');
    expect(embedsFont(hindi, 'NotoSansDevanagari-Regular')).toBe(true);
    expect(embedsFont(hindi, 'NotoSansDevanagari-Bold')).toBe(true);
    const text = squeeze(pdfUnicodeText(hindi));
    for (const expected of ['प्रमाणपत्र सं. SC-2026-000001', 'अनुसूची', 'Test Officer', '₹12,34,567']) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).not.toContain('SALECERTIFICATE');

    const english = await renderCertificatePdf(input);
    expect(embedsFont(english, 'NotoSansDevanagari-Regular')).toBe(false);
    expect(squeeze(pdfUnicodeText(english))).toContain('SALECERTIFICATE');
  });

  it("leads a Hindi certificate's QR code and printed address to the Hindi check page", async () => {
    const qr = vi.spyOn(QRCode, 'create');
    const hindi = squeeze(pdfUnicodeText(await renderCertificatePdf(input, 'hi')));
    expect(hindi).toContain('https://enilami.example/hi/verify/SC-2026-000001');
    expect(qr).toHaveBeenLastCalledWith(
      'https://enilami.example/hi/verify/SC-2026-000001',
      expect.anything(),
    );

    const english = squeeze(pdfUnicodeText(await renderCertificatePdf(input, 'en')));
    expect(english).toContain('https://enilami.example/verify/SC-2026-000001');
    expect(english).not.toContain('/hi/verify/');
    expect(qr).toHaveBeenLastCalledWith('https://enilami.example/verify/SC-2026-000001', expect.anything());
  });

  it('puts the language after whatever path the public address has', () => {
    expect(verifyUrlIn('https://bank.example/eauction/verify/SC-2026-000001', 'hi')).toBe(
      'https://bank.example/eauction/hi/verify/SC-2026-000001',
    );
    expect(verifyUrlIn('https://bank.example/eauction/verify/SC-2026-000001', 'en')).toBe(
      'https://bank.example/eauction/verify/SC-2026-000001',
    );
  });
});
