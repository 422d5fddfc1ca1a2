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
const SERVED = INDEX.replace('<html>', '<html lang="en">').replace('<head>', `<head>${BOOT_SCRIPT_TAG}`);

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
  // Message catalogues, here only Hindi ones: the shell's and the catalogue's.
  'src/locales/hi.json?lingui': { file: 'assets/hi-common-1.js' },
  'src/features/properties/locales/hi.json?lingui': { file: 'assets/hi-properties-1.js' },
};

/**
 * A stand-in of the web app's server render (apps/web/src/server/render.tsx; apps/web tests the real
 * one): the screen modules of a path as the app's route table answers, and a page rendered only for
 * /rendered/<n>, from the catalogue's total as the API answers the render's own call, and /rendered/gone
 * as the page of an unknown address. '/boom' fails.
 */
const RENDERER = `
const SCREENS = [
  [/^\\/(?:assets)?$/i, ['src/features/properties/routes/home-page.tsx']],
  [/^\\/login$/i, ['src/features/auth/login-page.tsx']],
  [/^\\/about$/i, ['src/features/about/about-page.tsx']],
  [/^\\/dashboard(?:\\/profile)?$/i, ['src/features/dashboard/dashboard-layout.tsx', 'src/features/dashboard/profile-page.tsx']],
];
export const calls = [];
export function createPageRenderer(fetchApi) {
  // As the app's route table, which reads a Hindi page's path without its /hi.
  const screenModulesOf = (path) =>
    SCREENS.find(([pattern]) => pattern.test(path.replace(/^\\/hi(?=\\/|$)/, '') || '/'))?.[1] ?? [
      'src/app/not-found-page.tsx',
    ];
  return {
    screenModulesOf,
    async renderPage(url, now) {
      if (url === '/boom') throw new Error('the render failed');
      if (!url.startsWith('/rendered/')) return null;
      const answer = await fetchApi('/api/properties?limit=24&offset=0', { headers: { Accept: 'application/json' } });
      const list = await answer.json();
      const data = { total: list.total, status: answer.status, url, at: now.toISOString() };
      return {
        head: '<title data-server-rendered="head">Rendered $& | e-Nilami</title><meta data-server-rendered="head" name="description" content="A page."/>',
        body: '<main><h1>' + list.total + ' properties</h1></main>',
        data: JSON.stringify(data).replace(/</g, '\\u003c'),
        dataKey: JSON.stringify([list.total]),
        modules: ['src/features/auth/login-page.tsx'],
        locale: 'en',
        status: url === '/rendered/gone' ? 404 : 200,
      };
    },
  };
}
`;

/** The preload and stylesheet links the server added, as 'rel href'. */
const linksOf = (body: string) =>
  [...body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('the pages: rendered on the server, or sent with the preloads of their screen', () => {
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
    writeFileSync(join(dist, '..', 'dist-server', 'render.js'), RENDERER);
    ctx = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '5' } });
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

  it("adds a Hindi page's message catalogues: the shell's and its screen's feature's", async () => {
    const res = await ctx.app.inject({ url: '/hi/assets' });
    expect(res.body).toContain('<html lang="hi">');
    expect(linksOf(res.body)).toEqual([
      'stylesheet /assets/home-page-1.css',
      'modulepreload /assets/home-page-1.js',
      'modulepreload /assets/Card-1.js',
      'modulepreload /assets/hi-common-1.js',
      'modulepreload /assets/hi-properties-1.js',
    ]);
    // A feature without a catalogue adds none; the shell's is there whatever the screen.
    expect(linksOf((await ctx.app.inject({ url: '/hi/about' })).body)).toEqual([
      'modulepreload /assets/hi-common-1.js',
    ]);
  });

  it("serves the build's files but not the manifest, which is for the server", async () => {
    expect((await ctx.app.inject({ url: '/assets/index-1.js' })).statusCode).toBe(200);
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json']) {
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
    for (const url of ['/about', '/admin', '/no-such-page', '/property/x/y', '/boom']) {
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

  it('puts the rendered page into index.html: its metadata for the generic one, its markup, its data', async () => {
    const res = await ctx.app.inject({ url: '/rendered/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<head>' +
        BOOT_SCRIPT_TAG +
        '<title data-server-rendered="head">Rendered $& | e-Nilami</title>' +
        '<meta data-server-rendered="head" name="description" content="A page."/>' +
        '<script type="module" src="/assets/index-1.js"></script>',
    );
    expect(res.body.match(/<title/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<div id="root" data-server-rendered><main><h1>0 properties</h1></main></div>',
    );
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(res.body);
    // The render's API call was answered by the server's own route, in-process.
    expect(JSON.parse(data![1]!)).toMatchObject({ total: 0, status: 200, url: '/rendered/1' });
    // Its screen's preloads, from the manifest.
    expect(linksOf(res.body)).toEqual([
      'modulepreload /assets/login-page-1.js',
      'modulepreload /assets/Card-1.js',
    ]);
    // The only inline script is the boot script, whose hash the CSP carries; the entry is a file.
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSources).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
  });

  it('renders with the query of the address, and the same data gives the same ETag', async () => {
    const res = await ctx.app.inject({ url: '/rendered/2?page=3' });
    expect(res.body).toContain('"url":"/rendered/2?page=3"');
    const etag = String(res.headers.etag);
    const again = await ctx.app.inject({ url: '/rendered/2?page=3', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers the page of an address the app does not know with 404, the page still rendered', async () => {
    const res = await ctx.app.inject({ url: '/rendered/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<main><h1>');
    expect((await ctx.app.inject({ url: '/rendered/1' })).statusCode).toBe(200);
  });

  it("does not count the render's own API calls against the visitors' rate limit", async () => {
    // The limit is 5 a minute here: ten rendered pages make ten API calls, all from 127.0.0.1.
    for (let n = 0; n < 10; n++) {
      const res = await ctx.app.inject({ url: `/rendered/${n}` });
      expect(JSON.parse(/id="page-data">([^<]*)</.exec(res.body)![1]!), String(n)).toMatchObject({
        status: 200,
      });
    }
    // A visitor's own calls still are.
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) statuses.push((await ctx.app.inject({ url: '/api/properties' })).statusCode);
    expect(statuses).toContain(429);
  });

  it('sends the page for the app to render when the render fails', async () => {
    const res = await ctx.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SERVED);
  });

  it('serves index.html unchanged when there is no manifest or it cannot be read', () => {
    const bare = mkdtempSync(join(tmpdir(), 'eauction-web-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), INDEX);
      const screens = ['src/features/auth/login-page.tsx'];
      expect(loadWebIndex(bare)?.forScreens(screens, 'en').body).toBe(SERVED);
      mkdirSync(join(bare, '.vite'));
      writeFileSync(join(bare, '.vite', 'manifest.json'), '{ not json');
      expect(loadWebIndex(bare)?.forScreens(screens, 'en').body).toBe(SERVED);
      expect(loadWebIndex(join(bare, 'missing'))).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
