import {
  AccountRegistrationSchema,
  COUNTRY,
  type AccountRegistration,
  type AccountRegistrationInput,
} from '@eauction/shared';
import { schemaErrors, type FieldErrors } from '../../components/form/schema-errors';

/**
 * The registration form's fields: the account payload (docs/product.md, "Account registration payload")
 * with the preferred location flattened.
 */
export type RegistrationValues = {
  firstName: string;
  lastName: string;
  organizationName: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  landlineNo: string;
  mobile: string;
  fax: string;
  pancardNo: string;
  email: string;
  password: string;
  confirmPassword: string;
  preferredState: string;
  preferredCity: string;
  preferredIndustry: string;
  preferredSubIndustry: string;
  acceptTerms: boolean;
};

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  organizationName: '',
  address: '',
  state: '',
  city: '',
  pincode: '',
  landlineNo: '',
  mobile: '',
  fax: '',
  pancardNo: '',
  email: '',
  password: '',
  confirmPassword: '',
  preferredState: '',
  preferredCity: '',
  preferredIndustry: '',
  preferredSubIndustry: '',
  acceptTerms: false,
};

/** What the schema parses; the unticked terms box is one of the things it refuses. */
type RegistrationDraft = Omit<AccountRegistrationInput, 'acceptTerms'> & { acceptTerms: boolean };

export function toRegistrationPayload(v: RegistrationValues): RegistrationDraft {
  const { preferredState, preferredCity, ...rest } = v;
  return {
    ...rest,
    country: COUNTRY,
    preferredLocation: { country: COUNTRY, state: preferredState, city: preferredCity },
  };
}

/** Schema paths that are named differently in the form. */
const FORM_FIELD_OF: Record<string, keyof RegistrationValues> = {
  'preferredLocation.state': 'preferredState',
  'preferredLocation.city': 'preferredCity',
  'preferredLocation.country': 'preferredState',
};

/** Per-field messages keyed by form field, from schema paths (client) or the server's `fields`. */
export function toFormErrors(byPath: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field = FORM_FIELD_OF[path] ?? path;
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

/** A payload that passes the schema: the pairs compared by its refinements are checked against it. */
const VALID_BASELINE: AccountRegistration = {
  firstName: 'A',
  lastName: 'B',
  organizationName: 'C',
  address: '',
  country: COUNTRY,
  state: 'delhi',
  city: 'new-delhi',
  pincode: '110001',
  landlineNo: '',
  mobile: '9000000000',
  fax: '',
  pancardNo: '',
  email: 'baseline@example.in',
  password: 'Baseline@1',
  confirmPassword: 'Baseline@1',
  preferredLocation: { country: COUNTRY, state: '', city: '' },
  preferredIndustry: '',
  preferredSubIndustry: '',
  acceptTerms: true,
};

/** Every message of docs/product.md, "Account registration rules", for the current values. */
export function validateRegistration(values: RegistrationValues): FieldErrors {
  return toFormErrors(
    schemaErrors(AccountRegistrationSchema, toRegistrationPayload(values), {
      baseline: VALID_BASELINE,
      groups: [
        ['password', 'confirmPassword'],
        ['state', 'city'],
        ['preferredIndustry', 'preferredSubIndustry'],
        ['preferredLocation'],
      ],
    }),
  );
}
