/**
 * One spelling of every request target, fixed before routing, so the router, the rate limits, the
 * admin guard, the fallback pages and the logs all judge the same path.
 *
 * - An absolute-form target (`POST http://host/api/auth/register HTTP/1.1`, which HTTP/1.1 servers
 *   must accept) becomes its origin-form, `/api/auth/register`: the router strips the scheme and host
 *   anyway, and nothing else should see them.
 * - Percent-encoded unreserved characters (letters, digits, `-._~`) in the path are decoded: RFC 3986
 *   (section 6.2.2.2) makes `/%61pi/auth/%72egister` the same address as `/api/auth/register`, and the
 *   router decodes them too.
 * - Repeated slashes are merged (`//api/…` is `/api/…`), as nginx does by default: no address of this
 *   site has an empty segment, and a prefix check must not miss `//api/` for `/api/`.
 *
 * Everything else (reserved characters, `%25`, the query string) is left as sent: decoding it could
 * change where a segment ends or decode twice. An encoded slash in particular stays one: the router
 * does not split a segment on it either (`/api%2Fauth/register` is no API route), so the limits, which
 * are judged on the route matched, and the router still agree.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/** `%61` → `a`, `%2F` stays `%2F`. */
export function decodeUnreserved(text: string): string {
  return text.replace(ESCAPE, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}

/** The path as the router should see it: unreserved characters decoded, empty segments merged. */
const canonicalPath = (path: string) => decodeUnreserved(path).replace(/\/{2,}/g, '/');

export function canonicalRequestTarget(target: string): string {
  let origin = target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) {
    const rest = target.slice(absolute[0].length);
    origin = rest.startsWith('/') ? rest : `/${rest}`;
  }
  const end = origin.search(/[?#]/);
  return end === -1 ? canonicalPath(origin) : `${canonicalPath(origin.slice(0, end))}${origin.slice(end)}`;
}

/** The path of a request target, without its query string. */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? '/';
