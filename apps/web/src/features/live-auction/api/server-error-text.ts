import { ApiClientError } from '../../../lib/api-client';

/**
 * The `error` text of the server's own JSON answer, or null when there is none to show: the server was
 * not reached (NETWORK) or something else answered without our error shape (HTTP_ERROR, e.g. a proxy).
 */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiClientError)) return null;
  if (error.code === 'NETWORK' || error.code === 'HTTP_ERROR' || !error.message) return null;
  return error.message;
}
