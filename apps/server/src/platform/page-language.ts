import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_QUERY,
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  type Locale,
} from '@eauction/shared';

/*
 * Which language a page is sent in (docs/product.md, "Languages"). The address says it: English at the
 * site's paths, Hindi under /hi. A visitor's choice is remembered in the `lang` cookie: the header's
 * switch sets it (in the browser, or here through `?lang=` when the page runs without JavaScript), and an
 * English address asked for with Hindi chosen is answered with the Hindi page's address. An address in
 * Hindi is always Hindi: a shared link shows what it says.
 */

/** A year, in seconds: how long the choice is remembered. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language chosen earlier, from the request's `lang` cookie; null without one. */
export function chosenLocale(cookieHeader: string | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The cookie remembering `locale`. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
}

export type PageLanguage =
  /** Send the page at its address. */
  | { kind: 'page'; locale: Locale }
  /** Send the visitor to `location`; `remember` is the choice to store in the cookie, if any. */
  | { kind: 'redirect'; location: string; remember?: Locale };

/** How to answer a page request for `path` and `search` ('' or '?…') with the request's cookie. */
export function pageLanguage(path: string, search: string, cookieHeader: string | undefined): PageLanguage {
  const query = new URLSearchParams(search);
  const asked = query.get(LANGUAGE_QUERY);
  if (isLocale(asked)) {
    query.delete(LANGUAGE_QUERY);
    const rest = query.toString();
    return {
      kind: 'redirect',
      location: pathInLocale(path, asked) + (rest ? `?${rest}` : ''),
      remember: asked,
    };
  }
  const locale = localeOfPath(path);
  const chosen = chosenLocale(cookieHeader);
  if (locale === DEFAULT_LOCALE && chosen && chosen !== locale) {
    return { kind: 'redirect', location: pathInLocale(path, chosen) + search };
  }
  return { kind: 'page', locale };
}
