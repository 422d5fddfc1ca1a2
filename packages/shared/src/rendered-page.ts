import type { Locale } from './locale';

/**
 * The contract between the web app's server render (apps/web/src/server/render.tsx) and the server that
 * loads it (apps/server/src/platform/page-renderer.ts): what a page rendered on the server is made of
 * (docs/decisions/035-server-rendering-through-the-router.md).
 */

/**
 * The id of the `<script type="application/json">` block in which a rendered page carries the data it
 * was rendered with: the server writes it, the browser reads it before hydrating.
 */
export const PAGE_DATA_ID = 'page-data';

/** A page as the server renders it, for the server to put into index.html. */
export interface RenderedPage {
  /** The page's metadata (title, description, canonical link, ...), marked, for <head>. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The data it was rendered from, as JSON safe inside a <script> element. */
  data: string;
  /**
   * That data without the moments it was fetched and rendered at: with the head and body, what the
   * page's ETag is made of (the same page of the same data is the same page).
   */
  dataKey: string;
  /** The screen modules of the page, outer route first: their code and stylesheets are preloaded. */
  modules: string[];
  /** The page's language (from its address): `<html lang>` says it. */
  locale: Locale;
  /** The page's HTTP status: 404 for an address the app has no page for, else 200. */
  status: number;
}

/** The web app's renderer, as the server uses it. */
export interface PageRenderer {
  /**
   * `url` (path and query) as an anonymous visitor sees it, or null when the server cannot render it:
   * a screen that needs a signed-in user, or data that could not be fetched (the app then loads the page
   * itself and says what it finds).
   */
  renderPage(url: string, now: Date): Promise<RenderedPage | null>;
  /** The screen modules of a page path, for the preloads of a page sent without rendering. */
  screenModulesOf(path: string): string[];
}

/** The catalogue domains of packages/shared (src/messages.ts) that hold messages rather than labels. */
export const SHARED_MESSAGE_DOMAINS = ['account', 'auction', 'admin', 'activity', 'errors'] as const;

/**
 * Features whose screens show no message of packages/shared, only its labels: the public catalogue and
 * property pages, whose first load stays small (an API error loads the messages when it comes).
 */
const LABELS_ONLY_FEATURES = new Set(['properties']);

/** The catalogues of packages/shared a screen of `feature` (undefined: the shell's) shows. */
export function sharedCataloguesOf(feature: string | undefined): string[] {
  return feature && !LABELS_ONLY_FEATURES.has(feature) ? [...SHARED_MESSAGE_DOMAINS] : [];
}

/**
 * The message catalogues (apps/web/lingui.config.ts) a page in `locale` shows, as the build's manifest
 * names them: the shell's with packages/shared's labels, and those of the features its screen `modules`
 * belong to with the shared messages they show. The browser loads them before it draws the page; the
 * server preloads them with it.
 */
export function catalogueModulesOf(modules: readonly string[], locale: Locale): string[] {
  const features = [
    ...new Set(
      modules.flatMap((module) => {
        const feature = /(?:^|\/)features\/([^/]+)\//.exec(module)?.[1];
        return feature ? [feature] : [];
      }),
    ),
  ];
  const shared = new Set(['labels', ...features.flatMap(sharedCataloguesOf)]);
  return [
    `src/locales/${locale}.json?lingui`,
    ...features.map((feature) => `src/features/${feature}/locales/${locale}.json?lingui`),
    ...[...shared].map((domain) => `../../packages/shared/src/locales/${locale}/${domain}.json?lingui`),
  ];
}
