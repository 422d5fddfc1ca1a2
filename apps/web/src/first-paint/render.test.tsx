import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_DATA_ID } from '@eauction/shared';
import { FIRST_PAINT_INERT, seedFirstPaintData, type FirstPaintData } from '../app/first-paint';
import { makeProperty } from '../features/properties/testing/fixtures';
import type { PublicConfig } from '@eauction/shared';
import { publicConfigQuery } from '../lib/public-config';
import { banksQueryOptions } from '../features/properties/api/get-banks';
import { locationsQueryOptions } from '../features/properties/api/get-locations';
import { propertiesQueryOptions } from '../features/properties/api/get-properties';
import {
  FIRST_PAINT_PATHS,
  renderCataloguePage,
  renderFirstPaint,
  renderLandingPage,
  renderPropertyPage,
} from './render';

/*
 * The pages drawn in advance (decision 017). The build renders them in Node (scripts/first-paint.mjs,
 * which fails on a page that reads the browser); here: what they hold, and that nothing in them depends
 * on the moment they were drawn, since the app hydrates them later, at another time.
 */

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

/** A document holding a drawn page's data block, as the browser receives it. */
function documentWithDataBlock(data: string) {
  const doc = document.implementation.createHTMLDocument('drawn');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAINT_DATA_ID;
  block.textContent = data;
  doc.body.append(block);
  return { doc, block };
}

describe('the first paint of the public landing pages', () => {
  it.each(FIRST_PAINT_PATHS)('%s: one h1, its own title and description, no script', async (path) => {
    const page = await renderFirstPaint(path);
    expect(page.title).toMatch(/^<title>[^<]+ \| e-Nilami<\/title>$/);
    expect(page.description).toMatch(/^<meta name="description" content="[^"]+"\/>$/);
    expect(page.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/<script/i);
    // The metadata went to <head>: none is left in the markup of #root.
    expect(page.body).not.toMatch(/<(title|meta|link)[\s>]/);
  });

  it.each(FIRST_PAINT_PATHS)(
    '%s: every form, button and field is inert until the app starts',
    async (path) => {
      const { body } = await renderFirstPaint(path);
      const controls = body.match(/<(form|button|input|select|textarea)[\s>][^>]*>/g) ?? [];
      expect(controls.length).toBeGreaterThan(0);
      for (const tag of controls) expect(tag).toContain(`${FIRST_PAINT_INERT} inert`);
      // Links are left alone: they work without the app.
      expect(body.match(/<a [^>]*>/g)?.some((tag) => tag.includes('inert'))).toBe(false);
    },
  );

  it('draws the same page whatever the time it is drawn at (the clock waits for the browser)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T04:05:06Z'));
    const morning = await renderFirstPaint('/');
    vi.setSystemTime(new Date('2026-09-28T17:43:21Z'));
    const evening = await renderFirstPaint('/');
    expect(evening.body).toBe(morning.body);
    expect(text(morning.body)).toContain('Server time: …');
    // Neither moment shows, in IST (09:35 and 23:13) or in UTC.
    for (const clock of ['09:35', '23:13', '04:05', '17:43']) expect(text(morning.body)).not.toContain(clock);
  });

  it("draws the catalogue's frame and placeholders, not cards", async () => {
    const { body } = await renderFirstPaint('/');
    expect(text(body)).toContain('Upcoming E-Auctions');
    expect(body).toContain('data-testid="property-list-skeleton"');
    expect(text(body)).not.toContain('View Property Details');
  });

  it('refuses a path that is not a page, rather than drawing an error', async () => {
    await expect(renderFirstPaint('/no-such-page')).resolves.toBeDefined(); // the not-found page is a page
    await expect(renderFirstPaint('/property/x')).rejects.toThrow(/title or description/);
  });
});

describe('the pages drawn in advance, drawn again with the public settings (decision 022)', () => {
  const config = (captchaProvider: PublicConfig['captchaProvider']): PublicConfig => ({
    mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
    mapAttribution: '© OpenStreetMap contributors',
    captchaProvider,
    publicUrl: 'https://enilami.example.in',
  });

  it('draws the login form with its captcha at once, or without one when the server runs without it', async () => {
    // Drawn at build time: a spinner where the captcha goes, until the settings say whether there is one.
    const built = await renderFirstPaint('/login');
    expect(built.body).toContain('aria-label="Loading the captcha"');
    expect(text(built.body)).not.toContain('Security check');
    // With them: the captcha's field, its widget loading (it is drawn by the browser only).
    const withCaptcha = await renderLandingPage('/login', config('altcha'));
    expect(text(withCaptcha.body)).toContain('Security check');
    expect(withCaptcha.body).toContain('aria-label="Refresh captcha"');
    const without = await renderLandingPage('/login', config('off'));
    expect(text(without.body)).not.toContain('Security check');
    expect(without.body).not.toContain('Loading the captcha');
  });

  it("sends the settings as the browser's query cache holds them, and seeds that cache", async () => {
    const settings = config('altcha');
    for (const path of FIRST_PAINT_PATHS) {
      const page = await renderLandingPage(path, settings);
      expect(page.body.match(/<h1[\s>]/g), path).toHaveLength(1);
      expect(JSON.parse(page.data), path).toEqual({ queries: [{ key: ['config'], data: settings }] });
    }
    const page = await renderLandingPage('/login', settings);
    document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${page.data}</script>`;
    const client = new QueryClient();
    seedFirstPaintData(client);
    expect(client.getQueryData(publicConfigQuery.queryKey)).toEqual(settings);
  });
});

describe('the property page drawn with its data (decision 019)', () => {
  const hostile = '</script><script>alert(1)</script><!-- \u2028';
  const property = makeProperty({ customerName: `M/s Sharma ${hostile}` });

  it('draws the property: its heading, facts and metadata, no script and no state of the moment', async () => {
    const page = await renderPropertyPage(property);
    expect(page.title).toMatch(/^<title>[^<]*M\/s Sharma[^<]* \| e-Nilami<\/title>$/);
    expect(page.body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(text(page.body)).toContain(property.auctionCode);
    // Shown as text: the markup in the name is escaped, no element of it exists.
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    // Live / registration open / closed depends on the moment: the browser shows it.
    for (const badge of ['Live now', 'EMD registration open', 'Registration closed']) {
      expect(text(page.body)).not.toContain(badge);
    }
  });

  it('sends the data JSON that cannot leave its <script> element, and reads back the same property', async () => {
    const page = await renderPropertyPage(property);
    expect(page.data).not.toContain('<');
    expect(page.data).not.toMatch(/[\u2028\u2029]/);
    const data = JSON.parse(page.data) as FirstPaintData;
    expect(data.queries).toEqual([{ key: ['properties', 'detail', property._id], data: property }]);
  });

  it('draws the same page whatever the time it is drawn at', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${property.auctionDate}T03:00:00Z`)); // before the auction, in IST
    const before = await renderPropertyPage(property);
    vi.setSystemTime(new Date(`${property.auctionDate}T08:00:00Z`)); // during it
    const during = await renderPropertyPage(property);
    expect(during.body).toBe(before.body);
  });

  it("seeds the browser's query cache from the page, and leaves it empty for a missing or broken block", async () => {
    const page = await renderPropertyPage(property);
    const { doc, block } = documentWithDataBlock(page.data);
    const client = new QueryClient();
    seedFirstPaintData(client, doc);
    const key = ['properties', 'detail', property._id];
    expect(client.getQueryData(key)).toEqual(property);
    // Fresh from now: the server checked it when it sent the page.
    expect(client.getQueryState(key)?.dataUpdatedAt).toBeGreaterThan(Date.now() - 5_000);

    for (const broken of ['{ not json', '{"queries": 3}', '{"queries": [{"key": "x", "data": 1}]}']) {
      block.textContent = broken;
      const empty = new QueryClient();
      seedFirstPaintData(empty, doc);
      expect(empty.getQueryCache().getAll(), broken).toHaveLength(0);
    }
    block.remove();
    const none = new QueryClient();
    seedFirstPaintData(none, doc);
    expect(none.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('the catalogue pages drawn with their first page of cards (decision 024)', () => {
  const hostile = '</script><script>alert(1)</script><!-- \u2028';
  // Auction on 20 March 2026, 10:00–17:00 IST; EMD deadline 15 March.
  const property = makeProperty({ customerName: `M/s Sharma ${hostile}` });
  const list = { success: true, data: [property], total: 1, limit: 24, offset: 0 };
  const catalogue = { list, locations: ['Mumbai', 'Pune'], banks: ['Canara Bank', 'State Bank of India'] };
  const config: PublicConfig = {
    mapTileUrl: '',
    mapAttribution: '',
    captchaProvider: 'altcha',
    publicUrl: 'https://enilami.example.in',
  };
  const DURING = '2026-03-20T06:00:00.000Z'; // 11:30 IST on the auction day
  const BEFORE = '2026-03-10T06:00:00.000Z'; // registration still open

  it.each(['/', '/assets'])(
    '%s: the cards, their count and the filter options, drawn at the given moment',
    async (path) => {
      const page = await renderCataloguePage(path, config, catalogue, DURING);
      expect(page.body).not.toContain('data-testid="property-list-skeleton"');
      expect(page.body.match(/data-testid="property-card"/g)).toHaveLength(1);
      expect(text(page.body)).toContain('View Property Details');
      expect(page.body).toMatch(/data-testid="property-count"[^>]*>(?:<[^>]+>)*1</);
      expect(text(page.body)).toContain('Pune');
      // The Bank filter's options come from the data.
      expect(text(page.body)).toContain('Canara Bank');
      // The state of the moment it was drawn at: the auction is live then.
      expect(text(page.body)).toContain('Live now');
      // Shown as text: the markup in a stored name is escaped, no element of it exists.
      expect(page.body).not.toMatch(/<script/i);
    },
  );

  it('draws the time-dependent parts from the moment given, whatever the clock of the machine says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-28T17:43:21Z'));
    const before = await renderCataloguePage('/', config, catalogue, BEFORE);
    vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
    const again = await renderCataloguePage('/', config, catalogue, BEFORE);
    expect(again.body).toBe(before.body);
    expect(text(before.body)).not.toContain('Live now');
    expect(before.body).not.toBe((await renderCataloguePage('/', config, catalogue, DURING)).body);
  });

  it("sends the answers and the moment as the browser's cache and clock take them, safe inside <script>", async () => {
    const page = await renderCataloguePage('/', config, catalogue, DURING);
    expect(page.data).not.toContain('<');
    const data = JSON.parse(page.data) as FirstPaintData;
    expect(data.drawnAt).toBe(DURING);
    expect(data.queries).toEqual([
      { key: propertiesQueryOptions({ filters: {}, page: 1 }).queryKey, data: list },
      { key: locationsQueryOptions.queryKey, data: ['Mumbai', 'Pune'] },
      { key: banksQueryOptions.queryKey, data: ['Canara Bank', 'State Bank of India'] },
      { key: publicConfigQuery.queryKey, data: config },
    ]);

    const { doc } = documentWithDataBlock(page.data);
    const client = new QueryClient();
    expect(seedFirstPaintData(client, doc)).toEqual({ drawnAt: Date.parse(DURING) });
    expect(client.getQueryData(['properties', 'list', { filters: {}, page: 1 }])).toEqual(list);
  });

  it('refuses a page that is not the catalogue', async () => {
    await expect(renderCataloguePage('/login', config, catalogue, DURING)).rejects.toThrow(
      /not a catalogue page/,
    );
  });
});
