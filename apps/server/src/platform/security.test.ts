import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { BOOT_SCRIPT_SOURCE } from './boot-script';
import {
  findUnstorableText,
  isStorableText,
  socketSources,
  storableFileName,
  tileImageSources,
} from './security';

describe('content-security-policy sources', () => {
  it('allows the tile host and its subdomains', () => {
    expect(tileImageSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
      'https://*.tile.openstreetmap.org',
    ]);
  });

  it('turns a subdomain placeholder into a wildcard', () => {
    expect(tileImageSources('https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.openstreetmap.fr',
    ]);
  });

  it('keeps a port and refuses garbage', () => {
    expect(tileImageSources('http://localhost:8081/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://localhost:8081',
      'http://*.localhost:8081',
    ]);
    expect(tileImageSources('not a url')).toEqual([]);
  });

  it('allows WebSockets to the public origin', () => {
    expect(socketSources('https://enilami.in')).toEqual(['wss://enilami.in']);
    expect(socketSources('http://localhost:3000')).toEqual(['ws://localhost:3000']);
  });
});

describe('content-security-policy on every answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  }, 300_000);
  afterAll(async () => ctx?.close());

  /** 'script-src 'self'; object-src 'none'' → { 'script-src': ["'self'"], 'object-src': ["'none'"] } */
  const directivesOf = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;

  it('allows scripts from this origin only: no inline script but the hashed boot script, no eval, no other host', async () => {
    for (const url of ['/', '/api/properties', '/api/no-such-route', '/property/x']) {
      const res = await ctx.app.inject({ url });
      const csp = directivesOf(res.headers['content-security-policy']);
      // The one inline script allowed is the boot script of index.html, by the hash of its text.
      expect(csp['script-src'], url).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
      expect(BOOT_SCRIPT_SOURCE, url).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp['script-src-attr'], url).toEqual(["'none'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      // Frames only of this origin and of blob: URLs the app made (the admin's inline KYC PDF).
      expect(csp['frame-src'], url).toEqual(["'self'", 'blob:']);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
      // Nothing anywhere in the policy re-opens script execution.
      const all = Object.values(csp).flat();
      expect(all, url).not.toContain("'unsafe-eval'");
      // Only styles may be inline (Mantine sets style attributes); markup cannot run script through them.
      const inline = Object.entries(csp).filter(([, sources]) => sources.includes("'unsafe-inline'"));
      expect(
        inline.map(([name]) => name),
        url,
      ).toEqual(['style-src']);
      expect(all, url).not.toContain('*');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('storable text', () => {
  it('refuses NUL and lone surrogates and accepts every other character', () => {
    expect(isStorableText('Ravi Kumar <script>alert(1)</script> 🏠 नमस्ते \u202e\u200b\ufeff')).toBe(true);
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '\ud83d', 'ok\ud83d\ud83d\udc4d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('names the first unstorable string or key of a body, however deep', () => {
    expect(findUnstorableText({ a: 'fine', b: [1, 'ok', { c: 'x\u0000' }] })).toBe('b.2.c');
    expect(findUnstorableText({ 'k\ud800': 1 })).toBe('k\ud800');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: ['b', 2, null, true] })).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('keeps a file name for display: cut at whole characters, unstorable ones replaced', () => {
    expect(storableFileName('pan\u0000card.pdf')).toBe('pan\ufffdcard.pdf');
    expect(storableFileName('x\ud800.pdf')).toBe('x\ufffd.pdf');
    expect(storableFileName(`${'🏠'.repeat(150)}.pdf`)).toBe(`${'🏠'.repeat(150)}.pdf`);
    expect(Array.from(storableFileName('🏠'.repeat(300)))).toHaveLength(200);
    expect(isStorableText(storableFileName('🏠'.repeat(300)))).toBe(true);
    expect(storableFileName(undefined)).toBe('');
  });
});
