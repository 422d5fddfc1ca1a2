import { useLayoutEffect } from 'react';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@eauction/shared';

/*
 * A page rendered on the server (src/server/render.tsx, docs/decisions/035-server-rendering-through-the-router.md)
 * arrives with its markup inside #root, marked `data-server-rendered`, its title and other metadata in
 * <head>, marked `data-server-rendered="head"`, and the data it was rendered with in a JSON block. Its
 * forms, buttons and fields are `inert` until the app has started: a form submitted before then would
 * go to the browser, not to the app (a login form would put the password in the address). The entry
 * module hydrates the page (main.tsx); these helpers read its data and take the marks away.
 */

/** Marks the controls rendered `inert` until the app has started (the server render adds both). */
export const INERT_UNTIL_START = 'data-inert-until-start';

/** What the page's JSON block holds. */
export interface PageData {
  /** The query cache the page was rendered from (TanStack Query's `dehydrate`). */
  queries: DehydratedState;
  /** The server's moment of rendering (ISO): the cards' states depend on it (decision 003). */
  renderedAt: string;
}

/**
 * JSON that cannot end its <script> element early nor start a comment or markup in it, whatever the
 * text it holds ('</script>', '<!--'): every '<' is escaped, as are the two line separators that
 * older JavaScript engines refuse in strings.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the data the page was rendered from into the query cache before the first render, so that render
 * is the page on screen. A missing or unreadable block leaves the cache empty (the screens then load
 * their data as usual). Answers the moment the page was rendered at, or undefined.
 */
export function hydratePageData(queryClient: QueryClient, doc: Document = document): number | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  let data: Partial<PageData>;
  try {
    data = JSON.parse(text) as Partial<PageData>;
  } catch {
    return;
  }
  if (data.queries && Array.isArray(data.queries.queries)) hydrate(queryClient, data.queries);
  const renderedAt = typeof data.renderedAt === 'string' ? Date.parse(data.renderedAt) : NaN;
  return Number.isFinite(renderedAt) ? renderedAt : undefined;
}

/** Whether the server sent this page rendered. */
export function isServerRendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-server-rendered');
}

/**
 * After React's first commit: #root is the live app now. When React hydrated the page it has adopted
 * the marked metadata in <head> as its own, so only the marks go; when it drew its own page (a visitor
 * with a stored session, whom the server cannot know), it added its own metadata, and the marked
 * copies go.
 */
export function releaseServerRendered(container: HTMLElement, hydrated: boolean): void {
  container.removeAttribute('data-server-rendered');
  for (const control of container.querySelectorAll(`[${INERT_UNTIL_START}]`)) {
    control.removeAttribute(INERT_UNTIL_START);
    control.removeAttribute('inert');
  }
  for (const element of document.head.querySelectorAll('[data-server-rendered="head"]')) {
    if (hydrated) element.removeAttribute('data-server-rendered');
    else element.remove();
  }
}

/**
 * Rendered first in the app's tree, in the browser and on the server alike (the two trees must have the
 * same shape for hydration): releases the server's page in the first commit.
 */
export function ServerRenderedRelease({ hydrated = false }: { hydrated?: boolean }) {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (root) releaseServerRendered(root, hydrated);
  }, [hydrated]);
  return null;
}
