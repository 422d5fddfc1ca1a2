import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { redactRequestUrl } from './request-log';

/** A token as the mails carry them: 256 random bits, base64url. */
const newToken = () => randomBytes(32).toString('base64url');

describe('redactRequestUrl', () => {
  it('replaces the secret of every link page and API call, keeping the rest of the address', () => {
    expect(redactRequestUrl('/reset-password/abc_DEF-123?from=mail')).toBe(
      '/reset-password/[redacted]?from=mail',
    );
    expect(redactRequestUrl('/api/auth/verify-email/abc')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactRequestUrl('/api/auth/verify-reset-token/abc')).toBe(
      '/api/auth/verify-reset-token/[redacted]',
    );
    expect(redactRequestUrl('/api/properties?limit=5&token=abc&resetToken=def')).toBe(
      '/api/properties?limit=5&token=[redacted]&resetToken=[redacted]',
    );
    expect(redactRequestUrl('/api/properties/123')).toBe('/api/properties/123');
  });
});

describe.each(TEST_DATABASES)('request logs on %s', (kind) => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    const memory = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    ctx = await createTestApp(kind, { deps: { logger: createLogger({ logLevel: 'info' }, memory) } });
  });
  afterAll(async () => ctx?.close());

  /** The logged `req.url` of every line about requests. */
  const loggedUrls = () =>
    lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => typeof url === 'string');

  it.each([
    ['the reset page', (t: string) => `/reset-password/${t}`, '/reset-password/[redacted]'],
    ['the verification page', (t: string) => `/verify-email/${t}`, '/verify-email/[redacted]'],
    [
      'the verification API call',
      (t: string) => `/api/auth/verify-email/${t}`,
      '/api/auth/verify-email/[redacted]',
    ],
    [
      'the reset check API call',
      (t: string) => `/api/auth/verify-reset-token/${t}`,
      '/api/auth/verify-reset-token/[redacted]',
    ],
    [
      'the reset page spelled with an escape',
      (t: string) => `/reset-%70assword/${t}`,
      '/reset-password/[redacted]',
    ],
    [
      'the reset page with an encoded slash',
      (t: string) => `/reset-password%2F${t}`,
      '/reset-password/[redacted]',
    ],
    ['the reset page in capitals', (t: string) => `/RESET-PASSWORD/${t}`, '/RESET-PASSWORD/[redacted]'],
    [
      'a token query parameter',
      (t: string) => `/api/properties?token=${t}`,
      '/api/properties?token=[redacted]',
    ],
  ])('never writes the token of %s to the log', async (_name, url, expected) => {
    const token = newToken();
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: url(token) });
    expect(res.statusCode).toBeLessThan(500);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(token);
    expect(loggedUrls()).toContain(expected);
  });
});
