import { z } from 'zod';

/*
 * The login form's schema and the account screens' messages (docs/product.md, "Login"), apart from the other
 * account schemas (account.ts): the login page, which a visitor often lands on, then builds one small schema
 * instead of every account form's.
 */

/** POST /api/auth/login. The captcha is the ALTCHA widget's payload (base64 JSON). */
export const LoginSchema = z
  .object({
    email: z
      .string({ error: 'account.login.emailRequired' })
      .trim()
      .min(1, 'account.login.emailRequired')
      .max(254, 'account.email.invalid')
      .transform((v) => v.toLowerCase()),
    password: z
      .string({ error: 'account.password.required' })
      .min(1, 'account.password.required')
      .max(128, 'account.login.passwordInvalid'),
    captcha: z
      .string({ error: 'account.captcha.required' })
      .min(1, 'account.captcha.required')
      .max(4096, 'account.captcha.invalid'),
  })
  .strict();
export type LoginInput = z.input<typeof LoginSchema>;

/*
 * The messages below are keys of src/locales/<locale>/account.json: a screen shows them in its language
 * (the web app's `_`), the server answers their English.
 */

export const LOGIN_CAPTCHA_MESSAGES = {
  expired: 'account.captcha.expired',
  error: 'account.captcha.loadFailed',
} as const;

export const ACCOUNT_MESSAGES = {
  formHasErrors: 'account.form.hasErrors',
  registrationFailed: 'account.register.failed',
  registrationSucceeded: 'account.register.succeeded',
  /** The server answers the same for an address that already has an account, and mails its owner. */
  registrationKnownAddress: 'account.register.knownAddress',
  loginFailed: 'account.login.failed',
  verificationFailed: 'account.verify.failed',
  forgotOrResetFailed: 'account.request.failed',
  resetLinkInvalid: 'account.reset.linkInvalid',
  resetLinkInvalidForm: 'account.reset.linkInvalidForm',
  noResetToken: 'account.reset.noToken',
  profileFailed: 'account.profile.failed',
  profileUpdated: 'account.profile.updated',
  interestedLoadFailed: 'account.interested.loadFailed',
  interestedRemoveFailed: 'account.interested.removeFailed',
} as const;
