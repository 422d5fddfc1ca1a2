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
      .string({ error: 'email is required' })
      .trim()
      .min(1, 'email is required')
      .max(254, 'Invalid email format')
      .transform((v) => v.toLowerCase()),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(128, 'Invalid password'),
    captcha: z
      .string({ error: 'Captcha is required' })
      .min(1, 'Captcha is required')
      .max(4096, 'Captcha is invalid'),
  })
  .strict();
export type LoginInput = z.input<typeof LoginSchema>;

export const LOGIN_CAPTCHA_MESSAGES = {
  expired: 'Captcha has expired. Please verify again.',
  error: 'Error loading captcha. Please try again.',
} as const;

export const ACCOUNT_MESSAGES = {
  formHasErrors: 'Please fix the errors in the form',
  registrationFailed: 'Registration failed',
  registrationSucceeded: 'Registration successful! Please check your email to verify your account.',
  /** The server answers the same for an address that already has an account, and mails its owner. */
  registrationKnownAddress:
    'If this e-mail address already has an account, the e-mail tells you how to log in or reset your password instead.',
  loginFailed: 'Login failed. Please try again.',
  verificationFailed: 'Verification failed',
  forgotOrResetFailed: 'An error occurred. Please try again.',
  resetLinkInvalid: 'This password reset link has expired or is invalid.',
  resetLinkInvalidForm: 'The password reset link has expired or is invalid.',
  noResetToken: 'No reset token provided',
  profileFailed: 'Error updating profile. Please try again.',
  profileUpdated: 'Profile updated successfully',
  interestedLoadFailed: 'Failed to load your interested properties. Please try again later.',
  interestedRemoveFailed: 'Failed to remove property from your interested list. Please try again.',
} as const;
