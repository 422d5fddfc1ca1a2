import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeOfPath,
  localePrefix,
  SHARED_MESSAGE_DOMAINS,
  sharedCataloguesOf,
  type Locale,
} from '@eauction/shared';

/*
 * The web app's languages (README, "Languages"; docs/product.md, "Languages"), through Lingui: one
 * i18n instance, the page's language fixed when the app starts (switching language loads the other
 * language's page). The catalogues (lingui.config.ts) are loaded as the screens that need them are:
 * the shell's and packages/shared's labels with the app, a feature's with its first screen
 * (app/router.tsx), with the messages of packages/shared its screens show.
 */

/** The catalogues, compiled by Lingui's Vite plugin, each its own chunk. */
const CATALOGUES = import.meta.glob<Messages>(
  ['../locales/*.json', '../features/*/locales/*.json', '../../../../packages/shared/src/locales/*/*.json'],
  { query: '?lingui', import: 'messages' },
);

/** The catalogue holding what every page shows (src/locales). */
export const COMMON_CATALOGUE = 'common';

/** What the app loads before it starts: the shell's catalogue and packages/shared's labels. */
export const STARTUP_CATALOGUES = [COMMON_CATALOGUE, 'shared/labels'];

/** packages/shared's messages (validation, outcomes, the API's errors). */
export const SHARED_MESSAGE_CATALOGUES = SHARED_MESSAGE_DOMAINS.map((domain) => `shared/${domain}`);

/**
 * The catalogues a screen's module needs beyond the startup ones: its feature's, with the shared messages
 * it shows ('../features/admin/x.tsx' → admin and the shared messages), or none for the shell's own screens.
 */
export function cataloguesOf(module: string): string[] {
  // The same rule as the server's preloads (catalogueModulesOf in packages/shared).
  const feature = /(?:^|\/)features\/([^/]+)\//.exec(module)?.[1];
  return feature ? [feature, ...sharedCataloguesOf(feature).map((domain) => `shared/${domain}`)] : [];
}

function catalogueFile(name: string, locale: Locale): string {
  if (name === COMMON_CATALOGUE) return `../locales/${locale}.json`;
  if (name.startsWith('shared/'))
    return `../../../../packages/shared/src/locales/${locale}/${name.slice(7)}.json`;
  return `../features/${name}/locales/${locale}.json`;
}

const loaded = new Set<string>();

/** Loads catalogues of the active language not loaded yet. A feature without a catalogue has nothing to load. */
export async function loadCatalogues(
  names: readonly string[],
  locale: Locale = activeLocale(),
): Promise<void> {
  // The server's render has every catalogue loaded already (src/server/render.tsx).
  if (import.meta.env.SSR) return;
  await Promise.all(
    names.map(async (name) => {
      const file = catalogueFile(name, locale);
      const load = CATALOGUES[file];
      if (!load || loaded.has(file)) return;
      const messages = await load();
      i18n.load(locale, messages);
      loaded.add(file);
    }),
  );
}

/** The language of the page the app runs on, from its address. */
export function localeOfLocation(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
}

/** Makes `locale` the app's language: its catalogues must be loaded first. */
export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
}

/** The app's language. */
export function activeLocale(): Locale {
  return (i18n.locale || DEFAULT_LOCALE) as Locale;
}

/** The router's basename for a language's pages: undefined for English, '/hi' for Hindi. */
export function basenameOf(locale: Locale): string | undefined {
  return localePrefix(locale) || undefined;
}

export { i18n };

/** The language of the page a component is on, for dates and other formats (shared/dates.ts). */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** How long the choice of language is remembered: a year. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Remembers a visitor's choice of language in a cookie, which the server reads when an address without
 * a language is asked for (docs/product.md, "Languages"). A signed-in user's profile keeps it too
 * (lib/auth.tsx).
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
