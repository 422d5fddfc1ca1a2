import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@eauction/shared';

/**
 * Errors a person can act on. `userMessage` is what the API answers in `error` (the product's texts where
 * it has one); `message` may carry internal detail for the log. Codes are stable: clients branch on
 * them, never on the wording.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly userMessage: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown; internalMessage?: string },
  ) {
    super(
      options?.internalMessage ?? userMessage,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const PROPERTY_NOT_FOUND_MESSAGE = 'Property not found';

export const propertyNotFound = () => new AppError('PROPERTY_NOT_FOUND', 404, PROPERTY_NOT_FOUND_MESSAGE);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Error codes of node-postgres and of PostgreSQL (class 08 connection, 57P0x shutdown) meaning "database away". */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors; walk the cause chain.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code)) return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/i.test(
        e.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** 'companyName' → 'Company name'. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

const CONTEXT_NOUN: Record<ValidationContext, string> = {
  body: 'field',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

/**
 * Turns zod issues into `fields` (one message per field, the first that failed) and a sentence that
 * names every offending parameter, e.g. "limit must be a whole number from 1 to 200".
 */
function validationError(
  error: FastifyError & {
    validation: {
      instancePath: string;
      message?: string;
      keyword: string;
      params: Record<string, unknown>;
    }[];
  },
): AppError {
  const context = (error.validationContext ?? 'body') as ValidationContext;
  const noun = CONTEXT_NOUN[context] ?? 'field';
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  const add = (field: string, message: string) => {
    if (!(field in fields)) fields[field] = message;
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      for (const key of keys) add([...path, key].join('.'), `Unknown ${noun}: ${key}`);
      continue;
    }
    const field = path.join('.');
    let raw = issue.message ?? 'is invalid';
    // zod's own wording for a missing value; say it the way the product's messages do.
    if (/received undefined$/.test(raw)) raw = `${humanize(path[path.length - 1] ?? field)} is required`;
    if (field === '') {
      add('_', context === 'body' ? 'The request body must be a JSON object' : `The ${noun}s are invalid`);
      continue;
    }
    // Our query schemas' messages name their parameter; zod's generic ones ("Invalid input: expected
    // string, received array") do not, so those are replaced by a sentence that does.
    let named = raw;
    if (context !== 'body' && !raw.toLowerCase().includes(field.toLowerCase())) {
      // A repeated query parameter (?limit=1&limit=2) arrives as a list.
      named =
        /received array/.test(raw) || (issue.keyword === 'invalid_union' && context === 'querystring')
          ? `${field} must be given once`
          : `${field} is invalid`;
    }
    add(field, named);
  }
  return new AppError('VALIDATION_FAILED', 400, messages.join('; '), fields);
}

/** Classifies any error into the API's error envelope. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error);
  const fe = error as Partial<FastifyError> & { statusCode?: number };
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('BAD_REQUEST', 400, 'The request body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_REQUEST', 400, 'The request body is empty; send a JSON object');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Unsupported content type; send application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'The request body is too large');
    case 'FST_ERR_BAD_URL':
      return new AppError('BAD_REQUEST', 400, 'The address is not a valid URL');
    default:
      break;
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 503, UNAVAILABLE_MESSAGE, undefined, { cause: error });
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin 4xx messages (body parser, rate limit) describe the request, not our
    // internals, so they are safe to show.
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const message = typeof fe.message === 'string' && fe.message ? fe.message : 'Bad request';
    return new AppError(code, status, message);
  }
  return new AppError('INTERNAL', 500, INTERNAL_ERROR_MESSAGE, undefined, { cause: error });
}

export function errorBody(error: AppError): ApiError {
  return error.fields
    ? { success: false, error: error.userMessage, code: error.code, fields: error.fields }
    : { success: false, error: error.userMessage, code: error.code };
}

/** How long a client (or proxy) is asked to wait before retrying a 503: an outage or a restart. */
const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(errorBody(error));
}

/** The one error handler: every failure leaves as `{ success: false, error, code, fields? }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      // 5xx answers hide their cause; the log keeps it for whoever is on call.
      request.log.error({ err: error }, 'request failed');
    } else if (appError.statusCode !== 404 && appError.code !== 'VALIDATION_FAILED') {
      request.log.info({ code: appError.code, status: appError.statusCode }, appError.userMessage);
    }
    return sendError(reply, appError);
  });
}

export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive. Please check your connection and try again.';

/** What a connection-level failure is answered with: the envelope, like every other answer. */
function clientErrorAnswer(error: ConnectionError): { status: number; body: AppError } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: new AppError('REQUEST_TIMEOUT', 408, REQUEST_TIMEOUT_MESSAGE) };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: new AppError('BAD_REQUEST', 431, 'The request headers are too large') };
    default:
      return { status: 400, body: new AppError('BAD_REQUEST', 400, 'The request could not be read') };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request that did not arrive whole within REQUEST_TIMEOUT_SECONDS
 * (408), headers over Node's limit (431) or bytes that are not HTTP (400). Node reports these on the
 * connection, outside any route, so the answer is written to the socket by hand, which is then closed;
 * a route still reading that request's body sees it end as aborted and removes what it wrote.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error);
  if (socket.writable) {
    const json = JSON.stringify(errorBody(body));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
