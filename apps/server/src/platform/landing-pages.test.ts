import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtIndexHtml, firstPaintDataOf, temporaryWebBuild } from '../testing/drawn-page';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { ManualClock } from './clock';
import { CATALOGUE_PAGE_LIFE_MS, CATALOGUE_PAGE_REDRAW_MS } from './landing-pages';

/*
 * The pages drawn in advance, drawn again by the server with the public settings (decision 022), with a
 * stand-in for the web app's page renderer (the real one is tested in apps/web, first-paint/render.test.tsx,
 * and end to end in e2e/first-paint.spec.ts). The stand-in draws the path and the captcha setting it was
 * given; it fails for /about, and sends data that is not escaped for /contact.
 */

const INDEX = builtIndexHtml('/assets/index-4.js');

/** What the build drew: the same pages, without the settings. */
const BUILT = Object.fromEntries(
  ['/login', '/about', '/contact', '/', '/assets'].map((path) => [
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
}
export async function renderCataloguePage(path, config, catalogue, drawnAt) {
  if (path === '/assets') throw new Error('the renderer failed');
  const json = JSON.stringify({ queries: [{ key: ['catalogue'], data: catalogue }, { key: ['config'], data: config }], drawnAt });
  return {
    title: '<title>' + path + ' | e-Nilami</title>',
    description: '<meta name="description" content="A page"/>',
    body: '<main><h1>drawn ' + path + ' with ' + catalogue.list.data.length + ' cards at ' + drawnAt + '</h1></main>',
    data: json.replace(/</g, '\\\\u003c'),
  };
}`;

describe('the pages drawn in advance, drawn again with the public settings (decision 022)', () => {
  let build: ReturnType<typeof temporaryWebBuild> | undefined;
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-26T06:00:00.000Z');

  beforeAll(async () => {
    build = temporaryWebBuild({
      name: 'landing-pages',
      index: INDEX,
      renderer: RENDERER,
      firstPaint: BUILT,
    });
    ctx = await createTestApp('pglite', {
      env: { WEB_DIST_DIR: build.dist, CAPTCHA_PROVIDER: 'altcha' },
      clock,
      prepare: async (database) => {
        await insertProperty(database.db, {
          type: 'FLAT',
          city: 'Pune',
          reserve: 2_500_000,
          date: '2026-12-20',
        });
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    build?.remove();
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
      // The entry module is a file; the data block is no script the browser runs.
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-4.js"></script>');
      expect(res.body.match(/<script>/g), url).toHaveLength(1);
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

  it('draws / with the first page of cards and the locations, exactly as the API answers them (decision 024)', async () => {
    const list = (await ctx.app.inject({ url: '/api/properties?limit=24&offset=0' })).json<unknown>();
    const locations = (await ctx.app.inject({ url: '/api/properties/locations' })).json<{ data: unknown }>()
      .data;
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    const drawnAt = clock.now().toISOString();
    expect(res.body).toContain(`<h1>drawn / with 1 cards at ${drawnAt}</h1>`);
    expect(firstPaintDataOf(res.body)).toMatchObject({
      queries: [{ key: ['catalogue'], data: { list, locations } }, { key: ['config'] }],
      drawnAt,
    });

    // Kept while the catalogue is unchanged and the drawing recent: the same page, and 304.
    clock.advance(CATALOGUE_PAGE_LIFE_MS - 1_000);
    ctx.app.catalogueCache.invalidate();
    const kept = await ctx.app.inject({ url: '/' });
    expect(kept.body).toBe(res.body);
    const unchanged = await ctx.app.inject({
      url: '/',
      headers: { 'if-none-match': String(kept.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    // A minute old: drawn again at the new moment (the cards' states move with the clock).
    clock.advance(2_000);
    const later = await ctx.app.inject({ url: '/' });
    expect(later.body).toContain(`at ${clock.now().toISOString()}</h1>`);
    expect(later.headers.etag).not.toBe(kept.headers.etag);

    // A new property: drawn again with it, at most every few seconds (a busy auction changes the
    // catalogue with every bid).
    await insertProperty(ctx.database.db, {
      type: 'SHOP',
      city: 'Nashik',
      reserve: 900_000,
      date: '2026-12-21',
    });
    ctx.app.catalogueCache.invalidate();
    const soon = await ctx.app.inject({ url: '/' });
    expect(soon.body).toBe(later.body);
    clock.advance(CATALOGUE_PAGE_REDRAW_MS);
    ctx.app.catalogueCache.invalidate();
    const grown = await ctx.app.inject({ url: '/' });
    expect(grown.body).toContain('<h1>drawn / with 2 cards at ');
    expect(JSON.stringify(firstPaintDataOf(grown.body))).toContain('Nashik');
  });

  it('sends the catalogue page without its cards when the renderer cannot draw them', async () => {
    const res = await ctx.app.inject({ url: '/assets' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>drawn /assets</h1>');
    expect(firstPaintDataOf(res.body)).toEqual({
      queries: [
        {
          key: ['config'],
          data: (await ctx.app.inject({ url: '/api/config' })).json<{ data: unknown }>().data,
        },
      ],
    });
  });
});
