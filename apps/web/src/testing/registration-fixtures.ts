import type { MyRegistration, Property } from '@eauction/shared';

/** An entry of GET /api/auction/my-registrations for the given property. */
export function makeMyRegistration(
  property: Pick<
    Property,
    '_id' | 'auctionCode' | 'propertyType' | 'propertyLocation' | 'state' | 'auctionDate' | 'emdSubmission'
  >,
  overrides: Partial<MyRegistration> = {},
): MyRegistration {
  return {
    _id: `reg-${property._id}`,
    auctionId: property._id,
    property: {
      _id: property._id,
      auctionCode: property.auctionCode,
      propertyType: property.propertyType,
      propertyLocation: property.propertyLocation,
      state: property.state,
      auctionDate: property.auctionDate,
      emdSubmission: property.emdSubmission,
    },
    offerValue: 2_500_000,
    emdAmount: 250_000,
    paymentMode: 'Neft - Rtgs',
    status: 'pending',
    rejectionReason: null,
    canRegisterAgain: false,
    confirmationCode: 'EA-ABCD2345',
    createdAt: '2026-03-01T06:00:00.000Z',
    statusChangedAt: null,
    ...overrides,
  };
}
