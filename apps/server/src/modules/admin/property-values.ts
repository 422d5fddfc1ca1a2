import { istInstant, istParts, type EmdAccount, type PropertyInput } from '@eauction/shared';
import type { NewPropertyRow } from '../../db/schema';

/**
 * The columns a PropertyInput writes; times are IST wall-clock on the auction date (docs/product.md,
 * "Stored data").
 */
export function propertyColumns(input: PropertyInput & { auctionCode: string }) {
  return {
    auctionCode: input.auctionCode,
    customerName: input.customerName,
    propertyType: input.propertyType,
    propertyLocation: input.propertyLocation,
    state: input.state,
    zone: input.zone,
    region: input.region,
    possessionType: input.possessionType,
    vendor: input.vendor,
    bankName: input.bankName,
    reservePrice: input.reservePrice,
    emdAmount: input.emdAmount,
    bidIncrement: input.bidIncrement,
    auctionDate: input.auctionDate,
    startAt: istInstant(input.auctionDate, input.auctionStartTime),
    endAt: istInstant(input.auctionDate, input.auctionEndTime),
    emdSubmission: input.emdSubmission,
    loanAccountNo: input.loanAccountNo,
    cifId: input.cifId,
    propertySchedule: input.propertySchedule,
    lng: input.longitude,
    lat: input.latitude,
    ...emdAccountColumns(input.emdAccount),
  } satisfies NewPropertyRow;
}

/** The five columns of an EMD beneficiary account; all null while none is known. */
export function emdAccountColumns(account: EmdAccount | null) {
  return {
    emdAccountName: account?.accountName ?? null,
    emdAccountNo: account?.accountNo ?? null,
    emdIfscCode: account?.ifscCode ?? null,
    emdBankName: account?.bankName ?? null,
    emdBranch: account?.branch ?? null,
  } satisfies Partial<NewPropertyRow>;
}

/** HH:mm of an instant in India time. */
export function istTime(instant: Date): string {
  const { hour, minute } = istParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
