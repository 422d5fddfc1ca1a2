import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, users } from '../../db/schema';

/**
 * Links mailed for e-mail verification (24 hours) and password reset (1 hour). A token is 256 random
 * bits; only its SHA-256 is stored, so a copy of the database hands out no working link. Each is spent
 * by one conditional UPDATE, so two clicks racing cannot both succeed.
 */
export type TokenPurpose = 'verify-email' | 'reset-password';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60_000,
  'reset-password': 60 * 60_000,
};

/** Anything longer was not made here; it is refused before it reaches the database. */
const MAX_TOKEN_LENGTH = 200;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new token's hash and returns the token itself (for the link; never stored). */
export async function issueEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const live = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The user a still-usable token belongs to, without spending it. */
export async function findLiveToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: string } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(live(token, purpose, now));
  return row ?? null;
}

/** Marks a usable token used and returns its user; null when it is unknown, expired or spent. */
export async function spendToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ userId: string } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row ?? null;
}

/** Ends every other outstanding token of one purpose (a reset link used makes older ones void). */
export async function spendAllTokens(db: DbOrTx, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** How many tokens of a purpose were issued to the user after `since` (mail throttles). */
export async function tokensIssuedSince(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Issues a token unless `max` of its purpose were already issued to the user since `since` (the
 * per-account mail caps); null when the cap is reached. Call inside a transaction: the user's row is
 * locked first, so concurrent requests for one account count each other's tokens instead of all
 * passing the check before any of them has written one.
 */
export async function issueEmailTokenWithinCap(
  tx: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  cap: { since: Date; max: number },
): Promise<string | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if ((await tokensIssuedSince(tx, userId, purpose, cap.since)) >= cap.max) return null;
  return issueEmailToken(tx, userId, purpose, now);
}
