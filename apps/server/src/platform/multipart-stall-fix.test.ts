import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { isMultipartStallFixed } from './multipart-stall-fix';
import { createUser } from '../testing/accounts';
import { createTestApp, type TestContext } from '../testing/test-app';
import { currentToken, type Actor } from '../security/fixtures';

/*
 * The stall the multipart fuzz test found (multipart-stall-fix.ts): a part whose header line holds a
 * bare line break, with more bytes than a part stream buffers, arriving in one piece with the closing
 * boundary. Without the fix every upload route below waited forever for the rest of the body.
 */
const BOUNDARY = '----stall';

function formWithBrokenHeader(field: string, filename: string, bytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    Buffer.alloc(bytes, 0x41),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('a multipart part with a bare line break in its header', () => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { clock, env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
    bidder = { ...(await createUser(ctx.app.db)), role: 'user' };
    admin = { ...(await createUser(ctx.app.db, { role: 'admin' })), role: 'admin' };
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('is patched in when the app is built', () => {
    expect(isMultipartStallFixed()).toBe(true);
  });

  const routes = [
    { url: '/api/admin/upload-properties', field: 'propertiesFile', who: () => admin },
    { url: '/api/admin/add-property', field: 'photos', who: () => admin },
    { url: '/api/auction/register', field: 'pancardFile', who: () => bidder },
  ];
  for (const { url, field, who } of routes) {
    for (const [filename, bytes] of [
      ['\n', 66_560],
      ['report\r.xlsx', 200_000],
      ['\n', 1_000],
    ] as const) {
      it(`POST ${url}: ${JSON.stringify(filename)} with ${bytes} bytes is refused at once`, async () => {
        const answer = ctx.app.inject({
          method: 'POST',
          url,
          payload: formWithBrokenHeader(field, filename, bytes),
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            authorization: `Bearer ${await currentToken(ctx.app, clock, who())}`,
          },
        });
        const res = await Promise.race([
          answer,
          new Promise<'stalled'>((resolve) => setTimeout(() => resolve('stalled'), 10_000)),
        ]);
        expect(res).not.toBe('stalled');
        if (res === 'stalled') return;
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
      });
    }
  }
});
