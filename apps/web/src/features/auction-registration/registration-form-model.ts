import {
  COUNTRY,
  DOCUMENT_TYPE_MESSAGE,
  auctionRegistrationSchema,
  bankOfIfsc,
  capitalizeWords,
  findBankByName,
  findDistrict,
  findIndianRegion,
  placeAndBankErrors,
  documentErrors,
  hasAcceptedExtension,
  issueMessage,
  type AuthUser,
  type DocumentField,
  REGISTRATION_FORM_FIELDS,
} from '@eauction/shared';
import { textOf } from '../../lib/translate';

/*
 * The state and rules of the auction registration form (docs/product.md, "Registration form rules"), kept
 * apart from the screen so the rules read in one place: the shared schema for the text fields, documentErrors
 * and the extension check for the files.
 */

export const TEXT_FIELDS = REGISTRATION_FORM_FIELDS;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FormField = TextField | DocumentField;

export type RegistrationValues = Record<TextField, string>;
export type RegistrationFiles = Record<DocumentField, File | null>;
export type RegistrationErrors = Partial<Record<FormField, string>>;

export const EMPTY_FILES: RegistrationFiles = { pancardFile: null, addressProof: null, paymentReceipt: null };

/**
 * The profile's state and city as the form's State and District: the listed state its name means
 * (profiles may store 'madhya-pradesh'), and the district its city names, else that city typed as
 * "not listed"; nothing when the state is not one of India's.
 */
function placeFromProfile(user: AuthUser): Pick<RegistrationValues, 'state' | 'city' | 'cityNotListed'> {
  const region = findIndianRegion(user.state);
  if (!region) return { state: '', city: '', cityNotListed: '' };
  const district = findDistrict(region.name, user.city);
  if (district) return { state: region.name, city: district, cityNotListed: '' };
  const typed = capitalizeWords(user.city.trim());
  return { state: region.name, city: typed, cityNotListed: typed ? 'true' : '' };
}

/** The profile's bank where it is listed, else the bank its IFSC names. */
function bankFromProfile(user: AuthUser): string {
  return findBankByName(user.bankName)?.name ?? bankOfIfsc(user.ifscCode)?.name ?? '';
}

/**
 * The form prefilled from the bidder's profile (GET /api/auth/me, as the dashboard's Profile Settings
 * shows it; landline from landlineNo); the bidder can change every field. Country is India only.
 */
export function initialValues(user: AuthUser | null): RegistrationValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    organizationName: user?.organizationName ?? '',
    address: user?.address ?? '',
    country: COUNTRY,
    ...(user ? placeFromProfile(user) : { state: '', city: '', cityNotListed: '' }),
    pincode: user?.pincode ?? '',
    landline: user?.landlineNo ?? '',
    mobile: user?.mobile ?? '',
    fax: user?.fax ?? '',
    bankName: user ? bankFromProfile(user) : '',
    accountNo: user?.accountNo ?? '',
    ifscCode: user?.ifscCode ?? '',
    offerValue: '',
    paymentMode: '',
    utrNo: '',
  };
}

/**
 * Typing an IFSC selects its bank: once its first four letters are a listed bank's code, that bank
 * is chosen (a different choice would be refused anyway). Other changes leave the bank as it is.
 */
export function withIfsc(values: RegistrationValues, ifscCode: string): RegistrationValues {
  const bank = bankOfIfsc(ifscCode);
  return { ...values, ifscCode, bankName: bank ? bank.name : values.bankName };
}

/** Every current error of the form, one message per field (the first the rules give), in the page's language. */
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
      if (typeof field === 'string' && !(field in errors))
        errors[field as TextField] = textOf(issueMessage(issue));
    }
    // The schema checks these only once every field passes; the bidder hears of them at once.
    for (const [field, message] of Object.entries(placeAndBankErrors(values))) {
      if (!(field in errors)) errors[field as TextField] = textOf(message);
    }
  }
  const present = {
    pancardFile: files.pancardFile !== null,
    addressProof: files.addressProof !== null,
    paymentReceipt: files.paymentReceipt !== null,
  };
  for (const [field, key] of Object.entries(documentErrors(present, values.paymentMode))) {
    errors[field as DocumentField] = textOf(key);
  }
  for (const field of Object.keys(files) as DocumentField[]) {
    const file = files[field];
    if (file && !hasAcceptedExtension(file.name)) errors[field] = textOf(DOCUMENT_TYPE_MESSAGE);
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
