import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended parameter set (19 MiB, 2 passes, 1 lane): about 30 ms here,
 * slow enough to make offline guessing expensive, fast enough for a login under load.
 */
// `Algorithm` is a const enum the package does not ship at run time (isolatedModules cannot inline
// it), so its value is written here: 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Made once per process with the current parameters, for a password nobody knows. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * The work of a password check when there is no account to check against, so a login for an unknown
 * e-mail takes as long as one with a wrong password and the timing does not reveal who has an account.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}
