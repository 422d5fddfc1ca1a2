import { describe, expect, it } from 'vitest';
import { issueMessage } from './messages';
import {
  addMonths,
  balanceDueOf,
  deadlinePassed,
  depositDueOf,
  EmdRefundSchema,
  ExtendBalanceSchema,
  HolidayListSchema,
  maskName,
  ReviewPaymentSchema,
  SALE_MESSAGES,
  SalePaymentFormSchema,
  saleTermsOf,
} from './sale';
import { RelistAuctionSchema } from './property-input';

const none = new Set<string>();
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the amounts of rule 9', () => {
  it('asks 25% of the price less the EMD as the deposit, rounded up to the rupee', () => {
    expect(depositDueOf(10_00_000, 1_00_000)).toBe(1_50_000);
    expect(depositDueOf(10_00_001, 1_00_000)).toBe(1_50_001); // 2,50,000.25 → 2,50,001
    expect(balanceDueOf(10_00_000, 1_00_000)).toBe(7_50_000);
  });

  it('asks no deposit when the EMD already covers 25%, and the balance is the rest', () => {
    expect(depositDueOf(10_00_000, 3_00_000)).toBe(0);
    expect(balanceDueOf(10_00_000, 3_00_000)).toBe(7_00_000);
  });

  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-27', 3)).toBe('2027-02-27');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 2)).toBe('2026-12-31');
  });
});

describe('the deadlines of rule 9, in working days', () => {
  it('gives the deposit until the next working day, over a second Saturday and a Sunday', () => {
    // Friday 11 December 2026, 15:00 IST: Saturday the 12th is the second Saturday, the 13th a Sunday.
    const terms = saleTermsOf(10_00_000, 1_00_000, '2026-12-11T09:30:00Z', none);
    expect(terms.depositDueBy).toBe('2026-12-14');
    // The 15th day after the 11th is Saturday the 26th, the fourth Saturday: Monday the 28th.
    expect(terms.balanceDueBy).toBe('2026-12-28');
    expect(terms.latestBalanceDueBy).toBe('2027-03-11');
  });

  it('steps over a listed holiday', () => {
    const holidays = new Set(['2026-12-14']);
    expect(saleTermsOf(10_00_000, 1_00_000, '2026-12-11T09:30:00Z', holidays).depositDueBy).toBe(
      '2026-12-15',
    );
  });

  it('counts the day of confirmation in India time', () => {
    // 20:00 UTC on Thursday 10 December is 01:30 on Friday the 11th in India.
    expect(saleTermsOf(10_00_000, 1_00_000, '2026-12-10T20:00:00Z', none).depositDueBy).toBe('2026-12-14');
    // A balance's 15th day on a working day stays: Tuesday 1 December + 15 = Wednesday the 16th.
    expect(saleTermsOf(10_00_000, 1_00_000, '2026-12-01T06:00:00Z', none).balanceDueBy).toBe('2026-12-16');
  });

  it('lets a deadline day run to its last instant in India time', () => {
    expect(deadlinePassed('2026-12-14', '2026-12-14T18:29:59.999Z')).toBe(false);
    expect(deadlinePassed('2026-12-14', '2026-12-14T18:30:00.000Z')).toBe(true);
  });
});

describe('what /verify shows of the buyer', () => {
  it("keeps each word's first letter", () => {
    expect(maskName('Ravi Kumar')).toBe('R*** K****');
    expect(maskName('  A  B ')).toBe('A* B*');
  });
});

describe('the messages of the sale', () => {
  it('name a status by its label and a move by its stored value, as an ICU select’s case', () => {
    expect(SALE_MESSAGES.refused('awaiting-confirmation', 'issue-certificate')).toEqual({
      id: 'auction.sale.refused',
      values: { status: { id: 'labels.saleStatus.awaitingConfirmation' }, action: 'issueCertificate' },
    });
    expect(SALE_MESSAGES.paymentNotExpected('balance', 'deposit-paid').values).toEqual({
      kind: 'balance',
      status: { id: 'labels.saleStatus.depositPaid' },
    });
    expect(SALE_MESSAGES.amountTooLarge(5_05_000).values).toEqual({ amount: '₹5,05,000' });
  });
});

describe('the forms of the sale', () => {
  it('reads a payment, refusing a bad UTR, amount or date with their messages', () => {
    expect(
      SalePaymentFormSchema.parse({
        kind: 'deposit',
        amount: '150000',
        utrNo: 'sbin1234567',
        paidOn: '2026-12-12',
      }),
    ).toEqual({ kind: 'deposit', amount: 150000, utrNo: 'SBIN1234567', paidOn: '2026-12-12' });
    const refused = SalePaymentFormSchema.safeParse({
      kind: 'emd',
      amount: '1.5',
      utrNo: 'x',
      paidOn: '12/12/2026',
    });
    expect(messages(refused)).toEqual({
      kind: 'auction.sale.paymentKindInvalid',
      amount: 'auction.sale.amountNotWhole',
      utrNo: 'auction.utr.invalid',
      paidOn: 'auction.sale.paymentDateInvalid',
    });
  });

  it('needs a note to refuse a payment', () => {
    expect(messages(ReviewPaymentSchema.safeParse({ status: 'refused' }))).toEqual({
      note: 'auction.sale.refusalNoteRequired',
    });
    expect(ReviewPaymentSchema.parse({ status: 'verified' })).toEqual({ status: 'verified', note: '' });
  });

  it('needs a reason to extend, and a refund its UTR and date', () => {
    expect(messages(ExtendBalanceSchema.safeParse({ balanceDueBy: '2027-01-10', reason: ' ' }))).toEqual({
      reason: 'auction.sale.reasonRequired',
    });
    expect(messages(EmdRefundSchema.safeParse({ utrNo: '', refundedOn: '2026-12-01' }))).toEqual({
      utrNo: 'auction.utr.required',
    });
    expect(messages(EmdRefundSchema.safeParse({ utrNo: 'SBIN1234567', refundedOn: '1/12/2026' }))).toEqual({
      refundedOn: 'auction.sale.refundDateInvalid',
    });
  });

  it('refuses a holiday listed twice', () => {
    const twice = HolidayListSchema.safeParse({
      holidays: [
        { date: '2026-12-25', name: 'Christmas' },
        { date: '2026-12-25', name: 'Christmas Day' },
      ],
    });
    expect(messages(twice)).toEqual({ 'holidays.1.date': 'auction.holiday.listedTwice' });
    const issue = twice.error?.issues[0];
    expect(issue && issueMessage(issue)).toEqual({
      id: 'auction.holiday.listedTwice',
      values: { date: '2026-12-25' },
    });
  });

  it('reads a re-auction as Add Property reads its fields, with the same rules', () => {
    expect(
      RelistAuctionSchema.parse({
        auctionDate: '20-Jan-27',
        auctionStartTime: '10:00',
        auctionEndTime: '13:00',
        emdSubmission: '2027-01-18',
        reservePrice: '9,00,000',
      }),
    ).toEqual({
      auctionDate: '2027-01-20',
      auctionStartTime: '10:00',
      auctionEndTime: '13:00',
      emdSubmission: '2027-01-18',
      reservePrice: 900000,
    });
    const refused = RelistAuctionSchema.safeParse({
      auctionDate: '2027-01-20',
      auctionStartTime: '13:00',
      auctionEndTime: '10:00',
      emdSubmission: '2027-01-21',
    });
    expect(Object.keys(messages(refused))).toEqual(['reservePrice']);
    const rules = RelistAuctionSchema.safeParse({
      auctionDate: '2027-01-20',
      auctionStartTime: '13:00',
      auctionEndTime: '10:00',
      emdSubmission: '2027-01-21',
      reservePrice: 900000,
    });
    expect(Object.keys(messages(rules)).sort()).toEqual(['auctionEndTime', 'emdSubmission']);
    expect(RelistAuctionSchema.safeParse({ auctionDate: '2027-01-20', bankName: 'X' }).success).toBe(false);
  });
});
