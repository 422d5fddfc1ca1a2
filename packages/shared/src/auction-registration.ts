import { z } from 'zod';
import { pageSchema, successSchema } from './api';
import { PAGE_SIZE_MAX, PAYMENT_MODES, REGISTRATION_STATUSES, type RegistrationStatus } from './constants';
import { IfscSchema, optionalText, requiredText, withoutSeparators } from './fields';
import { message, type Message } from './messages';
import { formatRupees } from './money';
import { BuyerProfileSchema, LandlineSchema } from './buyer-profile';
import { districtsOf, isIndianRegion } from './india-places';
import { bankOfIfsc, findBankByName, ifscCodesOf } from './indian-banks';
import { pageParam, searchParam } from './admin-query-params';
import { EmdStatusSchema, RegistrationResultSchema, RegistrationSaleSchema } from './sale-outcome';

/*
 * Auction registration form (docs/product.md, "Registration form rules"): the text fields of the multipart
 * POST /api/auction/register. Documents are checked apart (type from their bytes on the server), but
 * their presence rules and accepted kinds live here too so the browser repeats them.
 */

/** The text fields of the auction registration form, in the order the form shows them. */
export const REGISTRATION_FORM_FIELDS = [
  'firstName',
  'lastName',
  'organizationName',
  'address',
  'country',
  'state',
  'city',
  'cityNotListed',
  'pincode',
  'landline',
  'mobile',
  'fax',
  'bankName',
  'accountNo',
  'ifscCode',
  'offerValue',
  'paymentMode',
  'utrNo',
] as const;

export const ACCEPTED_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const ACCEPTED_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPE_MESSAGE = 'auction.document.type';

export const PAYMENT_MODE_VALUES = PAYMENT_MODES.map((m) => m.value);
export const NEFT_RTGS = 'Neft - Rtgs';

/**
 * A city typed because its district is not listed (`cityNotListed`): a place name in the Latin script,
 * as the lists are, with the punctuation such names use.
 */
const PLACE_NAME = /^[A-Za-z][A-Za-z .'()-]{1,59}$/;

/**
 * The IFSC's bank against the chosen one: null when they agree (or either is unknown, which other
 * rules report), otherwise the message naming the IFSC's own bank where it is listed. A bank that
 * clears through sponsor banks also accepts an IFSC under a sponsor's code that the register gives to
 * no other bank: sponsors issue new ones before the register lists them.
 */
export function ifscBankError(bankName: string, ifsc: string): Message | null {
  const chosen = findBankByName(bankName);
  const text = ifsc.trim().toUpperCase();
  if (!chosen || text.length < 4) return null;
  const owner = bankOfIfsc(text);
  if (owner === chosen) return null;
  const code = text.slice(0, 4);
  const issuedForAnotherBank = owner !== null && owner.code !== code;
  const codes = ifscCodesOf(chosen);
  if (!issuedForAnotherBank && codes.includes(code)) return null;
  return owner
    ? message('auction.registration.ifscOfOtherBank', { owner: owner.name, bank: chosen.name })
    : // The codes are joined by a slash, which reads the same in every language.
      message('auction.registration.ifscNotOfBank', { bank: chosen.name, codes: codes.join(' / ') });
}

/** 'Offer must be at least ₹{amount}' with the amount in Indian grouping. */
export function offerTooLowMessage(reservePrice: number): Message {
  return message('auction.registration.offerTooLow', { amount: formatRupees(reservePrice) });
}

type PlaceAndBank = Record<'state' | 'city' | 'cityNotListed' | 'bankName' | 'ifscCode', string>;

/**
 * The rules that join two fields: the state must be one of India's states and union territories, the
 * city one of its districts unless the bidder said it is not listed and typed a place name
 * (docs/decisions/034), and the IFSC one of the chosen bank. Part of auctionRegistrationSchema; the
 * form also asks for them on their own, because zod runs an object's refinements only once every
 * field has passed its own rules, and a bidder should hear about a wrong district before that.
 */
export function placeAndBankErrors(v: PlaceAndBank): Partial<Record<keyof PlaceAndBank, Message>> {
  const errors: Partial<Record<keyof PlaceAndBank, Message>> = {};
  const state = v.state.trim();
  const city = v.city.trim();
  if (state && !isIndianRegion(state)) {
    errors.state = message('auction.registration.stateInvalid');
  } else if (city && v.cityNotListed.trim() === 'true') {
    if (!PLACE_NAME.test(city)) errors.city = message('auction.registration.cityNameInvalid');
  } else if (city && !districtsOf(state).includes(city)) {
    errors.city = message('auction.registration.districtInvalid', { state });
  }
  const ifscError = v.bankName.trim() && v.ifscCode.trim() ? ifscBankError(v.bankName, v.ifscCode) : null;
  if (ifscError) errors.ifscCode = ifscError;
  return errors;
}

/**
 * The text fields, checked against the property's reserve price. `offerValue` arrives as text in a
 * multipart body and as a number from a form; both are accepted.
 */
export function auctionRegistrationSchema(reservePrice: number) {
  const buyer = BuyerProfileSchema.shape;
  return z
    .object({
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      organizationName: buyer.organizationName,
      address: buyer.address,
      country: buyer.country,
      state: buyer.state,
      city: buyer.city,
      cityNotListed: z
        .string()
        .trim()
        .optional()
        .transform((v) => v ?? '')
        .refine((v) => v === '' || v === 'true', 'auction.registration.cityNotListedInvalid')
        .describe("'true' when city is typed because its district is not in the state's list"),
      pincode: buyer.pincode,
      landline: LandlineSchema,
      mobile: buyer.mobile,
      fax: buyer.fax,
      // The refund account is chosen from the bank register, so its rules stay beside the register's
      // rules here rather than with the profile's optional bank details.
      bankName: requiredText('auction.registration.bankNameRequired', 100).refine(
        (v) => findBankByName(v) !== null,
        'auction.registration.bankNotListed',
      ),
      accountNo: requiredText(
        'auction.registration.accountNoRequired',
        34,
        'auction.registration.accountNoTooLong',
        withoutSeparators,
      ).refine((v) => /^\d{6,18}$/.test(v), 'auction.registration.accountNoInvalid'),
      ifscCode: IfscSchema,
      offerValue: z
        .union([z.number(), z.string()], { error: 'auction.registration.offerRequired' })
        .transform((v, ctx) => {
          const text = typeof v === 'number' ? String(v) : v.trim();
          if (text === '') {
            ctx.addIssue({ code: 'custom', message: 'auction.registration.offerRequired' });
            return z.NEVER;
          }
          const n = Number(text);
          if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) {
            ctx.addIssue({ code: 'custom', message: 'auction.registration.offerNotWhole' });
            return z.NEVER;
          }
          if (n < reservePrice) {
            const tooLow = offerTooLowMessage(reservePrice);
            ctx.addIssue({ code: 'custom', message: tooLow.id, params: tooLow.values });
            return z.NEVER;
          }
          return n;
        }),
      paymentMode: z
        .string({ error: 'auction.registration.paymentModeRequired' })
        .trim()
        .min(1, 'auction.registration.paymentModeRequired')
        .refine(
          (v) => (PAYMENT_MODE_VALUES as string[]).includes(v),
          'auction.registration.paymentModeNotListed',
        ),
      utrNo: optionalText(30, 'auction.utr.tooLong'),
    })
    .superRefine((v, ctx) => {
      for (const [field, m] of Object.entries(placeAndBankErrors(v))) {
        ctx.addIssue({ code: 'custom', path: [field], message: m.id, params: m.values });
      }
      if (v.paymentMode === NEFT_RTGS && !v.utrNo) {
        ctx.addIssue({ code: 'custom', path: ['utrNo'], message: 'auction.utr.required' });
      }
      if (v.utrNo && !/^[A-Za-z0-9]{6,30}$/.test(v.utrNo)) {
        ctx.addIssue({ code: 'custom', path: ['utrNo'], message: 'auction.utr.invalid' });
      }
    });
}
export type AuctionRegistrationFields = z.output<ReturnType<typeof auctionRegistrationSchema>>;

export type DocumentField = 'pancardFile' | 'addressProof' | 'paymentReceipt';

/**
 * Which documents a registration must carry: both identity documents, and a receipt unless paid by
 * NEFT/RTGS. The messages are catalogue keys.
 */
export function documentErrors(
  present: Partial<Record<DocumentField, boolean>>,
  paymentMode: string,
): Partial<Record<DocumentField, string>> {
  const errors: Partial<Record<DocumentField, string>> = {};
  if (!present.pancardFile) errors.pancardFile = 'auction.registration.pancardFileRequired';
  if (!present.addressProof) errors.addressProof = 'auction.registration.addressProofRequired';
  if (paymentMode && paymentMode !== NEFT_RTGS && !present.paymentReceipt) {
    errors.paymentReceipt = 'auction.registration.paymentReceiptRequired';
  }
  return errors;
}

/** Whether a file name carries one of the accepted extensions (the server decides by the bytes). */
export function hasAcceptedExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return (ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/*
 * Answers of the auction participation calls (docs/product.md, "Auction registration calls"). `auctionId` is
 * always the property's `_id` (decision 001); `auctionCode` is the human 'Auction ID'.
 */

export const DOCUMENT_KINDS = ['pancardFile', 'addressProof', 'paymentReceipt'] as const;

/** The outcomes of the registration calls, by their catalogue keys (src/locales/<locale>/auction.json). */
export const REGISTRATION_MESSAGES = {
  submitted: 'auction.registration.submitted',
  closed: 'auction.registration.closed',
  alreadyRegistered: 'auction.registration.alreadyRegistered',
  emailMismatch: 'auction.registration.emailMismatch',
  notFound: 'auction.registration.notFound',
  noAccess: 'auction.noAccess',
  notMultipart: 'auction.registration.notMultipart',
  malformed: 'auction.upload.malformed',
} as const;

/** 'File is too large. The limit is 5 MB.' for the configured limit. */
export function fileTooLargeMessage(maxBytes: number): Message {
  const mb = maxBytes / (1024 * 1024);
  const limit =
    mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return message('auction.document.tooLarge', { limit });
}

/** 201 answer of POST /api/auction/register. */
export const RegistrationCreatedSchema = z.object({
  _id: z.string(),
  emdAmount: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  confirmationCode: z.string().nullable(),
  createdAt: z.string(),
  message: z.string(),
});
export type RegistrationCreated = z.infer<typeof RegistrationCreatedSchema>;

const RegistrationPropertySummarySchema = z.object({
  _id: z.string(),
  auctionCode: z.string(),
  propertyType: z.string(),
  propertyLocation: z.string(),
  state: z.string(),
  auctionDate: z.string().describe('YYYY-MM-DD (Asia/Kolkata)'),
  emdSubmission: z.string(),
});

/** One entry of GET /api/auction/my-registrations. */
export const MyRegistrationSchema = z.object({
  _id: z.string(),
  auctionId: z.string().describe("The property's _id"),
  property: RegistrationPropertySummarySchema,
  offerValue: z.number(),
  emdAmount: z.number(),
  paymentMode: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  rejectionReason: z
    .string()
    .nullable()
    .describe("The officer's reason for the rejection; null unless rejected (decision 032)"),
  canRegisterAgain: z
    .boolean()
    .describe(
      'True when the registration is rejected and EMD submission is still open: a new submission for the ' +
        'auction is accepted and replaces this one (decision 032)',
    ),
  confirmationCode: z.string().nullable(),
  createdAt: z.string().describe('When it was submitted (its latest submission)'),
  statusChangedAt: z.string().nullable(),
  /*
   * After the hammer (docs/product.md, "After the hammer" and "Every EMD accounted for"). Always sent by
   * the server; optional so that clients and fixtures written before them still read as registrations.
   */
  emd: EmdStatusSchema.optional().describe('Where the EMD stands: submitted, verified, refunded…'),
  result: RegistrationResultSchema.nullable()
    .optional()
    .describe('Once the auction has closed (or was cancelled): how it ended for this bidder; null before'),
  sale: RegistrationSaleSchema.nullable()
    .optional()
    .describe("The winner's sale: its status, amounts and deadlines; null for everyone else"),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

/** URLs of the stored documents (GET /api/registrations/{id}/documents/{kind}); null when absent. */
const RegistrationDocumentsSchema = z.object({
  pancardFile: z.string(),
  addressProof: z.string(),
  paymentReceipt: z.string().nullable(),
});

/** One registration as the admin views read it (Registration Management, Registration Details). */
export const AdminRegistrationSchema = z.object({
  _id: z.string(),
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    organizationName: z.string(),
    email: z.string(),
    mobile: z.string(),
    landline: z.string(),
    panNumber: z.string().describe("The PAN number of the account's profile; empty when not given"),
    address: z.string().describe('The postal address given on the registration form'),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  auctionId: z.string().describe("The property's _id"),
  auctionCode: z.string(),
  auctionDate: z.string(),
  propertyType: z.string(),
  propertyLocation: z.string(),
  offerValue: z.number(),
  emdAmount: z.number(),
  paymentMode: z.string(),
  utrNo: z.string().nullable().describe("Only for 'Neft - Rtgs'"),
  bankName: z.string(),
  accountNo: z.string(),
  ifscCode: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  rejectionReason: z.string().nullable().describe('Why the officer rejected it; null unless rejected'),
  confirmationCode: z.string().nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
  documents: RegistrationDocumentsSchema,
  /** The stored content type of each document, so a viewer picks image or PDF. */
  documentTypes: z.object({
    pancardFile: z.string(),
    addressProof: z.string(),
    paymentReceipt: z.string().nullable(),
  }),
});
export type AdminRegistration = z.infer<typeof AdminRegistrationSchema>;

/**
 * Query of GET /api/admin/registrations (Registration Management; the parameters are described in
 * docs/product.md, "Admin calls", and README.md, "Admin API notes"): `q` matches, ignoring case and anywhere
 * in the text, the bidder's name, their e-mail, the Auction ID, the property's _id and the UTR number;
 * `status` narrows to one status; `limit` (at most 200) and `offset` page. Without `limit` the answer holds
 * every matching registration, as the call did before it had parameters. Order: newest first.
 */
export const AdminRegistrationQuerySchema = z
  .object({
    q: searchParam('q'),
    status: z.enum(REGISTRATION_STATUSES, { error: 'auction.registration.statusFilterInvalid' }).optional(),
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

/** A rejection's reason is mailed to the bidder and shown to officers: a few sentences at most. */
export const REJECTION_REASON_MAX = 500;

/** A registration's status in words: its label's key. */
export const REGISTRATION_STATUS_KEYS: Record<RegistrationStatus, string> = {
  pending: 'labels.registrationStatus.pending',
  approved: 'labels.registrationStatus.approved',
  rejected: 'labels.registrationStatus.rejected',
};

/** The keys of the officer's status change; the reason's limit comes with its issue ({maximum}). */
export const REGISTRATION_STATUS_MESSAGES = {
  reasonRequired: 'auction.registration.reasonRequired',
  reasonTooLong: 'auction.registration.reasonTooLong',
} as const;

/**
 * The 409 answer when the officer acted on a status that has changed since their screen showed it. The
 * message names the status by its label.
 */
export function statusChangedMessage(current: RegistrationStatus): Message {
  return message('auction.registration.statusChanged', {
    status: message(REGISTRATION_STATUS_KEYS[current]),
  });
}

/**
 * PUT /api/admin/registrations/{id}/status. `from` is the status the officer saw: a change is applied
 * only while the registration still has it, so a second click or a colleague's change in between never
 * turns into an unintended second change. A rejection needs a reason, which the bidder is mailed.
 */
export const RegistrationStatusUpdateSchema = z
  .object({
    status: z.enum(REGISTRATION_STATUSES, { error: 'auction.registration.statusInvalid' }),
    from: z
      .enum(REGISTRATION_STATUSES, { error: 'auction.registration.fromInvalid' })
      .optional()
      .describe('The status the officer saw; 409 when the registration no longer has it'),
    reason: z
      .string()
      .trim()
      .max(REJECTION_REASON_MAX, { error: REGISTRATION_STATUS_MESSAGES.reasonTooLong })
      .optional()
      .describe(`Required when status is 'rejected'; at most ${REJECTION_REASON_MAX} characters, trimmed`),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && !body.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: REGISTRATION_STATUS_MESSAGES.reasonRequired,
      });
    }
  });
export type RegistrationStatusUpdate = z.infer<typeof RegistrationStatusUpdateSchema>;

export const AuctionAccessSchema = z.object({ hasAccess: z.literal(true) });

export const RegistrationCreatedResponseSchema = successSchema(RegistrationCreatedSchema);
export const MyRegistrationsResponseSchema = successSchema(z.array(MyRegistrationSchema));
export const AdminRegistrationsResponseSchema = successSchema(z.array(AdminRegistrationSchema));
export const AdminRegistrationResponseSchema = successSchema(AdminRegistrationSchema);
export const AuctionAccessResponseSchema = successSchema(AuctionAccessSchema);
