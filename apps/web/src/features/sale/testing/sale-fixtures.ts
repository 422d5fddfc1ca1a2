import type { Sale, SalePayment } from '@eauction/shared';

/** A sale as GET /api/sales/{propertyId} answers it, confirmed on 27 Nov 2026; override what a test is about. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    propertyId: 'prop-1',
    auctionCode: 'EA-2026-0001',
    status: 'confirmed',
    salePrice: 3_000_000,
    emdAmount: 245_000,
    depositDue: 505_000,
    depositDueBy: '2026-11-30',
    depositPaid: 0,
    balanceDue: 2_250_000,
    balanceDueBy: '2026-12-14',
    balancePaid: 0,
    closedAt: '2026-11-26T11:30:05.000Z',
    confirmedAt: '2026-11-27T06:00:00.000Z',
    reason: null,
    payments: [],
    certificate: null,
    payTo: {
      accountName: 'Bharat Housing Finance Ltd EMD Collection Account',
      accountNo: '50200045671234',
      ifscCode: 'HDFC0000236',
      bankName: 'HDFC Bank',
      branch: 'Connaught Place, New Delhi',
    },
    ...overrides,
  };
}

export function makePayment(overrides: Partial<SalePayment> = {}): SalePayment {
  return {
    _id: 'pay-1',
    kind: 'deposit',
    amount: 505_000,
    utrNo: 'HDFCR52026112700001',
    paidOn: '2026-11-27',
    status: 'submitted',
    note: '',
    hasReceipt: false,
    submittedAt: '2026-11-27T08:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}
