import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_TAG } from './platform/boot-script';
import { createTestApp, type TestContext } from './testing/test-app';

const INDEX =
  '<!doctype html><html><head><title>e-Nilami</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/**
 * What the server sends for INDEX: the page's language on <html>, the boot script first in <head>
 * (platform/web-index.ts).
 */
const SERVED = INDEX.replace('<html>', '<html lang="en">').replace('<head>', `<head>${BOOT_SCRIPT_TAG}`);

// The SPA part does not depend on the database kind, so it runs on the embedded one only.
describe('serving the built web app', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'eauction-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");'));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it every time', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SERVED);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    '/property/x',
    '/Register',
    '/Login',
    '/dashboard/bidding-history',
    '/verify-email/abc123',
    '/no-such-page',
  ])('answers the deep link %s with index.html (history fallback)', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(SERVED);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a page under /hi in Hindi, and a page at an English address in English', async () => {
    for (const url of ['/hi', '/hi/about', '/hi/property/x']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SERVED.replace('<html lang="en">', '<html lang="hi">'));
    }
    // A choice of English does not change what a Hindi address says.
    const hindi = await ctx.app.inject({ url: '/hi/about', headers: { cookie: 'lang=en' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect((await ctx.app.inject({ url: '/hindi' })).body).toContain('<html lang="en">');
  });

  it('sends a visitor who chose Hindi from an English address to the Hindi page', async () => {
    const res = await ctx.app.inject({ url: '/about?x=1', headers: { cookie: 'theme=dark; lang=hi' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/about?x=1');
    expect(res.headers.vary).toContain('Cookie');
    expect((await ctx.app.inject({ url: '/', headers: { cookie: 'lang=hi' } })).headers.location).toBe('/hi');
    // An unknown or English choice changes nothing.
    for (const cookie of ['lang=fr', 'lang=en', 'lang=']) {
      expect((await ctx.app.inject({ url: '/about', headers: { cookie } })).statusCode, cookie).toBe(200);
    }
  });

  it('remembers the choice of the language switch without JavaScript (?lang=) and goes to the page', async () => {
    const toHindi = await ctx.app.inject({ url: '/about?lang=hi&x=1' });
    expect(toHindi.statusCode).toBe(303);
    expect(toHindi.headers.location).toBe('/hi/about?x=1');
    expect(toHindi.headers['set-cookie']).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const toEnglish = await ctx.app.inject({ url: '/hi/about?lang=en', headers: { cookie: 'lang=hi' } });
    expect(toEnglish.headers.location).toBe('/about');
    expect(toEnglish.headers['set-cookie']).toContain('lang=en');
    // Anything else in ?lang= is no choice: the page is sent.
    expect((await ctx.app.inject({ url: '/about?lang=xx' })).statusCode).toBe(200);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the build-time brotli file to a browser that accepts it, still immutable', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('revalidates the files whose names stay the same across releases, answering 304 when unchanged', async () => {
    for (const url of ['/', '/favicon.svg', '/property/x']) {
      const first = await ctx.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?".+"$/);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it('answers a missing file with 404 rather than the page', async () => {
    for (const url of ['/assets/gone-999.js', '/robots.txt', '/assets/x.css']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps server paths out of the fallback', async () => {
    expect((await ctx.app.inject({ url: '/api/unknown' })).json()).toEqual({
      success: false,
      error: 'Not found',
      code: 'NOT_FOUND',
      messages: { error: { id: 'errors.notFound' } },
    });
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    expect((await ctx.app.inject({ url: '/api/properties' })).json()).toMatchObject({
      success: true,
      total: 0,
    });
  });
});

describe('without a web build', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => ctx?.close());

  it('answers / and deep links with a page saying to run npm run build', async () => {
    for (const url of ['/', '/property/abc']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('npm run build');
    }
  });
});
