import { z } from 'zod';
import { pageSchema, successSchema } from './api';
import { AUCTION_STATES } from './admin-auctions';
import { ADMIN_MESSAGES } from './admin-messages';

/*
 * Auction Reports (docs/product.md, "Auction report" and "Report list"): GET /api/admin/auction-reports,
 * which takes the Auction List's query (AdminAuctionQuerySchema, admin-auctions.ts), and GET
 * /api/admin/auction-reports/{auctionId}.
 */

/** One auction report (docs/product.md, "Auction report"); `_id` and `auctionId` are the property's `_id`. */
export const AuctionReportSchema = z.object({
  _id: z.string(),
  auctionId: z.string(),
  auctionCode: z.string(),
  propertyType: z.string(),
  propertyLocation: z.string(),
  customerName: z.string(),
  state: z.string(),
  auctionDate: z.string(),
  auctionStartTime: z.string(),
  auctionEndTime: z.string(),
  auctionState: z.enum(AUCTION_STATES),
  reservePrice: z.number().int(),
  /** Registrations that are pending or approved (rejected ones took no part). */
  registeredParticipants: z.number().int(),
  /** Distinct bidders. */
  activeBidders: z.number().int(),
  totalBids: z.number().int(),
  highestBid: z.number().int().nullable(),
  /** Full name of the highest bidder; null without bids (the UI shows 'N/A'). */
  highestBidder: z.string().nullable(),
  /**
   * Highest bid at least the reserve price (docs/product.md, "Auction Success"), decided once the auction has
   * ended on the server's clock (its end including every soft-close extension); null before then, shown as
   * 'In progress'.
   */
  auctionSuccess: z
    .boolean()
    .nullable()
    .describe("null until the auction has ended (shown as 'In progress')"),
});
export type AuctionReport = z.infer<typeof AuctionReportSchema>;

/** One bid in a report: admins see who bid (the live screen never names bidders). */
export const ReportBidSchema = z.object({
  seq: z.number().int(),
  amount: z.number().int(),
  bidder: z.string(),
  organization: z.string(),
  email: z.string(),
  timestamp: z.string().describe("ISO 8601 instant on the server's clock"),
  isAutoBid: z.boolean(),
});
export type ReportBid = z.infer<typeof ReportBidSchema>;

/** GET /api/admin/auction-reports/{auctionId}: the report with every bid, highest (latest) first. */
export const AuctionReportDetailSchema = AuctionReportSchema.extend({ bids: z.array(ReportBidSchema) });
export type AuctionReportDetail = z.infer<typeof AuctionReportDetailSchema>;

/** GET /api/admin/auction-reports: a page of reports (same query as the Auction List). */
export const AuctionReportPageSchema = pageSchema(AuctionReportSchema);
export type AuctionReportPage = z.infer<typeof AuctionReportPageSchema>;
export const AuctionReportDetailResponseSchema = successSchema(AuctionReportDetailSchema);

/**
 * Auction Success as the report screen and its download show it, 'Yes', 'No' or 'In progress': the key of
 * the text (the admin catalogue).
 */
export function auctionSuccessText(value: boolean | null): string {
  if (value === null) return ADMIN_MESSAGES.inProgress;
  return value ? 'admin.reporting.successYes' : 'admin.reporting.successNo';
}
