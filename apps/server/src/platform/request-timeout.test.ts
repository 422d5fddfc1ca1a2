import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../testing/accounts';
import { connectSocket, listen } from '../testing/bidding';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { REQUEST_TIMEOUT_MESSAGE } from './errors';
import { dataPath } from './storage';

/**
 * A client that starts an upload and then stops sending is answered 408 once REQUEST_TIMEOUT_SECONDS
 * have passed, and the part of its file already written is deleted with the request, not left for the
 * hourly sweeper.
 */

const BOUNDARY = '----eauction-stalled-upload';

const incomingFiles = (dataDir: string) => {
  const dir = dataPath(dataDir, 'uploads', 'incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Polls a condition the server reaches on its own (a file written, a file removed). */
async function until(condition: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

/** Everything the server sends on this connection until it closes it. */
const answerOf = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });

/** Headers of a multipart upload announcing far more body than will ever be sent, and its first bytes. */
function stalledUpload(
  target: string,
  field: string,
  headers: Record<string, string>,
): { head: string; firstPart: Buffer } {
  const firstPart = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="scan.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    ),
    Buffer.alloc(64 * 1024, 0x20),
  ]);
  const lines = [
    `POST ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${firstPart.length + 4 * 1024 * 1024}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return { head: `${lines.join('\r\n')}\r\n\r\n`, firstPart };
}

const UPLOADS = [
  { upload: 'a KYC document', target: '/api/auction/register', field: 'pancardFile', role: 'user' },
  { upload: 'a sale notice', target: '/api/admin/add-property', field: 'saleNotice', role: 'admin' },
] as const;

describe.each(TEST_DATABASES)('a stalled upload on %s', (kind) => {
  let ctx: TestContext;
  let port = 0;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    port = Number(new URL(await listen(ctx.app)).port);
  });
  afterAll(async () => ctx?.close());

  /** Opens the upload and sends its first 64 KB; resolves once the server is writing them to disk. */
  async function startUpload(target: string, field: string, role: 'user' | 'admin') {
    const user = await createUser(ctx.app.db, { role });
    const token = await tokenFor(ctx.app, ctx.app.clock, { ...user, role });
    const { head, firstPart } = stalledUpload(target, field, bearer(token));
    const socket = connect(port, '127.0.0.1');
    const answer = answerOf(socket);
    socket.write(head);
    socket.write(firstPart);
    expect(await until(() => incomingFiles(ctx.dataDir).length === 1)).toBe(true);
    return { socket, answer };
  }

  it.each(UPLOADS)(
    'answers $upload that stops arriving with 408 in the API envelope and deletes its partial file',
    async ({ target, field, role }) => {
      // The client sends no more after its first bytes.
      const { answer } = await startUpload(target, field, role);
      const received = await answer;
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({
        success: false,
        error: 'The request took too long to arrive. Please check your connection and try again.',
        code: 'REQUEST_TIMEOUT',
        messages: { error: { id: REQUEST_TIMEOUT_MESSAGE } },
      });
      expect(await until(() => incomingFiles(ctx.dataDir).length === 0)).toBe(true);
    },
  );

  it.each(UPLOADS)(
    'deletes the partial file of $upload whose client hangs up',
    async ({ target, field, role }) => {
      const { socket, answer } = await startUpload(target, field, role);
      socket.destroy();
      await answer;
      expect(await until(() => incomingFiles(ctx.dataDir).length === 0)).toBe(true);
    },
  );

  it('never cuts a live-auction connection, over WebSocket or long-polling', async () => {
    const user = await createUser(ctx.app.db);
    const token = await tokenFor(ctx.app, ctx.app.clock, user);
    const url = `http://127.0.0.1:${port}`;
    const webSocket = await connectSocket(url, token);
    const polling = io(url, { path: '/socket.io', transports: ['polling'], forceNew: true, auth: { token } });
    await new Promise<void>((resolve, reject) => {
      polling.once('connect', resolve);
      polling.once('connect_error', reject);
    });
    const lost: string[] = [];
    webSocket.on('disconnect', (reason) => lost.push(`websocket: ${reason}`));
    polling.on('disconnect', (reason) => lost.push(`polling: ${reason}`));
    try {
      // Both connections are older than this upload: once it has been timed out, so would they have been.
      const { answer } = await startUpload('/api/auction/register', 'pancardFile', 'user');
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(lost).toEqual([]);
      expect(webSocket.connected && polling.connected).toBe(true);
    } finally {
      webSocket.close();
      polling.close();
    }
  });

  it('still answers requests that arrive in time', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/time' });
    expect(res.statusCode).toBe(200);
  });
});
