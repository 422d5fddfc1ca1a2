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
} from './fields';

/*
 * The buyer's profile: names, organisation, address, country, state and city, pincode, phones, PAN and
 * bank details. Account registration, the Profile Settings tabs and the auction registration form build
 * their schemas from the fields below, so each rule and its message is written once. The product words
 * some rules differently in Profile Settings and leaves more of it optional there (docs/product.md,
 * "Profile rules"): those differences are the parameters of the builders.
 */

/** The names: required, capped and visible; `requiredMessage` replaces '{Field} is required'. */
function nameFields(requiredMessage?: string) {
  return {
    firstName: requiredName('First name', 30, requiredMessage),
    lastName: requiredName('Last name', 50, requiredMessage),
    organizationName: requiredName('Organization name', 150, requiredMessage),
  };
}

/** A required mobile number: 10 digits once the spaces and dashes that group them are dropped. */
export const MobileSchema = requiredNumber(
  'Mobile number is required',
  MOBILE_PATTERN,
  'Invalid mobile number',
);

/** A required pincode: 6 digits not starting with 0, spaces and dashes dropped. */
export const PincodeSchema = requiredNumber('Pincode is required', PINCODE_PATTERN, 'Invalid pincode');

/** An optional PAN, upper-cased: 5 capitals, 4 digits and a capital, refused with `message`. */
function panField(message: string) {
  return optionalMatching(10, PAN_PATTERN, message, toUpper);
}

const address = optionalText(500, 'Address must be at most 500 characters');
const landlineNo = optionalText(20, 'Landline number must be at most 20 characters');
const fax = optionalText(20, 'Fax number must be at most 20 characters');

/** Accounts and registrations are for buyers in India: the country may be left out and is India. */
const country = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || COUNTRY)
  .refine((v) => v === COUNTRY, `Country must be ${COUNTRY}`);

/**
 * The buyer's fields as account registration checks them (docs/product.md, "Account registration
 * rules"); the auction registration form checks its names, address, country, state, city, pincode,
 * mobile and fax with these too (docs/product.md, "Registration form rules").
 */
export const BuyerProfileSchema = z.object({
  ...nameFields(),
  address,
  country,
  state: requiredText('State is required', 60),
  city: requiredText('City is required', 60),
  pincode: PincodeSchema,
  landlineNo,
  mobile: MobileSchema,
  fax,
  pancardNo: panField('Invalid PAN card format'),
});

const STATE_AND_CITY_REQUIRED = 'State and City are required';

/**
 * The buyer's fields as Profile Settings checks them, bank details included (docs/product.md, "Profile
 * rules"): only the names, state and city are required, and the product gives one message per rule.
 */
export const ProfileSettingsSchema = z.object({
  ...nameFields('Please fill out all required fields'),
  mobile: optionalMatching(
    10,
    MOBILE_PATTERN,
    'Please enter a valid 10-digit mobile number',
    withoutSeparators,
  ),
  landlineNo,
  fax,
  pancardNo: panField('Please enter a valid PAN card number (e.g., ABCDE1234F)'),
  address,
  state: requiredText(STATE_AND_CITY_REQUIRED, 60),
  city: requiredText(STATE_AND_CITY_REQUIRED, 60),
  pincode: optionalMatching(6, PINCODE_PATTERN, 'Please enter a valid 6-digit pincode', withoutSeparators),
  bankName: visibleName(optionalText(100, 'Bank name must be at most 100 characters'), 'Bank name'),
  accountNo: optionalText(34, 'Account number must be at most 34 characters', withoutSeparators),
  ifscCode: optionalText(11, 'Please enter a valid IFSC code', toUpper),
});

/**
 * The auction registration's landline rule (docs/product.md, "Registration form rules"): only digits
 * count; 8 to 11 of them; above 8 the leading STD part (the digits before the last 8) is 0 followed by
 * 2–4 digits, or 1–4 digits not starting with 0. Returns the spec's message, or null when the number is
 * acceptable.
 */
export function landlineError(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return 'Landline number is required';
  if (digits.length < 8) return 'Landline number is too short';
  if (digits.length > 11) return 'Landline number is too long';
  if (digits.length > 8) {
    const std = digits.slice(0, digits.length - 8);
    if (!/^0\d{2,4}$/.test(std) && !/^[1-9]\d{0,3}$/.test(std)) return 'Invalid STD code';
  }
  return null;
}

/** The landline the auction registration form requires, with its STD code. */
export const LandlineSchema = z
  .string({ error: 'Landline number is required' })
  .trim()
  .max(20, 'Landline number is too long')
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
 * The state, else the city, that is not one of the account lists, with its message; null when both are.
 * An empty field is not checked here: where it is required, its own rule says so.
 */
export function accountPlaceIssue(state: string, city: string): AccountPlaceIssue | null {
  if (state && !ACCOUNT_STATE_VALUES.includes(state as never)) {
    return { field: 'state', message: 'Please select a valid state' };
  }
  if (city && !citiesOf(state).includes(city)) {
    return { field: 'city', message: 'Please select a valid city' };
  }
  return null;
}
