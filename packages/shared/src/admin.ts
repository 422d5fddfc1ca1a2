import { z } from 'zod';
import { ApiErrorSchema, pageSchema, successSchema } from './api';
import {
  DEFAULT_AUCTION_END,
  DEFAULT_AUCTION_START,
  DEFAULT_BID_INCREMENT,
  MAX_BIDDING_WINDOW_HOURS,
  MIN_BID_STEP,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  POSSESSION_TYPES,
  PROPERTY_TYPES,
  REGISTRATION_STATUSES,
  VENDORS,
  ZONES,
} from './constants';
import { isIsoDate, parseDdMonYy } from './dates';
import { hasHiddenCharacter, hiddenCharacterMessage } from './fields';
import { formatRupees } from './money';
import { AdminRegistrationSchema } from './auction-registration';
import { requiredName } from './account';
import {
  EMD_ACCOUNT_PARTS,
  EmdAccountInputSchema,
  EmdAccountSchema,
  PropertySchema,
  emdAccountPartSchemas,
  type EmdAccount,
  type EmdAccountPart,
} from './property';
import { defaultEmdAmount } from './property-rules';

/*
 * The admin console's contract (spec 2 "Admin dashboard", 3, 5 "Bulk upload" / "Add Property" /
 * "Edit auction", 7, 8): request bodies, answers and messages of every /api/admin call except the
 * registration review (auction-registration.ts). The server and the web admin screens parse the same
 * schemas. `auctionId` in a path always means the property's `_id`; the spreadsheet's 'Auction ID' is
 * the property's `auctionCode`.
 */

// ---------------------------------------------------------------------------------------------
// Messages (spec 5 "Bulk upload", spec 8) and limits
// ---------------------------------------------------------------------------------------------

/** Bulk upload limits (issue 6): at most 10 MB and 20,000 data rows per file. */
export const PROPERTY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PROPERTY_UPLOAD_MAX_ROWS = 20_000;
/** The multipart field of POST /api/admin/upload-properties (spec 7). */
export const PROPERTY_UPLOAD_FIELD = 'propertiesFile';
export const PROPERTY_UPLOAD_EXTENSIONS = ['xlsx', 'xls'] as const;
/** For an `<input accept>`: the server still decides by the file's bytes. */
export const PROPERTY_UPLOAD_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
/** An upload's answer lists at most this many refused rows (with `rejectedCount` giving them all). */
export const REJECTED_ROWS_LISTED_MAX = 1000;

/** Add Property's optional attachments (multipart): one sale-notice PDF and a few photos. */
export const SALE_NOTICE_FIELD = 'saleNotice';
export const PHOTOS_FIELD = 'photos';
export const PROPERTY_PHOTOS_MAX = 10;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Largest reserve price, EMD or increment accepted: far above any property, exact in a double. */
export const MAX_RUPEES = 1_000_000_000_000;

export const ADMIN_MESSAGES = {
  // Spec 5 "Bulk upload" and spec 8 "Upload fails"
  uploadNotExcel: 'Please upload an Excel file (.xlsx or .xls)',
  uploadNoFile: 'Please select a file to upload',
  uploadFailed: 'Upload failed',
  uploadError: 'Error uploading file',
  uploadUnreadable:
    'The file could not be read as an Excel workbook. Please save it again from Excel and retry.',
  uploadEmpty: 'The spreadsheet has no rows to import',
  uploadNoHeader: 'The first row of the sheet must hold the column names (download the template to see them)',
  uploadTooManyRows: `The spreadsheet has more than ${PROPERTY_UPLOAD_MAX_ROWS.toLocaleString('en-IN')} rows. Please split it into smaller files.`,
  uploadTooLarge: 'File is too large. The limit is 10 MB.',
  uploadNoValidRows:
    'No row of the spreadsheet could be imported, so nothing was changed. See the refused rows.',
  uploadMissingColumns: (headers: readonly string[]) =>
    `The spreadsheet is missing ${headers.length === 1 ? 'the column' : 'the columns'} ${headers
      .map((h) => `'${h}'`)
      .join(', ')}`,
  uploadDuplicateColumn: (header: string) => `The column '${header}' appears more than once`,
  uploadSucceeded: (count: number) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'property' : 'properties'} imported`,
  duplicateAuctionId: (firstRow: number) => `This Auction ID is already used in row ${firstRow} of the file`,
  uploadLockedByBids: (fields: readonly string[]) =>
    `This auction already has bids, so its ${joinWords(fields)} cannot be changed`,

  // Add Property (spec 8)
  adding: 'Adding...',
  addFailed: 'Failed to add property',
  addError: 'Error adding property',
  addSucceeded: 'Property added successfully',
  saleNoticeNotPdf: 'The sale notice must be a PDF file',
  photoNotImage: 'Photos must be JPEG or PNG images',
  tooManyPhotos: `At most ${PROPERTY_PHOTOS_MAX} photos can be attached`,
  auctionCodeTaken: (code: string) => `Auction ID ${code} is already in use`,
  // The EMD beneficiary account (decision 031)
  emdAccountIncomplete:
    "Give all five EMD account details (account name, account number, IFSC code, bank name and branch), or none to use the bank's default account",
  emdAccountMissing: (bankName: string) =>
    `No EMD account for this auction: fill in the EMD account details, or save a default EMD account for ${bankName} in the admin console`,
  bankAccountSaved: 'Default EMD account saved',
  bankAccountDeleted: 'Default EMD account removed',
  bankAccountNotFound: 'No default EMD account is saved for this bank',
  notMultipartOrJson: 'Send the property as JSON, or as multipart/form-data when attaching files',

  // Edit auction (spec 5 and 8)
  updateFailed: 'Failed to update auction',
  updateError: 'Error updating auction',
  updateSucceeded: 'Auction updated successfully',
  editLockedByBids: (fields: readonly string[]) =>
    `This auction already has bids, so its ${joinWords(fields)} can no longer be changed.`,
  versionConflict: 'This auction was changed by someone else in the meantime. Reload it and try again.',
  nothingToUpdate: 'Nothing to update: send at least one field to change',

  // Delete auction (spec 8)
  deleteFailed: 'Failed to delete auction',
  deleteError: 'Error deleting auction',
  deleteSucceeded: 'Auction deleted successfully',
  deleteHasRegistrations: (n: number) =>
    `This auction has ${n} registrations. You must delete or reassign these registrations before deleting the auction.`,
  deleteHasBids: (n: number) =>
    `This auction has ${n} ${n === 1 ? 'bid' : 'bids'}. An auction that has received bids cannot be deleted; its bid ledger is a record of the sale.`,

  // Auction List (spec 2)
  noAuctions: 'No auctions found',
  auctionsLoadFailed: 'Failed to load auctions',

  // Auction Reports (spec 2 and 8)
  reportsFailed: 'Failed to fetch auction reports',
  reportsError: 'Error fetching auction reports',
  reportFailed: 'Failed to fetch auction report details',
  reportError: 'Error fetching auction report details',
  noBidsRecorded: 'No bids recorded for this auction',
  noBids: 'No bids',
  notAvailable: 'N/A',
  inProgress: 'In progress',
  downloadFailed: 'Download failed',
} as const;

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Field parsers: one rule and one message per field, shared by the spreadsheet rows, Add Property
// and Edit auction. Messages name the field the way the person sees it (a column header or a label).
// ---------------------------------------------------------------------------------------------

/** The property fields an admin writes; the canonical names of the API (spec 3). */
export const PROPERTY_INPUT_FIELDS = [
  'auctionCode',
  'customerName',
  'propertyType',
  'propertyLocation',
  'state',
  'zone',
  'region',
  'possessionType',
  'vendor',
  'bankName',
  'reservePrice',
  'emdAmount',
  'bidIncrement',
  'auctionDate',
  'auctionStartTime',
  'auctionEndTime',
  'emdSubmission',
  'loanAccountNo',
  'cifId',
  'propertySchedule',
  'longitude',
  'latitude',
  'emdAccountName',
  'emdAccountNo',
  'emdIfscCode',
  'emdBankName',
  'emdBranch',
] as const;
export type PropertyInputField = (typeof PROPERTY_INPUT_FIELDS)[number];
export type FieldLabels = Record<PropertyInputField, string>;

/** Labels of the Add Property and Edit auction forms. */
export const PROPERTY_FIELD_LABELS: FieldLabels = {
  auctionCode: 'Auction ID',
  customerName: 'Customer name',
  propertyType: 'Property type',
  propertyLocation: 'City',
  state: 'State',
  zone: 'Zone',
  region: 'Region',
  possessionType: 'Possession type',
  vendor: 'Vendor',
  bankName: 'Bank name',
  reservePrice: 'Reserve price',
  emdAmount: 'EMD amount',
  bidIncrement: 'Bid increment',
  auctionDate: 'Auction date',
  auctionStartTime: 'Start time',
  auctionEndTime: 'End time',
  emdSubmission: 'EMD submission date',
  loanAccountNo: 'Loan account number',
  cifId: 'CIF ID',
  propertySchedule: 'Property schedule',
  longitude: 'Longitude',
  latitude: 'Latitude',
  emdAccountName: 'EMD account name',
  emdAccountNo: 'EMD account number',
  emdIfscCode: 'EMD IFSC code',
  emdBankName: 'EMD bank name',
  emdBranch: 'EMD bank branch',
};

/** The input field of each part of the EMD beneficiary account (decision 031). */
export const EMD_ACCOUNT_FIELDS = {
  accountName: 'emdAccountName',
  accountNo: 'emdAccountNo',
  ifscCode: 'emdIfscCode',
  bankName: 'emdBankName',
  branch: 'emdBranch',
} as const satisfies Record<EmdAccountPart, PropertyInputField>;
const EMD_INPUT_FIELDS = EMD_ACCOUNT_PARTS.map((part) => EMD_ACCOUNT_FIELDS[part]);

/** Text limits the spec does not state: they keep a hostile upload from storing megabytes in a name. */
const TEXT_MAX: Partial<Record<PropertyInputField, number>> = {
  auctionCode: 50,
  customerName: 300,
  propertyLocation: 100,
  state: 60,
  region: 100,
  bankName: 150,
  loanAccountNo: 40,
  propertySchedule: 5000,
};

/** 'EN-2026-0001', 'BHFL/2026/17': letters and digits with . _ / - and spaces inside. */
const AUCTION_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ._/-]*[A-Za-z0-9])?$/;

type Raw = string | number | null | undefined;

/** A refused value: the message shown beside its field. */
class Invalid {
  constructor(readonly message: string) {}
}
/** A parser turns one non-blank raw value into its canonical form, or says why it cannot. */
type Parser<T> = (value: string | number) => T | Invalid;

const isBlank = (v: Raw): v is null | undefined | '' =>
  v == null || (typeof v === 'string' && v.trim() === '');

/** Integers as typed (no exponent): a loan account number stored as a number cell stays its digits. */
function numberToText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

function textParser(label: string, max: number): Parser<string> {
  return (v) => {
    const text = typeof v === 'number' ? numberToText(v) : v.trim();
    if (text.length > max) return new Invalid(`${label} must be at most ${max} characters`);
    return text;
  };
}

/** Case, spaces, hyphens and underscores do not matter: 'in house' is 'In-house'. */
const choiceKey = (s: string) =>
  s
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

function choiceParser<T extends string>(label: string, options: readonly T[]): Parser<T> {
  return (v) => {
    const key = choiceKey(String(v));
    const found = options.find((o) => choiceKey(o) === key);
    return found ?? new Invalid(`${label} must be one of: ${options.join(', ')}`);
  };
}

/**
 * Whole rupees from a number or from text as people type it: '12,50,000', 'Rs. 12,50,000/-',
 * '₹1250000'. Fractions of a rupee are refused rather than rounded.
 */
export function parseRupees(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = value
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\/-$/, '')
    .replace(/[,\s]/g, '');
  if (!/^\d+(?:\.0+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

function rupeesParser(label: string, min: number): Parser<number> {
  return (v) => {
    const n = parseRupees(v);
    if (n === null) return new Invalid(`${label} must be a whole number of rupees`);
    if (n < min) return new Invalid(`${label} must be at least ${formatRupees(min)}`);
    if (n > MAX_RUPEES) return new Invalid(`${label} must be at most ${formatRupees(MAX_RUPEES)}`);
    return n;
  };
}

function wholeNumberParser(label: string): Parser<number> {
  return (v) => {
    const text = typeof v === 'number' ? numberToText(v) : v.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
      return new Invalid(`${label} must be a whole number`);
    }
    return n;
  };
}

function coordinateParser(label: string, limit: number): Parser<number> {
  return (v) => {
    const n = typeof v === 'number' ? v : /^\s*-?\d+(?:\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isFinite(n) || n < -limit || n > limit) {
      return new Invalid(`${label} must be a number from -${limit} to ${limit}`);
    }
    return n;
  };
}

/**
 * A calendar date written YYYY-MM-DD, or DD-MMM-YY / DD-MMM-YYYY as the date picker and the
 * spreadsheets show it ('05-Dec-26'). Other text is refused: '05/12/26' is ambiguous.
 */
export function parseDateText(text: string): string | null {
  const t = text.trim();
  if (isIsoDate(t)) return t;
  return parseDdMonYy(t);
}

function dateParser(label: string): Parser<string> {
  return (v) => {
    const iso = typeof v === 'string' ? parseDateText(v) : null;
    return iso ?? new Invalid(`${label} must be a date such as 05-Dec-26`);
  };
}

/** 'HH:mm' from '10:00', '9:30', '10:00:00' or '2:30 PM'; null for anything else. */
export function parseTimeText(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const suffix = m[3]?.toUpperCase();
  if (suffix) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (suffix === 'PM' ? 12 : 0);
  }
  if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** A field read by one of the shared zod field schemas (the EMD account's parts): its first message. */
function schemaParser(schema: z.ZodType<string>): Parser<string> {
  return (v) => {
    const parsed = schema.safeParse(typeof v === 'number' ? numberToText(v) : v);
    return parsed.success ? parsed.data : new Invalid(parsed.error.issues[0]?.message ?? 'Invalid value');
  };
}

function timeParser(label: string): Parser<string> {
  return (v) => {
    const hhmm = typeof v === 'string' ? parseTimeText(v) : null;
    return hhmm ?? new Invalid(`${label} must be a time (24-hour, India time) such as 10:00`);
  };
}

/** The parser of each field, for a set of labels. */
function fieldParsers(labels: FieldLabels) {
  const text = (f: PropertyInputField) => textParser(labels[f], TEXT_MAX[f] ?? 200);
  const emd = emdAccountPartSchemas({
    accountName: labels.emdAccountName,
    accountNo: labels.emdAccountNo,
    ifscCode: labels.emdIfscCode,
    bankName: labels.emdBankName,
    branch: labels.emdBranch,
  });
  // The borrower's and the bank's names: no invisible or text-direction characters (fields.ts).
  const name =
    (f: PropertyInputField): Parser<string> =>
    (v) => {
      const parsed = text(f)(v);
      return typeof parsed === 'string' && hasHiddenCharacter(parsed)
        ? new Invalid(hiddenCharacterMessage(labels[f]))
        : parsed;
    };
  return {
    auctionCode: ((v) => {
      const code = text('auctionCode')(v);
      if (code instanceof Invalid) return code;
      if (!AUCTION_CODE_PATTERN.test(code)) {
        return new Invalid(
          `${labels.auctionCode} may contain only letters, digits, spaces and . _ / - (starting and ending with a letter or digit)`,
        );
      }
      return code;
    }) as Parser<string>,
    customerName: name('customerName'),
    propertyType: choiceParser(labels.propertyType, PROPERTY_TYPES),
    propertyLocation: text('propertyLocation'),
    state: text('state'),
    zone: choiceParser(labels.zone, ZONES),
    region: text('region'),
    possessionType: choiceParser(labels.possessionType, POSSESSION_TYPES),
    vendor: choiceParser(labels.vendor, VENDORS),
    bankName: name('bankName'),
    reservePrice: rupeesParser(labels.reservePrice, 1),
    emdAmount: rupeesParser(labels.emdAmount, 0),
    bidIncrement: rupeesParser(labels.bidIncrement, MIN_BID_STEP),
    auctionDate: dateParser(labels.auctionDate),
    auctionStartTime: timeParser(labels.auctionStartTime),
    auctionEndTime: timeParser(labels.auctionEndTime),
    emdSubmission: dateParser(labels.emdSubmission),
    loanAccountNo: text('loanAccountNo'),
    cifId: wholeNumberParser(labels.cifId),
    propertySchedule: text('propertySchedule'),
    longitude: coordinateParser(labels.longitude, 180),
    latitude: coordinateParser(labels.latitude, 90),
    emdAccountName: schemaParser(emd.accountName),
    emdAccountNo: schemaParser(emd.accountNo),
    emdIfscCode: schemaParser(emd.ifscCode),
    emdBankName: schemaParser(emd.bankName),
    emdBranch: schemaParser(emd.branch),
  } satisfies Record<PropertyInputField, Parser<unknown>>;
}

type Parsers = ReturnType<typeof fieldParsers>;
type ParsedFields = { [F in PropertyInputField]: Exclude<ReturnType<Parsers[F]>, Invalid> };

/** How a field is read: blank refused, blank left to a default, or (edits) absent meaning unchanged. */
type FieldMode = 'required' | 'optional' | 'changed' | 'clearable';

/** Each field's raw value: text or a number (spreadsheet cells, form inputs, JSON numbers). */
function rawShape(labels: FieldLabels) {
  const rawInput = (label: string) =>
    z.union([z.string(), z.number()], { error: `${label} must be text or a number` }).nullish();
  return Object.fromEntries(PROPERTY_INPUT_FIELDS.map((f) => [f, rawInput(labels[f])])) as {
    [F in PropertyInputField]: ReturnType<typeof rawInput>;
  };
}

/**
 * Reads every field in one pass (one zod transform per object rather than one per field: a 20,000-row
 * upload validates in a fraction of the time), adding an issue at each refused field's path. Null when
 * any field was refused. Edits leave absent fields out of the result; blank clearable ones are null.
 */
function parseFields(
  raw: Partial<Record<PropertyInputField, Raw>>,
  labels: FieldLabels,
  parsers: Parsers,
  modeOf: (field: PropertyInputField) => FieldMode,
  ctx: z.RefinementCtx,
): Partial<Record<PropertyInputField, unknown>> | null {
  const out: Partial<Record<PropertyInputField, unknown>> = {};
  let ok = true;
  for (const field of PROPERTY_INPUT_FIELDS) {
    const value = raw[field];
    const mode = modeOf(field);
    if (value === undefined && (mode === 'changed' || mode === 'clearable')) continue;
    if (isBlank(value)) {
      if (mode === 'required' || mode === 'changed') {
        ctx.addIssue({ code: 'custom', path: [field], message: `${labels[field]} is required` });
        ok = false;
      } else if (mode === 'clearable') out[field] = null;
      continue;
    }
    const parsed = (parsers[field] as Parser<unknown>)(value);
    if (parsed instanceof Invalid) {
      ctx.addIssue({ code: 'custom', path: [field], message: parsed.message });
      ok = false;
    } else out[field] = parsed;
  }
  return ok ? out : null;
}

/** A property as admins write it, every value in its canonical form. */
export interface PropertyInput {
  auctionCode: string | undefined;
  customerName: string;
  propertyType: (typeof PROPERTY_TYPES)[number];
  propertyLocation: string;
  state: string;
  zone: (typeof ZONES)[number];
  region: string;
  possessionType: (typeof POSSESSION_TYPES)[number];
  vendor: (typeof VENDORS)[number];
  bankName: string;
  reservePrice: number;
  emdAmount: number;
  bidIncrement: number;
  /** YYYY-MM-DD, Asia/Kolkata. */
  auctionDate: string;
  /** HH:mm, Asia/Kolkata, on the auction date. */
  auctionStartTime: string;
  auctionEndTime: string;
  emdSubmission: string;
  loanAccountNo: string;
  cifId: number;
  propertySchedule: string;
  longitude: number | null;
  latitude: number | null;
  /**
   * The EMD beneficiary account given with the property, or null when its five fields were all left
   * blank: the server then uses the bank's default account (decision 031).
   */
  emdAccount: EmdAccount | null;
}

type EmdFields = Partial<Record<(typeof EMD_INPUT_FIELDS)[number], unknown>>;

/**
 * The EMD account of parsed fields: all five parts, or none (undefined). Some but not all is refused at
 * each part left out, so a half-typed account never reaches a bidder.
 */
function emdAccountOf(fields: EmdFields, ctx: z.RefinementCtx): EmdAccount | undefined | typeof z.NEVER {
  const given = EMD_ACCOUNT_PARTS.filter((part) => fields[EMD_ACCOUNT_FIELDS[part]] != null);
  if (given.length === 0) return undefined;
  if (given.length < EMD_ACCOUNT_PARTS.length) {
    for (const part of EMD_ACCOUNT_PARTS) {
      if (!given.includes(part)) {
        ctx.addIssue({
          code: 'custom',
          path: [EMD_ACCOUNT_FIELDS[part]],
          message: ADMIN_MESSAGES.emdAccountIncomplete,
        });
      }
    }
    return z.NEVER;
  }
  return Object.fromEntries(
    EMD_ACCOUNT_PARTS.map((part) => [part, fields[EMD_ACCOUNT_FIELDS[part]]]),
  ) as EmdAccount;
}

/** The fields without the five flat EMD account fields, which travel as `emdAccount`. */
function withoutEmdFields<T extends Record<string, unknown>>(
  fields: T,
): Omit<T, (typeof EMD_INPUT_FIELDS)[number]> {
  const rest: Record<string, unknown> = { ...fields };
  for (const f of EMD_INPUT_FIELDS) delete rest[f];
  return rest as Omit<T, (typeof EMD_INPUT_FIELDS)[number]>;
}

/** The fields the cross-field rules read. */
type RuleInput = Pick<
  PropertyInput,
  | 'reservePrice'
  | 'emdAmount'
  | 'auctionDate'
  | 'auctionStartTime'
  | 'auctionEndTime'
  | 'emdSubmission'
  | 'longitude'
  | 'latitude'
>;

/**
 * Rules between fields (issue 6): the auction ends after it starts on the same day and within the
 * bidding window of spec 9 (the live screen opens bidding at most 7 hours before the end); the EMD
 * deadline is not after the auction date; the EMD does not exceed the reserve price; coordinates come
 * as a pair. Returned as field → message so forms can show each beside its input.
 */
export function propertyRuleProblems(
  p: Partial<RuleInput>,
  labels: FieldLabels = PROPERTY_FIELD_LABELS,
): Partial<Record<PropertyInputField, string>> {
  const problems: Partial<Record<PropertyInputField, string>> = {};
  if (p.auctionStartTime && p.auctionEndTime) {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const length = minutes(p.auctionEndTime) - minutes(p.auctionStartTime);
    if (length <= 0) {
      problems.auctionEndTime = `${labels.auctionEndTime} must be after ${labels.auctionStartTime}`;
    } else if (length > MAX_BIDDING_WINDOW_HOURS * 60) {
      problems.auctionEndTime = `${labels.auctionEndTime} must be at most ${MAX_BIDDING_WINDOW_HOURS} hours after ${labels.auctionStartTime}`;
    }
  }
  if (p.auctionDate && p.emdSubmission && p.emdSubmission > p.auctionDate) {
    problems.emdSubmission = `${labels.emdSubmission} must not be after the ${labels.auctionDate}`;
  }
  if (p.reservePrice !== undefined && p.emdAmount !== undefined && p.emdAmount > p.reservePrice) {
    problems.emdAmount = `${labels.emdAmount} must not exceed the ${labels.reservePrice}`;
  }
  if ((p.longitude == null) !== (p.latitude == null)) {
    const missing = p.longitude == null ? 'longitude' : 'latitude';
    problems[missing] = `Give both ${labels.longitude} and ${labels.latitude}, or neither`;
  }
  return problems;
}

function addRuleIssues(value: Partial<RuleInput>, labels: FieldLabels, ctx: z.RefinementCtx): boolean {
  const problems = Object.entries(propertyRuleProblems(value, labels));
  for (const [field, message] of problems) ctx.addIssue({ code: 'custom', path: [field], message });
  return problems.length === 0;
}

interface InputOptions {
  labels: FieldLabels;
  /** The spreadsheet needs it (re-uploads update by it); Add Property generates one when absent. */
  auctionCodeRequired: boolean;
  /** Add Property asks for both; a spreadsheet may leave them to the defaults 10:00 and 17:00. */
  timesRequired: boolean;
}

/** Fields with a default (or none needed): blank is not an error when adding. */
const OPTIONAL_WHEN_ADDING = new Set<PropertyInputField>([
  'emdAmount',
  'bidIncrement',
  'longitude',
  'latitude',
  // Left blank, the bank's default account is used (decision 031).
  ...EMD_INPUT_FIELDS,
]);

function propertyInputSchema({ labels, auctionCodeRequired, timesRequired }: InputOptions) {
  const parsers = fieldParsers(labels);
  const modeOf = (f: PropertyInputField): FieldMode => {
    if (f === 'auctionCode') return auctionCodeRequired ? 'required' : 'optional';
    if (f === 'auctionStartTime' || f === 'auctionEndTime') return timesRequired ? 'required' : 'optional';
    return OPTIONAL_WHEN_ADDING.has(f) ? 'optional' : 'required';
  };
  return z
    .object(rawShape(labels))
    .strict()
    .transform((raw, ctx): PropertyInput => {
      const fields = parseFields(raw, labels, parsers, modeOf, ctx) as Partial<ParsedFields> | null;
      if (!fields) return z.NEVER;
      const v = fields as ParsedFields;
      const emdAccount = emdAccountOf(fields, ctx);
      if (emdAccount === z.NEVER) return z.NEVER;
      const input: PropertyInput = {
        ...withoutEmdFields(v),
        emdAccount: emdAccount ?? null,
        auctionCode: fields.auctionCode,
        emdAmount: fields.emdAmount ?? defaultEmdAmount(v.reservePrice),
        bidIncrement: fields.bidIncrement ?? DEFAULT_BID_INCREMENT,
        auctionStartTime: fields.auctionStartTime ?? DEFAULT_AUCTION_START,
        auctionEndTime: fields.auctionEndTime ?? DEFAULT_AUCTION_END,
        longitude: fields.longitude ?? null,
        latitude: fields.latitude ?? null,
      };
      return addRuleIssues(input, labels, ctx) ? input : z.NEVER;
    });
}

/**
 * POST /api/admin/add-property: a JSON object (numbers as numbers; numeric text is accepted too), or
 * the same names as text fields of a multipart/form-data body when a sale notice or photos are attached.
 * Dates YYYY-MM-DD or DD-MMM-YY; times HH:mm in India time. `auctionCode` (the 'Auction ID') is
 * generated when absent. `emdAmount` defaults to 10% of the reserve price, `bidIncrement` to ₹1,000;
 * `longitude`/`latitude` are optional but come together.
 */
export const AddPropertySchema = propertyInputSchema({
  labels: PROPERTY_FIELD_LABELS,
  auctionCodeRequired: false,
  timesRequired: true,
});
export type AddPropertyBody = z.input<typeof AddPropertySchema>;

/** An edit as parsed: the version and only the fields sent, in canonical form (null clears a location). */
export type EditAuction = { version: number } & Partial<
  Omit<PropertyInput, 'auctionCode' | 'longitude' | 'latitude' | 'emdAccount'>
> & {
    auctionCode?: string;
    longitude?: number | null;
    latitude?: number | null;
    /** Sent with all five parts or none. */
    emdAccount?: EmdAccount;
  };

/**
 * PUT /api/admin/auctions/{id}: only the fields being changed, plus the `version` the admin edited
 * (from the Auction List); a stale version is refused with 409 so two admins never overwrite each
 * other unknowingly. Times are combined with the (new or current) auction date in India time.
 * `longitude`/`latitude` null clears the map location.
 */
export const EditAuctionSchema = (() => {
  const labels = PROPERTY_FIELD_LABELS;
  const parsers = fieldParsers(labels);
  const modeOf = (f: PropertyInputField): FieldMode =>
    f === 'longitude' || f === 'latitude' ? 'clearable' : 'changed';
  return z
    .object({
      version: z.number({ error: 'version is required: reload the auction and try again' }).int().min(0),
      ...rawShape(labels),
    })
    .strict()
    .transform((raw, ctx): EditAuction => {
      const fields = parseFields(raw, labels, parsers, modeOf, ctx);
      if (!fields) return z.NEVER;
      const emdAccount = emdAccountOf(fields, ctx);
      if (emdAccount === z.NEVER) return z.NEVER;
      return {
        ...withoutEmdFields(fields),
        ...(emdAccount ? { emdAccount } : {}),
        version: raw.version,
      } as EditAuction;
    });
})();
export type EditAuctionBody = z.input<typeof EditAuctionSchema>;

/** Fields that change what bidders bid on: refused once an auction has bids (issue 6). */
export const LOCKED_WHEN_BID_FIELDS = [
  'reservePrice',
  'bidIncrement',
  'auctionDate',
  'auctionStartTime',
  'auctionEndTime',
  'propertyType',
] as const satisfies readonly PropertyInputField[];

// ---------------------------------------------------------------------------------------------
// The bulk upload spreadsheet
// ---------------------------------------------------------------------------------------------

export interface SpreadsheetColumn {
  field: PropertyInputField;
  /** The header the template writes (the spec's keys where it names them). */
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
 * The columns of the property spreadsheet, in template order. The first six headers are the spec's
 * keys (spec 3); the others name the remaining property fields. Optional columns may be left out of
 * the file entirely: on a re-upload the stored value is then kept.
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
 * YYYY-MM-DD, Excel times into HH:mm). Messages name the column headers.
 */
export const SpreadsheetRowSchema = propertyInputSchema({
  labels: SPREADSHEET_LABELS,
  auctionCodeRequired: true,
  timesRequired: false,
});
export type SpreadsheetRow = z.input<typeof SpreadsheetRowSchema>;

/** Excel's serial day number → YYYY-MM-DD (the time of day, if any, is dropped). */
export function excelSerialToIsoDate(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const day = Math.floor(serial);
  // 1900 system: day 1 is 1900-01-01 and Excel counts a 29-Feb-1900 that never was, so from day 61 on
  // the epoch is 1899-12-30. The 1904 system counts from 1904-01-01 as day 0.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : day < 61 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const d = new Date(epoch + day * 86_400_000);
  // Beyond what a Date holds (a cell of 1e308) the date is invalid, and its year NaN.
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() > 9999) return null;
  return d.toISOString().slice(0, 10);
}

/** Excel's time-of-day fraction (0.4166… is 10:00) → HH:mm, rounded to the minute. */
export function excelFractionToTime(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const minutes = Math.round((value - Math.floor(value)) * 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const RejectedRowSchema = z.object({
  row: z.number().int().describe('Row number in the spreadsheet (the header is row 1)'),
  auctionId: z.string().optional().describe("The row's 'Auction ID', when it has one"),
  errors: z.array(z.string()),
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

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A property as admins see it: the public shape plus the edit version. */
export const AdminPropertySchema = PropertySchema.extend({
  version: z.number().int().describe('Send it back with an edit (optimistic concurrency)'),
  photoCount: z.number().int(),
});
export type AdminProperty = z.infer<typeof AdminPropertySchema>;
export const AdminPropertyResponseSchema = successSchema(AdminPropertySchema);

/** Where an auction stands on the server clock. */
export const AUCTION_STATES = ['upcoming', 'live', 'ended'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];

export function auctionStateOf(
  p: { auctionStartTime: string; auctionEndTime: string },
  now: Date | string | number = new Date(),
): AuctionState {
  const t = new Date(now).getTime();
  if (t >= Date.parse(p.auctionEndTime)) return 'ended';
  return t >= Date.parse(p.auctionStartTime) ? 'live' : 'upcoming';
}

/** One row of the Auction List (GET /api/admin/auctions). */
export const AdminAuctionSchema = AdminPropertySchema.extend({
  auctionState: z.enum(AUCTION_STATES),
  registrationsCount: z.number().int(),
  pendingRegistrationsCount: z.number().int(),
  bidsCount: z.number().int(),
});
export type AdminAuction = z.infer<typeof AdminAuctionSchema>;

const searchParam = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} must be at most 100 characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const pageParam = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`)
    .optional();

/**
 * Query of GET /api/admin/auctions and GET /api/admin/auction-reports: `search` matches, ignoring
 * case, the Auction ID, customer name, property type, city, state and loan account number; `auctionState`
 * narrows to upcoming, live or ended; `limit` (default 50, at most 200) and `offset` page. Order:
 * running and upcoming auctions first, soonest end first; then ended ones, latest first.
 */
export const AdminAuctionQuerySchema = z
  .object({
    search: searchParam('search'),
    auctionState: z
      .enum(AUCTION_STATES, { error: 'auctionState must be upcoming, live or ended' })
      .optional(),
    limit: pageParam('limit', 1, PAGE_SIZE_MAX),
    offset: pageParam('offset', 0, 1_000_000_000),
  })
  .strict()
  .transform((q) => ({ ...q, limit: q.limit ?? PAGE_SIZE_DEFAULT, offset: q.offset ?? 0 }));
export type AdminAuctionQuery = z.output<typeof AdminAuctionQuerySchema>;

export const AdminAuctionPageSchema = pageSchema(AdminAuctionSchema);
export type AdminAuctionPage = z.infer<typeof AdminAuctionPageSchema>;

/**
 * Query of GET /api/admin/registrations (Registration Management; the parameters are additions to spec
 * 7, README "Admin API notes"): `q` matches, ignoring case and anywhere in the text, the bidder's name,
 * their e-mail, the Auction ID, the property's _id and the UTR number; `status` narrows to one status;
 * `limit` (at most 200) and `offset` page. Without `limit` the answer holds every matching registration,
 * as the call did before it had parameters. Order: newest first.
 */
export const AdminRegistrationQuerySchema = z
  .object({
    q: searchParam('q'),
    status: z
      .enum(REGISTRATION_STATUSES, { error: 'status must be pending, approved or rejected' })
      .optional(),
    limit: pageParam('limit', 1, PAGE_SIZE_MAX),
    offset: pageParam('offset', 0, 1_000_000_000),
  })
  .strict()
  .transform((q) => ({ ...q, offset: q.offset ?? 0 }));
export type AdminRegistrationQuery = z.output<typeof AdminRegistrationQuerySchema>;

/**
 * GET /api/admin/registrations: a page of registrations. Without a `limit` parameter the page is the
 * whole list and `limit` says how many that is (at least 1, as a page size is never 0).
 */
export const AdminRegistrationPageSchema = pageSchema(AdminRegistrationSchema);
export type AdminRegistrationPage = z.infer<typeof AdminRegistrationPageSchema>;

/** 409 of DELETE /api/admin/auctions/{auctionId} (spec 7 and 8). */
export const AuctionDeleteRefusedSchema = ApiErrorSchema.extend({
  registrationsCount: z.number().int(),
  bidsCount: z.number().int(),
  note: z.string(),
});
export type AuctionDeleteRefused = z.infer<typeof AuctionDeleteRefusedSchema>;

/** 409 of PUT /api/admin/auctions/{id}: `error` is the spec's 'Failed to update auction', `note` why. */
export const AuctionUpdateRefusedSchema = ApiErrorSchema.extend({ note: z.string() });

export const SuccessOnlySchema = z.object({ success: z.literal(true) });

/** One audit-log entry on the dashboard. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string().describe("Verb-noun, e.g. 'property.created', 'registration.status-changed'"),
  actorEmail: z.string().nullable().describe('null for the system itself'),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What was acted on, for people: an Auction ID, a file name, a registration. */
  target: z.string(),
  /** One sentence: 'Uploaded properties.xlsx: 12 created, 3 updated, 1 refused'. */
  description: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/dashboard-stats (spec 3 "Dashboard stats" plus the latest audit entries). */
export const DashboardStatsSchema = z.object({
  totalProperties: z.number().int(),
  pendingRegistrations: z.number().int(),
  activeAuctions: z.number().int().describe('Live now on the server clock'),
  recentActivity: z.array(AuditEntrySchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = successSchema(DashboardStatsSchema);

/** One auction report (spec 3 "Auction report"); `_id` and `auctionId` are the property's `_id`. */
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
   * Highest bid at least the reserve price (spec 9), decided once the auction has ended on the server's
   * clock (its end including every soft-close extension); null before then, shown as 'In progress'.
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

/** Auction Success as the report screen and its download show it: 'Yes', 'No' or 'In progress'. */
export function auctionSuccessText(value: boolean | null): string {
  if (value === null) return ADMIN_MESSAGES.inProgress;
  return value ? 'Yes' : 'No';
}

// ---------------------------------------------------------------------------------------------
// Default EMD accounts per bank (decision 031)
// ---------------------------------------------------------------------------------------------

/** A bank's default EMD beneficiary account: Add Property and the spreadsheet fall back on it. */
export const BankEmdAccountSchema = z.object({
  bankName: z.string().describe("The property's bank (the secured creditor), as Add Property names it"),
  account: EmdAccountSchema,
  updatedAt: z.string(),
});
export type BankEmdAccount = z.infer<typeof BankEmdAccountSchema>;
export const BankEmdAccountListSchema = successSchema(z.array(BankEmdAccountSchema));
export const BankEmdAccountResponseSchema = successSchema(BankEmdAccountSchema);

/** PUT /api/admin/bank-emd-accounts: saves (or replaces) the default account of one bank. */
export const SaveBankEmdAccountSchema = z
  .object({
    bankName: requiredName(PROPERTY_FIELD_LABELS.bankName, TEXT_MAX.bankName ?? 150),
    account: EmdAccountInputSchema,
  })
  .strict();
export type SaveBankEmdAccountBody = z.input<typeof SaveBankEmdAccountSchema>;

/** The five flat input fields of an EMD account, as Add Property, Edit and the spreadsheet name them. */
export function emdAccountFields(account: EmdAccount): Record<(typeof EMD_INPUT_FIELDS)[number], string> {
  return Object.fromEntries(
    EMD_ACCOUNT_PARTS.map((part) => [EMD_ACCOUNT_FIELDS[part], account[part]]),
  ) as Record<(typeof EMD_INPUT_FIELDS)[number], string>;
}

/**
 * A parsed property back in the shape the API reads (the client sends what it parsed): its EMD account
 * as the five flat fields, left out when none was given (the bank's default then applies).
 */
export function addPropertyBodyOf(input: PropertyInput): AddPropertyBody {
  const { emdAccount, ...rest } = input;
  return { ...rest, ...(emdAccount ? emdAccountFields(emdAccount) : {}) };
}

/** A parsed edit back in the shape PUT /api/admin/auctions/{id} reads. */
export function editAuctionBodyOf(edit: EditAuction): EditAuctionBody {
  const { emdAccount, ...rest } = edit;
  return { ...rest, ...(emdAccount ? emdAccountFields(emdAccount) : {}) };
}
