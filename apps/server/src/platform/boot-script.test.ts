import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE, BOOT_SCRIPT_TAG } from './boot-script';

/** A page as far as the boot script touches it: <html>'s attributes and storage. */
function fakePage(storage: Record<string, string> | 'throws') {
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError: storage is disabled');
      return storage[key] ?? null;
    },
  };
  new Function('document', 'window', BOOT_SCRIPT)(document, { localStorage });
  return { attributes };
}

describe('the boot script of every page', () => {
  it('applies the stored text size and contrast, and marks a stored session, before the first paint', () => {
    const { attributes } = fakePage({ 'display.textSize': '125', 'display.contrast': 'high', token: 'abc' });
    expect(Object.fromEntries(attributes)).toEqual({
      'data-text-size': '125',
      'data-contrast': 'high',
      'data-session': '',
    });
  });

  it('leaves the defaults, and unknown or tampered values, as the absence of the attributes', () => {
    const stored: Record<string, string>[] = [
      {},
      { 'display.textSize': '100' },
      { 'display.textSize': '300', 'display.contrast': 'dazzling' },
      { 'display.textSize': '125"><script>' },
    ];
    for (const storage of stored) {
      expect(fakePage(storage).attributes.size, JSON.stringify(storage)).toBe(0);
    }
  });

  it('starts the page as for an anonymous visitor with the default display when storage throws', () => {
    expect(() => fakePage('throws')).not.toThrow();
    expect(fakePage('throws').attributes.size).toBe(0);
  });

  it('is allowed by the hash of exactly its text', () => {
    expect(BOOT_SCRIPT_TAG).toBe(`<script>${BOOT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(BOOT_SCRIPT).not.toMatch(/<\/script/i);
  });
});
