import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, LOCALES, pathInLocale, SITE_KEYS } from '@eauction/shared';
import { useLocale } from '../lib/i18n';
import { usePublicConfig } from '../lib/public-config';

type PageMetaProps = {
  title: string;
  description: string;
  /** Path of the canonical URL in English, e.g. '/about' (the Hindi page's is '/hi/about'). */
  path: string;
  keywords?: string[];
  type?: 'website' | 'article';
  /** Keeps the page out of search results (error screens, personal and one-time-link pages). */
  noIndex?: boolean;
};

/** Open Graph's name of each language's locale. */
const OG_LOCALE = { en: 'en_IN', hi: 'hi_IN' } as const;

/**
 * Per-page title, description, keywords, Open Graph and Twitter tags, the canonical URL of the page's
 * language and the page's address in every language (`hreflang`, English the default). React 19
 * hoists these elements into <head> and removes them when the page unmounts.
 */
export function PageMeta({
  title,
  description,
  path,
  keywords = [],
  type = 'website',
  noIndex = false,
}: PageMetaProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const config = usePublicConfig();
  const origin = config.data?.publicUrl ?? (typeof window !== 'undefined' ? window.location.origin : '');
  const url = `${origin}${pathInLocale(path, locale)}`;
  const fullTitle = _('meta.title', { title });
  const baseKeywords = _('meta.keywords').split(', ');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={[...keywords, ...baseKeywords].join(', ')} />
      <link rel="canonical" href={url} />
      {noIndex
        ? null
        : LOCALES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={`${origin}${pathInLocale(path, other)}`}
            />
          ))}
      {noIndex ? null : (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${pathInLocale(path, DEFAULT_LOCALE)}`} />
      )}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={_(SITE_KEYS.fullName)} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
