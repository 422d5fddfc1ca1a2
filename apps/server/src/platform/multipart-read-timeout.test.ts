import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { AppError } from './errors';
import { UPLOAD_STALLED_MESSAGE, withReadTimeout } from './multipart-read-timeout';
import { dataPath } from './storage';
import { sheetOf, sheetRow, workbookFile, XLSX_MIME } from '../testing/spreadsheets';
import { uploadedFiles } from '../testing/security/fuzz-checks';
import {
  currentToken,
  daysAhead,
  propertyBody,
  registrationDocuments,
  registrationFields,
  type Actor,
} from '../testing/security/valid-requests';
import { makePdf, makePng, multipartBody } from '../testing/uploads';
import { createUser } from '../testing/accounts';
import { listen } from '../testing/bidding';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

const STALLED = 'The upload stopped before it was complete. Please try again.';

/*
 * An upload whose multipart body stops making progress is answered 408 within
 * MULTIPART_READ_TIMEOUT_MS (decision 008), and leaves no file. The case the multipart fuzz test found:
 * a part whose header holds a bare line break, with more bytes than a part stream buffers, arriving in
 * one piece with the closing boundary; the parser then stops reading the body, which otherwise waited
 * for REQUEST_TIMEOUT_SECONDS.
 */

const BOUNDARY = '----stall';
const TIMEOUT_MS = 1500;
/** Well within REQUEST_TIMEOUT_SECONDS (120 s), and enough for a loaded machine. */
const ANSWER_WITHIN_MS = 6000;

interface RawPart {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

const encodePart = ({ name, filename, type, content }: RawPart) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename === undefined ? '' : `; filename="${filename}"`) +
        '\r\n' +
        (type === undefined ? '' : `Content-Type: ${type}\r\n`) +
        '\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);

/** The parts as given, byte for byte (a hostile file name is not escaped), then the closing boundary. */
const encodeForm = (parts: RawPart[]) =>
  Buffer.concat([...parts.map(encodePart), Buffer.from(`--${BOUNDARY}--\r\n`)]);

const brokenPart = (name: string, filename: string, bytes: number): RawPart => ({
  name,
  filename,
  type: 'application/pdf',
  content: Buffer.alloc(bytes, 0x41),
});

const incomingFiles = (dataDir: string) => {
  const dir = dataPath(dataDir, 'uploads', 'incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('an upload whose multipart body stops making progress', () => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;
  let pdf: Buffer;
  const png = makePng();
  const spreadsheet = () => workbookFile(sheetOf([sheetRow(`STALL-${Date.now().toString(36)}`)]));

  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      clock,
      env: { UPLOAD_MAX_BYTES: String(64 * 1024), MULTIPART_READ_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    bidder = { ...(await createUser(ctx.app.db)), role: 'user' };
    admin = { ...(await createUser(ctx.app.db, { role: 'admin' })), role: 'admin' };
    pdf = await makePdf('PAN');
  }, 120_000);
  afterAll(async () => ctx?.close());

  const post = async (url: string, who: Actor, payload: Buffer, contentType: string) => {
    const started = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${await currentToken(ctx.app, clock, who)}`,
      },
    });
    return { res, elapsed: Date.now() - started };
  };

  // Each form starts with a valid file where the route writes one to disk, so that a 408 must delete it.
  const routes = [
    {
      url: '/api/admin/upload-properties',
      who: () => admin,
      before: (): RawPart[] => [],
      broken: 'propertiesFile',
    },
    {
      url: '/api/admin/add-property',
      who: () => admin,
      before: (): RawPart[] => [{ name: 'photos', filename: 'front.png', type: 'image/png', content: png }],
      broken: 'photos',
    },
    {
      url: '/api/auction/register',
      who: () => bidder,
      before: (): RawPart[] => [
        { name: 'pancardFile', filename: 'pan.pdf', type: 'application/pdf', content: pdf },
      ],
      broken: 'addressProof',
    },
  ];

  for (const { url, who, before, broken } of routes) {
    for (const [filename, bytes] of [
      ['\n', 66_560],
      ['report\r.xlsx', 200_000],
    ] as const) {
      it(`POST ${url}: ${JSON.stringify(filename)} with ${bytes} bytes is answered 408 and stores nothing`, async () => {
        const stored = uploadedFiles(ctx.dataDir);
        const payload = encodeForm([...before(), brokenPart(broken, filename, bytes)]);
        const { res, elapsed } = await post(url, who(), payload, `multipart/form-data; boundary=${BOUNDARY}`);
        expect(elapsed).toBeLessThan(ANSWER_WITHIN_MS);
        expect(res.statusCode).toBe(408);
        expect(res.json()).toEqual({
          success: false,
          error: STALLED,
          code: 'REQUEST_TIMEOUT',
          messages: { error: { id: UPLOAD_STALLED_MESSAGE } },
        });
        expect(res.headers.connection).toBe('close');
        expect(incomingFiles(ctx.dataDir)).toEqual([]);
        expect(uploadedFiles(ctx.dataDir)).toEqual(stored);
      });
    }

    it(`POST ${url}: a small part with a bare line break in its header is skipped and answered at once`, async () => {
      const stored = uploadedFiles(ctx.dataDir);
      const payload = encodeForm([...before(), brokenPart(broken, '\n', 1_000)]);
      const { res, elapsed } = await post(url, who(), payload, `multipart/form-data; boundary=${BOUNDARY}`);
      expect(elapsed).toBeLessThan(TIMEOUT_MS);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).not.toBe(408);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
      expect(incomingFiles(ctx.dataDir)).toEqual([]);
      expect(uploadedFiles(ctx.dataDir)).toEqual(stored);
    });
  }

  it('still accepts a valid registration with its documents', async () => {
    const auction = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 1_000_000,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });
    const body = await multipartBody(
      await registrationDocuments(),
      registrationFields(auction, bidder.email, 1_000_000),
    );
    const { res } = await post('/api/auction/register', bidder, body.payload, body.headers['content-type']);
    expect(res.statusCode, res.body).toBe(201);
    expect(incomingFiles(ctx.dataDir)).toEqual([]);
  });

  it('still accepts a valid property with a sale notice and a photo', async () => {
    const fields = Object.fromEntries(Object.entries(propertyBody()).map(([k, v]) => [k, String(v)]));
    const body = await multipartBody(
      [
        { name: 'saleNotice', filename: 'notice.pdf', type: 'application/pdf', content: pdf },
        { name: 'photos', filename: 'front.png', type: 'image/png', content: png },
      ],
      fields,
    );
    const { res } = await post('/api/admin/add-property', admin, body.payload, body.headers['content-type']);
    expect(res.statusCode, res.body).toBe(201);
    expect(incomingFiles(ctx.dataDir)).toEqual([]);
  });

  it('still accepts a valid spreadsheet', async () => {
    const body = await multipartBody([
      { name: 'propertiesFile', filename: 'properties.xlsx', type: XLSX_MIME, content: spreadsheet() },
    ]);
    const { res } = await post(
      '/api/admin/upload-properties',
      admin,
      body.payload,
      body.headers['content-type'],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, created: 1 });
  });

  describe('over a real connection', () => {
    let port = 0;
    beforeAll(async () => {
      port = Number(new URL(await listen(ctx.app)).port);
    });

    /**
     * Sends the request's head, then each piece of its body `gapMs` apart. `answer` is everything the
     * server sent until it closed the connection (asked to by `close`, or of its own accord).
     */
    async function send(
      url: string,
      who: Actor,
      pieces: Buffer[],
      options: { gapMs?: number; announced?: number; close?: boolean } = {},
    ) {
      const length = options.announced ?? pieces.reduce((n, p) => n + p.length, 0);
      const head = [
        `POST ${url} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${length}`,
        `Authorization: Bearer ${await currentToken(ctx.app, clock, who)}`,
        ...(options.close ? ['Connection: close'] : []),
      ].join('\r\n');
      const socket = connect(port, '127.0.0.1');
      const answer = new Promise<{ received: string; closedAfterMs: number }>((resolve, reject) => {
        const started = Date.now();
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          received += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
      });
      socket.write(`${head}\r\n\r\n`);
      for (const piece of pieces) {
        if (socket.destroyed) break;
        socket.write(piece);
        await new Promise((resolve) => setTimeout(resolve, options.gapMs ?? 0));
      }
      return answer;
    }

    it('answers a body that stops arriving 408 and closes the connection', async () => {
      // One whole part, then nothing more of the announced body.
      const first = encodePart({ name: 'note', content: Buffer.from('first of two') });
      const { received, closedAfterMs } = await send('/api/admin/upload-properties', admin, [first], {
        announced: first.length + 10_000,
      });
      expect(closedAfterMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({
        success: false,
        error: STALLED,
        code: 'REQUEST_TIMEOUT',
        messages: { error: { id: UPLOAD_STALLED_MESSAGE } },
      });
    });

    it('lets a slow upload go on while its bytes keep arriving', async () => {
      // A part the route skips, sent in pieces over more than twice the timeout, then the spreadsheet.
      const skipped = encodePart({
        name: 'other',
        filename: 'other.pdf',
        type: 'application/pdf',
        content: Buffer.alloc(12 * 1024, 0x41),
      });
      const pieces: Buffer[] = [];
      for (let at = 0; at < skipped.length; at += 1024) pieces.push(skipped.subarray(at, at + 1024));
      pieces.push(
        encodeForm([
          { name: 'propertiesFile', filename: 'properties.xlsx', type: XLSX_MIME, content: spreadsheet() },
        ]),
      );
      const { received } = await send('/api/admin/upload-properties', admin, pieces, {
        gapMs: TIMEOUT_MS / 5,
        close: true,
      });
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received).toContain('"created":1');
    }, 20_000);
  });
});

describe('withReadTimeout', () => {
  const part = { type: 'field', fieldname: 'a', value: 'x' } as unknown as Multipart;
  /** A request whose connection has read `bytes.n` bytes; without `bytes`, no real socket (inject). */
  const requestWith = (bytes?: { n: number }) =>
    ({
      raw: {
        socket: bytes
          ? {
              get bytesRead() {
                return bytes.n;
              },
            }
          : {},
      },
    }) as unknown as FastifyRequest;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const collect = async (parts: AsyncIterable<Multipart>) => {
    const out: Multipart[] = [];
    for await (const p of parts) out.push(p);
    return out;
  };

  it('answers 408 once a wait sees no part and no byte for the timeout, without calling return()', async () => {
    let returned = false;
    const stuck: AsyncIterator<Multipart> = {
      next: () => new Promise(() => {}),
      return: () => {
        returned = true;
        return new Promise(() => {});
      },
    };
    const started = Date.now();
    const error = await collect(withReadTimeout(requestWith({ n: 10 }), stuck, 100)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      userMessage: STALLED,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(returned).toBe(false);
  });

  it('answers 408 without a real socket too', async () => {
    const stuck: AsyncIterator<Multipart> = { next: () => new Promise(() => {}) };
    await expect(collect(withReadTimeout(requestWith(), stuck, 100))).rejects.toMatchObject({
      statusCode: 408,
    });
  });

  it('waits on while bytes keep arriving, however long the part takes', async () => {
    const bytes = { n: 0 };
    let calls = 0;
    const slow: AsyncIterator<Multipart> = {
      next: async () => {
        calls += 1;
        if (calls > 1) return { done: true, value: undefined };
        // Five times the timeout for one part, with a byte every quarter of it.
        for (let i = 0; i < 20; i++) {
          await sleep(25);
          bytes.n += 1;
        }
        return { done: false, value: part };
      },
    };
    await expect(collect(withReadTimeout(requestWith(bytes), slow, 100))).resolves.toEqual([part]);
  });

  it('lets parts come slowly as long as each comes within the timeout', async () => {
    let left = 5;
    const steady: AsyncIterator<Multipart> = {
      next: async () => {
        await sleep(60);
        return left-- > 0 ? { done: false, value: part } : { done: true, value: undefined };
      },
    };
    expect(await collect(withReadTimeout(requestWith(), steady, 100))).toHaveLength(5);
  });

  it('passes the parser’s own errors through', async () => {
    const failing: AsyncIterator<Multipart> = { next: () => Promise.reject(new Error('Unexpected end')) };
    await expect(collect(withReadTimeout(requestWith(), failing, 100))).rejects.toThrow('Unexpected end');
  });
});
