import { SITE } from '@eauction/shared';
import { usePublicConfig } from '../lib/public-config';

type PageMetaProps = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/about'. */
  path: string;
  keywords?: string[];
  type?: 'website' | 'article';
  /** Keeps the page out of search results (error screens, personal and one-time-link pages). */
  noIndex?: boolean;
};

const BASE_KEYWORDS = ['e-auction', 'bank auction', 'SARFAESI', 'property auction', 'India', SITE.name];

/**
 * Per-page title, description, keywords, Open Graph and Twitter tags and the canonical URL. React 19
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
  const config = usePublicConfig();
  const origin = config.data?.publicUrl ?? (typeof window !== 'undefined' ? window.location.origin : '');
  const url = `${origin}${path}`;
  const fullTitle = `${title} | ${SITE.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={[...keywords, ...BASE_KEYWORDS].join(', ')} />
      <link rel="canonical" href={url} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={SITE.fullName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
