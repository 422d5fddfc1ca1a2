import { describe, expect, it } from 'vitest';
import { expectHindiMail } from '../../testing/hindi-mail';
import { outbidMail } from './outbid-mail';

/* "You have been outbid" in the recipient's language (docs/product.md, "Languages"). */

const URL = 'https://auctions.example.in';
const auction = {
  id: '11111111-2222-3333-4444-555555555555',
  auctionCode: 'SBI-2026-17',
  propertyType: 'Flat',
  customerName: '',
  propertyLocation: 'Pune',
};

describe('outbid mail in Hindi', () => {
  it('tells a Hindi bidder in Hindi, with the Hindi live auction page', () => {
    const to = { email: 'ravi@example.in', firstName: 'Ravi' };
    const mail = outbidMail({ ...to, language: 'hi' }, auction, 1_525_000, URL);
    expect(mail.subject).toBe('आपकी बोली से ऊँची बोली लगाई गई है: Pune में Flat');
    expectHindiMail(mail, outbidMail(to, auction, 1_525_000, URL), {
      words: ['प्रिय Ravi,', 'नीलामी आईडी SBI-2026-17', 'उच्चतम बोली ₹15,25,000', 'लाइव नीलामी', 'मिनट'],
      link: `${URL}/hi/property/${auction.id}/live-auction`,
    });
  });

  it('keeps the borrower in the title as the site shows it', () => {
    const mail = outbidMail(
      { email: 'ravi@example.in', firstName: 'Ravi', language: 'hi' },
      { ...auction, customerName: 'Sharma Traders (Property of Mr Sharma)' },
      1_000_000,
      URL,
    );
    expect(mail.subject).toBe('आपकी बोली से ऊँची बोली लगाई गई है: Flat - Sharma Traders');
  });
});
