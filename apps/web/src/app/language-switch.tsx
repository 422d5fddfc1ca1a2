import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_QUERY, LOCALE_NAMES, pathInLocale, type Locale } from '@eauction/shared';
import { apiPut } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { rememberLocale, useLocale } from '../lib/i18n';

/** How long the switch waits for a signed-in user's choice to be saved before it goes anyway. */
const SAVE_WAIT_MS = 3000;

/**
 * 'हिन्दी' on an English page, 'English' on a Hindi one (docs/product.md, "Languages"): a link to the same
 * page in the other language, which the server sends in that language. Following it remembers the choice
 * in the browser (lib/i18n.ts, rememberLocale) and, for a signed-in user, in the profile, which sets the
 * language of their mails and documents. The link's text is in the language it leads to, and says so
 * (`lang`), so a screen reader reads it in that language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  // `?lang=` tells the server the choice when the page runs without JavaScript; it answers with the
  // page's own address.
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_QUERY, other);
  const href = `${pathInLocale(pathname, other)}?${query.toString()}${hash}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(other);
    if (!user || user.language === other) return;
    // The page is left once the profile has the choice (or the server is slow to answer).
    event.preventDefault();
    const saved = apiPut('/users/language', { language: other }).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saved, waited]).then(() => window.location.assign(href));
  };

  return (
    <a className={className} href={href} lang={other} hrefLang={other} onClick={onClick}>
      {LOCALE_NAMES[other]}
    </a>
  );
}
