import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, type Messages } from '@lingui/core';

/*
 * jsdom lacks a few browser APIs Mantine and React Router use: matchMedia (responsive props, reduced
 * motion), ResizeObserver (Menu, Drawer, autosize), document.fonts (autosize), scrollTo and
 * scrollIntoView (scroll restoration, the skip link).
 */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

window.scrollTo = (() => {}) as typeof window.scrollTo;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Lazy routes and chunks are transformed on first import; on a busy two-core machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/*
 * The app's messages in English, as a page at an English address has them (lib/i18n.ts): every
 * catalogue loaded at once, so a screen renders its texts on its first render.
 */
const ENGLISH = import.meta.glob<Messages>(
  [
    '../locales/en.json',
    '../features/*/locales/en.json',
    '../../../../packages/shared/src/locales/en/*.json',
  ],
  { query: '?lingui', import: 'messages', eager: true },
);
for (const messages of Object.values(ENGLISH)) i18n.load('en', messages);
i18n.activate('en');
