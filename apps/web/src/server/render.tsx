import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Messages } from '@lingui/core';
import { LOCALES, localeOfPath, type Locale, type PageRenderer } from '@eauction/shared';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes, screenModulesOf, type RouteHandle } from '../app/router';
import { INERT_UNTIL_START, serializePageData, ServerRenderedRelease } from '../app/server-rendered';
import { setApiFetch } from '../lib/api-client';
import { activateLocale, basenameOf, i18n } from '../lib/i18n';

/** Every catalogue of every language, compiled into this module: a page in either language renders at once. */
const CATALOGUES = import.meta.glob<Messages>(
  ['../locales/*.json', '../features/*/locales/*.json', '../../../../packages/shared/src/locales/*/*.json'],
  { query: '?lingui', import: 'messages', eager: true },
);
for (const [file, messages] of Object.entries(CATALOGUES)) {
  // src/locales/hi.json, src/features/x/locales/hi.json, packages/shared/src/locales/hi/labels.json
  const locale = LOCALES.find((l) => file.endsWith(`/${l}.json`) || file.includes(`/locales/${l}/`));
  if (locale) i18n.load(locale, messages);
}

/*
 * The server's render of a page (docs/decisions/035-server-rendering-through-the-router.md), through
 * React Router's documented server rendering for data routers: the static handler matches the address
 * in the app's route table and loads the matched screens' code, the routes' `prefetch` fetch their data
 * into a query cache of the request's own, and React renders the same tree the browser hydrates
 * (main.tsx): the same providers, the same first child, then the router (React's useId, which labels
 * form fields, depends on that shape). The build bundles this module for Node into dist-server/render.js; the server
 * loads it and renders every page a browser asks for through it.
 */

/**
 * The controls that need the app to work (forms, buttons, fields) are rendered `inert` until it has
 * started: nothing can be typed into a field the app would not know of, nor a button pressed that does
 * nothing yet. Links stay live (they work without the app), and so does the keyboard's way through them,
 * the skip link first. The app removes both attributes in its first commit (app/server-rendered.tsx).
 */
const CONTROL = /<(form|button|input|select|textarea)(?=[\s>])/g;

/** React 19 renders a page's <title>, <meta> and <link> first; they belong in <head>, not in #root. */
const LEADING_METADATA = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const METADATA_TAG = /<(title|meta|link)(?=[\s>])/g;

/**
 * The renderer, its API calls answered by `fetchApi` (the server answers `/api/...` in-process). The
 * routes' data is the same for every anonymous visitor; nothing of one request is kept for the next.
 */
export function createPageRenderer(fetchApi: typeof fetch): PageRenderer {
  setApiFetch(fetchApi);
  // One handler per language: Hindi pages live under /hi (docs/product.md, "Languages").
  const handlers = Object.fromEntries(
    LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: basenameOf(locale) })]),
  ) as Record<Locale, ReturnType<typeof createStaticHandler>>;

  return {
    screenModulesOf,
    async renderPage(url, now) {
      const request = new Request(new URL(url, 'http://render.invalid'));
      const locale = localeOfPath(new URL(request.url).pathname);
      const handler = handlers[locale];
      const context = await handler.query(request);
      if (context instanceof Response || context.errors) return null;
      const handles = context.matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
      if (handles.some((handle) => handle.needsSession)) return null;

      const queryClient = createQueryClient();
      const args = {
        params: context.matches.at(-1)?.params ?? {},
        searchParams: new URL(request.url).searchParams,
      };
      try {
        await Promise.all(handles.map((handle) => handle.prefetch?.(queryClient, args)));
      } catch {
        return null;
      }

      const router = createStaticRouter(handler.dataRoutes, context);
      // renderToString is synchronous: no other request's render can run between these two lines.
      activateLocale(locale);
      const html = renderToString(
        <AppProviders queryClient={queryClient} renderedAt={now.getTime()}>
          <ServerRenderedRelease />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
      const metadata = LEADING_METADATA.exec(html)?.[0] ?? '';
      const queries = dehydrate(queryClient);
      return {
        head: metadata.replace(METADATA_TAG, (tag) => `${tag} data-server-rendered="head"`),
        body: html.slice(metadata.length).replace(CONTROL, (tag) => `${tag} ${INERT_UNTIL_START} inert`),
        data: serializePageData({ queries, renderedAt: now.toISOString() }),
        dataKey: JSON.stringify(queries.queries.map(({ queryHash, state }) => [queryHash, state.data])),
        locale,
        modules: handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
        status: handles.some((handle) =>
          typeof handle.notFound === 'function' ? handle.notFound(queryClient, args) : handle.notFound,
        )
          ? 404
          : 200,
      };
    },
  };
}
