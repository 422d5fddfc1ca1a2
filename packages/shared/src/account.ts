import { z } from 'zod';
import { successSchema } from './api';
import { INDUSTRIES } from './constants';
import { EmailSchema, IFSC_PATTERN, PASSWORD_SPECIAL, optionalText } from './fields';
import { LOCALES } from './locale';
import { BuyerProfileSchema, ProfileSettingsSchema, accountPlaceIssue } from './buyer-profile';

/*
 * Account schemas (docs/product.md, "Account registration rules", "Forgot password", "Reset password" and
 * "Profile rules"; the login form's and the messages are in login.ts). The browser and the server parse the
 * same schemas, so a rule and its message live here once; the buyer's profile fields are in buyer-profile.ts.
 * Caps the product does not state (address 500, names 50/150, …) keep hostile input small.
 */

/** The property schemas build their names with it too. */
export { requiredName } from './fields';

/** Password of a new account: 8–20 characters with a number, a letter and a special character. */
export const PasswordSchema = z
  .string({ error: 'account.password.required' })
  .min(1, 'account.password.required')
  .min(8, 'account.password.tooShort')
  .max(20, 'account.password.tooLong')
  .regex(/\d/, 'account.password.needsNumber')
  .regex(/[A-Za-z]/, 'account.password.needsLetter')
  .regex(PASSWORD_SPECIAL, 'account.password.needsSpecial');

export function subIndustriesOf(industry: string): readonly string[] {
  return INDUSTRIES.find((i) => i.value === industry)?.subIndustries ?? [];
}

/** Reports a state or city outside the account lists under its field. */
function addPlaceIssue(ctx: z.RefinementCtx, state: string, city: string) {
  const issue = accountPlaceIssue(state, city);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

const PreferredLocationSchema = z
  .object({
    country: optionalText(60),
    state: optionalText(60),
    city: optionalText(60),
  })
  .strict()
  .superRefine((loc, ctx) => addPlaceIssue(ctx, loc.state, loc.city));

/**
 * POST /api/auth/register: the whole account registration payload (docs/product.md,
 * "Account registration payload").
 */
export const AccountRegistrationSchema = BuyerProfileSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'account.confirmPassword.mismatch' }),
  preferredLocation: PreferredLocationSchema.optional(),
  preferredIndustry: optionalText(60),
  preferredSubIndustry: optionalText(60),
  acceptTerms: z.literal(true, { error: 'account.acceptTerms.required' }),
  /** The language of the page the account was made on: its mails come in it (docs/product.md, "Languages"). */
  language: z.enum(LOCALES, { error: 'account.language.invalid' }).optional(),
})
  .strict()
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'account.confirmPassword.mismatch',
      });
    }
    addPlaceIssue(ctx, v.state, v.city);
    if (v.preferredIndustry && !INDUSTRIES.some((i) => i.value === v.preferredIndustry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredIndustry'],
        message: 'account.preferredIndustry.invalid',
      });
    } else if (
      v.preferredSubIndustry &&
      !subIndustriesOf(v.preferredIndustry).includes(v.preferredSubIndustry)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredSubIndustry'],
        message: 'account.preferredSubIndustry.invalid',
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
  .string({ error: 'account.newPassword.required' })
  .min(1, 'account.newPassword.required')
  .min(8, 'account.password.tooShort')
  .max(128, 'account.newPassword.tooLong');

/** POST /api/auth/reset-password */
export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'account.reset.noToken' })
      .trim()
      .min(1, 'account.reset.noToken')
      .max(200, 'account.reset.linkInvalidForm'),
    newPassword: NewPasswordSchema,
  })
  .strict();

/** The reset form in the browser: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z
      .string({ error: 'account.confirmNewPassword.required' })
      .min(1, 'account.confirmNewPassword.required'),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.newPassword !== v.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'account.confirmNewPassword.mismatch',
      });
    }
  });

/*
 * Profile settings (docs/product.md, "Profile rules"): each tab is validated and saved on its own and
 * sends only its fields. The product gives one message per tab rule, so these schemas report that message.
 */
export const ProfilePersonalSchema = ProfileSettingsSchema.pick({
  firstName: true,
  lastName: true,
  organizationName: true,
  mobile: true,
  landlineNo: true,
  fax: true,
  pancardNo: true,
}).strict();

export const ProfileAddressSchema = ProfileSettingsSchema.pick({
  address: true,
  state: true,
  city: true,
  pincode: true,
})
  .strict()
  // The city is checked against a chosen state only: an empty state has its own message.
  .superRefine((v, ctx) => {
    if (v.state) addPlaceIssue(ctx, v.state, v.city);
  });

export const ProfileBankSchema = ProfileSettingsSchema.pick({
  bankName: true,
  accountNo: true,
  ifscCode: true,
})
  .strict()
  .superRefine((v, ctx) => {
    const filled = [v.bankName, v.accountNo, v.ifscCode].filter((x) => x !== '').length;
    if (filled !== 0 && filled !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankName'],
        message: 'account.bank.incomplete',
      });
    } else if (v.ifscCode && !IFSC_PATTERN.test(v.ifscCode)) {
      ctx.addIssue({ code: 'custom', path: ['ifscCode'], message: 'account.profile.ifscInvalid' });
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

/** 200 answer of GET /api/auth/verify-email/{token}: the message (English), and the address it verified. */
export const EmailVerifiedSchema = z.object({
  message: z.string(),
  email: z.string().describe('The verified address, so the login form can be filled in with it'),
});
export const EmailVerifiedResponseSchema = successSchema(EmailVerifiedSchema);
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;
