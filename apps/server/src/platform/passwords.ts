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
