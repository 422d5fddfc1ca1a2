import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { AuthUser, Role } from '@eauction/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { signSessionToken } from '../platform/auth';
import type { Clock } from '../platform/clock';
import { hashPassword } from '../platform/passwords';

/** Test helpers for accounts: real captcha solutions, users made directly, the mail outbox. */

/** Fetches a challenge from the app and really solves it, as the widget does; returns its payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge answered ${res.statusCode}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

let counter = 0;

/** A verified account written straight to the database (argon2id, like registration). */
export async function createUser(
  db: Db,
  options: { email?: string; password?: string; role?: Role; verified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `user${++counter}-${Date.now()}@example.in`;
  const password = options.password ?? 'Secret@123';
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'user',
      firstName: 'Test',
      lastName: 'User',
      organizationName: 'Test Org',
      state: 'maharashtra',
      city: 'pune',
      pincode: '411001',
      mobile: '9876543210',
      termsAcceptedAt: new Date(),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, email, password };
}

/** A session token for a user, as login would issue it (no captcha to solve). */
export async function tokenFor(
  app: FastifyInstance,
  clock: Clock,
  user: { id: string; role?: Role; tokenVersion?: number },
): Promise<string> {
  return signSessionToken(app.config.jwtSecret, clock, {
    id: user.id,
    role: user.role ?? 'user',
    tokenVersion: user.tokenVersion ?? 0,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through the API with a really solved captcha. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '203.0.113.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, captcha: await solveCaptcha(app) },
    remoteAddress,
  });
}

export async function loginToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: { token: string; user: AuthUser } }>().data.token;
}

/** Undoes quoted-printable soft breaks and escapes (UTF-8, so '₹' reads as sent), as do links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message, quoted-printable decoded. */
  body: string;
}

/** Every .eml the outbox transport wrote (call `app.mailer.drain()` first). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return {
        file,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        body: decodeQuotedPrintable(raw),
      };
    });
}

/** The mails to one address, oldest first. */
export const mailsTo = (dataDir: string, email: string) => readOutbox(dataDir).filter((m) => m.to === email);

/** The token of the first `${PUBLIC_URL}/<page>/<token>` link in a mail. */
export function linkToken(
  mail: OutboxMail | undefined,
  publicUrl: string,
  page: 'verify-email' | 'reset-password',
): string {
  if (!mail) throw new Error(`no mail with a ${page} link`);
  const escaped = `${publicUrl}/${page}/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${page} link in mail ${mail.file}`);
  return match[1];
}
