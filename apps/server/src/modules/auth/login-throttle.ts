import { and, count, eq, lt, gt, min, or, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@eauction/shared';
import type { Db, DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * At most LOGIN_MAX_FAILURES failed logins per account in a sliding window of
 * LOGIN_FAILURE_WINDOW_MINUTES on the server's clock. Counted per e-mail rather than per address, so
 * spraying from many addresses does not multiply an attacker's guesses, and counted for addresses
 * without an account too, so the 429 does not reveal which addresses have one.
 *
 * Checking the count and then recording a failure after the (slow) password check would let a burst
 * of concurrent guesses all pass the check before any failure is written. So an attempt first
 * reserves a slot, a pending failure row written under a per-account lock in a short transaction,
 * and only an attempt holding a slot is judged. The lock is held for the count and the insert, never
 * across the password check, so a flood at one account keeps no pooled connection waiting for long.
 */
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
/** Failures are kept this long for abuse handling, then pruned as new ones arrive. */
const KEEP_MS = 24 * 60 * 60_000;
/**
 * Namespace of the per-account advisory locks (the two-key form, which never collides with the
 * one-key migration lock). Two addresses with the same hash share a lock: they only wait for each other.
 */
const THROTTLE_LOCK_SPACE = 727_274_002;

/** A reserved attempt: its pending row, and its place among the failures counted in the window. */
export interface LoginAttempt {
  id: number;
  /** 1 to LOGIN_MAX_FAILURES: the failure this attempt becomes if the password is wrong. */
  slot: number;
}

export type Reservation = { attempt: LoginAttempt } | { retryAfterMs: number };

const inWindow = (email: string, now: Date) =>
  and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));

/**
 * Reserves the right to judge one attempt, or says how long the account must wait: until the oldest
 * counted failure (or attempt being judged) leaves the window.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    // The count below is a statement of its own, after the lock is granted, so it sees every row
    // committed by whoever held the lock before.
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${email}))`);
    const [row] = await tx
      .select({ n: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(inWindow(email, now));
    const counted = row?.n ?? 0;
    if (counted >= LOGIN_MAX_FAILURES) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      return { retryAfterMs: Math.max(1000, oldest + WINDOW_MS - now.getTime()) };
    }
    const [reserved] = await tx
      .insert(loginFailures)
      .values({ email, ip, failedAt: now, pending: true })
      .returning({ id: loginFailures.id });
    if (!reserved) throw new Error('login_failures insert returned nothing');
    return { attempt: { id: reserved.id, slot: counted + 1 } };
  });
}

/** The password was wrong: the reserved row stays as a failure. Prunes rows past keeping. */
export async function settleLoginFailure(db: DbOrTx, attempt: LoginAttempt, now: Date): Promise<void> {
  await db.update(loginFailures).set({ pending: false }).where(eq(loginFailures.id, attempt.id));
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - KEEP_MS)));
}

/** The attempt was not a failure (or was never judged): its slot is free again. */
export async function releaseLoginAttempt(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
}

/**
 * A successful login frees its slot and clears the failures judged before it. Attempts still being
 * judged keep their rows: in any one-by-one order they come after this login, so their failures count.
 */
export async function clearLoginFailuresAfterSuccess(
  db: DbOrTx,
  email: string,
  attempt: LoginAttempt,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        or(eq(loginFailures.id, attempt.id), eq(loginFailures.pending, false)),
      ),
    );
}

/** Every failure of the address, pending ones too (a password reset proved control of the mailbox). */
export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
