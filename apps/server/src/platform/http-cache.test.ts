import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../db/schema';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { fileEtag, matchesIfNoneMatch, MicroCache, weakEtag, webFileCacheControl } from './http-cache';

describe('micro cache', () => {
  it('computes once for concurrent requests of one key', async () => {
    const cache = new MicroCache<number>(1000);
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return 42;
    };
    expect(
      await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]),
    ).toEqual([42, 42, 42]);
    expect(calls).toBe(1);
  });

  it('forgets failures, expired entries and everything on invalidate', async () => {
    const cache = new MicroCache<number>(30);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 1)).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get('k', async () => 3)).toBe(3);
    cache.invalidate();
    expect(await cache.get('k', async () => 4)).toBe(4);
  });

  it('is off with a zero lifetime', async () => {
    const cache = new MicroCache<number>(0);
    expect(await cache.get('k', async () => 1)).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('makes weak ETags that change with the body', () => {
    expect(weakEtag('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('{"a":1}')).toBe(weakEtag('{"a":1}'));
    expect(weakEtag('{"a":1}')).not.toBe(weakEtag('{"a":2}'));
  });
});

describe('cache policy helpers', () => {
  it('makes only the hashed build output immutable', () => {
    expect(webFileCacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(webFileCacheControl('\\assets\\index-abc123.css')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/favicon.svg', '/robots.txt', '/assets.txt'])
      expect(webFileCacheControl(path), path).toBe('no-cache');
  });

  it('makes a file validator that changes with size or modification time', () => {
    const tag = fileEtag({ size: 1000, mtimeMs: 1_700_000_000_123.4 });
    expect(tag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(fileEtag({ size: 1000, mtimeMs: 1_700_000_000_123.9 })).toBe(tag);
    expect(fileEtag({ size: 1001, mtimeMs: 1_700_000_000_123 })).not.toBe(tag);
    expect(fileEtag({ size: 1000, mtimeMs: 1_700_000_001_000 })).not.toBe(tag);
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    const asking = (header?: string) => ({
      headers: header === undefined ? {} : { 'if-none-match': header },
    });
    const matches = (header: string | undefined, etag: string) =>
      matchesIfNoneMatch(asking(header) as FastifyRequest, etag);
    expect(matches(undefined, 'W/"a"')).toBe(false);
    expect(matches('W/"a"', 'W/"a"')).toBe(true);
    expect(matches('"a"', 'W/"a"')).toBe(true);
    expect(matches('W/"x", W/"a"', 'W/"a"')).toBe(true);
    expect(matches(' * ', 'W/"a"')).toBe(true);
    expect(matches('W/"b"', 'W/"a"')).toBe(false);
    expect(matches('W/"ab"', 'W/"a"')).toBe(false);
  });
});

/**
 * The public catalogue as a browser or a proxy sees it: every answer carries a validator and a
 * Cache-Control, a conditional request for what the client holds costs a 304 with no body, and a change
 * of the data changes the validator.
 */
describe.each(TEST_DATABASES)('conditional requests to the public catalogue on %s', (kind) => {
  let ctx: TestContext;
  let id = '';
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      prepare: async ({ db }, dataDir) => {
        id = await insertProperty(db, { type: 'LAND', city: 'Pune', reserve: 500_000, date: '2026-12-01' });
        await mkdir(join(dataDir, 'uploads', 'properties'), { recursive: true });
        await writeFile(join(dataDir, 'uploads', 'properties', 'front.png'), PNG);
        const photo = {
          storedName: 'properties/front.png',
          originalName: 'front.png',
          mime: 'image/png',
          size: 1,
        };
        await db
          .update(properties)
          .set({ photos: [photo] })
          .where(eq(properties.id, id));
      },
    });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, ifNoneMatch?: string) =>
    ctx.app.inject({ url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

  it.each([
    ['the catalogue page', () => '/api/properties?limit=24', 'public, max-age=15'],
    ['the property', () => `/api/properties/${id}`, 'public, max-age=15'],
    ['the Location filter options', () => '/api/properties/locations', 'public, max-age=60'],
    ['a photo', () => `/api/properties/${id}/photos/0`, 'public, max-age=86400'],
  ])('answers 304 without a body for %s the client already holds', async (_name, url, cacheControl) => {
    const first = await get(url());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(url(), etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(cacheControl);

    const stale = await get(url(), 'W/"something-older"');
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('changes the validator when the property changes, so a client holding the old one gets the new data', async () => {
    const before = await get(`/api/properties/${id}`);
    const listBefore = await get('/api/properties?limit=24');
    await ctx.database.db.update(properties).set({ currentBid: 600_000 }).where(eq(properties.id, id));

    const after = await get(`/api/properties/${id}`, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: { currentBid: number } }>().data.currentBid).toBe(600_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await get('/api/properties?limit=24', String(listBefore.headers.etag));
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
  });

  it('keeps errors out of the cache: a missing property is a 404 without a validator', async () => {
    const res = await get('/api/properties/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
