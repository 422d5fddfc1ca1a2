import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { AUTH_MESSAGES, ROLES, type Role } from '@eauction/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

/**
 * Sessions are bearer JWTs, sent on every call (docs/product.md, "Authentication" and "Sessions and tokens"):
 * HS256 with the algorithm pinned when verifying (so `alg: none` or an RS/HS confusion is refused), 12 hours
 * of life, and claims `sub` (user id), `tv` (the user's token version) and `role`. Every authenticated
 * request reads the user's row, so a bumped token version (logout everywhere, password reset) or a deleted
 * account ends old tokens at once, and a changed role takes effect on the next call.
 */

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';
/** Keeps these tokens apart from any other token a future feature signs with the same secret. */
const AUDIENCE = 'eauction:session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is calling: what guards and services need, never the whole row. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  tokenVersion: number;
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, AUTH_MESSAGES.unauthorized);
export const forbidden = () => new AppError('FORBIDDEN', 403, AUTH_MESSAGES.forbidden);

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(
  secret: string,
  clock: Clock,
  user: Pick<SessionUser, 'id' | 'role' | 'tokenVersion'>,
): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ tv: user.tokenVersion, role: user.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The token's claims when its signature, algorithm, audience and expiry hold; null otherwise. */
export async function readSessionToken(
  secret: string,
  clock: Clock,
  token: string,
): Promise<{ userId: string; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, tv, role } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof tv !== 'number' || !Number.isInteger(tv)) return null;
    if (typeof role !== 'string' || !ROLES.includes(role as Role)) return null;
    return { userId: sub, tokenVersion: tv };
  } catch {
    return null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,4096})[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The calling user, or null when the request carries no valid, unrevoked token. */
export async function authenticate(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock; secret: string },
): Promise<SessionUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await readSessionToken(deps.secret, deps.clock, token);
  if (!claims) return null;
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return row;
}

const inAdminArea = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/** By the matched route and by the decoded path, so '/api/%61dmin/…' is the admin area too. */
function isAdminRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && inAdminArea(route)) return true;
  let path = request.url.split('?', 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed encoding: judged as written.
  }
  return inAdminArea(path);
}

/**
 * Decorates the instance with `requireUser` and `requireAdmin` (route hooks: put them in `onRequest`
 * so an anonymous call is refused before its body is even read) and `request.user`. Every path under
 * /api/admin is guarded here, whether or not a route exists for it yet: the admin area is closed on
 * the server, not only hidden in the UI (docs/product.md, "Where the rules are enforced").
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  const resolve = async (request: FastifyRequest): Promise<SessionUser> => {
    if (request.user) return request.user;
    const user = await authenticate(request, { db: app.db, clock: app.clock, secret: app.config.jwtSecret });
    if (!user) throw unauthorized();
    request.user = user;
    return user;
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await resolve(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolve(request);
    if (user.role !== 'admin') throw forbidden();
  });

  app.addHook('onRequest', async (request) => {
    if (!isAdminRequest(request)) return;
    const user = await resolve(request);
    if (user.role !== 'admin') throw forbidden();
  });
}

/** The user a guarded route runs for; a route without `requireUser` calling this is a bug. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
