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
 * The few lines every page runs before it is first drawn (decision 035), inline in <head> and allowed by
 * their hash in the Content-Security-Policy: still no 'unsafe-inline' script.
 *
 * - The visitor's text size and contrast (the header's display controls, remembered in localStorage)
 *   are set on <html> at once, so a page rendered on the server never shows the
 *   default look first and then jumps. The web app applies the same choice again when it starts.
 * - A stored session marks <html data-session>: the server's page shows the anonymous
 *   navigation, so global.css hides it for a signed-in visitor until the app has drawn the real page.
 *
 * Storage can be missing or throw (disabled cookies, some private modes): the page then starts as for
 * an anonymous visitor with the default display, as the web app itself does.
 */
/** The sizes other than the default, which is the absence of the attribute. */
const textSizes = TEXT_SIZE_STEPS.filter((size) => size !== DEFAULT_TEXT_SIZE).map(String);

export const BOOT_SCRIPT =
  '(function(){var d=document.documentElement;' +
  `try{var s=window.localStorage,t=s.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)});` +
  `if(${JSON.stringify(textSizes)}.indexOf(t)>=0)d.setAttribute("data-text-size",t);` +
  `if(s.getItem(${JSON.stringify(CONTRAST_STORAGE_KEY)})===${JSON.stringify(HIGH_CONTRAST_VALUE)})` +
  `d.setAttribute("data-contrast",${JSON.stringify(HIGH_CONTRAST_VALUE)});` +
  `if(s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}))d.setAttribute("data-session","")}catch(e){}})()`;

/** The script's CSP source expression: `'sha256-…'` of exactly the text between its tags. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The element as it goes into <head>. */
export const BOOT_SCRIPT_TAG = `<script>${BOOT_SCRIPT}</script>`;
