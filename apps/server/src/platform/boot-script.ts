import { createHash } from 'node:crypto';
import {
  CONTRAST_STORAGE_KEY,
  DEFAULT_TEXT_SIZE,
  HIGH_CONTRAST_VALUE,
  TEXT_SIZE_STEPS,
  TEXT_SIZE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from '@eauction/shared';

/*
 * The few lines every page runs before it is first drawn (decision 017), inline in <head> and allowed by
 * their hash in the Content-Security-Policy: still no 'unsafe-inline' script.
 *
 * - The visitor's text size and contrast (the header's display controls, remembered in localStorage)
 *   are set on <html> at once, so a page drawn from the server's first-paint markup never shows the
 *   default look first and then jumps. The web app applies the same choice again when it starts.
 * - A stored session marks <html data-session>: the first-paint markup shows the anonymous
 *   navigation, so global.css hides it for a signed-in visitor until the app has drawn the real page.
 * - On a page drawn in advance, the app's entry module is listed as an inert
 *   `<link data-after-first-paint="module">` (web-index.ts). Once the browser has painted (the task
 *   after the first animation frame), it is added as a module script; the browser's module loader then
 *   fetches what it imports. The first paint thus needs only the document and its stylesheets, and does
 *   not wait on, or share the connection with, some 200 KB of JavaScript. A tab opened in the
 *   background runs no animation frames, so a timer adds it too; whichever comes first does it, once.
 *   The script element is inserted by `appendChild` itself, bound and queued as a microtask, so none of
 *   this script is on the stack when the browser requests the module: a browser recording requests'
 *   initiators (DevTools, Lighthouse's trace) otherwise re-parses this script for its source positions,
 *   a task of 5–10 ms right at the first paint (decision 027).
 *
 * Storage can be missing or throw (disabled cookies, some private modes): the page then starts as for
 * an anonymous visitor with the default display, as the web app itself does.
 */
/** Adds the entry module even without an animation frame (a background tab) after this long. */
const AFTER_FIRST_PAINT_FALLBACK_MS = 1000;

/** The sizes other than the default, which is the absence of the attribute. */
const textSizes = TEXT_SIZE_STEPS.filter((size) => size !== DEFAULT_TEXT_SIZE).map(String);

export const BOOT_SCRIPT =
  '(function(){var d=document.documentElement;' +
  `try{var s=window.localStorage,t=s.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)});` +
  `if(${JSON.stringify(textSizes)}.indexOf(t)>=0)d.setAttribute("data-text-size",t);` +
  `if(s.getItem(${JSON.stringify(CONTRAST_STORAGE_KEY)})===${JSON.stringify(HIGH_CONTRAST_VALUE)})` +
  `d.setAttribute("data-contrast",${JSON.stringify(HIGH_CONTRAST_VALUE)});` +
  `if(s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))d.setAttribute("data-session","")}catch(e){}` +
  'var done=0;function load(){if(done)return;done=1;' +
  'var l=document.querySelectorAll(\'link[data-after-first-paint="module"]\'),h=document.head,i,n;' +
  'for(i=0;i<l.length;i++){n=document.createElement("script");n.type="module";n.crossOrigin="";' +
  'n.src=l[i].href;queueMicrotask(h.appendChild.bind(h,n))}}' +
  `requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,${AFTER_FIRST_PAINT_FALLBACK_MS})})()`;

/** The script's CSP source expression: `'sha256-…'` of exactly the text between its tags. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The element as it goes into <head>. */
export const BOOT_SCRIPT_TAG = `<script>${BOOT_SCRIPT}</script>`;
