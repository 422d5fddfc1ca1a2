import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { PRELOADED_SCREENS, loadWebIndex } from './web-index';

const INDEX =
  '<!doctype html><html><head><title>e-Nilami</title><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

/** A manifest shaped like Vite's: the entry, two screens sharing a UI chunk, a chunk the entry has. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_Box-1.js'], css: ['assets/index-1.css'] },
  '_Box-1.js': { file: 'assets/Box-1.js' },
  '_Card-1.js': { file: 'assets/Card-1.js', imports: ['_Box-1.js'] },
  'src/features/properties/routes/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_Card-1.js', '_Box-1.js', 'index.html'],
    css: ['assets/home-page-1.css'],
  },
  'src/features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_Card-1.js'] },
};

describe('index.html with the preloads of the page asked for', () => {
  let dist: string;
  let ctx: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'eauction-web-index-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1);');
    ctx = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('adds the screen chunk, what it imports beyond the entry, and its stylesheet, each once', async () => {
    for (const url of ['/', '/assets', '/?page=2&propertyType=LAND']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      const links = [...res.body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );
      expect(links, url).toEqual([
        'stylesheet /assets/home-page-1.css',
        'modulepreload /assets/home-page-1.js',
        'modulepreload /assets/Card-1.js',
      ]);
      // In the head, the page otherwise unchanged.
      expect(res.body.replace(/<link rel="\w+" crossorigin href="[^"]+">/g, ''), url).toBe(INDEX);
    }
  });

  it('matches page paths without regard to case, as the router does', async () => {
    const res = await ctx.app.inject({ url: '/Login' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
    expect(res.body).not.toContain('home-page');
  });

  it('adds nothing for a page the manifest does not know or that needs a login', async () => {
    for (const url of ['/about', '/dashboard/profile', '/admin', '/no-such-page']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('gives each variant its own ETag and answers 304 to a client holding it', async () => {
    const home = await ctx.app.inject({ url: '/' });
    const login = await ctx.app.inject({ url: '/login' });
    expect(home.headers.etag).toMatch(/^W\/".+"$/);
    expect(home.headers.etag).not.toBe(login.headers.etag);
    expect(home.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const other = await ctx.app.inject({
      url: '/',
      headers: { 'if-none-match': String(login.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves index.html unchanged when there is no manifest or it cannot be read', () => {
    const bare = mkdtempSync(join(tmpdir(), 'eauction-web-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), INDEX);
      expect(loadWebIndex(bare)?.forPath('/').body).toBe(INDEX);
      mkdirSync(join(bare, '.vite'));
      writeFileSync(join(bare, '.vite', 'manifest.json'), '{ not json');
      expect(loadWebIndex(bare)?.forPath('/login').body).toBe(INDEX);
      expect(loadWebIndex(join(bare, 'missing'))).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("names only modules that exist in the web app's sources", () => {
    const web = join(import.meta.dirname, '..', '..', '..', 'web');
    for (const { module } of PRELOADED_SCREENS) expect(existsSync(join(web, module)), module).toBe(true);
  });
});
