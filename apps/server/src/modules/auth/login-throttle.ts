import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@eauction/shared';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * At most LOGIN_MAX_FAILURES failed logins per account in a sliding window of
 * LOGIN_FAILURE_WINDOW_MINUTES on the server's clock (issue 3). Counted per e-mail rather than per
 * address, so spraying from many addresses does not multiply an attacker's guesses, and counted for
 * addresses without an account too, so the 429 does not reveal which addresses have one.
 */
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
/** Failures are kept this long for abuse handling, then pruned as new ones arrive. */
const KEEP_MS = 24 * 60 * 60_000;

/** When the account is throttled: how long until the oldest counted failure leaves the window. */
export async function loginRetryAfter(db: DbOrTx, email: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))),
    );
  if (!row || row.n < LOGIN_MAX_FAILURES || !row.oldest) return null;
  return Math.max(1000, new Date(row.oldest).getTime() + WINDOW_MS - now.getTime());
}

/** Records one failure; resolves to the failures now counted in the window. */
export async function recordLoginFailure(db: DbOrTx, email: string, ip: string, now: Date): Promise<number> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - KEEP_MS)));
  await db.insert(loginFailures).values({ email, ip, failedAt: now });
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))),
    );
  return row?.n ?? 0;
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
