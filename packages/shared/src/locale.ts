/*
 * The product's two languages (docs/product.md, "Languages"): English at the site's paths, Hindi under
 * /hi (/hi/property/{id}). The language of a page is in its address, so a server-rendered page comes in
 * the right language, a link can be shared, and search engines index both.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the header's switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie remembering a visitor's choice of language (docs/product.md, "Languages"). */
export const LOCALE_COOKIE = 'lang';

/**
 * The query parameter of the header's language switch (`/hi/about?lang=hi`): the server remembers the
 * choice and answers with the page's own address, so the switch works without JavaScript too.
 */
export const LANGUAGE_QUERY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language of a page path: Hindi for '/hi' and '/hi/...', English otherwise. */
export function localeOfPath(path: string): Locale {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A page path without its language's prefix: '/hi/about' → '/about', '/hi' → '/'. */
export function pathWithoutLocale(path: string): string {
  const prefix = localePrefix(localeOfPath(path));
  if (!prefix) return path;
  return path.slice(prefix.length) || '/';
}

/** The same page in `locale`: ('/hi/about', 'en') → '/about', ('/about', 'hi') → '/hi/about'. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}
