import { useSyncExternalStore } from 'react';
import {
  CONTRAST_STORAGE_KEY,
  DEFAULT_TEXT_SIZE as SHARED_DEFAULT_TEXT_SIZE,
  HIGH_CONTRAST_VALUE,
  TEXT_SIZE_STEPS,
  TEXT_SIZE_STORAGE_KEY,
} from '@eauction/shared';

/*
 * The display controls Indian government websites carry in their header (GIGW): text size and a high
 * contrast theme. Both are remembered in localStorage and applied as data attributes on <html>, which
 * global.css reads (root font size; contrast overrides of Mantine's CSS variables). The entry module
 * applies the stored choice before React renders anything, so a reload never flashes the default look;
 * the server's boot script (apps/server/src/platform/boot-script.ts, allowed by its hash in the
 * Content-Security-Policy) does it even earlier, before the first paint, in every page it serves.
 */

export { CONTRAST_STORAGE_KEY, TEXT_SIZE_STEPS, TEXT_SIZE_STORAGE_KEY };
export type TextSize = (typeof TEXT_SIZE_STEPS)[number];
export const DEFAULT_TEXT_SIZE: TextSize = SHARED_DEFAULT_TEXT_SIZE;

export type DisplayPreferences = { textSize: TextSize; highContrast: boolean };

function isTextSize(value: number): value is TextSize {
  return (TEXT_SIZE_STEPS as readonly number[]).includes(value);
}

/** Storage can be missing or throw (disabled cookies, some private modes): the defaults then apply. */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // The choice still applies to this page; it is only not remembered.
  }
}

export function readStoredPreferences(): DisplayPreferences {
  const size = Number(readStorage(TEXT_SIZE_STORAGE_KEY));
  return {
    textSize: isTextSize(size) ? size : DEFAULT_TEXT_SIZE,
    highContrast: readStorage(CONTRAST_STORAGE_KEY) === HIGH_CONTRAST_VALUE,
  };
}

function applyToDocument({ textSize, highContrast }: DisplayPreferences) {
  const root = document.documentElement;
  if (textSize === DEFAULT_TEXT_SIZE) delete root.dataset.textSize;
  else root.dataset.textSize = String(textSize);
  if (highContrast) root.dataset.contrast = HIGH_CONTRAST_VALUE;
  else delete root.dataset.contrast;
}

/**
 * The defaults, one object: what a page rendered on the server shows (decision 035), as it cannot know
 * the visitor's choice. The app hydrates with them; a visitor with the defaults then keeps this very
 * object, so React sees no change and renders nothing again.
 */
const DEFAULTS: DisplayPreferences = { textSize: DEFAULT_TEXT_SIZE, highContrast: false };
const isDefault = (p: DisplayPreferences) =>
  p.textSize === DEFAULTS.textSize && p.highContrast === DEFAULTS.highContrast;

let current: DisplayPreferences = DEFAULTS;
const listeners = new Set<() => void>();

function publish(next: DisplayPreferences) {
  current = isDefault(next) ? DEFAULTS : next;
  applyToDocument(next);
  for (const listener of listeners) listener();
}

let isFollowingOtherTabs = false;

/** Called by the entry module before the first render; from then on follows changes made in other tabs. */
export function applyStoredDisplayPreferences() {
  publish(readStoredPreferences());
  if (isFollowingOtherTabs) return;
  isFollowingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === TEXT_SIZE_STORAGE_KEY || event.key === CONTRAST_STORAGE_KEY || event.key === null) {
      publish(readStoredPreferences());
    }
  });
}

export function setDisplayPreferences(change: Partial<DisplayPreferences>) {
  const next = { ...current, ...change };
  writeStorage(TEXT_SIZE_STORAGE_KEY, next.textSize === DEFAULT_TEXT_SIZE ? null : String(next.textSize));
  writeStorage(CONTRAST_STORAGE_KEY, next.highContrast ? HIGH_CONTRAST_VALUE : null);
  publish(next);
}

/** The neighbouring step of the scale, or the same size at either end. */
export function stepTextSize(size: TextSize, direction: -1 | 1): TextSize {
  const index = TEXT_SIZE_STEPS.indexOf(size) + direction;
  return TEXT_SIZE_STEPS[Math.min(Math.max(index, 0), TEXT_SIZE_STEPS.length - 1)] ?? size;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
const serverSnapshot = () => DEFAULTS;

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
