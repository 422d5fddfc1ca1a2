import type { FastifyInstance } from 'fastify';
import { message, type Message } from '@eauction/shared';
import { BOOT_SCRIPT_SOURCE } from './boot-script';
import { validationFailed } from './errors';

/**
 * Security measures of the HTTP layer: the Content-Security-Policy and the input guard.
 *
 * The policy is derived from configuration and allows exactly what the web app loads: its own scripts
 * (no inline script at all), Mantine's style attributes, map tiles from the configured tile server,
 * the captcha's workers, and API/socket calls to this origin.
 */

/**
 * Image sources for a tile URL template: its origin, plus every subdomain of it when the template
 * spreads load over subdomains ('{s}.tile.example.org') or may be switched to them.
 * 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' → https://tile.openstreetmap.org, https://*.tile.openstreetmap.org
 */
export function tileImageSources(template: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return [];
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  const [first, ...rest] = host.split('.');
  // A placeholder as the first label ({s}, {a-c}) means "any subdomain of the rest".
  if (first?.includes('{') && rest.length > 0) return [`${scheme}://*.${rest.join('.')}`];
  if (host.includes('{')) return [];
  return [`${scheme}://${host}`, `${scheme}://*.${host}`];
}

/** WebSocket origins of the public URL: CSP 'self' does not cover ws:/wss: in every browser. */
export function socketSources(publicUrl: string): string[] {
  try {
    const url = new URL(publicUrl);
    const scheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return [`${scheme}//${url.host}`];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: { mapTileUrl: string; publicUrl: string }) {
  const isHttps = config.publicUrl.startsWith('https:');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Scripts from this origin, and the one inline boot script of index.html, by its hash.
      scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE],
      scriptSrcAttr: ["'none'"],
      // Mantine sets style attributes and injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileImageSources(config.mapTileUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...socketSources(config.publicUrl)],
      // The ALTCHA widget solves its proof of work in workers.
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      // The admin's document viewer shows a KYC PDF inline from the blob: URL it fetched with the token.
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // On plain http (a laptop, a LAN address) upgrading would break every asset, so only with https.
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Text the database cannot keep as sent: NUL (PostgreSQL's text type refuses it) and UTF-16 that is
 * not well formed (a lone surrogate has no UTF-8 form, so the driver would store U+FFFD instead, and
 * jsonb refuses its escape outright). Such text is refused at the door with a 400 naming the field,
 * rather than failing deep inside a transaction or being stored altered.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The message naming a field whose text is not storable. */
export const unstorableText = (field: string): Message => message('errors.unstorable.field', { field });

/**
 * An uploaded file's own name, kept for display only: at most `max` characters (whole code points,
 * so a pair is never cut in half) with anything unstorable replaced by U+FFFD. Never a path on disk.
 */
export function storableFileName(name: string | undefined, max = 200): string {
  return Array.from(name ?? '')
    .slice(0, max)
    .map((c) => (isStorableText(c) ? c : '\ufffd'))
    .join('');
}

/**
 * The path ('a.b.0', '' for the value itself) of the first string or object key in `value` that is
 * not storable text, or null. Iterative: a body nested a hundred thousand levels deep cannot exhaust
 * the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((v, i) => stack.push({ value: v, path: join(item.path, String(i)) }));
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, v] of Object.entries(item.value)) {
        const path = join(item.path, key);
        if (!isStorableText(key)) return path;
        stack.push({ value: v, path });
      }
    }
  }
  return null;
}

/** Each part of a request checked, and the message when the part itself (not a field in it) is refused. */
const CONTEXTS = [
  ['body', 'errors.unstorable.body'],
  ['query', 'errors.unstorable.query'],
  ['params', 'errors.unstorable.params'],
] as const;

/**
 * Refuses, before any route's validation, a JSON body, query string or path whose text is not
 * storable (see above). Multipart forms are read by their routes, which apply `isStorableText` to
 * each field themselves.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, whole] of CONTEXTS) {
      const path = findUnstorableText(request[context]);
      if (path === null) continue;
      throw validationFailed({ [path || '_']: path ? unstorableText(path) : whole });
    }
  });
}
