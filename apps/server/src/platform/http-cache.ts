import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A tiny in-process cache for public answers that every visitor shares (the catalogue). Entries live
 * for a couple of seconds: browsers may keep these answers for 15 s anyway (Cache-Control), so the
 * server holding them for 2 s changes nothing a visitor can see, while a burst of identical requests
 * costs one query. Concurrent misses for one key share a single computation. Writers in this process
 * call `invalidate()`; other instances catch up within the TTL.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = compute();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failure must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live entries (many distinct filter combinations): drop the oldest half.
    if (this.entries.size >= this.maxEntries) {
      let n = Math.floor(this.maxEntries / 2);
      for (const key of this.entries.keys()) {
        if (n-- <= 0) break;
        this.entries.delete(key);
      }
    }
  }
}

/** A serialized JSON answer with its validator. */
export interface CachedBody {
  body: string;
  etag: string;
}

/** Runs the route's response serializer (zod-checked) and keeps the text with its ETag. */
export function serializeForCache(reply: FastifyReply, payload: unknown): CachedBody {
  const serialized = reply.serialize(payload);
  const body =
    typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
  return { body, etag: weakEtag(body) };
}

/** Weak: the same JSON may travel gzip- or brotli-encoded, which a strong validator would forbid. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * If-None-Match by the weak comparison (RFC 9110 13.1.2), the only one it allows: a list of tags or
 * '*'. A client holding the current representation gets 304 Not Modified.
 */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** A stored file's validator from its size and modification time, as static file servers make it. */
export function fileEtag(info: { size: number; mtimeMs: number }): string {
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
}

/** Vite's hashed output: a file's name changes whenever its content does, so it never needs revalidating. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag / Last-Modified) before every reuse. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * Cache-Control of a file of the built web app, by its path below the build folder ('/assets/x.js').
 * Only the hashed files under /assets are immutable; index.html, the favicon, robots.txt and every other
 * file whose name stays the same across releases are revalidated, so a deployment shows at once.
 */
export function webFileCacheControl(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').startsWith('/assets/')
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}

/**
 * Sends a cached JSON body with its ETag and Cache-Control, or 304 when the client already holds it.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', cached.etag);
  if (matchesIfNoneMatch(request, cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
