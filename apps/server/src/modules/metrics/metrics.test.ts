import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_ERROR_CODES } from '@eauction/shared';
import { loadConfig } from '../../config';
import { ManualClock } from '../../platform/clock';
import { enqueueMail } from '../../platform/mail';
import { AuctionClient, createBidder, insertAuction, listen } from '../../testing/bidding';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { METRICS_LOOPBACK_ONLY, METRICS_TOKEN_REQUIRED } from './metrics-access';

const START = new Date('2026-10-01T04:30:00Z');
const END = new Date('2026-10-01T11:30:00Z');
const UNKNOWN_PROPERTY = '00000000-0000-4000-8000-00000000beef';
const TOKEN = 'scraper-token-0123456789abcdef';

/** One sample of the Prometheus text exposition: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, key = '', text = ''] of labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = text;
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The value of the one sample with this name and (at least) these labels; undefined when absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return parseExposition(response.body);
}

/** Polls the metrics until the predicate holds (socket disconnects are seen by the server a little later). */
async function scrapeUntil(app: FastifyInstance, predicate: (s: Sample[]) => boolean): Promise<Sample[]> {
  for (let attempt = 0; ; attempt++) {
    const samples = await scrape(app);
    if (predicate(samples) || attempt === 200) return samples;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(TEST_DATABASES)('/metrics on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-10-01T06:00:00Z');

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers a loopback caller in the Prometheus text format, never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    // Process figures come along (memory, event-loop lag).
    expect(response.body).toContain('process_resident_memory_bytes');
    expect(() => parseExposition(response.body)).not.toThrow();
  });

  it('times requests by method, route pattern and status code, never by raw URL', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/properties/${UNKNOWN_PROPERTY}` });
    expect(unknown.statusCode).toBe(404);
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-endpoint/123' });

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    const samples = parseExposition(response.body);
    const count = (route: string, status: string) =>
      valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('/api/properties/:id', '404')).toBe(1);
    expect(count('/healthz', '200')).toBe(2);
    expect(count('(unmatched)', '404')).toBe(1);
    // Cumulative buckets end in +Inf, which holds every request.
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        route: '/healthz',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(response.body).not.toContain(UNKNOWN_PROPERTY);
    expect(response.body).not.toContain('no-such-endpoint');
  });

  it('counts bids accepted and refused by reason, and the sockets connected', async () => {
    const auction = await insertAuction(ctx.app.db, { startAt: START, endAt: END, reserve: 100_000 });
    const bidder = await createBidder(ctx.app, clock, [auction]);
    const url = await listen(ctx.app);

    const before = await scrape(ctx.app);
    // Every reason is a series from the start, at zero.
    for (const reason of BID_ERROR_CODES) {
      expect(valueOf(before, 'eauction_bids_refused_total', { reason })).toBe(0);
    }
    expect(valueOf(before, 'eauction_bids_accepted_total')).toBe(0);
    expect(valueOf(before, 'eauction_socket_connections')).toBe(0);

    const client = await AuctionClient.connect(url, bidder.token, auction);
    const rival = await AuctionClient.connect(
      url,
      (await createBidder(ctx.app, clock, [auction])).token,
      auction,
    );
    try {
      expect((await client.bid(100_000)).ok).toBe(true);
      expect(await client.bid(110_000)).toMatchObject({ ok: false, code: 'ALREADY_HIGHEST' });
      expect(await rival.bid(100_500)).toMatchObject({ ok: false, code: 'BID_TOO_LOW' });
      expect(await rival.bid('a lot')).toMatchObject({ ok: false, code: 'INVALID_AMOUNT' });
      expect(await rival.bid(150_000, UNKNOWN_PROPERTY)).toMatchObject({ ok: false, code: 'NOT_JOINED' });
      expect((await rival.bid(101_000)).ok).toBe(true);

      const during = await scrape(ctx.app);
      expect(valueOf(during, 'eauction_bids_accepted_total')).toBe(2);
      for (const reason of ['ALREADY_HIGHEST', 'BID_TOO_LOW', 'INVALID_AMOUNT', 'NOT_JOINED']) {
        expect(valueOf(during, 'eauction_bids_refused_total', { reason })).toBe(1);
      }
      expect(valueOf(during, 'eauction_bids_refused_total', { reason: 'ENDED' })).toBe(0);
      expect(valueOf(during, 'eauction_socket_connections')).toBe(2);
    } finally {
      client.close();
      rival.close();
    }
    const after = await scrapeUntil(ctx.app, (s) => valueOf(s, 'eauction_socket_connections') === 0);
    expect(valueOf(after, 'eauction_socket_connections')).toBe(0);
  });

  it('reports the mail queue depth from the database at scrape time', async () => {
    await ctx.app.mailer.drain();
    expect(valueOf(await scrape(ctx.app), 'eauction_mail_queue_depth')).toBe(0);
    for (const to of ['a@example.in', 'b@example.in', 'c@example.in']) {
      await enqueueMail(ctx.app.db, { to, subject: 'Queued', text: 'Waiting for the worker' });
    }
    expect(valueOf(await scrape(ctx.app), 'eauction_mail_queue_depth')).toBe(3);
    // Delivered (to the outbox) means no longer queued.
    await ctx.app.mailer.drain();
    expect(valueOf(await scrape(ctx.app), 'eauction_mail_queue_depth')).toBe(0);
  });

  it('refuses callers from other hosts, and loopback requests forwarded by a proxy, without a token', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.5' },
      // A reverse proxy on the same host connects from loopback but forwards the public's request.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.7' } },
      { remoteAddress: '::1', headers: { forwarded: 'for=203.0.113.7' } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: 'Metrics are served to this host only; set METRICS_TOKEN to scrape them from elsewhere',
        code: 'FORBIDDEN',
        messages: { error: { id: METRICS_LOOPBACK_ONLY } },
      });
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    const ipv6 = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('is not listed in the public API documentation', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/metrics');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the bearer of the token from any address', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('eauction_mail_queue_depth');
  });

  it('answers 401 with a Bearer challenge to everyone else, loopback included', async () => {
    for (const request of [
      { remoteAddress: '127.0.0.1' },
      { remoteAddress: '10.0.0.5', headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } },
      { remoteAddress: '10.0.0.5', headers: { authorization: `Bearer ${TOKEN}x` } },
      { remoteAddress: '10.0.0.5', headers: { authorization: TOKEN } },
      { remoteAddress: '10.0.0.5', headers: { authorization: `Basic ${TOKEN}` } },
      // A spoofed client address changes nothing: the token is what counts.
      { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        success: false,
        error: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)',
        code: 'UNAUTHORIZED',
        messages: { error: { id: METRICS_TOKEN_REQUIRED } },
      });
    }
  });
});

describe('/metrics while the database is away', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('still answers, with the mail queue depth as NaN', async () => {
    await ctx.database.close();
    const samples = await scrape(ctx.app);
    expect(valueOf(samples, 'eauction_mail_queue_depth')).toBeNaN();
    expect(valueOf(samples, 'eauction_socket_connections')).toBe(0);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused at start when it is short enough to guess', () => {
    expect(() =>
      loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'eauction-metrics-')), METRICS_TOKEN: 'short' }),
    ).toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});
