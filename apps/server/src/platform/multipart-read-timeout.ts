import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/*
 * A multipart body that stops making progress is answered 408 within MULTIPART_READ_TIMEOUT_MS
 * (decision 008). The parser can stop reading a body that has fully arrived (a part whose header it
 * refuses, large and at the very end of the form): `request.parts()` then neither yields nor ends, and
 * the request would otherwise wait for REQUEST_TIMEOUT_SECONDS. A slow upload is not a stopped one: a
 * wait during which bytes keep arriving on the connection goes on.
 */

export const UPLOAD_STALLED_MESSAGE = 'errors.form.uploadStalled';

const stalled = (timeoutMs: number) =>
  new AppError('REQUEST_TIMEOUT', 408, UPLOAD_STALLED_MESSAGE, undefined, {
    internalMessage: `no multipart part and no byte received for ${timeoutMs} ms`,
  });

type RequestWithSocket = Pick<FastifyRequest, 'raw'>;

/**
 * Bytes read so far on the request's connection; undefined without a real one (`app.inject`), where
 * only a new part counts as progress.
 */
function bytesReceived(request: RequestWithSocket): number | undefined {
  const bytesRead: unknown = request.raw.socket?.bytesRead;
  return typeof bytesRead === 'number' ? bytesRead : undefined;
}

/**
 * The next part, or a 408 AppError once a whole `timeoutMs` went by with no part and no new byte.
 * A late answer of `parts` is ignored: the request is answered, and its connection closed with it.
 */
function nextPart(
  request: RequestWithSocket,
  parts: AsyncIterator<Multipart>,
  timeoutMs: number,
): Promise<IteratorResult<Multipart>> {
  const pending = parts.next();
  return new Promise((resolve, reject) => {
    let bytes = bytesReceived(request);
    const timer = setInterval(() => {
      const now = bytesReceived(request);
      if (now !== undefined && now !== bytes) {
        bytes = now;
        return;
      }
      clearInterval(timer);
      reject(stalled(timeoutMs));
    }, timeoutMs);
    pending.then(
      (result) => {
        clearInterval(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearInterval(timer);
        reject(error);
      },
    );
  });
}

/**
 * The parts of `request.parts(…)`, each wait for the next one bounded as above. After the 408 it never
 * asks `parts` again, nor calls its `return()`: a stopped parser would never answer either.
 */
export async function* withReadTimeout(
  request: RequestWithSocket,
  parts: AsyncIterator<Multipart>,
  timeoutMs: number,
): AsyncGenerator<Multipart, void, undefined> {
  for (;;) {
    const next = await nextPart(request, parts, timeoutMs);
    if (next.done) return;
    yield next.value;
  }
}
