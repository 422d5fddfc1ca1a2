import { z } from 'zod';
import { requiredName } from './account';
import { AUCTION_STATE_FILTERS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { isIsoDate } from './dates';
import { AccountNumberSchema, IfscSchema } from './fields';
import { AuctionOutcomeSchema } from './sale-outcome';

/*
 * The EMD beneficiary account of an auction (decision 031): where a bidder pays the Earnest Money
 * Deposit before entering its UTR or uploading its receipt in the registration form. It is public
 * payment information, printed on the sale notice too, so the public property carries it.
 */
export const EmdAccountSchema = z.object({
  accountName: z.string().describe('Beneficiary name as the bank holds it'),
  accountNo: z.string().describe('9 to 18 digits'),
  ifscCode: z.string().describe('4 capitals, 0, 6 capitals or digits'),
  bankName: z.string().describe('The bank that holds the account'),
  branch: z.string(),
});
export type EmdAccount = z.infer<typeof EmdAccountSchema>;

/** The five parts of an EMD account in the order forms and the spreadsheet show them. */
export const EMD_ACCOUNT_PARTS = ['accountName', 'accountNo', 'ifscCode', 'bankName', 'branch'] as const;
export type EmdAccountPart = (typeof EMD_ACCOUNT_PARTS)[number];

/** How people read each part (the payment instructions, the default-account form): its label's key. */
export const EMD_ACCOUNT_KEYS: Record<EmdAccountPart, string> = {
  accountName: 'labels.emdAccount.accountName',
  accountNo: 'labels.emdAccount.accountNo',
  ifscCode: 'labels.emdAccount.ifscCode',
  bankName: 'labels.emdAccount.bankName',
  branch: 'labels.emdAccount.branch',
};

/**
 * The rule of each part: Add Property, Edit auction, the spreadsheet and a bank's default account all
 * read an EMD account with these. The account number and IFSC are the shared field schemas (spaces and
 * dashes dropped; IFSC upper-cased).
 */
export function emdAccountPartSchemas() {
  return {
    accountName: requiredName(
      {
        required: 'admin.emdAccount.accountName.required',
        tooLong: 'admin.emdAccount.accountName.tooLong',
        hiddenCharacter: 'admin.emdAccount.accountName.hiddenCharacter',
      },
      150,
    ),
    accountNo: AccountNumberSchema,
    ifscCode: IfscSchema,
    bankName: requiredName(
      {
        required: 'admin.emdAccount.bankName.required',
        tooLong: 'admin.emdAccount.bankName.tooLong',
        hiddenCharacter: 'admin.emdAccount.bankName.hiddenCharacter',
      },
      100,
    ),
    branch: requiredName(
      {
        required: 'admin.emdAccount.branch.required',
        tooLong: 'admin.emdAccount.branch.tooLong',
        hiddenCharacter: 'admin.emdAccount.branch.hiddenCharacter',
      },
      100,
    ),
  } satisfies Record<EmdAccountPart, z.ZodType<string>>;
}

/** An EMD account as a form or a client writes it: every part required. */
export const EmdAccountInputSchema = z.object(emdAccountPartSchemas()).strict();
export type EmdAccountInput = z.input<typeof EmdAccountInputSchema>;

/**
 * What pages say instead of blanks while an auction's EMD account is not published (decision 031); the
 * body's values are the sales desk's address and phone, `SITE.salesEmails[0]` and `SITE.phone`.
 */
export const EMD_ACCOUNT_NOT_PUBLISHED = {
  title: 'labels.emdAccount.notPublished.title',
  body: 'labels.emdAccount.notPublished.body',
} as const;

/** GeoJSON-style point: longitude first, then latitude (docs/product.md, "Location map"). */
export const GeoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

/**
 * A photo of a property as the API presents it: where to fetch it (a public URL on this API, never a
 * file path) and the name it was uploaded under.
 */
export const PropertyPhotoSchema = z.object({
  url: z.string().describe('GET it for the image (JPEG or PNG)'),
  name: z.string().describe('The file name it was uploaded under'),
});
export type PropertyPhoto = z.infer<typeof PropertyPhotoSchema>;

/**
 * One property as the API presents it: one auction lot. Field names are the product's (`_id`, `state`,
 * `propertySchedule`, …). `auctionCode` is the auction house's own reference, the spreadsheet's
 * 'Auction ID'; wherever docs/product.md says auctionId in a path or payload it means `_id`.
 */
export const PropertySchema = z.object({
  _id: z.string(),
  auctionCode: z.string(),
  customerName: z.string(),
  propertyType: z.string(),
  propertyLocation: z.string().describe('City'),
  state: z.string(),
  zone: z.string(),
  region: z.string(),
  possessionType: z.string(),
  vendor: z.string(),
  bankName: z.string().describe('The secured creditor selling the property'),
  reservePrice: z.number().int(),
  emdAmount: z.number().int(),
  bidIncrement: z.number().int(),
  currentBid: z.number().int().nullable(),
  auctionDate: z.string().describe('YYYY-MM-DD, Asia/Kolkata'),
  auctionStartTime: z.string().describe('ISO 8601 instant'),
  auctionEndTime: z.string().describe('ISO 8601 instant, including soft-close extensions'),
  auctionExtensionCount: z.number().int(),
  emdSubmission: z.string().describe('EMD deadline, YYYY-MM-DD; open to the end of that day'),
  loanAccountNo: z.string(),
  cifId: z.number().int(),
  propertySchedule: z.string(),
  location: GeoPointSchema.nullable(),
  saleNoticeUrl: z.string().nullable(),
  emdAccount: EmdAccountSchema.nullable().describe(
    'Where to pay the EMD (decision 031); null while the auction house has not published it',
  ),
  /*
   * Only the detail (GET /api/properties/:id) carries photos, and only when the property has some:
   * catalogue pages and other lists never do, so their hot query never reads the photo column. Clients
   * show none when it is absent.
   */
  photos: z
    .array(PropertyPhotoSchema)
    .min(1)
    .optional()
    .describe('On the property detail only, when it has photos: them in upload order'),
  /*
   * Only the detail carries how an auction that is over ended (docs/product.md, "After the hammer"):
   * null while it is not over. Catalogue pages never do, so the listing reads no sale.
   */
  outcome: AuctionOutcomeSchema.nullable()
    .optional()
    .describe('On the property detail only: ended, sold or cancelled once the auction is over; else null'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof PropertySchema>;

/*
 * The query's messages name their parameter, as it is spelled in the address, in both languages (the
 * route's validation answers a message that does not name it with a generic one, apps/server
 * platform/errors.ts); `message` is the key of the parameter's own.
 */
const optionalText = (message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const optionalIsoDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isIsoDate(v), message);

/** `max` reaches the message as {maximum} (the limit's 1 to 200). */
function optionalWholeNumber(name: string, message: string, min: number, max: number) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n) || n < min || n > max || (name !== 'maxPrice' && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message, params: { maximum: max } });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * Query of GET /api/properties: the home filters (docs/product.md, "Filter meanings" and
 * "The price filter keeps what its label says") plus paging. Unknown parameters are refused.
 */
export const PropertyListQuerySchema = z
  .object({
    type: optionalText('errors.query.type.tooLong', 50),
    location: optionalText('errors.query.location.tooLong', 100),
    maxPrice: optionalWholeNumber('maxPrice', 'errors.query.maxPrice.invalid', 0, 1e15),
    dateFrom: optionalIsoDate('errors.query.dateFrom.notDate'),
    dateTo: optionalIsoDate('errors.query.dateTo.notDate'),
    bank: optionalText('errors.query.bank.tooLong', 100),
    auctionState: z
      .preprocess(
        // Blank means "not given", as for the other filters.
        (v) => (v === '' ? undefined : v),
        // The message lists AUCTION_STATE_FILTERS.
        z.enum(AUCTION_STATE_FILTERS, { error: 'errors.query.auctionState.invalid' }).optional(),
      )
      .describe(
        'upcoming (not yet started), live, ended, or all; without it, upcoming and live auctions (ended ones ' +
          'are left out), judged by the server clock',
      ),
    limit: optionalWholeNumber('limit', 'errors.query.limit.invalid', 1, PAGE_SIZE_MAX),
    offset: optionalWholeNumber('offset', 'errors.query.offset.invalid', 0, 1e9),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'errors.query.dateTo.beforeDateFrom' });
    }
  })
  .transform((q) => ({ ...q, limit: q.limit ?? PAGE_SIZE_DEFAULT, offset: q.offset ?? 0 }));
export type PropertyListQuery = z.infer<typeof PropertyListQuerySchema>;
export type PropertyFilters = Partial<Omit<PropertyListQuery, 'limit' | 'offset'>>;

export * from './property-rules';
