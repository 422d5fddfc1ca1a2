import { z } from 'zod';
import { successSchema } from './api';
import { ACCOUNT_STATES, COUNTRY, INDUSTRIES } from './constants';
import {
  EmailSchema,
  IFSC_PATTERN,
  MOBILE_PATTERN,
  MobileSchema,
  PAN_PATTERN,
  PASSWORD_SPECIAL,
  PINCODE_PATTERN,
  PincodeSchema,
  visibleName,
  withoutSeparators,
} from './fields';

/*
 * Account schemas (docs/product.md, "Account registration rules", "Forgot password", "Reset password" and
 * "Profile rules"; the login form's and the messages are in login.ts). The browser and the server parse the
 * same schemas, so a rule and its message live here once. Caps the product does not state (address 500, names
 * 50/150, …) keep hostile input small.
 */

/** Rewrites a trimmed value before its checks (upper-cases a code, drops a number's separators). */
type Tidy = (value: string) => string;
const asTyped: Tidy = (value) => value;
const toUpper: Tidy = (value) => value.toUpperCase();

/** A required text field: missing, non-string and blank all give the spec's "… is required". */
export function requiredText(message: string, max: number, maxMessage?: string, tidy: Tidy = asTyped) {
  return z
    .string({ error: message })
    .trim()
    .overwrite(tidy)
    .min(1, message)
    .max(max, maxMessage ?? `Must be at most ${max} characters`);
}

/** An optional text field: absent, null or blank become ''. */
export function optionalText(max: number, maxMessage?: string, tidy: Tidy = asTyped) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .overwrite(tidy)
    .max(max, maxMessage ?? `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');
}

/** A required name of a person or organisation: 'First name is required', no hidden characters. */
export function requiredName(label: string, max: number, requiredMessage = `${label} is required`) {
  return visibleName(requiredText(requiredMessage, max, `${label} must be at most ${max} characters`), label);
}

/** Password of a new account: 8–20 characters with a number, a letter and a special character. */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(20, 'Password must be less than 20 characters')
  .regex(/\d/, 'Password must contain at least 1 number')
  .regex(/[A-Za-z]/, 'Password must contain at least 1 letter')
  .regex(PASSWORD_SPECIAL, 'Password must contain at least 1 special character');

export const ACCOUNT_STATE_VALUES = ACCOUNT_STATES.map((s) => s.value);
export function citiesOf(state: string): readonly string[] {
  return ACCOUNT_STATES.find((s) => s.value === state)?.cities ?? [];
}
export function subIndustriesOf(industry: string): readonly string[] {
  return INDUSTRIES.find((i) => i.value === industry)?.subIndustries ?? [];
}

const PreferredLocationSchema = z
  .object({
    country: optionalText(60),
    state: optionalText(60),
    city: optionalText(60),
  })
  .strict()
  .superRefine((loc, ctx) => {
    if (loc.state && !ACCOUNT_STATE_VALUES.includes(loc.state as never)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please select a valid state' });
    } else if (loc.city && !citiesOf(loc.state).includes(loc.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please select a valid city' });
    }
  });

/**
 * POST /api/auth/register: the whole account registration payload (docs/product.md,
 * "Account registration payload").
 */
export const AccountRegistrationSchema = z
  .object({
    firstName: requiredName('First name', 30),
    lastName: requiredName('Last name', 50),
    organizationName: requiredName('Organization name', 150),
    address: optionalText(500, 'Address must be at most 500 characters'),
    country: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || COUNTRY)
      .refine((v) => v === COUNTRY, `Country must be ${COUNTRY}`),
    state: requiredText('State is required', 60),
    city: requiredText('City is required', 60),
    pincode: PincodeSchema,
    landlineNo: optionalText(20, 'Landline number must be at most 20 characters'),
    mobile: MobileSchema,
    fax: optionalText(20, 'Fax number must be at most 20 characters'),
    pancardNo: optionalText(10, 'Invalid PAN card format', toUpper).refine(
      (v) => v === '' || PAN_PATTERN.test(v),
      'Invalid PAN card format',
    ),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    preferredLocation: PreferredLocationSchema.optional(),
    preferredIndustry: optionalText(60),
    preferredSubIndustry: optionalText(60),
    acceptTerms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: "Passwords don't match" });
    }
    if (v.state && !ACCOUNT_STATE_VALUES.includes(v.state as never)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please select a valid state' });
    } else if (v.city && !citiesOf(v.state).includes(v.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please select a valid city' });
    }
    if (v.preferredIndustry && !INDUSTRIES.some((i) => i.value === v.preferredIndustry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredIndustry'],
        message: 'Please select a valid industry',
      });
    } else if (
      v.preferredSubIndustry &&
      !subIndustriesOf(v.preferredIndustry).includes(v.preferredSubIndustry)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredSubIndustry'],
        message: 'Please select a valid sub-industry',
      });
    }
  });
export type AccountRegistrationInput = z.input<typeof AccountRegistrationSchema>;
export type AccountRegistration = z.output<typeof AccountRegistrationSchema>;

/** POST /api/auth/forgot-password */
export const ForgotPasswordSchema = z.object({ email: EmailSchema }).strict();

/**
 * Password set through a reset link: at least 8 characters (docs/product.md, "Reset password"); 128 bounds
 * the hashing work.
 */
export const NewPasswordSchema = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** POST /api/auth/reset-password */
export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'No reset token provided' })
      .trim()
      .min(1, 'No reset token provided')
      .max(200, 'The password reset link has expired or is invalid.'),
    newPassword: NewPasswordSchema,
  })
  .strict();

/** The reset form in the browser: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
  });

/*
 * Profile settings (docs/product.md, "Profile rules"): each tab is validated and saved on its own and
 * sends only its fields. The product gives one message per tab rule, so these schemas report that message.
 */
const REQUIRED_FIELDS = 'Please fill out all required fields';

export const ProfilePersonalSchema = z
  .object({
    firstName: requiredName('First name', 30, REQUIRED_FIELDS),
    lastName: requiredName('Last name', 50, REQUIRED_FIELDS),
    organizationName: requiredName('Organization name', 150, REQUIRED_FIELDS),
    mobile: optionalText(10, 'Please enter a valid 10-digit mobile number', withoutSeparators).refine(
      (v) => v === '' || MOBILE_PATTERN.test(v),
      'Please enter a valid 10-digit mobile number',
    ),
    landlineNo: optionalText(20, 'Landline number must be at most 20 characters'),
    fax: optionalText(20, 'Fax number must be at most 20 characters'),
    pancardNo: optionalText(10, 'Please enter a valid PAN card number (e.g., ABCDE1234F)', toUpper).refine(
      (v) => v === '' || PAN_PATTERN.test(v),
      'Please enter a valid PAN card number (e.g., ABCDE1234F)',
    ),
  })
  .strict();

export const ProfileAddressSchema = z
  .object({
    address: optionalText(500, 'Address must be at most 500 characters'),
    state: requiredText('State and City are required', 60),
    city: requiredText('State and City are required', 60),
    pincode: optionalText(6, 'Please enter a valid 6-digit pincode', withoutSeparators).refine(
      (v) => v === '' || PINCODE_PATTERN.test(v),
      'Please enter a valid 6-digit pincode',
    ),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!ACCOUNT_STATE_VALUES.includes(v.state as never)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please select a valid state' });
    } else if (!citiesOf(v.state).includes(v.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please select a valid city' });
    }
  });

export const ProfileBankSchema = z
  .object({
    bankName: visibleName(optionalText(100, 'Bank name must be at most 100 characters'), 'Bank name'),
    accountNo: optionalText(34, 'Account number must be at most 34 characters', withoutSeparators),
    ifscCode: optionalText(11, 'Please enter a valid IFSC code', toUpper),
  })
  .strict()
  .superRefine((v, ctx) => {
    const filled = [v.bankName, v.accountNo, v.ifscCode].filter((x) => x !== '').length;
    if (filled !== 0 && filled !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankName'],
        message: 'Please fill all bank details or leave them all empty',
      });
    } else if (v.ifscCode && !IFSC_PATTERN.test(v.ifscCode)) {
      ctx.addIssue({ code: 'custom', path: ['ifscCode'], message: 'Please enter a valid IFSC code' });
    }
  });

export const PROFILE_TABS = {
  personal: ProfilePersonalSchema,
  address: ProfileAddressSchema,
  bank: ProfileBankSchema,
} as const;
export type ProfileTab = keyof typeof PROFILE_TABS;

/** Which tab a PUT /api/users/profile body belongs to, by its keys; null when it mixes tabs or names none. */
export function profileTabOf(body: Record<string, unknown>): ProfileTab | null {
  const keys = Object.keys(body);
  if (keys.length === 0) return null;
  for (const [tab, schema] of Object.entries(PROFILE_TABS) as [
    ProfileTab,
    (typeof PROFILE_TABS)[ProfileTab],
  ][]) {
    const shape = Object.keys(schema.shape ?? {});
    if (keys.every((k) => shape.includes(k))) return tab;
  }
  return null;
}

/** 200 answer of GET /api/auth/verify-email/{token}: the message, and the address it verified. */
export const EmailVerifiedSchema = z.object({
  message: z.string(),
  email: z.string().describe('The verified address, so the login form can be filled in with it'),
});
export const EmailVerifiedResponseSchema = successSchema(EmailVerifiedSchema);
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;
