import type {
  AdminAuction,
  AdminRegistration,
  AdminSale,
  AuctionReport,
  AuctionReportDetail,
  DashboardStats,
  EmdRefundRow,
  SalePayment,
} from '@eauction/shared';
import { makeProperty } from '../../../testing/property-fixtures';

/** A registration as GET /api/admin/registrations answers it. */
export function makeRegistration(overrides: Partial<AdminRegistration> = {}): AdminRegistration {
  return {
    _id: 'reg-1',
    user: {
      _id: 'u-2',
      firstName: 'Ravi',
      lastName: 'Shah',
      name: 'Ravi Shah',
      organizationName: 'Shah Traders',
      email: 'ravi@example.in',
      mobile: '9876543210',
      landline: '01412345678',
      panNumber: 'ABCDE1234F',
      address: '12 MG Road',
      city: 'Indore',
      state: 'Madhya Pradesh',
      pincode: '452001',
      country: 'India',
    },
    auctionId: 'prop-1',
    auctionCode: 'EA-2026-0001',
    auctionDate: '2026-12-05',
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: 'indore',
    offerValue: 2_500_000,
    emdAmount: 245_000,
    paymentMode: 'Neft - Rtgs',
    utrNo: 'UTR12345678',
    bankName: 'HDFC Bank',
    accountNo: '123456789012',
    ifscCode: 'HDFC0001234',
    status: 'pending',
    rejectionReason: null,
    confirmationCode: 'REG-7F3K9Q',
    createdAt: '2026-11-20T06:00:00.000Z',
    statusChangedAt: null,
    documents: {
      pancardFile: '/api/registrations/reg-1/documents/pancardFile',
      addressProof: '/api/registrations/reg-1/documents/addressProof',
      paymentReceipt: null,
    },
    documentTypes: { pancardFile: 'image/png', addressProof: 'application/pdf', paymentReceipt: null },
    ...overrides,
  };
}

/** One row of GET /api/admin/auctions: an upcoming auction without registrations or bids. */
export function makeAdminAuction(overrides: Partial<AdminAuction> = {}): AdminAuction {
  return {
    ...makeProperty({
      auctionDate: '2026-12-15',
      auctionStartTime: '2026-12-15T04:30:00.000Z',
      auctionEndTime: '2026-12-15T11:30:00.000Z',
      emdSubmission: '2026-12-10',
    }),
    version: 3,
    photoCount: 0,
    auctionState: 'upcoming',
    registrationsCount: 0,
    pendingRegistrationsCount: 0,
    bidsCount: 0,
    cancelled: false,
    relisted: false,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<AuctionReport> = {}): AuctionReport {
  return {
    _id: 'prop-1',
    auctionId: 'prop-1',
    auctionCode: 'EA-2026-0001',
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: 'indore',
    customerName: 'Ramesh Kumar (Property of late Suresh Kumar)',
    state: 'Madhya Pradesh',
    auctionDate: '2026-11-10',
    auctionStartTime: '2026-11-10T04:30:00.000Z',
    auctionEndTime: '2026-11-10T11:30:00.000Z',
    auctionState: 'ended',
    reservePrice: 2_450_000,
    registeredParticipants: 3,
    activeBidders: 2,
    totalBids: 3,
    highestBid: 2_470_000,
    highestBidder: 'Ravi Shah',
    auctionSuccess: true,
    ...overrides,
  };
}

export function makeReportDetail(overrides: Partial<AuctionReportDetail> = {}): AuctionReportDetail {
  return {
    ...makeReport(),
    bids: [
      {
        seq: 3,
        amount: 2_470_000,
        bidder: 'Ravi Shah',
        organization: 'Shah Traders',
        email: 'ravi@example.in',
        timestamp: '2026-11-10T10:55:07.000Z',
        isAutoBid: true,
      },
      {
        seq: 2,
        amount: 2_460_000,
        bidder: 'Meera Iyer',
        organization: 'Iyer Estates',
        email: 'meera@example.in',
        timestamp: '2026-11-10T10:50:00.000Z',
        isAutoBid: false,
      },
      {
        seq: 1,
        amount: 2_450_000,
        bidder: 'Ravi Shah',
        organization: 'Shah Traders',
        email: 'ravi@example.in',
        timestamp: '2026-11-10T10:45:00.000Z',
        isAutoBid: false,
      },
    ],
    ...overrides,
  };
}

export function makeStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalProperties: 1234,
    pendingRegistrations: 7,
    activeAuctions: 2,
    recentActivity: [
      {
        _id: '41',
        action: 'property.created',
        actorEmail: 'admin@enilami.in',
        entity: 'property',
        entityId: 'prop-9',
        target: 'EA-2026-0099',
        description: 'Added property EA-2026-0099',
        createdAt: '2026-11-21T05:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The page envelope of the Auction List and the reports. */
export function page<T>(data: T[], total = data.length, offset = 0) {
  return { success: true, data, total, limit: 20, offset };
}

/**
 * A sale as GET /api/admin/sales answers it: by default awaiting the bank's confirmation, ₹50,00,000
 * bid by Ravi Shah with an EMD of ₹5,00,000 (so a deposit of ₹7,50,000 and a balance of ₹37,50,000).
 */
export function makeAdminSale(overrides: Partial<AdminSale> = {}): AdminSale {
  return {
    propertyId: 'prop-1',
    auctionCode: 'EA-2026-0001',
    status: 'awaiting-confirmation',
    salePrice: 5_000_000,
    emdAmount: 500_000,
    depositDue: 750_000,
    depositDueBy: null,
    balanceDue: 3_750_000,
    balanceDueBy: null,
    depositPaid: 0,
    balancePaid: 0,
    closedAt: '2026-11-10T11:30:02.000Z',
    confirmedAt: null,
    reason: null,
    payments: [],
    certificate: null,
    payTo: null,
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: 'indore',
    bankName: 'State Bank of India',
    buyerName: 'Ravi Shah',
    buyerEmail: 'ravi@example.in',
    bidsCount: 7,
    biddersCount: 3,
    extensionsCount: 1,
    paymentsToVerify: 0,
    nextDeadline: null,
    overdue: false,
    relistedAs: null,
    events: [
      {
        at: '2026-11-10T11:30:02.000Z',
        action: 'closed',
        fromStatus: null,
        toStatus: 'awaiting-confirmation',
        actor: null,
        reason: null,
      },
    ],
    ...overrides,
  };
}

/** A deposit the buyer reported, not yet reviewed. */
export function makeSalePayment(overrides: Partial<SalePayment> = {}): SalePayment {
  return {
    _id: 'pay-1',
    kind: 'deposit',
    amount: 750_000,
    utrNo: 'SBIN26111500042',
    paidOn: '2026-11-12',
    status: 'submitted',
    note: '',
    hasReceipt: true,
    submittedAt: '2026-11-12T06:15:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** One row of GET /api/admin/emd-refunds: a losing bidder's EMD due since the auction closed. */
export function makeRefundRow(overrides: Partial<EmdRefundRow> = {}): EmdRefundRow {
  return {
    registrationId: 'reg-9',
    propertyId: 'prop-1',
    auctionCode: 'EA-2026-0001',
    bidderName: 'Meera Iyer',
    email: 'meera@example.in',
    emdAmount: 245_000,
    bankName: 'HDFC Bank',
    accountNo: '50100123456789',
    ifscCode: 'HDFC0001234',
    state: 'refund-due',
    refundDueSince: '2026-11-10T11:30:02.000Z',
    refundUtrNo: null,
    refundedOn: null,
    late: false,
    ...overrides,
  };
}
