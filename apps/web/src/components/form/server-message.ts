import { ApiClientError } from '../../lib/api-client';

/**
 * The server's `error` text when its answer carried one (docs/product.md, "Messages by situation"),
 * otherwise the screen's own message: a network failure or an answer without an envelope gets the
 * fallback, not a bare status text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiClientError &&
    error.code !== 'HTTP_ERROR' &&
    error.code !== 'NETWORK' &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}
