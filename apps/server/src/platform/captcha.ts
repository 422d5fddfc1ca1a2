import { createHash, hkdfSync } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '../db/client';
import { captchaSolutions } from '../db/schema';
import type { Clock } from './clock';

/**
 * ALTCHA: a self-hosted proof of work (docs/product.md, "Captcha";
 * docs/decisions/007-accounts-sessions-captcha-throttle.md), so no third party sees our users. The
 * server hands out a signed challenge; the `altcha` widget (v3, protocol of altcha-lib v2) finds the counter
 * whose PBKDF2 key starts with the signed prefix and submits `base64(JSON {challenge, solution})` as
 * the login's `captcha`. Here the signature, the expiry (on the server's clock) and the solution are
 * checked, and the challenge is recorded so it is accepted once.
 *
 * The HMAC keys are derived from JWT_SECRET with HKDF (one label per purpose) rather than configured
 * separately: every instance that shares JWT_SECRET verifies every other instance's challenges, there
 * is no extra secret to provision, and the derived keys reveal nothing about the JWT key.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * Deterministic mode: the server picks the counter, so the work is counter × cost key derivations.
 * 1,000 iterations × 500–2,500 counters takes a quarter of a second on one server core and about a
 * second on a mid-range phone with the widget's workers; verification is one HMAC (key signature).
 */
const COST = 1000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2500;
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Shape check only; the original object is verified so its signature still matches. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,256}$/),
      salt: z.string().regex(/^[0-9a-f]{1,256}$/),
      cost: z.literal(COST),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
      keySignature: z.string().regex(/^[0-9a-f]{64}$/),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
  }),
});

function deriveSecret(master: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', master, 'e-nilami/altcha', label, 32)).toString('hex');
}

export type CaptchaProvider = 'altcha' | 'off';

export class Captcha {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    private readonly options: { provider: CaptchaProvider; masterSecret: string; db: Db; clock: Clock },
  ) {
    this.signatureSecret = deriveSecret(options.masterSecret, 'challenge-signature');
    this.keySignatureSecret = deriveSecret(options.masterSecret, 'key-signature');
  }

  get provider(): CaptchaProvider {
    return this.options.provider;
  }

  /** A new signed challenge, the JSON the widget reads from its `challenge` URL. */
  async createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(COUNTER_MAX, COUNTER_MIN),
      deriveKey,
      expiresAt: new Date(this.options.clock.now().getTime() + CAPTCHA_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /**
   * True when `payload` solves an unexpired challenge of ours that was never accepted before; the
   * challenge is then spent. With CAPTCHA_PROVIDER=off every non-empty payload passes.
   */
  async verifyAndSpend(payload: string): Promise<boolean> {
    if (this.options.provider === 'off') return payload.length > 0;
    const parsed = parsePayload(payload);
    if (!parsed) return false;
    const { challenge, solution } = parsed;
    const expiresAtMs = challenge.parameters.expiresAt * 1000;
    const now = this.options.clock.now();
    if (expiresAtMs <= now.getTime()) return false;
    try {
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return this.spend(challenge.signature, new Date(expiresAtMs), now);
  }

  /** Records the challenge as used; false when it already was (also under a concurrent replay). */
  private async spend(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
    const { db } = this.options;
    // Spent challenges only matter until they expire; clearing them here keeps the table tiny.
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
    const inserted = await db
      .insert(captchaSolutions)
      .values({ challengeHash: createHash('sha256').update(signature).digest('hex'), expiresAt })
      .onConflictDoNothing()
      .returning({ hash: captchaSolutions.challengeHash });
    return inserted.length === 1;
  }
}

type ParsedPayload = z.infer<typeof PayloadSchema> & { challenge: { parameters: Record<string, unknown> } };

function parsePayload(payload: string): ParsedPayload | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(payload)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  // Validated as a copy; the caller verifies the original, whose every signed key must survive.
  if (!PayloadSchema.safeParse(json).success) return null;
  return json as ParsedPayload;
}
