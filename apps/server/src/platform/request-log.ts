import { canonicalRequestTarget, decodeUnreserved } from './request-target';

/**
 * What a log line says about a request. Mailed links carry a single-use secret in their path (the
 * pages `/verify-email/<token>` and `/reset-password/<token>`, and the API calls those pages make), and
 * whoever reads the logs must not be able to follow them: every request's `url` leaves the process
 * with those secrets replaced.
 */

/** Path segments followed by a secret: the web app's link pages and the API routes they call. */
const SECRET_AFTER_SEGMENT = /\/(verify-email|reset-password|verify-reset-token)(?:\/|%2f)[^?#]+/gi;
/** Query parameters whose name says they hold a token (`?token=…`, `?resetToken=…`). */
const SECRET_QUERY_PARAMETER = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/**
 * The request target as logged: in its canonical spelling (so `/reset-%70assword/<token>` is caught as
 * well), with every secret replaced.
 */
export function redactRequestUrl(url: string): string {
  return decodeUnreserved(canonicalRequestTarget(url))
    .replace(SECRET_AFTER_SEGMENT, `/$1/${REDACTED}`)
    .replace(SECRET_QUERY_PARAMETER, `$1${REDACTED}`);
}

/** The fields of a Fastify request a log line needs (a raw IncomingMessage has most of them too). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/**
 * pino serializer of `req`, in place of Fastify's: the same fields (method, url, host, remote address
 * and port), with the url redacted. Request headers and bodies are never logged.
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactRequestUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
