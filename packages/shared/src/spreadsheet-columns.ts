import { z } from 'zod';
import { ApiErrorSchema, MessageByKeySchema } from './api';
// In the order the template's notes quote them.
import {
  PROPERTY_TYPES,
  ZONES,
  POSSESSION_TYPES,
  VENDORS,
  MIN_BID_STEP,
  DEFAULT_BID_INCREMENT,
  DEFAULT_AUCTION_START,
  DEFAULT_AUCTION_END,
  MAX_BIDDING_WINDOW_HOURS,
} from './constants';
import { propertyInputSchema, type FieldLabels, type PropertyInputField } from './property-input';

/*
 * The bulk upload (docs/product.md, "Upload file rules", POST /api/admin/upload-properties): the
 * spreadsheet's columns, how headers are matched, how a row is read, and the upload's answers. Its limits and
 * messages are in admin-messages.ts. The spreadsheet's 'Auction ID' is the property's `auctionCode`.
 */

// ---------------------------------------------------------------------------------------------
// The bulk upload spreadsheet
// ---------------------------------------------------------------------------------------------

export interface SpreadsheetColumn {
  field: PropertyInputField;
  /** The header the template writes (the product's keys where it names them). */
  header: string;
  /** Other headers accepted for the same column; matching ignores case, spaces and punctuation. */
  aliases: readonly string[];
  required: boolean;
  /** What the template's instructions say about the column. */
  note: string;
  /** The template's example row. */
  example: string | number;
}

/**
 * The columns of the property spreadsheet, in template order. The first six headers are the original
 * spreadsheet-style keys (docs/product.md, "Template columns"); the others name the remaining property
 * fields. Optional columns may be left out of the file entirely: on a re-upload the stored value is then
 * kept.
 */
export const SPREADSHEET_COLUMNS: readonly SpreadsheetColumn[] = [
  {
    field: 'auctionCode',
    header: 'Auction ID',
    aliases: ['Auction Code', 'auctionCode', 'auctionId'],
    required: true,
    note: "The auction house's reference. Uploading a row with an existing Auction ID updates that property.",
    example: 'EN-2026-0101',
  },
  {
    field: 'customerName',
    header: 'CUSTOMER NAME',
    aliases: ['Borrower Name', 'customerName'],
    required: true,
    note: 'Borrower as on the notice, e.g. "M/s ABC Traders (Property of Mr. X)".',
    example: 'M/s Shree Ganesh Traders (Property of Mr. Ramesh Gupta)',
  },
  {
    field: 'propertyType',
    header: 'Property Type',
    aliases: ['propertyType', 'Type'],
    required: true,
    note: `One of: ${PROPERTY_TYPES.join(', ')}.`,
    example: 'RESIDENTIAL FLAT',
  },
  {
    field: 'propertyLocation',
    header: 'Property Location (City)',
    aliases: ['Property Location', 'City', 'Location', 'propertyLocation'],
    required: true,
    note: 'City.',
    example: 'Pune',
  },
  {
    field: 'auctionDate',
    header: 'Auction Date',
    aliases: ['auctionDate'],
    required: true,
    note: 'An Excel date, or text DD-MMM-YY (05-Dec-26) or YYYY-MM-DD.',
    example: '15-Dec-26',
  },
  {
    field: 'reservePrice',
    header: 'Reserve Price (Rs)',
    aliases: ['Reserve Price', 'reservePrice'],
    required: true,
    note: 'Whole rupees; 12,50,000 and Rs. 12,50,000/- are read too.',
    example: 2_500_000,
  },
  {
    field: 'state',
    header: 'State',
    aliases: ['State Name'],
    required: true,
    note: 'State of the property.',
    example: 'Maharashtra',
  },
  {
    field: 'zone',
    header: 'Zone',
    aliases: [],
    required: true,
    note: `One of: ${ZONES.join(', ')}.`,
    example: 'WEST',
  },
  {
    field: 'region',
    header: 'Region',
    aliases: [],
    required: true,
    note: 'Region of the property.',
    example: 'Western Maharashtra',
  },
  {
    field: 'possessionType',
    header: 'Possession Type',
    aliases: ['Possession', 'possessionType'],
    required: true,
    note: `One of: ${POSSESSION_TYPES.join(', ')}.`,
    example: 'PHYSICAL',
  },
  {
    field: 'vendor',
    header: 'Vendor',
    aliases: [],
    required: true,
    note: `One of: ${VENDORS.join(', ')}.`,
    example: 'In-house',
  },
  {
    field: 'bankName',
    header: 'Bank Name',
    aliases: ['Bank', 'Secured Creditor', 'bankName'],
    required: true,
    note: 'The secured creditor selling the property (the home page Bank filter).',
    example: 'Bharat Housing Finance Ltd',
  },
  {
    field: 'emdAmount',
    header: 'EMD Amount (Rs)',
    aliases: ['EMD Amount', 'EMD', 'emdAmount'],
    required: false,
    note: 'Whole rupees, not above the reserve price. Empty: 10% of the reserve price.',
    example: 250_000,
  },
  {
    field: 'bidIncrement',
    header: 'Bid Increment (Rs)',
    aliases: ['Bid Increment', 'Increment', 'bidIncrement'],
    required: false,
    note: `Whole rupees, at least ${MIN_BID_STEP}. Empty: ${DEFAULT_BID_INCREMENT}.`,
    example: 10_000,
  },
  {
    field: 'auctionStartTime',
    header: 'Auction Start Time',
    aliases: ['Start Time', 'auctionStartTime'],
    required: false,
    note: `HH:mm, 24-hour, India time. Empty: ${DEFAULT_AUCTION_START}.`,
    example: '11:00',
  },
  {
    field: 'auctionEndTime',
    header: 'Auction End Time',
    aliases: ['End Time', 'auctionEndTime'],
    required: false,
    note: `HH:mm, 24-hour, India time; after the start and at most ${MAX_BIDDING_WINDOW_HOURS} hours later. Empty: ${DEFAULT_AUCTION_END}.`,
    example: '16:00',
  },
  {
    field: 'emdSubmission',
    header: 'EMD Submission Date',
    aliases: ['EMD Submission', 'EMD Last Date', 'EMD Deadline', 'emdSubmission'],
    required: true,
    note: 'Last day to pay the EMD; not after the auction date. Same formats as Auction Date.',
    example: '10-Dec-26',
  },
  {
    field: 'loanAccountNo',
    header: 'Loan Account No',
    aliases: ['Loan Account Number', 'Loan A/c No', 'loanAccountNo'],
    required: true,
    note: 'Format the column as Text so long numbers keep every digit.',
    example: 'BHFL0112345678',
  },
  {
    field: 'cifId',
    header: 'CIF ID',
    aliases: ['CIF', 'CIF No', 'cifId'],
    required: true,
    note: 'A whole number.',
    example: 1_234_567_890,
  },
  {
    field: 'propertySchedule',
    header: 'Property Schedule',
    aliases: ['Property Description', 'Description', 'propertySchedule'],
    required: true,
    note: 'The description of the property as on the sale notice.',
    example: 'All that part and parcel of Flat No. 402, 4th Floor, Shivam Residency, Baner, Pune 411045.',
  },
  {
    field: 'longitude',
    header: 'Longitude',
    aliases: ['Lng', 'Long'],
    required: false,
    note: 'Decimal degrees, e.g. 73.7868. Give both Longitude and Latitude, or neither.',
    example: 73.7868,
  },
  {
    field: 'latitude',
    header: 'Latitude',
    aliases: ['Lat'],
    required: false,
    note: 'Decimal degrees, e.g. 18.5590.',
    example: 18.559,
  },
  {
    field: 'emdAccountName',
    header: 'EMD Account Name',
    aliases: ['Beneficiary Name', 'EMD Beneficiary', 'emdAccountName'],
    required: false,
    note: "The EMD beneficiary account's name. Give all five EMD columns, or leave all five empty to use the default EMD account saved for the row's Bank Name (a row with neither is refused; on a re-upload the stored account is kept).",
    example: 'e-Nilami Auction House EMD Collection',
  },
  {
    field: 'emdAccountNo',
    header: 'EMD Account No',
    aliases: ['EMD Account Number', 'Beneficiary Account No', 'emdAccountNo'],
    required: false,
    note: '9 to 18 digits; spaces and dashes are dropped. Format the column as Text so every digit is kept.',
    example: '38291045566',
  },
  {
    field: 'emdIfscCode',
    header: 'EMD IFSC Code',
    aliases: ['EMD IFSC', 'Beneficiary IFSC', 'emdIfscCode'],
    required: false,
    note: 'Four letters, 0, then six letters or digits, e.g. SBIN0000691.',
    example: 'SBIN0000691',
  },
  {
    field: 'emdBankName',
    header: 'EMD Bank Name',
    aliases: ['Beneficiary Bank', 'emdBankName'],
    required: false,
    note: 'The bank that holds the EMD account.',
    example: 'State Bank of India',
  },
  {
    field: 'emdBranch',
    header: 'EMD Bank Branch',
    aliases: ['EMD Branch', 'Beneficiary Branch', 'emdBranch'],
    required: false,
    note: 'The branch that holds the EMD account.',
    example: 'New Delhi Main Branch',
  },
];

export const SPREADSHEET_LABELS = Object.fromEntries(
  SPREADSHEET_COLUMNS.map((c) => [c.field, c.header]),
) as FieldLabels;

/** Header matching ignores case, spaces and punctuation: 'reserve price (rs.)' is 'Reserve Price (Rs)'. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * One spreadsheet row, after the server turned its cells into text and numbers (Excel dates into
 * YYYY-MM-DD, Excel times into HH:mm: excelSerialToIsoDate and excelFractionToTime of dates.ts).
 * Messages name the column headers.
 */
export const SpreadsheetRowSchema = propertyInputSchema({
  columns: SPREADSHEET_LABELS,
  auctionCodeRequired: true,
  timesRequired: false,
});
export type SpreadsheetRow = z.input<typeof SpreadsheetRowSchema>;

export const RejectedRowSchema = z.object({
  row: z.number().int().describe('Row number in the spreadsheet (the header is row 1)'),
  auctionId: z.string().optional().describe("The row's 'Auction ID', when it has one"),
  errors: z.array(z.string()).describe('The reasons, in English'),
  /**
   * An addition (docs/product.md, "Import outcome"): the key and values of each of `errors`, in the same
   * order, so the screen shows the reasons in its reader's language.
   */
  messages: z
    .array(MessageByKeySchema)
    .optional()
    .describe('The key and values of each reason, in the order of `errors`'),
});
export type RejectedRow = z.infer<typeof RejectedRowSchema>;

/**
 * 200 of POST /api/admin/upload-properties. `count` is every imported row: `created` new properties,
 * `updated` ones whose stored values changed, `unchanged` ones that already held exactly these values.
 */
export const PropertyUploadResultSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Every refused row; `rejected` lists the first REJECTED_ROWS_LISTED_MAX of them. */
  rejectedCount: z.number().int(),
  rejected: z.array(RejectedRowSchema),
  /** Headers that name no column (a typo shows up here). */
  ignoredColumns: z.array(z.string()),
  message: z.string(),
});
export type PropertyUploadResult = z.infer<typeof PropertyUploadResultSchema>;

/** 4xx of the upload: the error envelope plus what the file lacked or which rows were refused. */
export const PropertyUploadErrorSchema = ApiErrorSchema.extend({
  missingColumns: z.array(z.string()).optional(),
  rejectedCount: z.number().int().optional(),
  rejected: z.array(RejectedRowSchema).optional(),
});
export type PropertyUploadError = z.infer<typeof PropertyUploadErrorSchema>;
