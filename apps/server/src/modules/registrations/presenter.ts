import {
  NEFT_RTGS,
  bidderStep,
  type AdminRegistration,
  type DocumentField,
  type MyRegistration,
} from '@eauction/shared';
import type { PropertyRow, RegistrationRow, UserRow, sales } from '../../db/schema';
import { emdStatusOf, registrationResultOf } from '../sales/auction-outcome';

/** Where a registration's document is read (owner and admins only; never a public URL). */
export function documentUrl(registrationId: string, kind: DocumentField): string {
  return `/api/registrations/${registrationId}/documents/${kind}`;
}

export type PropertySummaryRow = Pick<
  PropertyRow,
  'id' | 'auctionCode' | 'propertyType' | 'propertyLocation' | 'state' | 'auctionDate' | 'emdSubmission'
>;
export type RegistrationUserRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'organizationName' | 'email' | 'mobile' | 'pancardNo'
>;

/** The auction's window, which decides whether a rejected registration may be submitted again. */
export type PropertyWindowRow = Pick<PropertyRow, 'startAt' | 'endAt'>;
/** Whether the auction has closed, and whether it was cancelled. */
export type PropertyCloseRow = Pick<PropertyRow, 'closedAt' | 'cancelledAt'>;
/** The auction's sale, as far as a bidder's list tells it. */
export type RegistrationSaleRow = Pick<
  typeof sales.$inferSelect,
  'status' | 'buyerId' | 'salePrice' | 'depositDue' | 'depositDueBy' | 'balanceDue' | 'balanceDueBy'
>;

export function toMyRegistrationDto(
  r: RegistrationRow,
  p: PropertySummaryRow & PropertyWindowRow & PropertyCloseRow,
  sale: RegistrationSaleRow | null,
  now: Date,
): MyRegistration {
  const result = registrationResultOf(r.userId, p, sale);
  const step = bidderStep(
    r.status,
    {
      auctionStartTime: p.startAt.toISOString(),
      auctionEndTime: p.endAt.toISOString(),
      emdSubmission: p.emdSubmission,
    },
    now,
  );
  return {
    _id: r.id,
    auctionId: p.id,
    property: {
      _id: p.id,
      auctionCode: p.auctionCode,
      propertyType: p.propertyType,
      propertyLocation: p.propertyLocation,
      state: p.state,
      auctionDate: p.auctionDate,
      emdSubmission: p.emdSubmission,
    },
    offerValue: r.offerValue,
    emdAmount: r.emdAmount,
    paymentMode: r.paymentMode,
    status: r.status,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    canRegisterAgain: step === 'register-again',
    confirmationCode: r.confirmationCode,
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
    emd: emdStatusOf(r),
    result,
    // Only the winner sees the sale's amounts and deadlines.
    sale:
      result?.won && sale
        ? {
            status: sale.status,
            depositDue: sale.depositDue,
            depositDueBy: sale.depositDueBy,
            balanceDue: sale.balanceDue,
            balanceDueBy: sale.balanceDueBy,
          }
        : null,
  };
}

/**
 * The admin views' shape. Name, organization, phone and postal address are the ones given on the
 * registration form (what the bid document carries); the e-mail and the PAN number are the account's
 * (the form asks for the PAN card, not its number).
 */
export function toAdminRegistrationDto(
  r: RegistrationRow,
  p: PropertySummaryRow,
  u: RegistrationUserRow,
): AdminRegistration {
  return {
    _id: r.id,
    user: {
      _id: u.id,
      firstName: r.firstName,
      lastName: r.lastName,
      name: `${r.firstName} ${r.lastName}`,
      organizationName: r.organizationName,
      email: u.email,
      mobile: r.mobile,
      landline: r.landline,
      panNumber: u.pancardNo,
      address: r.address,
      city: r.city,
      state: r.state,
      pincode: r.pincode,
      country: r.country,
    },
    auctionId: p.id,
    auctionCode: p.auctionCode,
    auctionDate: p.auctionDate,
    propertyType: p.propertyType,
    propertyLocation: p.propertyLocation,
    offerValue: r.offerValue,
    emdAmount: r.emdAmount,
    paymentMode: r.paymentMode,
    utrNo: r.paymentMode === NEFT_RTGS ? r.utrNo : null,
    bankName: r.bankName,
    accountNo: r.accountNo,
    ifscCode: r.ifscCode,
    status: r.status,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    confirmationCode: r.confirmationCode,
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
    documents: {
      pancardFile: documentUrl(r.id, 'pancardFile'),
      addressProof: documentUrl(r.id, 'addressProof'),
      paymentReceipt: r.paymentReceipt ? documentUrl(r.id, 'paymentReceipt') : null,
    },
    documentTypes: {
      pancardFile: r.pancardFile.mime,
      addressProof: r.addressProof.mime,
      paymentReceipt: r.paymentReceipt?.mime ?? null,
    },
  };
}
