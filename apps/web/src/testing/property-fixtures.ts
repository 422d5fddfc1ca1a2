import type { AuthUser, Property } from '@eauction/shared';

/** A complete property as GET /api/properties answers it; override what a test is about. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    _id: 'prop-1',
    auctionCode: 'EA-2026-0001',
    customerName: 'Ramesh Kumar (Property of late Suresh Kumar)',
    propertyType: 'RESIDENTIAL HOUSE',
    propertyLocation: 'indore',
    state: 'Madhya Pradesh',
    zone: 'CENTRAL',
    region: 'Malwa',
    possessionType: 'PHYSICAL',
    vendor: 'In-house',
    bankName: 'Bharat Housing Finance Ltd',
    reservePrice: 2_450_000,
    emdAmount: 245_000,
    bidIncrement: 10_000,
    currentBid: null,
    auctionDate: '2026-03-20',
    // 10:00 and 17:00 IST on the auction date.
    auctionStartTime: '2026-03-20T04:30:00.000Z',
    auctionEndTime: '2026-03-20T11:30:00.000Z',
    auctionExtensionCount: 0,
    emdSubmission: '2026-03-15',
    loanAccountNo: 'LN00451209',
    cifId: 884512,
    propertySchedule: 'House No. 12, Scheme 54, Vijay Nagar, Indore. Built-up area 1,450 sq ft.',
    location: { type: 'Point', coordinates: [75.8937, 22.7533] },
    saleNoticeUrl: null,
    emdAccount: {
      accountName: 'Bharat Housing Finance Ltd EMD Collection Account',
      accountNo: '50200045671234',
      ifscCode: 'HDFC0000236',
      bankName: 'HDFC Bank',
      branch: 'Connaught Place, New Delhi',
    },
    createdAt: '2026-01-05T06:00:00.000Z',
    updatedAt: '2026-01-05T06:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: 'user-1',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    role: 'user',
    organizationName: 'Verma Traders',
    address: '',
    country: 'India',
    state: 'madhya-pradesh',
    city: 'indore',
    pincode: '452001',
    landlineNo: '',
    mobile: '9876543210',
    fax: '',
    pancardNo: '',
    bankName: '',
    accountNo: '',
    ifscCode: '',
    interestedProperties: [],
    language: 'en',
    ...overrides,
  };
}
