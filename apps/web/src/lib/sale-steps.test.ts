import { describe, expect, it } from 'vitest';
import type { SaleStatus } from '@eauction/shared';
import { saleNextStep, timeLeftText, type SaleSummary } from './sale-steps';

// 30 Nov 2026 ends at 23:59:59.999 IST, which is 18:29:59.999 UTC.
const DUE = '2026-11-30';

describe('timeLeftText', () => {
  it('counts days and hours, then hours and minutes, then minutes, to the end of the day in India', () => {
    expect(timeLeftText(DUE, '2026-11-28T13:30:00.000Z')).toBe('2 days 5 hours left');
    expect(timeLeftText(DUE, '2026-11-29T18:30:00.000Z')).toBe('1 day left');
    expect(timeLeftText(DUE, '2026-11-30T13:10:00.000Z')).toBe('5 hours 20 minutes left');
    expect(timeLeftText(DUE, '2026-11-30T17:30:00.000Z')).toBe('1 hour left');
    expect(timeLeftText(DUE, '2026-11-30T18:10:00.000Z')).toBe('20 minutes left');
    expect(timeLeftText(DUE, '2026-11-30T18:29:30.000Z')).toBe('Less than a minute left');
  });

  it('says the deadline has passed once the day has ended in India, whatever the zone', () => {
    expect(timeLeftText(DUE, '2026-11-30T18:29:59.999Z')).not.toBe('The deadline has passed');
    expect(timeLeftText(DUE, '2026-11-30T18:30:00.000Z')).toBe('The deadline has passed');
    expect(timeLeftText(DUE, '2026-12-03T00:00:00.000Z')).toBe('The deadline has passed');
  });
});

describe('saleNextStep', () => {
  const sale = (status: SaleStatus, extra: Partial<SaleSummary> = {}): SaleSummary => ({
    status,
    depositDue: 375_000,
    depositDueBy: '2026-11-30',
    balanceDue: 1_125_000,
    balanceDueBy: '2026-12-15',
    ...extra,
  });

  it('asks for the deposit while confirmed and the balance once the deposit is paid, each by its day', () => {
    expect(saleNextStep(sale('confirmed'))).toEqual({
      text: 'Pay the 25% deposit of ₹3,75,000 by 30-Nov-26',
      dueBy: '2026-11-30',
    });
    expect(saleNextStep(sale('deposit-paid'))).toEqual({
      text: 'Pay the balance of ₹11,25,000 by 15-Dec-26',
      dueBy: '2026-12-15',
    });
  });

  it('asks only for what verified payments have not covered yet', () => {
    expect(saleNextStep(sale('confirmed', { depositPaid: 75_000 }))?.text).toBe(
      'Pay the 25% deposit of ₹3,00,000 by 30-Nov-26',
    );
    expect(saleNextStep(sale('deposit-paid', { balancePaid: 125_000 }))?.text).toBe(
      'Pay the balance of ₹10,00,000 by 15-Dec-26',
    );
  });

  it('says a payment awaits verification once everything still due has been reported', () => {
    const reported = (kind: 'deposit' | 'balance', amount: number) => ({
      _id: `p-${kind}-${amount}`,
      kind,
      amount,
      utrNo: 'HDFCR52026112700001',
      paidOn: '2026-11-27',
      status: 'submitted' as const,
      note: '',
      hasReceipt: false,
      submittedAt: '2026-11-27T08:00:00.000Z',
      reviewedAt: null,
    });
    expect(saleNextStep(sale('confirmed', { payments: [reported('deposit', 175_000)] }))?.text).toBe(
      'Pay the 25% deposit of ₹2,00,000 by 30-Nov-26',
    );
    expect(saleNextStep(sale('confirmed', { payments: [reported('deposit', 375_000)] }))).toEqual({
      text: 'Your payment awaits the bank’s verification. You will be e-mailed once it is verified.',
      dueBy: null,
    });
    expect(
      saleNextStep(sale('deposit-paid', { depositPaid: 375_000, payments: [reported('balance', 1_125_000)] }))
        ?.dueBy,
    ).toBeNull();
  });

  it('has no deadline before confirmation and after full payment, and no step once the sale has failed', () => {
    expect(saleNextStep(sale('awaiting-confirmation'))?.dueBy).toBeNull();
    expect(saleNextStep(sale('completed'))?.text).toBe('The bank will now issue your sale certificate.');
    expect(saleNextStep(sale('certificate-issued'))?.text).toBe(
      'Your sale certificate is ready to download.',
    );
    for (const status of ['not-confirmed', 'forfeited', 'ended-no-bids'] as const) {
      expect(saleNextStep(sale(status)), status).toBeNull();
    }
  });
});
