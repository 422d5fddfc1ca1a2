import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  AccountRegistrationSchema,
  EmailVerifiedResponseSchema,
  ApiErrorSchema,
  AuthUserResponseSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  MessageResponseSchema,
  ResetPasswordSchema,
  ResetTokenValidityResponseSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { AppError, sendError } from '../../platform/errors';
import { textOf } from '../../platform/i18n';
import { primeDummyHash } from '../../platform/passwords';
import { loadAuthUser } from '../users/presenter';
import {
  LoginThrottledError,
  isResetTokenValid,
  login,
  logoutEverywhere,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  type AuthDeps,
} from './service';

/**
 * Per-address budgets of the calls that send mail or create accounts (docs/product.md, "Rate limits").
 * Logins are limited per account instead (login-throttle.ts), and each costs a solved captcha.
 */
// The number per window is the config's REGISTER_RATE_LIMIT (10 by default).
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
export const FORGOT_PASSWORD_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
export const RESET_PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/**
 * Forgot-password answers no sooner than this, whether or not it queued a mail, so its timing says
 * as little as its body about which addresses have accounts.
 */
const FORGOT_PASSWORD_MIN_MS = 250;

const TokenParams = z.object({ token: z.string().describe('The token from the e-mailed link') });
const NO_STORE = 'no-store';

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email/';
export const VERIFY_RESET_TOKEN_PATH = '/api/auth/verify-reset-token/';

/** A success answer's `message`: the English of a key (the screens show the key's text in their language). */
const message = (key: string) => ({ success: true as const, data: { message: textOf(key) } });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AuthDeps = {
    db: app.db,
    clock: app.clock,
    captcha: app.captcha,
    publicUrl: app.config.publicUrl,
    jwtSecret: app.config.jwtSecret,
    onMailQueued: () => app.mailer.kick(),
  };
  // The first login for an unknown address must not pay for making the stand-in hash.
  void primeDummyHash();

  r.post(
    '/api/auth/register',
    {
      config: { rateLimit: { ...REGISTER_RATE_LIMIT, max: app.config.registerRateLimit } },
      schema: {
        tags: ['Accounts'],
        summary:
          'Create an account; a verification link is e-mailed (no session until verified). Answers the same ' +
          'for an address that already has an account, whose owner is mailed instead',
        body: AccountRegistrationSchema,
        response: {
          201: MessageResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await registerAccount(deps, request.body);
      return reply.code(201).send(message(ACCOUNT_MESSAGES.registrationSucceeded));
    },
  );

  r.get(
    `${VERIFY_EMAIL_PATH}:token`,
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Verify an e-mail address with the token of the mailed link',
        params: TokenParams,
        response: { 200: EmailVerifiedResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const email = await verifyEmail(deps, request.params.token);
      return { success: true as const, data: { message: textOf(AUTH_MESSAGES.emailVerified), email } };
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Log in with e-mail, password and a solved captcha; answers the user and a bearer token',
        body: LoginSchema,
        response: {
          200: LoginResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      try {
        const result = await login(deps, request.body, { ip: request.ip });
        return { success: true as const, data: result };
      } catch (error) {
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
        }
        throw error;
      }
    },
  );

  r.get(
    '/api/auth/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: AuthUserResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const user = await loadAuthUser(app.db, sessionUser(request).id);
      if (!user) throw new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
      return { success: true as const, data: user };
    },
  );

  r.post(
    '/api/auth/logout-everywhere',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'End every session of the user, on every device (this one included)',
        security: [{ bearerAuth: [] }],
        response: { 200: MessageResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await logoutEverywhere(app.db, sessionUser(request));
      app.bidding.endSessions(sessionUser(request).id);
      return message(AUTH_MESSAGES.loggedOutEverywhere);
    },
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: FORGOT_PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['Accounts'],
        summary: 'E-mail a password reset link; answers the same whether or not the address has an account',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const started = performance.now();
      await requestPasswordReset(deps, request.body.email);
      const wait = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return message(AUTH_MESSAGES.forgotPasswordSent);
    },
  );

  r.get(
    `${VERIFY_RESET_TOKEN_PATH}:token`,
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Whether a password reset link can still be used (it is not spent by asking)',
        params: TokenParams,
        response: { 200: ResetTokenValidityResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { success: true as const, data: { valid: await isResetTokenValid(deps, request.params.token) } };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: RESET_PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['Accounts'],
        summary: 'Set a new password with a reset link; ends every earlier session',
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      app.bidding.endSessions(await resetPassword(deps, request.body));
      return message(AUTH_MESSAGES.passwordReset);
    },
  );
}

/**
 * Router-level failures (a token too long for the router, or badly percent-encoded) still get the
 * endpoint's own answer: a reset-link check says "not valid", a verification says the link is invalid.
 */
export function answerUnroutableToken(path: string, reply: FastifyReply): FastifyReply | undefined {
  if (path.startsWith(VERIFY_RESET_TOKEN_PATH)) {
    return reply
      .code(200)
      .header('cache-control', NO_STORE)
      .send({ success: true, data: { valid: false } });
  }
  if (path.startsWith(VERIFY_EMAIL_PATH)) {
    return sendError(reply, new AppError('TOKEN_INVALID', 400, AUTH_MESSAGES.verificationLinkInvalid));
  }
  return undefined;
}
