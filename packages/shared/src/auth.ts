import { z } from 'zod';
import { successSchema } from './api';
import { message, type Message } from './messages';
import { AuthUserSchema } from './user';

/*
 * Answers of the account calls (docs/product.md, "Account calls") beyond the request schemas of account.ts,
 * and the server's own messages for situations where the product shows the server's `error` text.
 */

/** Keys of src/locales/<locale>/account.json: AppError answers their English, a screen its language. */
export const AUTH_MESSAGES = {
  emailVerified: 'account.verify.succeeded',
  verificationLinkInvalid: 'account.verify.linkInvalid',
  invalidCredentials: 'account.login.invalidCredentials',
  emailNotVerified: 'account.login.emailNotVerified',
  captchaRequired: 'account.captcha.required',
  captchaFailed: 'account.captcha.failed',
  forgotPasswordSent: 'account.forgot.sent',
  passwordReset: 'account.reset.succeeded',
  resetLinkInvalid: 'account.reset.linkInvalid',
  loggedOutEverywhere: 'account.logoutEverywhere.done',
  unauthorized: 'account.session.unauthorized',
  forbidden: 'account.session.forbidden',
  oneProfileTab: 'account.profile.oneTab',
} as const;

/** 'Too many failed login attempts. Please try again in N minutes.', N whole minutes rounded up (≥ 1). */
export function loginThrottledMessage(minutes: number): Message {
  return message('account.login.throttled', { minutes: Math.max(1, Math.ceil(minutes)) });
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
