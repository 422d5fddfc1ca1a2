import { describe, expect, it } from 'vitest';
import { MicroCache, weakEtag } from './http-cache';

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
