import { useLayoutEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_DATA_ID } from '@eauction/shared';

/*
 * The server draws the public landing pages in advance (decision 017): #root then holds their markup,
 * marked `data-first-paint`, with its forms, buttons and fields `inert` (marked `data-first-paint-inert`),
 * and <head> that page's title and description, marked `data-first-paint="head"`. The entry module hydrates that markup (or, for a visitor with a stored
 * session, who is not the anonymous visitor it was drawn for, replaces it) once the router has the first
 * screen's code; these helpers do the waiting and then take the marks away.
 */

/** Marks the controls drawn `inert` until the app has started (first-paint/render.tsx adds both). */
export const FIRST_PAINT_INERT = 'data-first-paint-inert';

/**
 * The data a page drawn with its data shows (the property page, decision 019), sent beside it in
 * `<script type="application/json" id="first-paint-data">`: the query cache entries it was drawn from.
 */
export interface FirstPaintData {
  queries: { key: readonly unknown[]; data: unknown }[];
  /** The server's moment of drawing (ISO), when what the page shows depends on the time (decision 024). */
  drawnAt?: string;
}

/**
 * JSON that cannot end its <script> element early nor start a comment or markup in it, whatever the
 * text it holds ('</script>', '<!--'): every '<' is escaped, as are the two line separators that
 * older JavaScript engines refuse in strings.
 */
export function serializeFirstPaintData(data: FirstPaintData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the data the page was drawn from into the query cache before the first render, so that render
 * is the page on screen. The entries count as fresh from now: the server checked the data when it sent
 * the page (a drawn page is kept only while its data is unchanged, and index.html is never cached
 * without revalidation). A missing or unreadable element leaves the cache empty (the page then loads its
 * data as usual). Answers the moment the page was drawn at, when the server says (decision 024).
 */
export function seedFirstPaintData(
  queryClient: QueryClient,
  doc: Document = document,
): { drawnAt: number } | undefined {
  const text = doc.getElementById(FIRST_PAINT_DATA_ID)?.textContent;
  if (!text) return;
  let data: Partial<FirstPaintData>;
  try {
    data = JSON.parse(text) as Partial<FirstPaintData>;
  } catch {
    return;
  }
  if (!Array.isArray(data.queries)) return;
  for (const entry of data.queries) {
    if (!entry || !Array.isArray(entry.key) || entry.data === undefined) continue;
    queryClient.setQueryData(entry.key, entry.data);
  }
  const drawnAt = typeof data.drawnAt === 'string' ? Date.parse(data.drawnAt) : NaN;
  return Number.isFinite(drawnAt) ? { drawnAt } : undefined;
}

/** Whether the server sent this page drawn in advance. */
export function hasFirstPaint(container: HTMLElement): boolean {
  return container.hasAttribute('data-first-paint');
}

/**
 * After React's first commit: #root is the live app now. When React hydrated the page it has adopted
 * the marked <title> and description as its own (React 19 hydrates a page's metadata from <head>), so
 * only the marks go; when it drew its own page, it added its own metadata, and the marked copies go.
 */
export function releaseFirstPaint(container: HTMLElement, hydrated: boolean): void {
  container.removeAttribute('data-first-paint');
  for (const control of container.querySelectorAll(`[${FIRST_PAINT_INERT}]`)) {
    control.removeAttribute(FIRST_PAINT_INERT);
    control.removeAttribute('inert');
  }
  for (const element of document.head.querySelectorAll('[data-first-paint="head"]')) {
    if (hydrated) element.removeAttribute('data-first-paint');
    else element.remove();
  }
}

/**
 * Rendered first in the app's tree, in the browser and when the page is drawn in advance alike (the
 * two trees must have the same shape for hydration): releases the first paint in the first commit.
 */
export function FirstPaintRelease({ hydrated = false }: { hydrated?: boolean }) {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (root) releaseFirstPaint(root, hydrated);
  }, [hydrated]);
  return null;
}
