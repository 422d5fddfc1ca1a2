import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtIndexHtml, firstPaintDataOf, temporaryWebBuild } from '../../testing/drawn-page';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

/*
 * The property page drawn with its data when asked for (decision 019), with a stand-in for the web
 * app's page renderer in dist-server/ (the real one is tested in apps/web: first-paint/render.test.tsx,
 * and end to end in e2e/first-paint.spec.ts). The stand-in draws the auction code and sends the property
 * as the real one does; for the city 'Unsafe' it sends data that is not escaped, for 'Broken' it fails.
 */

const INDEX = builtIndexHtml('/assets/index-3.js');

const RENDERER = `
export async function renderLandingPage() {
  throw new Error('not used here');
}
export async function renderPropertyPage(p, config) {
  if (p.propertyLocation === 'Broken') throw new Error('the renderer failed');
  const json = JSON.stringify({
    queries: [{ key: ['properties', 'detail', p._id], data: p }, { key: ['config'], data: config }],
  });
  return {
    title: '<title>' + p.auctionCode + ' | e-Nilami</title>',
    description: '<meta name="description" content="A property"/>',
    body: '<main><h1>' + p.auctionCode + '</h1></main>',
    data: p.propertyLocation === 'Unsafe' ? json + '</script>' : json.replace(/</g, '\\\\u003c'),
  };
}`;

describe('the property page drawn with its data (decision 019)', () => {
  let build: ReturnType<typeof temporaryWebBuild> | undefined;
  let ctx: TestContext;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    build = temporaryWebBuild({ name: 'property-page', index: INDEX, renderer: RENDERER });
    ctx = await createTestApp('pglite', { env: { WEB_DIST_DIR: build.dist } });
    for (const city of ['Pune', 'Unsafe', 'Broken']) {
      ids[city] = await insertProperty(ctx.app.db, {
        type: 'FLAT',
        city,
        reserve: 1_500_000,
        date: '2031-05-20',
      });
    }
  });
  afterAll(async () => {
    await ctx?.close();
    build?.remove();
  });

  it('draws the page inside #root and sends the property exactly as the API does', async () => {
    const id = ids.Pune!;
    const res = await ctx.app.inject({ url: `/property/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const api = (await ctx.app.inject({ url: `/api/properties/${id}` })).json<{
      data: { auctionCode: string };
    }>();
    expect(res.body).toContain(
      `<div id="root" data-first-paint><main><h1>${api.data.auctionCode}</h1></main></div>`,
    );
    expect(res.body).toContain(`<title data-first-paint="head">${api.data.auctionCode} | e-Nilami</title>`);
    expect(firstPaintDataOf(res.body)?.queries[0]).toMatchObject({
      key: ['properties', 'detail', id],
      data: api.data,
    });
    // With the public settings exactly as GET /api/config answers them (decision 022).
    const config = (await ctx.app.inject({ url: '/api/config' })).json<{ data: unknown }>().data;
    expect(firstPaintDataOf(res.body)?.queries[1]).toEqual({ key: ['config'], data: config });
    // The entry module is a file; the data block is no script the browser runs, and the
    // Content-Security-Policy still allows no inline script but the boot one.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-3.js"></script>');
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
  });

  it('draws it once per version of the data: the same page, ETag and 304 on the next visit', async () => {
    const url = `/property/${ids.Pune}`;
    const first = await ctx.app.inject({ url });
    const second = await ctx.app.inject({
      url: url.toUpperCase().replace(ids.Pune!.toUpperCase(), ids.Pune!),
    });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await ctx.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends the page undrawn for an unknown or malformed id, with a query, or when drawing fails', async () => {
    const undrawn = [
      `/property/00000000-0000-4000-8000-000000000000`,
      '/property/not-an-id',
      `/property/${ids.Pune}?tab=documents`,
      `/property/${ids.Broken}`,
      // Data that would end its <script> element early is never sent.
      `/property/${ids.Unsafe}`,
    ];
    for (const url of undrawn) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('first-paint-data');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-3.js"></script>');
    }
  });

  it('never draws the API, the live auction or other paths below a property', async () => {
    for (const url of [`/property/${ids.Pune}/live-auction`, `/api/properties/${ids.Pune}`]) {
      const res = await ctx.app.inject({ url });
      expect(res.body, url).not.toContain('data-first-paint');
    }
  });
});
