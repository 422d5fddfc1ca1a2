import { z } from 'zod';
import { successSchema } from './api';
import {
  DEFAULT_AUCTION_END,
  DEFAULT_AUCTION_START,
  DEFAULT_BID_INCREMENT,
  MAX_BIDDING_WINDOW_HOURS,
  MIN_BID_STEP,
  POSSESSION_TYPES,
  PROPERTY_TYPES,
  VENDORS,
  ZONES,
} from './constants';
import { parseDateText, parseTimeText } from './dates';
import { hasHiddenCharacter } from './fields';
import { issueMessage, message, type Message, type MessageValues } from './messages';
import { formatRupees, parseRupees } from './money';
import { requiredName } from './account';
import {
  EMD_ACCOUNT_PARTS,
  EmdAccountInputSchema,
  EmdAccountSchema,
  emdAccountPartSchemas,
  type EmdAccount,
  type EmdAccountPart,
} from './property';
import { defaultEmdAmount } from './property-rules';
import { ADMIN_MESSAGES } from './admin-messages';

/*
 * The property as an admin writes it (docs/product.md, "Add Property rules" and "Edit auction"): its fields,
 * their labels, rules and messages, and the bodies of POST /api/admin/add-property and
 * PUT /api/admin/auctions/{id}. The bulk upload reads its rows with the same rules
 * (spreadsheet-columns.ts); a bank's default EMD account is saved here too (decision 031).
 */

// ---------------------------------------------------------------------------------------------
// Field parsers: one rule and one message per field, shared by the spreadsheet rows, Add Property
// and Edit auction. Messages name the field the way the person sees it (a column header, or a label in
// the reader's language).
// ---------------------------------------------------------------------------------------------

/** The property fields an admin writes; the canonical names of the API (docs/product.md, "Property"). */
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

/** Labels of the Add Property and Edit auction forms: their keys (the admin catalogue: only staff see them). */
export const PROPERTY_FIELD_KEYS: FieldLabels = {
  auctionCode: 'admin.propertyField.auctionCode',
  customerName: 'admin.propertyField.customerName',
  propertyType: 'admin.propertyField.propertyType',
  propertyLocation: 'admin.propertyField.propertyLocation',
  state: 'admin.propertyField.state',
  zone: 'admin.propertyField.zone',
  region: 'admin.propertyField.region',
  possessionType: 'admin.propertyField.possessionType',
  vendor: 'admin.propertyField.vendor',
  bankName: 'admin.propertyField.bankName',
  reservePrice: 'admin.propertyField.reservePrice',
  emdAmount: 'admin.propertyField.emdAmount',
  bidIncrement: 'admin.propertyField.bidIncrement',
  auctionDate: 'admin.propertyField.auctionDate',
  auctionStartTime: 'admin.propertyField.auctionStartTime',
  auctionEndTime: 'admin.propertyField.auctionEndTime',
  emdSubmission: 'admin.propertyField.emdSubmission',
  loanAccountNo: 'admin.propertyField.loanAccountNo',
  cifId: 'admin.propertyField.cifId',
  propertySchedule: 'admin.propertyField.propertySchedule',
  longitude: 'admin.propertyField.longitude',
  latitude: 'admin.propertyField.latitude',
  emdAccountName: 'admin.propertyField.emdAccountName',
  emdAccountNo: 'admin.propertyField.emdAccountNo',
  emdIfscCode: 'admin.propertyField.emdIfscCode',
  emdBankName: 'admin.propertyField.emdBankName',
  emdBranch: 'admin.propertyField.emdBranch',
};

/** The same in English, for English messages and the spreadsheet's columns (the catalogue's English). */
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

/** Text limits docs/product.md does not state: they keep a hostile upload from storing megabytes in a name. */
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

// ---------------------------------------------------------------------------------------------
// Messages. The forms name a field by its label, in the page's language, so each field has its own key
// per rule ('Reserve price is required', 'आरक्षित मूल्य आवश्यक है': Hindi puts the name where its
// grammar wants it). A spreadsheet names its column by the header, which is the file's format and the
// same in both languages, so its messages take the header as {column}.
// ---------------------------------------------------------------------------------------------

/** A rule one field's value can break. */
type FieldRule =
  | 'required'
  | 'tooLong'
  | 'hidden'
  | 'auctionCode'
  | 'choice'
  | 'notRupees'
  | 'tooFewRupees'
  | 'tooManyRupees'
  | 'notWholeNumber'
  | 'notCoordinate'
  | 'notDate'
  | 'notTime';

/** A form field's messages: `invalid` is its own format rule (a choice, a date, a whole number, …). */
type FormMessages = { required: string } & Partial<
  Record<'tooLong' | 'hidden' | 'invalid' | 'tooSmall' | 'tooLarge', string>
>;

const FORM_SLOT: Record<FieldRule, keyof FormMessages> = {
  required: 'required',
  tooLong: 'tooLong',
  hidden: 'hidden',
  auctionCode: 'invalid',
  choice: 'invalid',
  notRupees: 'invalid',
  tooFewRupees: 'tooSmall',
  tooManyRupees: 'tooLarge',
  notWholeNumber: 'invalid',
  notCoordinate: 'invalid',
  notDate: 'invalid',
  notTime: 'invalid',
};

/** The keys of each field's messages in the Add Property, Edit auction and re-auction forms. */
const FORM_MESSAGES: Record<PropertyInputField, FormMessages> = {
  auctionCode: {
    required: 'admin.property.auctionCode.required',
    tooLong: 'admin.property.auctionCode.tooLong',
    invalid: 'admin.property.auctionCode.invalid',
  },
  customerName: {
    required: 'admin.property.customerName.required',
    tooLong: 'admin.property.customerName.tooLong',
    hidden: 'admin.property.customerName.hidden',
  },
  propertyType: {
    required: 'admin.property.propertyType.required',
    invalid: 'admin.property.propertyType.invalid',
  },
  propertyLocation: {
    required: 'admin.property.propertyLocation.required',
    tooLong: 'admin.property.propertyLocation.tooLong',
  },
  state: { required: 'admin.property.state.required', tooLong: 'admin.property.state.tooLong' },
  zone: { required: 'admin.property.zone.required', invalid: 'admin.property.zone.invalid' },
  region: { required: 'admin.property.region.required', tooLong: 'admin.property.region.tooLong' },
  possessionType: {
    required: 'admin.property.possessionType.required',
    invalid: 'admin.property.possessionType.invalid',
  },
  vendor: { required: 'admin.property.vendor.required', invalid: 'admin.property.vendor.invalid' },
  bankName: {
    required: 'admin.property.bankName.required',
    tooLong: 'admin.property.bankName.tooLong',
    hidden: 'admin.property.bankName.hidden',
  },
  reservePrice: {
    required: 'admin.property.reservePrice.required',
    invalid: 'admin.property.reservePrice.invalid',
    tooSmall: 'admin.property.reservePrice.tooSmall',
    tooLarge: 'admin.property.reservePrice.tooLarge',
  },
  emdAmount: {
    required: 'admin.property.emdAmount.required',
    invalid: 'admin.property.emdAmount.invalid',
    tooSmall: 'admin.property.emdAmount.tooSmall',
    tooLarge: 'admin.property.emdAmount.tooLarge',
  },
  bidIncrement: {
    required: 'admin.property.bidIncrement.required',
    invalid: 'admin.property.bidIncrement.invalid',
    tooSmall: 'admin.property.bidIncrement.tooSmall',
    tooLarge: 'admin.property.bidIncrement.tooLarge',
  },
  auctionDate: {
    required: 'admin.property.auctionDate.required',
    invalid: 'admin.property.auctionDate.invalid',
  },
  auctionStartTime: {
    required: 'admin.property.auctionStartTime.required',
    invalid: 'admin.property.auctionStartTime.invalid',
  },
  auctionEndTime: {
    required: 'admin.property.auctionEndTime.required',
    invalid: 'admin.property.auctionEndTime.invalid',
  },
  emdSubmission: {
    required: 'admin.property.emdSubmission.required',
    invalid: 'admin.property.emdSubmission.invalid',
  },
  loanAccountNo: {
    required: 'admin.property.loanAccountNo.required',
    tooLong: 'admin.property.loanAccountNo.tooLong',
  },
  cifId: { required: 'admin.property.cifId.required', invalid: 'admin.property.cifId.invalid' },
  propertySchedule: {
    required: 'admin.property.propertySchedule.required',
    tooLong: 'admin.property.propertySchedule.tooLong',
  },
  longitude: { required: 'admin.property.longitude.required', invalid: 'admin.property.longitude.invalid' },
  latitude: { required: 'admin.property.latitude.required', invalid: 'admin.property.latitude.invalid' },
  // The other rules of the EMD account's parts are the shared ones of property.ts.
  emdAccountName: { required: 'admin.property.emdAccountName.required' },
  emdAccountNo: { required: 'admin.property.emdAccountNo.required' },
  emdIfscCode: { required: 'admin.property.emdIfscCode.required' },
  emdBankName: { required: 'admin.property.emdBankName.required' },
  emdBranch: { required: 'admin.property.emdBranch.required' },
};

/** The keys of a spreadsheet row's messages, each naming its column ({column}). */
const COLUMN_MESSAGES: Record<FieldRule, string> = {
  required: 'admin.row.required',
  tooLong: 'admin.row.tooLong',
  hidden: 'admin.row.hidden',
  auctionCode: 'admin.row.auctionCode',
  choice: 'admin.row.choice',
  notRupees: 'admin.row.notRupees',
  tooFewRupees: 'admin.row.tooFewRupees',
  tooManyRupees: 'admin.row.tooManyRupees',
  notWholeNumber: 'admin.row.notWholeNumber',
  notCoordinate: 'admin.row.notCoordinate',
  notDate: 'admin.row.notDate',
  notTime: 'admin.row.notTime',
};

/**
 * How messages name the fields: `columns` (a spreadsheet's headers) or, without it, the forms' labels
 * through each field's own keys.
 */
type Naming = { columns?: FieldLabels };

/** The message of a rule broken by a field, with the rule's values (a limit, the allowed choices). */
function fieldMessage(
  naming: Naming,
  field: PropertyInputField,
  rule: FieldRule,
  values?: MessageValues,
): Message {
  const { columns } = naming;
  const formKey = FORM_MESSAGES[field][FORM_SLOT[rule]];
  if (columns || !formKey) {
    return message(COLUMN_MESSAGES[rule], { column: columns?.[field] ?? field, ...values });
  }
  return message(formKey, values);
}

/** A refused value: the message shown beside its field. */
class Invalid {
  constructor(readonly message: Message) {}
}
/** A parser turns one non-blank raw value into its canonical form, or says why it cannot. */
type Parser<T> = (value: string | number) => T | Invalid;
/** The message of one field's broken rule. */
type Say = (rule: FieldRule, values?: MessageValues) => Invalid;

const isBlank = (v: Raw): v is null | undefined | '' =>
  v == null || (typeof v === 'string' && v.trim() === '');

/** Integers as typed (no exponent): a loan account number stored as a number cell stays its digits. */
function numberToText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

function textParser(max: number, say: Say): Parser<string> {
  return (v) => {
    const text = typeof v === 'number' ? numberToText(v) : v.trim();
    if (text.length > max) return say('tooLong', { maximum: max });
    return text;
  };
}

/** Case, spaces, hyphens and underscores do not matter: 'in house' is 'In-house'. */
const choiceKey = (s: string) =>
  s
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

function choiceParser<T extends string>(options: readonly T[], say: Say): Parser<T> {
  return (v) => {
    const key = choiceKey(String(v));
    const found = options.find((o) => choiceKey(o) === key);
    return found ?? say('choice', { options: options.join(', ') });
  };
}

/** Largest reserve price, EMD or increment accepted: far above any property, exact in a double. */
export const MAX_RUPEES = 1_000_000_000_000;

function rupeesParser(min: number, say: Say): Parser<number> {
  return (v) => {
    const n = parseRupees(v);
    if (n === null) return say('notRupees');
    if (n < min) return say('tooFewRupees', { minimum: formatRupees(min) });
    if (n > MAX_RUPEES) return say('tooManyRupees', { maximum: formatRupees(MAX_RUPEES) });
    return n;
  };
}

function wholeNumberParser(say: Say): Parser<number> {
  return (v) => {
    const text = typeof v === 'number' ? numberToText(v) : v.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) return say('notWholeNumber');
    return n;
  };
}

function coordinateParser(limit: number, say: Say): Parser<number> {
  return (v) => {
    const n = typeof v === 'number' ? v : /^\s*-?\d+(?:\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isFinite(n) || n < -limit || n > limit) return say('notCoordinate', { limit });
    return n;
  };
}

function dateParser(say: Say): Parser<string> {
  return (v) => {
    const iso = typeof v === 'string' ? parseDateText(v) : null;
    return iso ?? say('notDate');
  };
}

/** A field read by one of the shared zod field schemas (the EMD account's parts): its first message. */
function schemaParser(schema: z.ZodType<string>): Parser<string> {
  return (v) => {
    const parsed = schema.safeParse(typeof v === 'number' ? numberToText(v) : v);
    if (parsed.success) return parsed.data;
    return new Invalid(issueMessage(parsed.error.issues[0] ?? { message: 'admin.property.invalid' }));
  };
}

function timeParser(say: Say): Parser<string> {
  return (v) => {
    const hhmm = typeof v === 'string' ? parseTimeText(v) : null;
    return hhmm ?? say('notTime');
  };
}

/** The parser of each field, its messages naming the field as `naming` does. */
function fieldParsers(naming: Naming) {
  const say =
    (f: PropertyInputField): Say =>
    (rule, values) =>
      new Invalid(fieldMessage(naming, f, rule, values));
  const text = (f: PropertyInputField) => textParser(TEXT_MAX[f] ?? 200, say(f));
  const emd = emdAccountPartSchemas();
  // The borrower's and the bank's names: no invisible or text-direction characters (fields.ts).
  const name =
    (f: PropertyInputField): Parser<string> =>
    (v) => {
      const parsed = text(f)(v);
      return typeof parsed === 'string' && hasHiddenCharacter(parsed) ? say(f)('hidden') : parsed;
    };
  return {
    auctionCode: ((v) => {
      const code = text('auctionCode')(v);
      if (code instanceof Invalid) return code;
      return AUCTION_CODE_PATTERN.test(code) ? code : say('auctionCode')('auctionCode');
    }) as Parser<string>,
    customerName: name('customerName'),
    propertyType: choiceParser(PROPERTY_TYPES, say('propertyType')),
    propertyLocation: text('propertyLocation'),
    state: text('state'),
    zone: choiceParser(ZONES, say('zone')),
    region: text('region'),
    possessionType: choiceParser(POSSESSION_TYPES, say('possessionType')),
    vendor: choiceParser(VENDORS, say('vendor')),
    bankName: name('bankName'),
    reservePrice: rupeesParser(1, say('reservePrice')),
    emdAmount: rupeesParser(0, say('emdAmount')),
    bidIncrement: rupeesParser(MIN_BID_STEP, say('bidIncrement')),
    auctionDate: dateParser(say('auctionDate')),
    auctionStartTime: timeParser(say('auctionStartTime')),
    auctionEndTime: timeParser(say('auctionEndTime')),
    emdSubmission: dateParser(say('emdSubmission')),
    loanAccountNo: text('loanAccountNo'),
    cifId: wholeNumberParser(say('cifId')),
    propertySchedule: text('propertySchedule'),
    longitude: coordinateParser(180, say('longitude')),
    latitude: coordinateParser(90, say('latitude')),
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

/**
 * Each field's raw value: text or a number (spreadsheet cells, form inputs, JSON numbers). Only a client
 * of the API can send anything else; its message is the same for every field, which `fields` names.
 */
function rawShape() {
  const rawInput = () =>
    z.union([z.string(), z.number()], { error: 'admin.property.notTextOrNumber' }).nullish();
  return Object.fromEntries(PROPERTY_INPUT_FIELDS.map((f) => [f, rawInput()])) as {
    [F in PropertyInputField]: ReturnType<typeof rawInput>;
  };
}

/** A refused field as a zod issue: its key as the message, its values as the params (issueMessage). */
function addFieldIssue(ctx: z.RefinementCtx, field: string, m: Message) {
  ctx.addIssue({ code: 'custom', path: [field], message: m.id, ...(m.values ? { params: m.values } : {}) });
}

/**
 * Reads every field in one pass (one zod transform per object rather than one per field: a 20,000-row
 * upload validates in a fraction of the time), adding an issue at each refused field's path. Null when
 * any field was refused. Edits leave absent fields out of the result; blank clearable ones are null.
 */
function parseFields(
  raw: Partial<Record<PropertyInputField, Raw>>,
  naming: Naming,
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
        addFieldIssue(ctx, field, fieldMessage(naming, field, 'required'));
        ok = false;
      } else if (mode === 'clearable') out[field] = null;
      continue;
    }
    const parsed = (parsers[field] as Parser<unknown>)(value);
    if (parsed instanceof Invalid) {
      addFieldIssue(ctx, field, parsed.message);
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
 * Rules between fields: the auction ends after it starts on the same day and within the bidding window
 * (docs/product.md, "Bidding window"; the live screen opens bidding at most 7 hours before the end); the EMD
 * deadline is not after the auction date; the EMD does not exceed the reserve price; coordinates come
 * as a pair. Returned as field → message so forms can show each beside its input.
 */
export function propertyRuleProblems(
  p: Partial<RuleInput>,
  columns?: FieldLabels,
): Partial<Record<PropertyInputField, Message>> {
  // A spreadsheet's messages name its columns; the forms' name their labels in the reader's language.
  const say = (formKey: string, columnKey: string, named: PropertyInputField[], values?: MessageValues) =>
    columns
      ? message(columnKey, { ...Object.fromEntries(named.map((f) => [f, columns[f]])), ...values })
      : message(formKey, values);
  const problems: Partial<Record<PropertyInputField, Message>> = {};
  if (p.auctionStartTime && p.auctionEndTime) {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const length = minutes(p.auctionEndTime) - minutes(p.auctionStartTime);
    const times: PropertyInputField[] = ['auctionStartTime', 'auctionEndTime'];
    if (length <= 0) {
      problems.auctionEndTime = say('admin.propertyRule.endAfterStart', 'admin.row.endAfterStart', times);
    } else if (length > MAX_BIDDING_WINDOW_HOURS * 60) {
      problems.auctionEndTime = say(
        'admin.propertyRule.endWithinWindow',
        'admin.row.endWithinWindow',
        times,
        {
          hours: MAX_BIDDING_WINDOW_HOURS,
        },
      );
    }
  }
  if (p.auctionDate && p.emdSubmission && p.emdSubmission > p.auctionDate) {
    problems.emdSubmission = say(
      'admin.propertyRule.emdSubmissionAfterAuction',
      'admin.row.emdSubmissionAfterAuction',
      ['emdSubmission', 'auctionDate'],
    );
  }
  if (p.reservePrice !== undefined && p.emdAmount !== undefined && p.emdAmount > p.reservePrice) {
    problems.emdAmount = say('admin.propertyRule.emdAboveReserve', 'admin.row.emdAboveReserve', [
      'emdAmount',
      'reservePrice',
    ]);
  }
  if ((p.longitude == null) !== (p.latitude == null)) {
    const missing = p.longitude == null ? 'longitude' : 'latitude';
    problems[missing] = say('admin.propertyRule.coordinatesPair', 'admin.row.coordinatesPair', [
      'longitude',
      'latitude',
    ]);
  }
  return problems;
}

function addRuleIssues(value: Partial<RuleInput>, naming: Naming, ctx: z.RefinementCtx): boolean {
  const problems = Object.entries(propertyRuleProblems(value, naming.columns));
  for (const [field, m] of problems) addFieldIssue(ctx, field, m);
  return problems.length === 0;
}

interface InputOptions {
  /** A spreadsheet's column headers, which its messages name; the forms' messages name their labels. */
  columns?: FieldLabels;
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

/**
 * The schema of a whole property as added (Add Property, a spreadsheet row): every field read, its
 * messages naming the form's labels or the sheet's columns, the defaults filled in, then the rules
 * between fields.
 */
export function propertyInputSchema({ columns, auctionCodeRequired, timesRequired }: InputOptions) {
  const naming: Naming = { columns };
  const parsers = fieldParsers(naming);
  const modeOf = (f: PropertyInputField): FieldMode => {
    if (f === 'auctionCode') return auctionCodeRequired ? 'required' : 'optional';
    if (f === 'auctionStartTime' || f === 'auctionEndTime') return timesRequired ? 'required' : 'optional';
    return OPTIONAL_WHEN_ADDING.has(f) ? 'optional' : 'required';
  };
  return z
    .object(rawShape())
    .strict()
    .transform((raw, ctx): PropertyInput => {
      const fields = parseFields(raw, naming, parsers, modeOf, ctx) as Partial<ParsedFields> | null;
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
      return addRuleIssues(input, naming, ctx) ? input : z.NEVER;
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
  const naming: Naming = {};
  const parsers = fieldParsers(naming);
  const modeOf = (f: PropertyInputField): FieldMode =>
    f === 'longitude' || f === 'latitude' ? 'clearable' : 'changed';
  return z
    .object({
      version: z.number({ error: 'admin.editOutcome.versionRequired' }).int().min(0),
      ...rawShape(),
    })
    .strict()
    .transform((raw, ctx): EditAuction => {
      const fields = parseFields(raw, naming, parsers, modeOf, ctx);
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

/** The fields a re-auction sets anew (the rest are the property's own). */
export const RELIST_FIELDS = [
  'auctionDate',
  'auctionStartTime',
  'auctionEndTime',
  'emdSubmission',
  'reservePrice',
] as const satisfies readonly PropertyInputField[];
export type RelistAuction = Pick<PropertyInput, (typeof RELIST_FIELDS)[number]>;

/**
 * POST /api/admin/auctions/{propertyId}/relist (docs/product.md, "After the hammer"): the new auction's
 * date, times, EMD deadline and reserve price, each read as Add Property reads it, with the same rules
 * between them.
 */
export const RelistAuctionSchema = (() => {
  const naming: Naming = {};
  const parsers = fieldParsers(naming);
  const relisted = new Set<PropertyInputField>(RELIST_FIELDS);
  const raw = rawShape();
  return z
    .object(
      Object.fromEntries(RELIST_FIELDS.map((f) => [f, raw[f]])) as Pick<
        typeof raw,
        (typeof RELIST_FIELDS)[number]
      >,
    )
    .strict()
    .transform((body, ctx): RelistAuction => {
      const fields = parseFields(
        body,
        naming,
        parsers,
        (f) => (relisted.has(f) ? 'required' : 'changed'),
        ctx,
      );
      if (!fields) return z.NEVER;
      const relist = fields as RelistAuction;
      return addRuleIssues(relist, naming, ctx) ? relist : z.NEVER;
    });
})();
export type RelistAuctionBody = z.input<typeof RelistAuctionSchema>;

/** Fields that change what bidders bid on: refused once an auction has bids. */
export const LOCKED_WHEN_BID_FIELDS = [
  'reservePrice',
  'bidIncrement',
  'auctionDate',
  'auctionStartTime',
  'auctionEndTime',
  'propertyType',
] as const satisfies readonly PropertyInputField[];

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
    bankName: requiredName(
      {
        required: 'admin.property.bankName.required',
        tooLong: 'admin.property.bankName.tooLong',
        hiddenCharacter: 'admin.property.bankName.hidden',
      },
      TEXT_MAX.bankName ?? 150,
    ),
    account: EmdAccountInputSchema,
  })
  .strict();
export type SaveBankEmdAccountBody = z.input<typeof SaveBankEmdAccountSchema>;
