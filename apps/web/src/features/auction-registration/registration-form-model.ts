import {
  COUNTRY,
  DOCUMENT_TYPE_MESSAGE,
  REGISTRATION_BANKS,
  REGISTRATION_STATES,
  auctionRegistrationSchema,
  documentErrors,
  hasAcceptedExtension,
  type AuthUser,
  type DocumentField,
  REGISTRATION_FORM_FIELDS,
} from '@eauction/shared';

/*
 * The state and rules of the auction registration form (spec 5), kept apart from the screen so the
 * rules read in one place: the shared schema for the text fields, documentErrors and the extension
 * check for the files.
 */

export const TEXT_FIELDS = REGISTRATION_FORM_FIELDS;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FormField = TextField | DocumentField;

export type RegistrationValues = Record<TextField, string>;
export type RegistrationFiles = Record<DocumentField, File | null>;
export type RegistrationErrors = Partial<Record<FormField, string>>;

export const EMPTY_FILES: RegistrationFiles = { pancardFile: null, addressProof: null, paymentReceipt: null };

const isKnownState = (value: string) => REGISTRATION_STATES.some((s) => s.value === value);
const isKnownBank = (value: string) => (REGISTRATION_BANKS as readonly string[]).includes(value);

/** The form prefilled from the user's profile (landline from landlineNo); country is India only. */
export function initialValues(user: AuthUser | null): RegistrationValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    organizationName: user?.organizationName ?? '',
    address: user?.address ?? '',
    country: COUNTRY,
    state: user && isKnownState(user.state) ? user.state : '',
    city: '',
    pincode: user?.pincode ?? '',
    landline: user?.landlineNo ?? '',
    mobile: user?.mobile ?? '',
    fax: user?.fax ?? '',
    bankName: user && isKnownBank(user.bankName) ? user.bankName : '',
    accountNo: user?.accountNo ?? '',
    ifscCode: user?.ifscCode ?? '',
    offerValue: '',
    paymentMode: '',
    utrNo: '',
  };
}

/** Every current error of the form, one message per field (the first the rules give). */
export function validateRegistration(
  values: RegistrationValues,
  files: RegistrationFiles,
  reservePrice: number,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const result = auctionRegistrationSchema(reservePrice).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field as TextField] = issue.message;
    }
  }
  const present = {
    pancardFile: files.pancardFile !== null,
    addressProof: files.addressProof !== null,
    paymentReceipt: files.paymentReceipt !== null,
  };
  Object.assign(errors, documentErrors(present, values.paymentMode));
  for (const field of Object.keys(files) as DocumentField[]) {
    const file = files[field];
    if (file && !hasAcceptedExtension(file.name)) errors[field] = DOCUMENT_TYPE_MESSAGE;
  }
  return errors;
}

/**
 * The multipart body of POST /api/auction/register, with the text fields as the shared schema tidies
 * them (PAN and IFSC upper-cased, numbers without spaces or dashes), so what is sent is what is stored.
 */
export function registrationFormData(
  values: RegistrationValues,
  files: RegistrationFiles,
  context: { auctionId: string; email: string; auctionDate: string; reservePrice: number },
): FormData {
  const parsed = auctionRegistrationSchema(context.reservePrice).safeParse(values);
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    body.append(field, parsed.success ? String(parsed.data[field]) : values[field].trim());
  }
  body.append('auctionId', context.auctionId);
  body.append('email', context.email);
  body.append('auctionDate', context.auctionDate);
  for (const field of Object.keys(files) as DocumentField[]) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}
