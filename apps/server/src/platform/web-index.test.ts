import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { BOOT_SCRIPT_TAG } from './boot-script';
import { loadWebIndex } from './web-index';

const INDEX =
  '<!doctype html><html><head><title>e-Nilami</title><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
/** INDEX as every page is served: the boot script first in <head> (there is no charset declaration). */
const SERVED = INDEX.replace('<head>', `<head>${BOOT_SCRIPT_TAG}`);

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
  'src/features/dashboard/dashboard-layout.tsx': {
    file: 'assets/dashboard-layout-1.js',
    imports: ['_Card-1.js'],
  },
  'src/features/dashboard/profile-page.tsx': {
    file: 'assets/profile-page-1.js',
    imports: ['_Card-1.js', '_Box-1.js'],
    css: ['assets/profile-page-1.css'],
  },
};

/**
 * A stand-in of the web app's page renderer as far as preloads go: the screen modules of a path, as the
 * app's route table answers (apps/web tests the real one); it draws no page.
 */
const RENDERER = `
const SCREENS = [
  [/^\\/(?:assets)?$/i, ['src/features/properties/routes/home-page.tsx']],
  [/^\\/login$/i, ['src/features/auth/login-page.tsx']],
  [/^\\/about$/i, ['src/features/about/about-page.tsx']],
  [/^\\/dashboard(?:\\/profile)?$/i, ['src/features/dashboard/dashboard-layout.tsx', 'src/features/dashboard/profile-page.tsx']],
];
export function screenModulesOf(path) {
  return SCREENS.find(([pattern]) => pattern.test(path))?.[1] ?? ['src/app/not-found-page.tsx'];
}
export async function renderLandingPage() { throw new Error('not drawn in this test'); }
export async function renderPropertyPage() { throw new Error('not drawn in this test'); }
`;

/** The preload and stylesheet links the server added, as 'rel href'. */
const linksOf = (body: string) =>
  [...body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('index.html with the preloads of the page asked for', () => {
  let dist: string;
  let ctx: TestContext;

  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'eauction-web-index-')), 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1);');
    mkdirSync(join(dist, '..', 'dist-server'));
    writeFileSync(join(dist, '..', 'dist-server', 'render.mjs'), RENDERER);
    ctx = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  it('adds the screen chunk, what it imports beyond the entry, and its stylesheet, each once', async () => {
    for (const url of ['/', '/assets', '/?page=2&propertyType=LAND']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(linksOf(res.body), url).toEqual([
        'stylesheet /assets/home-page-1.css',
        'modulepreload /assets/home-page-1.js',
        'modulepreload /assets/Card-1.js',
      ]);
      // In the head, the page otherwise unchanged.
      expect(res.body.replace(/<link rel="\w+" crossorigin href="[^"]+">/g, ''), url).toBe(SERVED);
    }
  });

  it("serves the build's files but not those left for the server (the manifest, first-paint.json)", async () => {
    writeFileSync(join(dist, 'first-paint.json'), '{}');
    expect((await ctx.app.inject({ url: '/assets/index-1.js' })).statusCode).toBe(200);
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/first-paint.json',
      '/First-Paint.json',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('home-page');
    }
  });

  it('matches page paths without regard to case, as the router does', async () => {
    const res = await ctx.app.inject({ url: '/Login' });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
    expect(res.body).not.toContain('home-page');
  });

  it('adds nothing for a page whose screen the manifest does not know', async () => {
    for (const url of ['/about', '/admin', '/no-such-page', '/property/x/y']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SERVED);
    }
  });

  it('adds both modules of a nested screen (a layout and its page) and what they import, each once', async () => {
    for (const url of ['/dashboard', '/Dashboard/Profile']) {
      const res = await ctx.app.inject({ url });
      expect(linksOf(res.body), url).toEqual([
        'stylesheet /assets/profile-page-1.css',
        'modulepreload /assets/dashboard-layout-1.js',
        'modulepreload /assets/Card-1.js',
        'modulepreload /assets/profile-page-1.js',
      ]);
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
      expect(loadWebIndex(bare)?.forPath('/').body).toBe(SERVED);
      mkdirSync(join(bare, '.vite'));
      writeFileSync(join(bare, '.vite', 'manifest.json'), '{ not json');
      expect(loadWebIndex(bare)?.forPath('/login').body).toBe(SERVED);
      expect(loadWebIndex(join(bare, 'missing'))).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

/** index.html as Vite writes it: charset first, the entry module and its preloads in <head>. */
const VITE_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>e-Nilami</title>' +
  '<meta name="description" content="Online auctions." />' +
  '<script type="module" crossorigin src="/assets/index-2.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/ui-2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-2.css">' +
  '</head><body><div id="root"></div></body></html>';

/** first-paint.json as the web app's scripts/first-paint.mjs writes it (a `$&` in text stays text). */
const FIRST_PAINT = {
  '/login': {
    title: '<title>Login | e-Nilami</title>',
    description: '<meta name="description" content="Sign in to e-Nilami."/>',
    body: '<main><h1>LOGIN</h1><p>Pay $&amp; bid</p><form aria-label="Login form"><input name="email"/></form></main>',
  },
};

describe('index.html with the first paint of a page drawn in advance (decision 017)', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'eauction-first-paint-'));
    writeFileSync(join(dist, 'index.html'), VITE_INDEX);
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(FIRST_PAINT));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('draws the page inside #root, with its own title and description in <head>', () => {
    const body = loadWebIndex(dist)!.forPath('/login').body;
    expect(body).toContain(`<div id="root" data-first-paint>${FIRST_PAINT['/login'].body}</div>`);
    // Its title comes first, so the browser shows it; the generic one stays for the app to fall back on.
    expect(body).toContain('<title data-first-paint="head">Login | e-Nilami</title><title>e-Nilami</title>');
    const descriptions = [...body.matchAll(/<meta[^>]*name="description"[^>]*>/g)].map(([tag]) => tag);
    expect(descriptions).toEqual([
      '<meta data-first-paint="head" name="description" content="Sign in to e-Nilami."/>',
    ]);
  });

  it('keeps the entry module as Vite wrote it, and the boot script first', () => {
    const body = loadWebIndex(dist)!.forPath('/login').body;
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-2.js"></script>');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-2.js">');
    // The boot script right after the charset declaration, before any stylesheet.
    const charset = '<meta charset="UTF-8" />';
    expect(body.indexOf(BOOT_SCRIPT_TAG)).toBe(body.indexOf(charset) + charset.length);
    expect(body.indexOf(BOOT_SCRIPT_TAG)).toBeLessThan(body.indexOf('rel="stylesheet"'));
    // Only the one inline script, the boot script, whose hash the CSP carries; the entry is a file.
    expect(body.match(/<script>/g)).toHaveLength(1);
    expect(body.match(/<script/g)).toHaveLength(2);
  });

  it('matches the path without regard to case, and not with a query or another path', () => {
    const index = loadWebIndex(dist)!;
    expect(index.forPath('/LOGIN').body).toBe(index.forPath('/login').body);
    for (const page of [
      index.forPath('/login', true),
      index.forPath('/register'),
      index.forPath('/login/x'),
    ]) {
      expect(page.body).not.toContain('data-first-paint');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-2.js"></script>');
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-2.js">');
      expect(page.body).toContain(BOOT_SCRIPT_TAG);
    }
    expect(index.forPath('/login').etag).not.toBe(index.forPath('/login', true).etag);
  });

  it('serves the pages without a first paint when first-paint.json is unreadable or malformed', () => {
    const plain = VITE_INDEX.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />${BOOT_SCRIPT_TAG}`,
    );
    for (const content of ['{ not json', '{"/login": {"title": 1}}', 'null']) {
      writeFileSync(join(dist, 'first-paint.json'), content);
      expect(loadWebIndex(dist)!.forPath('/login').body, content).toBe(plain);
    }
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(FIRST_PAINT));
  });
});
