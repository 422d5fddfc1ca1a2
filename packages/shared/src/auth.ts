import { z } from 'zod';
import { successSchema } from './api';
import { AuthUserSchema } from './user';

/*
 * Answers of the account calls (docs/product.md, "Account calls") beyond the request schemas of account.ts,
 * and the server's own messages for situations where the product shows the server's `error` text.
 */

export const AUTH_MESSAGES = {
  emailVerified: 'Your email has been verified. You can now log in.',
  verificationLinkInvalid: 'This verification link has expired or is invalid.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in. Check your inbox for the verification link.',
  captchaRequired: 'Captcha is required',
  captchaFailed: 'Captcha verification failed. Please verify again.',
  forgotPasswordSent: 'If an account exists for this email, we have sent a password reset link.',
  passwordReset: 'Your password has been reset. You can now log in.',
  resetLinkInvalid: 'This password reset link has expired or is invalid.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  oneProfileTab: 'Send the fields of one profile tab only',
} as const;

/** 'Too many failed login attempts. Please try again in N minutes.' (N ≥ 1). */
export function loginThrottledMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many failed login attempts. Please try again in ${n} minute${n === 1 ? '' : 's'}.`;
}

/** Failed logins allowed per account within the window before the next attempt is refused (429). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const MessageSchema = z.object({ message: z.string() });
export const MessageResponseSchema = successSchema(MessageSchema);

/** POST /api/auth/login: data holds user and token. */
export const LoginResultSchema = z.object({ user: AuthUserSchema, token: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;
export const LoginResponseSchema = successSchema(LoginResultSchema);

export const AuthUserResponseSchema = successSchema(AuthUserSchema);

/** GET /api/auth/verify-reset-token/{token} */
export const ResetTokenValiditySchema = z.object({ valid: z.boolean() });
export const ResetTokenValidityResponseSchema = successSchema(ResetTokenValiditySchema);

/** POST and DELETE /api/auth/interested-properties/{id}: the user's new list of property _ids. */
export const InterestedIdsResponseSchema = successSchema(z.array(z.string()));
