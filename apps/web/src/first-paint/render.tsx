import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Property, PublicConfig } from '@eauction/shared';
import {
  FIRST_PAINT_INERT,
  FirstPaintRelease,
  serializeFirstPaintData,
  type FirstPaintData,
} from '../app/first-paint';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { banksQueryOptions } from '../features/properties/api/get-banks';
import { locationsQueryOptions } from '../features/properties/api/get-locations';
import { propertiesQueryOptions } from '../features/properties/api/get-properties';
import { propertyQueryOptions } from '../features/properties/api/get-property';
import { readFilters } from '../features/properties/filters';
import { publicConfigQuery } from '../lib/public-config';

/*
 * The first paint of the public pages a visitor lands on (decision 017). At build time
 * (scripts/first-paint.mjs) each of these paths is rendered here, in Node, with the app's own components
 * as an anonymous visitor sees it before any data has arrived: the navigation, the page's heading and
 * text, its form or the catalogue's placeholders. The server puts that markup inside #root of the
 * page's index.html, so the browser draws the page as soon as the HTML and the stylesheet are in,
 * instead of after some 200 KB of JavaScript has downloaded and run. The entry module then hydrates it
 * (main.tsx), so the tree here has the shape of the browser's: the same providers, the same first child,
 * then the router (React's useId, which labels form fields, depends on that shape).
 */

/** The pages drawn in advance: public, the same for every anonymous visitor, no data of their own. */
export const FIRST_PAINT_PATHS = [
  '/',
  '/assets',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/contact',
];

export interface FirstPaint {
  /** The page's <title> element, as React rendered it. */
  title: string;
  /** Its <meta name="description"> element. */
  description: string;
  /** The markup inside #root, without the page's metadata (the live app adds that to <head> itself). */
  body: string;
}

/**
 * The controls that need the app to work (forms, buttons, fields) are drawn `inert` until it has
 * started: nothing can be typed into a field the app would not know of, nor a button pressed that does
 * nothing yet. Links stay live (they work without the app: the browser loads the page they name), and so
 * does the keyboard's way through them, the skip link first. The app removes both attributes in its first
 * commit (app/first-paint.tsx).
 */
const CONTROL = /<(form|button|input|select|textarea)(?=[\s>])/g;

/** React 19 renders a page's <title>, <meta> and <link> first; they belong in <head>, not in #root. */
const LEADING_METADATA = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/** A page drawn when it is asked for, with the data it shows (decision 019). */
export interface DrawnWithData extends FirstPaint {
  /** The JSON of that data for the page's `<script type="application/json">`, safe inside it. */
  data: string;
}

export async function renderFirstPaint(path: string, data?: FirstPaintData): Promise<FirstPaint> {
  // The data the page shows is in the query cache before it renders, as in the browser (main.tsx).
  const queryClient = createQueryClient();
  for (const { key, data: value } of data?.queries ?? []) queryClient.setQueryData(key, value);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://first-paint.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const drawnAt = data?.drawnAt ? Date.parse(data.drawnAt) : undefined;
  const html = renderToString(
    <AppProviders queryClient={queryClient} drawnAt={drawnAt}>
      <FirstPaintRelease />
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const metadata = LEADING_METADATA.exec(html)?.[0] ?? '';
  const title = /<title>[^<]*<\/title>/.exec(metadata)?.[0];
  const description = /<meta name="description" [^>]*>/.exec(metadata)?.[0];
  if (!title || !description) throw new Error(`${path} rendered no title or description`);
  const body = html.slice(metadata.length).replace(CONTROL, (tag) => `${tag} ${FIRST_PAINT_INERT} inert`);
  return { title, description, body };
}

/** The public settings as the browser's query cache holds them once /api/config has answered. */
const configEntry = (config: PublicConfig) => ({ key: publicConfigQuery.queryKey, data: config });

/**
 * A page drawn in advance, drawn again by the server when it starts (decision 022) with the public
 * settings GET /api/config answers: the page as the app shows it once it has them (the login form's
 * captcha, the canonical address), and the settings beside it, so the app needs no request for them
 * and draws nothing again when they arrive.
 */
export async function renderLandingPage(path: string, config: PublicConfig): Promise<DrawnWithData> {
  const data: FirstPaintData = { queries: [configEntry(config)] };
  const page = await renderFirstPaint(path, data);
  return { ...page, data: serializeFirstPaintData(data) };
}

/**
 * The property page, /property/:id, drawn for an anonymous visitor with the property it shows, when it
 * is asked for (the server's property-pages.ts; decision 019). `property` is what GET /api/properties/:id
 * answers; the browser puts the same data in its query cache before it hydrates the page. The public
 * settings, when given, go with it as on the pages drawn in advance.
 */
export async function renderPropertyPage(property: Property, config?: PublicConfig): Promise<DrawnWithData> {
  const data: FirstPaintData = {
    queries: [
      { key: propertyQueryOptions(property._id).queryKey, data: property },
      ...(config ? [configEntry(config)] : []),
    ],
  };
  const page = await renderFirstPaint(`/property/${encodeURIComponent(property._id)}`, data);
  return { ...page, data: serializeFirstPaintData(data) };
}

/** The catalogue's landing pages drawn with their cards (decision 024). */
const CATALOGUE_PAGES = ['/', '/assets'];

/**
 * `/` or `/assets` drawn by the server with what the catalogue shows before any filter: `list` as
 * GET /api/properties?limit=24&offset=0 answers it (upcoming and live auctions), `locations` and
 * `banks` as GET /api/properties/locations and /api/properties/banks do (their `data`). The cards'
 * states depend on the time: the page is drawn at the server's moment
 * `drawnAt` (ISO), which goes with the data, so the browser's first render draws them the same.
 */
export async function renderCataloguePage(
  path: string,
  config: PublicConfig,
  catalogue: { list: unknown; locations: unknown; banks: unknown },
  drawnAt: string,
): Promise<DrawnWithData> {
  if (!CATALOGUE_PAGES.includes(path)) throw new Error(`${path} is not a catalogue page`);
  const data: FirstPaintData = {
    queries: [
      {
        key: propertiesQueryOptions({ filters: readFilters(new URLSearchParams()), page: 1 }).queryKey,
        data: catalogue.list,
      },
      { key: locationsQueryOptions.queryKey, data: catalogue.locations },
      { key: banksQueryOptions.queryKey, data: catalogue.banks },
      configEntry(config),
    ],
    drawnAt,
  };
  const page = await renderFirstPaint(path, data);
  return { ...page, data: serializeFirstPaintData(data) };
}

/** The screen modules of a page path, from the route table: the server preloads them with the page. */
export { screenModulesOf } from '../app/router';
