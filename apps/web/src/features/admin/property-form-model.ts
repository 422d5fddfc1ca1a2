import {
  AddPropertySchema,
  DEFAULT_AUCTION_END,
  DEFAULT_AUCTION_START,
  EMD_ACCOUNT_FIELDS,
  EditAuctionSchema,
  emdAccountFields,
  LOCKED_WHEN_BID_FIELDS,
  PROPERTY_INPUT_FIELDS,
  issueMessage,
  istParts,
  propertyRuleProblems,
  type AddPropertyBody,
  type AdminProperty,
  type EditAuction,
  type EditAuctionBody,
  type EmdAccount,
  type PropertyInput,
  type PropertyInputField,
} from '@eauction/shared';
import type { FieldErrors } from '../../components/form/schema-errors';
import { textOf } from '../../lib/translate';

/*
 * The values of the Add Property form and the Edit auction dialog, as the inputs hold them (text), and
 * their checks with the shared schemas (packages/shared/src/property-input.ts): the browser runs the very rules
 * and messages the server runs.
 */

export type PropertyFormValues = Record<PropertyInputField, string>;

/** An empty Add Property form: times at their defaults, 10:00 to 17:00 (docs/product.md, "Add Property"). */
export const EMPTY_PROPERTY_VALUES: PropertyFormValues = {
  ...(Object.fromEntries(PROPERTY_INPUT_FIELDS.map((f) => [f, ''])) as PropertyFormValues),
  auctionStartTime: DEFAULT_AUCTION_START,
  auctionEndTime: DEFAULT_AUCTION_END,
};

const hhmm = (instant: string) => {
  const { hour, minute } = istParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** A stored property as the edit dialog shows it: its times as India wall-clock HH:mm. */
export function valuesOf(p: AdminProperty): PropertyFormValues {
  return {
    auctionCode: p.auctionCode,
    customerName: p.customerName,
    propertyType: p.propertyType,
    propertyLocation: p.propertyLocation,
    state: p.state,
    zone: p.zone,
    region: p.region,
    possessionType: p.possessionType,
    vendor: p.vendor,
    bankName: p.bankName,
    reservePrice: String(p.reservePrice),
    emdAmount: String(p.emdAmount),
    bidIncrement: String(p.bidIncrement),
    auctionDate: p.auctionDate,
    auctionStartTime: hhmm(p.auctionStartTime),
    auctionEndTime: hhmm(p.auctionEndTime),
    emdSubmission: p.emdSubmission,
    loanAccountNo: p.loanAccountNo,
    cifId: String(p.cifId),
    propertySchedule: p.propertySchedule,
    longitude: p.location ? String(p.location.coordinates[0]) : '',
    latitude: p.location ? String(p.location.coordinates[1]) : '',
    ...emdAccountValues(p.emdAccount),
  };
}

/** The EMD account inputs for an account (a stored one, or a bank's default); blank for none. */
export function emdAccountValues(account: EmdAccount | null): Pick<PropertyFormValues, EmdInputField> {
  return account
    ? emdAccountFields(account)
    : { emdAccountName: '', emdAccountNo: '', emdIfscCode: '', emdBankName: '', emdBranch: '' };
}

type EmdInputField = (typeof EMD_ACCOUNT_FIELDS)[keyof typeof EMD_ACCOUNT_FIELDS];
const EMD_INPUTS: readonly EmdInputField[] = Object.values(EMD_ACCOUNT_FIELDS);

type Issue = Parameters<typeof issueMessage>[0] & { readonly path: readonly PropertyKey[] };

/** The first message of each field, in the page's language. */
function byField(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = textOf(issueMessage(issue));
  }
  return errors;
}

type AddCheck = { ok: true; body: PropertyInput } | { ok: false; errors: FieldErrors };

/**
 * Add Property (docs/product.md, "Add Property rules"): every field checked at once; the rules between fields
 * (end after start, EMD deadline not after the auction) once each field is right on its own. The body is the
 * parsed form: reserve price, CIF id and the other amounts as numbers, dates YYYY-MM-DD, times HH:mm.
 */
export function checkAddProperty(values: PropertyFormValues): AddCheck {
  const result = AddPropertySchema.safeParse(values satisfies AddPropertyBody);
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: byField(result.error.issues) };
}

export function addPropertyErrors(values: PropertyFormValues): FieldErrors {
  const check = checkAddProperty(values);
  return check.ok ? {} : check.errors;
}

/** The fields an edit changes, with the version it was made from (docs/product.md, "Edit auction"). */
export function editBody(
  values: PropertyFormValues,
  initial: PropertyFormValues,
  version: number,
): EditAuctionBody {
  const body: EditAuctionBody = { version };
  for (const field of PROPERTY_INPUT_FIELDS) {
    if (values[field].trim() !== initial[field].trim()) body[field] = values[field];
  }
  // The EMD account changes as a whole (decision 031): one part edited sends all five.
  if (EMD_INPUTS.some((f) => f in body)) for (const f of EMD_INPUTS) body[f] = values[f];
  return body;
}

/** An edit as sent: the changed fields in their canonical form (amounts as numbers), and the version. */
type EditCheck = { ok: true; body: EditAuction } | { ok: false; errors: FieldErrors };

/** The fields the rules between fields read (propertyRuleProblems). */
const RULE_FIELDS = [
  'reservePrice',
  'emdAmount',
  'auctionDate',
  'auctionStartTime',
  'auctionEndTime',
  'emdSubmission',
  'longitude',
  'latitude',
] as const satisfies readonly PropertyInputField[];

/**
 * Edit auction: each changed field with its own rule; when a field the rules between fields read has
 * changed, those rules on the auction as it would be after the edit (a new start time is checked
 * against the kept end time). Untouched fields are not judged again.
 */
export function checkEditAuction(
  values: PropertyFormValues,
  initial: PropertyFormValues,
  version: number,
): EditCheck {
  const body = editBody(values, initial, version);
  const result = EditAuctionSchema.safeParse(body);
  if (!result.success) return { ok: false, errors: byField(result.error.issues) };
  if (RULE_FIELDS.some((f) => f in body)) {
    const after: EditAuctionBody = { version };
    for (const f of RULE_FIELDS) after[f] = values[f];
    const whole = EditAuctionSchema.safeParse(after);
    const problems = whole.success ? propertyRuleProblems(whole.data) : {};
    const errors: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems)) errors[field] = textOf(problem);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  return { ok: true, body: result.data };
}

/** Fields an auction with bids keeps as they are: they would change what was bid on. */
export const LOCKED_FIELDS: ReadonlySet<PropertyInputField> = new Set(LOCKED_WHEN_BID_FIELDS);
