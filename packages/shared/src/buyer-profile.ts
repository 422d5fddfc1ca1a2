import { z } from 'zod';
import { ACCOUNT_STATES, COUNTRY } from './constants';
import {
  MOBILE_PATTERN,
  PAN_PATTERN,
  PINCODE_PATTERN,
  optionalMatching,
  optionalText,
  requiredName,
  requiredNumber,
  requiredText,
  toUpper,
  visibleName,
  withoutSeparators,
  type NameMessages,
} from './fields';

/*
 * The buyer's profile: names, organisation, address, country, state and city, pincode, phones, PAN and
 * bank details. Account registration, the Profile Settings tabs and the auction registration form build
 * their schemas from the fields below, so each rule and its message is written once. The product words
 * some rules differently in Profile Settings and leaves more of it optional there (docs/product.md,
 * "Profile rules"): those differences are the parameters of the builders.
 */

const FIRST_NAME: NameMessages = {
  required: 'account.firstName.required',
  tooLong: 'account.firstName.tooLong',
  hiddenCharacter: 'account.firstName.hiddenCharacter',
};
const LAST_NAME: NameMessages = {
  required: 'account.lastName.required',
  tooLong: 'account.lastName.tooLong',
  hiddenCharacter: 'account.lastName.hiddenCharacter',
};
const ORGANIZATION_NAME: NameMessages = {
  required: 'account.organizationName.required',
  tooLong: 'account.organizationName.tooLong',
  hiddenCharacter: 'account.organizationName.hiddenCharacter',
};

/** The names: required, capped and visible; `required` replaces each name's own '{Field} is required'. */
function nameFields(required?: string) {
  const name = (messages: NameMessages, max: number) =>
    requiredName(required ? { ...messages, required } : messages, max);
  return {
    firstName: name(FIRST_NAME, 30),
    lastName: name(LAST_NAME, 50),
    organizationName: name(ORGANIZATION_NAME, 150),
  };
}

/** A required mobile number: 10 digits once the spaces and dashes that group them are dropped. */
export const MobileSchema = requiredNumber(
  'account.mobile.required',
  MOBILE_PATTERN,
  'account.mobile.invalid',
);

/** A required pincode: 6 digits not starting with 0, spaces and dashes dropped. */
export const PincodeSchema = requiredNumber(
  'account.pincode.required',
  PINCODE_PATTERN,
  'account.pincode.invalid',
);

/** An optional PAN, upper-cased: 5 capitals, 4 digits and a capital, refused with `message`. */
function panField(message: string) {
  return optionalMatching(10, PAN_PATTERN, message, toUpper);
}

const address = optionalText(500, 'account.address.tooLong');
const landlineNo = optionalText(20, 'account.landlineNo.tooLong');
const fax = optionalText(20, 'account.fax.tooLong');

/** Accounts and registrations are for buyers in India: the country may be left out and is India. */
const country = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || COUNTRY)
  // The message names the country in each language ('Country must be India').
  .refine((v) => v === COUNTRY, 'account.country.invalid');

/**
 * The buyer's fields as account registration checks them (docs/product.md, "Account registration
 * rules"); the auction registration form checks its names, address, country, state, city, pincode,
 * mobile and fax with these too (docs/product.md, "Registration form rules").
 */
export const BuyerProfileSchema = z.object({
  ...nameFields(),
  address,
  country,
  state: requiredText('account.state.required', 60),
  city: requiredText('account.city.required', 60),
  pincode: PincodeSchema,
  landlineNo,
  mobile: MobileSchema,
  fax,
  pancardNo: panField('account.pancardNo.invalid'),
});

const STATE_AND_CITY_REQUIRED = 'account.profile.stateAndCityRequired';

/**
 * The buyer's fields as Profile Settings checks them, bank details included (docs/product.md, "Profile
 * rules"): only the names, state and city are required, and the product gives one message per rule.
 */
export const ProfileSettingsSchema = z.object({
  ...nameFields('account.profile.requiredFields'),
  mobile: optionalMatching(10, MOBILE_PATTERN, 'account.profile.mobileInvalid', withoutSeparators),
  landlineNo,
  fax,
  pancardNo: panField('account.profile.panInvalid'),
  address,
  state: requiredText(STATE_AND_CITY_REQUIRED, 60),
  city: requiredText(STATE_AND_CITY_REQUIRED, 60),
  pincode: optionalMatching(6, PINCODE_PATTERN, 'account.profile.pincodeInvalid', withoutSeparators),
  bankName: visibleName(optionalText(100, 'account.bankName.tooLong'), 'account.bankName.hiddenCharacter'),
  accountNo: optionalText(34, 'account.accountNo.tooLong', withoutSeparators),
  ifscCode: optionalText(11, 'account.profile.ifscInvalid', toUpper),
});

/**
 * The auction registration's landline rule (docs/product.md, "Registration form rules"): only digits
 * count; 8 to 11 of them; above 8 the leading STD part (the digits before the last 8) is 0 followed by
 * 2–4 digits, or 1–4 digits not starting with 0. Returns the key of the spec's message, or null when the
 * number is acceptable.
 */
export function landlineError(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return 'account.landline.required';
  if (digits.length < 8) return 'account.landline.tooShort';
  if (digits.length > 11) return 'account.landline.tooLong';
  if (digits.length > 8) {
    const std = digits.slice(0, digits.length - 8);
    if (!/^0\d{2,4}$/.test(std) && !/^[1-9]\d{0,3}$/.test(std)) return 'account.landline.stdInvalid';
  }
  return null;
}

/** The landline the auction registration form requires, with its STD code. */
export const LandlineSchema = z
  .string({ error: 'account.landline.required' })
  .trim()
  .max(20, 'account.landline.tooLong')
  .superRefine((v, ctx) => {
    const message = landlineError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/*
 * The account forms' states and cities (docs/product.md, "Enumerations"). The auction registration form
 * offers all of India's instead (india-places.ts).
 */
export const ACCOUNT_STATE_VALUES = ACCOUNT_STATES.map((s) => s.value);

export function citiesOf(state: string): readonly string[] {
  return ACCOUNT_STATES.find((s) => s.value === state)?.cities ?? [];
}

export type AccountPlaceIssue = { field: 'state' | 'city'; message: string };

/**
 * The state, else the city, that is not one of the account lists, with its message's key; null when both are.
 * An empty field is not checked here: where it is required, its own rule says so.
 */
export function accountPlaceIssue(state: string, city: string): AccountPlaceIssue | null {
  if (state && !ACCOUNT_STATE_VALUES.includes(state as never)) {
    return { field: 'state', message: 'account.state.invalid' };
  }
  if (city && !citiesOf(state).includes(city)) {
    return { field: 'city', message: 'account.city.invalid' };
  }
  return null;
}
