import { useLayoutEffect } from 'react';
import type { createAppRouter } from './router';

/*
 * The server draws the public landing pages in advance (decision 017): #root then holds their markup,
 * marked `data-first-paint`, with its forms, buttons and fields `inert` (marked `data-first-paint-inert`),
 * and <head> that page's title and description, marked `data-first-paint="head"`. The entry module hydrates that markup (or, for a visitor with a stored
 * session, who is not the anonymous visitor it was drawn for, replaces it) once the router has the first
 * screen's code; these helpers do the waiting and then take the marks away.
 */

/** Marks the controls drawn `inert` until the app has started (first-paint/render.tsx adds both). */
export const FIRST_PAINT_INERT = 'data-first-paint-inert';

/** Whether the server sent this page drawn in advance. */
export function hasFirstPaint(container: HTMLElement): boolean {
  return container.hasAttribute('data-first-paint');
}

/**
 * Calls `start` once the router has loaded the first screen's code. Until then React could only draw
 * the router's loading spinner over the page the visitor is already looking at.
 */
export function whenRouterReady(router: ReturnType<typeof createAppRouter>, start: () => void): void {
  if (router.state.initialized) {
    start();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
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
