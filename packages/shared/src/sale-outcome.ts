import { z } from 'zod';

/*
 * Where a sale and an EMD stand, in codes and in words (docs/product.md, "After the hammer", "Every EMD
 * accounted for"): the part of the sale that the property page and My Registrations carry. Kept apart
 * from sale.ts so that those pages' code does not bring the officer's and the buyer's forms with it.
 */

/** Where a sale stands. One row per closed auction; the officer moves it on, the server refuses any other move. */
export const SALE_STATUSES = [
  'ended-no-bids',
  'awaiting-confirmation',
  'confirmed',
  'not-confirmed',
  'deposit-paid',
  'completed',
  'certificate-issued',
  'forfeited',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** The sale's status in words, for bidders and officers alike: its label's key (the labels catalogue). */
export const SALE_STATUS_KEYS: Record<SaleStatus, string> = {
  'ended-no-bids': 'labels.saleStatus.endedNoBids',
  'awaiting-confirmation': 'labels.saleStatus.awaitingConfirmation',
  confirmed: 'labels.saleStatus.confirmed',
  'not-confirmed': 'labels.saleStatus.notConfirmed',
  'deposit-paid': 'labels.saleStatus.depositPaid',
  completed: 'labels.saleStatus.completed',
  'certificate-issued': 'labels.saleStatus.certificateIssued',
  forfeited: 'labels.saleStatus.forfeited',
};

/** Where a registration's EMD stands, beside its review status. */
export const EMD_STATES = [
  'submitted',
  'verified',
  'adjusted',
  'refund-due',
  'refunded',
  'forfeited',
] as const;
export type EmdState = (typeof EMD_STATES)[number];

/** Where an EMD stands in words: its label's key. */
export const EMD_STATE_KEYS: Record<EmdState, string> = {
  submitted: 'labels.emdState.submitted',
  verified: 'labels.emdState.verified',
  adjusted: 'labels.emdState.adjusted',
  'refund-due': 'labels.emdState.refundDue',
  refunded: 'labels.emdState.refunded',
  forfeited: 'labels.emdState.forfeited',
};

/** A registration's EMD as the bidder and the refund queue see it. */
export const EmdStatusSchema = z.object({
  state: z.enum(EMD_STATES),
  refundDueSince: z.string().nullable(),
  refundUtrNo: z.string().nullable(),
  refundedOn: z.string().nullable(),
});
export type EmdStatus = z.infer<typeof EmdStatusSchema>;

/** What the public property page says of an auction that is over. */
export const AUCTION_OUTCOMES = ['ended', 'sold', 'cancelled'] as const;
export type AuctionOutcomeState = (typeof AUCTION_OUTCOMES)[number];
export const AuctionOutcomeSchema = z.object({
  state: z.enum(AUCTION_OUTCOMES),
  biddersCount: z.number().int(),
  bidsCount: z.number().int(),
  /** Null when the SALE_PRICE_PUBLIC setting hides it, or before the sale is confirmed. */
  salePrice: z.number().int().nullable(),
});
export type AuctionOutcome = z.infer<typeof AuctionOutcomeSchema>;
/** What the page says of an auction that is over: its label's key. */
export const AUCTION_OUTCOME_KEYS: Record<AuctionOutcomeState, string> = {
  ended: 'labels.auctionOutcome.ended',
  sold: 'labels.auctionOutcome.sold',
  cancelled: 'labels.auctionOutcome.cancelled',
};

/** A sale the bank has confirmed, or one further on: the public page says the property was sold. */
export const SOLD_SALE_STATUSES: readonly SaleStatus[] = [
  'confirmed',
  'deposit-paid',
  'completed',
  'certificate-issued',
];

/** What the public page and the bidders say of an auction that is over: cancelled, sold or ended. */
export function outcomeStateOf(cancelled: boolean, saleStatus: SaleStatus | null): AuctionOutcomeState {
  if (cancelled) return 'cancelled';
  return saleStatus !== null && SOLD_SALE_STATUSES.includes(saleStatus) ? 'sold' : 'ended';
}

/** A bidder's own view of an auction that has closed (GET /api/auction/my-registrations, `result`). */
export const RegistrationResultSchema = z.object({
  state: z.enum(AUCTION_OUTCOMES),
  won: z.boolean().describe('This bidder placed the highest bid'),
  salePrice: z.number().int().nullable().describe('Their winning bid; null unless won'),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/** The winner's sale in short (GET /api/auction/my-registrations, `sale`); GET /api/sales/{id} has it all. */
export const RegistrationSaleSchema = z.object({
  status: z.enum(SALE_STATUSES),
  depositDue: z.number().int(),
  depositDueBy: z.string().nullable(),
  balanceDue: z.number().int(),
  balanceDueBy: z.string().nullable(),
});
export type RegistrationSale = z.infer<typeof RegistrationSaleSchema>;
