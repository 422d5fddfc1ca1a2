import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE, BOOT_SCRIPT_TAG } from './boot-script';

/** A page as far as the boot script touches it: <html>'s attributes, storage, <head>, timers. */
function fakePage(storage: Record<string, string> | 'throws', deferred: string[] = []) {
  const attributes = new Map<string, string>();
  const appended: { tag: string; props: Record<string, unknown> }[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const microtasks: (() => void)[] = [];
  // Created elements record what the script sets on them.
  const createElement = (tag: string) => {
    const node = { tag, props: {} as Record<string, unknown> };
    return new Proxy(node, {
      set: (target, key, value) => {
        target.props[String(key)] = value;
        return true;
      },
    });
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    head: { appendChild: (node: { tag: string; props: Record<string, unknown> }) => appended.push(node) },
    createElement,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('link[data-after-first-paint="module"]');
      return deferred.map((href) => ({ href }));
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError: storage is disabled');
      return storage[key] ?? null;
    },
  };
  const run = new Function(
    'document',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    'queueMicrotask',
    BOOT_SCRIPT,
  );
  run(
    document,
    { localStorage },
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
    (fn: () => void) => microtasks.push(fn),
  );
  /** Runs a task's callback and then, as the browser does, the microtasks it queued. */
  const task = (fn: () => void) => {
    fn();
    microtasks.splice(0).forEach((microtask) => microtask());
  };
  return { attributes, appended, frames, timers, microtasks, task };
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

  it('starts the page as for an anonymous visitor when storage throws', () => {
    const page = fakePage('throws', ['/assets/index-1.js']);
    expect(page.attributes.size).toBe(0);
    page.frames.forEach((frame) => page.task(frame));
    page.timers.forEach(({ fn }) => page.task(fn));
    expect(page.appended.map((n) => n.props.src)).toEqual(['/assets/index-1.js']);
  });

  it('adds the deferred entry module after the first frame has been painted, once', () => {
    const page = fakePage({}, ['/assets/index-1.js']);
    expect(page.appended).toHaveLength(0); // nothing before the first frame
    expect(page.frames).toHaveLength(1);
    page.task(page.frames[0]!); // the frame's callback only schedules: the paint comes first
    expect(page.appended).toHaveLength(0);
    const afterPaint = page.timers.find((t) => t.ms === 0)!;
    afterPaint.fn();
    // The element is inserted by appendChild itself, called from a microtask with none of the page's
    // script on the stack: a browser recording the request's initiator has no source to map
    // (decision 027).
    expect(page.appended).toHaveLength(0);
    expect(page.microtasks).toHaveLength(1);
    page.microtasks.splice(0).forEach((microtask) => microtask());
    expect(page.appended).toEqual([
      { tag: 'script', props: { type: 'module', crossOrigin: '', src: '/assets/index-1.js' } },
    ]);
    // The fallback timer of a background tab, firing too, adds nothing twice.
    page.timers.forEach(({ fn }) => page.task(fn));
    expect(page.appended).toHaveLength(1);
  });

  it('a background tab, which runs no animation frames, still gets its scripts from the timer', () => {
    const page = fakePage({}, ['/assets/index-1.js']);
    const fallback = page.timers.find((t) => t.ms > 0)!;
    expect(fallback.ms).toBeLessThanOrEqual(1000);
    page.task(fallback.fn);
    expect(page.appended.map((n) => n.tag)).toEqual(['script']);
  });

  it('is allowed by the hash of exactly its text', () => {
    expect(BOOT_SCRIPT_TAG).toBe(`<script>${BOOT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(BOOT_SCRIPT).not.toMatch(/<\/script/i);
  });
});
