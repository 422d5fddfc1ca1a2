import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  LOGIN_MAX_FAILURES,
  loginThrottledMessage,
  type AccountRegistration,
  type LoginResult,
} from '@eauction/shared';
import type { Db, DbOrTx } from '../../db/client';
import { mailQueue, users, type UserRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { signSessionToken, type SessionUser } from '../../platform/auth';
import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import { hashPassword, verifyPassword, verifyWithoutAccount } from '../../platform/passwords';
import { interestedPropertyIds, toAuthUser } from '../users/presenter';
import {
  findLiveToken,
  issueEmailToken,
  issueEmailTokenWithinCap,
  spendAllTokens,
  spendToken,
} from './email-tokens';
import {
  clearLoginFailures,
  clearLoginFailuresAfterSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
  settleLoginFailure,
} from './login-throttle';
import {
  REGISTRATION_ATTEMPT_SUBJECTS,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './mails';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  captcha: Captcha;
  publicUrl: string;
  jwtSecret: string;
  /** Called after a transaction that queued mail commits (the route wakes the mail worker). */
  onMailQueued: () => void;
}

/** A fresh verification mail for an unverified account at most this often (login retries). */
const VERIFICATION_RESEND_MS = 10 * 60_000;
/** Reset mails per account per hour: the per-address limit alone would let many addresses flood one inbox. */
const RESETS_PER_HOUR = 3;
/** "Someone tried to register with your address" mails per account per hour, for the same reason. */
const REGISTRATION_ATTEMPT_MAILS_PER_HOUR = 3;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, AUTH_MESSAGES.invalidCredentials);
const captchaFailed = () => new AppError('CAPTCHA_INVALID', 400, AUTH_MESSAGES.captchaFailed);
const verificationLinkInvalid = () =>
  new AppError('TOKEN_INVALID', 400, AUTH_MESSAGES.verificationLinkInvalid);
const resetLinkInvalid = () => new AppError('TOKEN_INVALID', 400, AUTH_MESSAGES.resetLinkInvalid);

/** Thrown while an account is throttled; carries the wait so the route can send Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterMs: number) {
    super('RATE_LIMITED', 429, loginThrottledMessage(retryAfterMs / 60_000));
  }
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * Creates the account and queues its verification mail in one transaction: the account never exists
 * without its mail on the way (a failing SMTP server only delays it). No session is issued: the
 * address has to be verified first.
 *
 * An address that already has an account gets the same answer, after the same work (the password is
 * hashed and the same number of statements run), so the answer does not tell who has an account; its
 * owner is mailed instead, and nothing else is written.
 */
export async function registerAccount(deps: AuthDeps, input: AccountRegistration): Promise<void> {
  const { db, clock } = deps;
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const queued = await db.transaction(async (tx) => {
    // The unique index on lower(email) decides, a race between two registrations included.
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: 'user',
        firstName: input.firstName,
        lastName: input.lastName,
        organizationName: input.organizationName,
        address: input.address,
        country: input.country,
        state: input.state,
        city: input.city,
        pincode: input.pincode,
        landlineNo: input.landlineNo,
        mobile: input.mobile,
        fax: input.fax,
        pancardNo: input.pancardNo,
        preferredCountry: input.preferredLocation?.country ?? '',
        preferredState: input.preferredLocation?.state ?? '',
        preferredCity: input.preferredLocation?.city ?? '',
        preferredIndustry: input.preferredIndustry,
        preferredSubIndustry: input.preferredSubIndustry,
        termsAcceptedAt: now,
        language: input.language ?? 'en',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return mailOwnerOfTakenAddress(tx, deps.publicUrl, input.email);
    const token = await issueEmailToken(tx, row.id, 'verify-email', now);
    await enqueueMail(tx, verificationMail(input, deps.publicUrl, token));
    await writeAudit(tx, {
      actorId: row.id,
      action: 'user.registered',
      entity: 'user',
      entityId: row.id,
      after: { email: input.email },
    });
    return true;
  });
  if (queued) deps.onMailQueued();
}

/**
 * Tells the owner of an address that someone tried to register with it, at most
 * REGISTRATION_ATTEMPT_MAILS_PER_HOUR times an hour: the per-address limit alone would let many
 * addresses flood one inbox. The count is of the queued mails themselves (nothing else is stored for
 * an attempt), under a lock on the owner's row so concurrent attempts count each other; the queue's
 * times are the database's clock.
 */
async function mailOwnerOfTakenAddress(tx: DbOrTx, publicUrl: string, email: string): Promise<boolean> {
  const [owner] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for('no key update');
  if (!owner) return false;
  const [recent] = await tx
    .select({ n: count() })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.toAddress, owner.email),
        inArray(mailQueue.subject, REGISTRATION_ATTEMPT_SUBJECTS),
        gt(mailQueue.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= REGISTRATION_ATTEMPT_MAILS_PER_HOUR) return false;
  await enqueueMail(tx, registrationAttemptMail(owner, publicUrl));
  return true;
}

/** Marks the address verified; answers it, for the login form that follows. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, 'verify-email', now);
    if (!spent) throw verificationLinkInvalid();
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await writeAudit(tx, {
      actorId: spent.userId,
      action: 'user.email-verified',
      entity: 'user',
      entityId: spent.userId,
    });
    return verified?.email ?? '';
  });
}

/** Queues a new verification mail unless one went out in the last ten minutes. */
async function resendVerificationIfDue(deps: AuthDeps, user: UserRow, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VERIFICATION_RESEND_MS);
  const queued = await deps.db.transaction(async (tx) => {
    const token = await issueEmailTokenWithinCap(tx, user.id, 'verify-email', now, { since, max: 1 });
    if (!token) return false;
    await enqueueMail(tx, verificationMail(user, deps.publicUrl, token));
    return true;
  });
  if (queued) deps.onMailQueued();
  return queued;
}

/**
 * Order matters: the captcha is spent first (every attempt costs a solved challenge), then the attempt
 * reserves one of the account's failure slots (a throttled account is refused even with the right
 * password), then the password is checked (with the same work when there is no account). Only a wrong
 * password keeps its slot as a failure; an attempt that is not judged to the end gives it back.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; captcha: string },
  meta: { ip: string },
): Promise<LoginResult> {
  const { db, clock } = deps;
  if (!(await deps.captcha.verifyAndSpend(input.captcha))) throw captchaFailed();
  const email = input.email.toLowerCase();
  const now = clock.now();
  const reservation = await reserveLoginAttempt(db, email, meta.ip, now);
  if ('retryAfterMs' in reservation) throw new LoginThrottledError(reservation.retryAfterMs);
  const { attempt } = reservation;

  let user: UserRow | undefined;
  let passwordOk: boolean;
  try {
    user = await findUserByEmail(db, email);
    passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyWithoutAccount(input.password);
  } catch (error) {
    // Not judged (the database failed): the slot must not turn into a failure.
    await releaseLoginAttempt(db, attempt).catch(() => undefined);
    throw error;
  }
  if (!user || !passwordOk) {
    await settleLoginFailure(db, attempt, now);
    if (attempt.slot === LOGIN_MAX_FAILURES) {
      await writeAudit(db, {
        actorId: null,
        action: 'user.login-throttled',
        entity: 'user',
        entityId: user?.id ?? null,
        after: { email, ip: meta.ip, failures: attempt.slot },
      });
    }
    throw invalidCredentials();
  }
  if (!user.emailVerifiedAt) {
    await releaseLoginAttempt(db, attempt);
    await resendVerificationIfDue(deps, user, now);
    throw new AppError('EMAIL_NOT_VERIFIED', 403, AUTH_MESSAGES.emailNotVerified);
  }
  await clearLoginFailuresAfterSuccess(db, email, attempt);
  const token = await signSessionToken(deps.jwtSecret, clock, user);
  return { user: toAuthUser(user, await interestedPropertyIds(db, user.id)), token };
}

/**
 * Queues a reset mail when the address has an account. The caller answers the same either way, so
 * nothing here may throw for an unknown address.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<boolean> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return false;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - 60 * 60_000);
  const queued = await deps.db.transaction(async (tx) => {
    const token = await issueEmailTokenWithinCap(tx, user.id, 'reset-password', now, {
      since,
      max: RESETS_PER_HOUR,
    });
    if (!token) return false;
    await enqueueMail(tx, passwordResetMail(user, deps.publicUrl, token));
    return true;
  });
  if (queued) deps.onMailQueued();
  return queued;
}

export async function isResetTokenValid(deps: AuthDeps, token: string): Promise<boolean> {
  return (await findLiveToken(deps.db, token, 'reset-password', deps.clock.now())) !== null;
}

/**
 * Sets the new password, spends the link (and any other outstanding reset link), bumps the token
 * version so every session issued before ends, and marks the e-mail verified: following the link
 * proved control of the mailbox. Resolves to the account's id (its open sockets are closed too).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; newPassword: string },
): Promise<string> {
  const { db, clock } = deps;
  // Hash only for a link that can still work, so garbage tokens cost no argon2 time.
  if (!(await findLiveToken(db, input.token, 'reset-password', clock.now()))) throw resetLinkInvalid();
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  const { email, userId } = await db.transaction(async (tx) => {
    const spent = await spendToken(tx, input.token, 'reset-password', now);
    if (!spent) throw resetLinkInvalid();
    await spendAllTokens(tx, spent.userId, 'reset-password', now);
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await writeAudit(tx, {
      actorId: spent.userId,
      action: 'user.password-reset',
      entity: 'user',
      entityId: spent.userId,
    });
    return { email: row?.email, userId: spent.userId };
  });
  // The owner proved control of the mailbox: earlier failures no longer lock them out.
  if (email) await clearLoginFailures(db, email.toLowerCase());
  return userId;
}

export async function logoutEverywhere(db: Db, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'user.logged-out-everywhere',
      entity: 'user',
      entityId: user.id,
    });
  });
}
