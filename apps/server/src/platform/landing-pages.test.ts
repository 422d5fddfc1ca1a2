import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintDataOf } from '../testing/drawn-page';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * The pages drawn in advance, drawn again by the server with the public settings (decision 022), with a
 * stand-in for the web app's page renderer (the real one is tested in apps/web, first-paint/render.test.tsx,
 * and end to end in e2e/first-paint.spec.ts). The stand-in draws the path and the captcha setting it was
 * given; it fails for /about, and sends data that is not escaped for /contact.
 */

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>e-Nilami</title>' +
  '<script type="module" crossorigin src="/assets/index-4.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** What the build drew: the same pages, without the settings. */
const BUILT = Object.fromEntries(
  ['/login', '/about', '/contact'].map((path) => [
    path,
    {
      title: `<title>${path} | e-Nilami</title>`,
      description: '<meta name="description" content="A page"/>',
      body: `<main><h1>built ${path}</h1></main>`,
    },
  ]),
);

const RENDERER = `
export async function renderPropertyPage() {
  throw new Error('not used here');
}
export async function renderLandingPage(path, config) {
  if (path === '/about') throw new Error('the renderer failed');
  const json = JSON.stringify({ queries: [{ key: ['config'], data: config }] });
  return {
    title: '<title>' + path + ' | e-Nilami</title>',
    description: '<meta name="description" content="A page"/>',
    body: '<main><h1>drawn ' + path + '</h1><p>captcha ' + config.captchaProvider + '</p></main>',
    data: path === '/contact' ? json + '</script>' : json.replace(/</g, '\\\\u003c'),
  };
}`;

describe('the pages drawn in advance, drawn again with the public settings (decision 022)', () => {
  let folder: string;
  let ctx: TestContext;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'eauction-landing-pages-'));
    mkdirSync(join(folder, 'dist'));
    mkdirSync(join(folder, 'dist-server'));
    writeFileSync(join(folder, 'dist', 'index.html'), INDEX);
    writeFileSync(join(folder, 'dist', 'first-paint.json'), JSON.stringify(BUILT));
    writeFileSync(join(folder, 'dist-server', 'render.mjs'), RENDERER);
    ctx = await createTestApp('pglite', {
      env: { WEB_DIST_DIR: join(folder, 'dist'), CAPTCHA_PROVIDER: 'altcha' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the page drawn with the settings, and the settings exactly as GET /api/config answers them', async () => {
    const config = (await ctx.app.inject({ url: '/api/config' })).json<{ data: unknown }>().data;
    for (const url of ['/login', '/LOGIN']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(
        '<div id="root" data-first-paint><main><h1>drawn /login</h1><p>captcha altcha</p></main></div>',
      );
      expect(firstPaintDataOf(res.body), url).toEqual({ queries: [{ key: ['config'], data: config }] });
      // The entry still waits for the first paint; the data block is no script the browser runs.
      expect(res.body, url).toContain('<link data-after-first-paint="module" href="/assets/index-4.js">');
      expect(res.body.match(/<script(?! type="application\/json")/g), url).toHaveLength(1);
    }
    // Drawn once: the same page and ETag, and 304 to a client holding it.
    const first = await ctx.app.inject({ url: '/login' });
    const again = await ctx.app.inject({
      url: '/login',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the page drawn at build time when the renderer fails or its data is unsafe', async () => {
    for (const path of ['/about', '/contact']) {
      const res = await ctx.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(
        `<div id="root" data-first-paint><main><h1>built ${path}</h1></main></div>`,
      );
      expect(res.body, path).not.toContain('first-paint-data');
    }
  });

  it('draws no page that was not drawn in advance, nor one asked for with a query', async () => {
    for (const url of ['/register', '/dashboard', '/login?next=%2Fadmin']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('drawn /');
      expect(res.body, url).not.toContain('first-paint-data');
    }
  });
});
