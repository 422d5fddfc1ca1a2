import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FIRST_PAINT_INERT, FirstPaintRelease } from '../app/first-paint';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

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

export async function renderFirstPaint(path: string): Promise<FirstPaint> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://first-paint.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
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
