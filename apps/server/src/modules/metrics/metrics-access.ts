import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

/**
 * Who may read /metrics (decision 010). The numbers are operational, not personal, but they show
 * traffic, bidding activity and internals nobody outside needs to see.
 *
 * - With METRICS_TOKEN set, every caller needs `Authorization: Bearer <token>`, wherever it comes from.
 * - Without it, only a connection from this host's loopback interface is answered, and only when it
 *   carries no forwarding header: a reverse proxy on the same host connects from loopback too, and
 *   what it forwards is the public's request, not the host's.
 *
 * The socket's own address is read, never `request.ip`, which follows X-Forwarded-For when
 * TRUST_PROXY is on and is therefore whatever the client claims.
 */

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export const METRICS_TOKEN_REQUIRED = 'errors.metrics.tokenRequired';
export const METRICS_LOOPBACK_ONLY = 'errors.metrics.loopbackOnly';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so neither the length nor a prefix of the token leaks through timing. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !LOOPBACK.has(address)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** Null when the caller may read the metrics, else the refusal to answer with. */
export function metricsRefusal(request: FastifyRequest, metricsToken: string | undefined): AppError | null {
  if (metricsToken !== undefined) {
    const given = bearerToken(request);
    return given !== null && tokenMatches(given, metricsToken)
      ? null
      : new AppError('UNAUTHORIZED', 401, METRICS_TOKEN_REQUIRED);
  }
  return isDirectLoopback(request) ? null : new AppError('FORBIDDEN', 403, METRICS_LOOPBACK_ONLY);
}
