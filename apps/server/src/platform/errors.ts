import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessage, message, type ApiError, type ErrorCode, type Message } from '@eauction/shared';
import { isMessageKey, textOf } from './i18n';

/**
 * Errors a person can act on. `userMessage` is what the API answers in `error` (the product's texts where
 * it has one); `message` may carry internal detail for the log. Codes are stable: clients branch on
 * them, never on the wording.
 */
export class AppError extends Error {
  /** The English text of `message`, answered as `error`. */
  readonly userMessage: string;
  /** The message by its catalogue key and values (packages/shared src/locales), or an English sentence. */
  readonly text: Message;
  /** Per-field messages, answered in English as `fields`, with their keys in `messages.fields`. */
  readonly fieldTexts: Record<string, Message> | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: Message | string,
    fields?: Record<string, Message | string>,
    options?: { cause?: unknown; internalMessage?: string },
  ) {
    const text = typeof message === 'string' ? { id: message } : message;
    const userMessage = textOf(text);
    super(
      options?.internalMessage ?? userMessage,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.text = text;
    this.userMessage = userMessage;
    this.fieldTexts = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([field, m]) => [field, typeof m === 'string' ? { id: m } : m]),
        )
      : undefined;
  }

  /** The English text of each field's message. */
  get fields(): Record<string, string> | undefined {
    if (!this.fieldTexts) return undefined;
    return Object.fromEntries(Object.entries(this.fieldTexts).map(([field, m]) => [field, textOf(m)]));
  }
}

export const INTERNAL_ERROR_MESSAGE = 'errors.internal';
export const UNAVAILABLE_MESSAGE = 'errors.unavailable';
export const PROPERTY_NOT_FOUND_MESSAGE = 'errors.propertyNotFound';

export const propertyNotFound = () => new AppError('PROPERTY_NOT_FOUND', 404, PROPERTY_NOT_FOUND_MESSAGE);
export const notFound = () => new AppError('NOT_FOUND', 404, 'errors.notFound');

/**
 * The 429 of a rate limit, saying when to try again: the window's time left in whole seconds, or in
 * minutes from one minute on, as @fastify/rate-limit words it.
 */
export function tooManyRequests(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    429,
    seconds < 60
      ? message('errors.rateLimited.seconds', { seconds })
      : message('errors.rateLimited.minutes', { minutes: Math.round(seconds / 60) }),
  );
}

/** A zod issue: where it is, and what `issueMessage` reads. */
type FieldIssue = Parameters<typeof issueMessage>[0] & { readonly path: readonly PropertyKey[] };
const isIssueList = (problems: object): problems is readonly FieldIssue[] => Array.isArray(problems);

/**
 * An empty map of messages by field name. Field names come from the request ('__proto__',
 * 'constructor'): a plain object would take them for its prototype's and drop or misplace them.
 */
function byField<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The message of each field that zod issues name: its first, with '_' for the value itself. */
export function fieldMessages(issues: readonly FieldIssue[]): Record<string, Message | string> {
  const fields = byField<Message | string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in fields)) fields[field] = issueMessage(issue);
  }
  return fields;
}

/**
 * A 400 naming what broke which rule: zod issues, or the message of each field by key or
 * `message(key, values)`. `error` names each distinct message in English, or is the one message (its key
 * then in `messages.error`) when there is one.
 */
export function validationFailed(
  problems: readonly FieldIssue[] | Readonly<Record<string, Message | string | undefined>>,
): AppError {
  const fields = isIssueList(problems) ? fieldMessages(problems) : byField<Message | string>();
  if (!isIssueList(problems)) {
    for (const [field, m] of Object.entries(problems)) if (m !== undefined) fields[field] = m;
  }
  const messages = Object.values(fields);
  const texts = [...new Set(messages.map((m) => textOf(m)))];
  const [only] = messages;
  return new AppError('VALIDATION_FAILED', 400, texts.length === 1 && only ? only : texts.join('; '), fields);
}

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

/** "Unknown field: x", "Unknown query parameter: x", … */
const UNKNOWN_KEY: Record<ValidationContext, string> = {
  body: 'errors.request.unknown.body',
  querystring: 'errors.request.unknown.querystring',
  params: 'errors.request.unknown.params',
  headers: 'errors.request.unknown.headers',
};

/** A query, path or headers that is not an object at all. */
const INVALID_KEY: Record<Exclude<ValidationContext, 'body'>, string> = {
  querystring: 'errors.request.invalid.querystring',
  params: 'errors.request.invalid.params',
  headers: 'errors.request.invalid.headers',
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
  const fields = byField<Message>();
  const texts: string[] = [];
  const add = (field: string, m: Message) => {
    if (!(field in fields)) fields[field] = m;
    const text = textOf(m);
    if (!texts.includes(text)) texts.push(text);
  };
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      for (const key of keys) add([...path, key].join('.'), message(UNKNOWN_KEY[context], { key }));
      continue;
    }
    const field = path.join('.');
    // fastify-type-provider-zod spreads the zod issue into params (its message, path and code aside):
    // the limit a rule broke (minimum, maximum) and a refinement's params are there.
    const zodIssue = issue.message === undefined ? undefined : { ...issue.params, message: issue.message };
    let m = zodIssue ? issueMessage(zodIssue) : message('errors.request.fieldInvalid', { field });
    // zod's own wording for a missing value; say it the way the product's messages do.
    if (/received undefined$/.test(m.id)) {
      m = message('errors.request.required', { field: humanize(path[path.length - 1] ?? field) });
    }
    if (field === '') {
      add('_', message(context === 'body' ? 'errors.request.notAnObject' : INVALID_KEY[context]));
      continue;
    }
    // Our query schemas' messages name their parameter; zod's generic ones ("Invalid input: expected
    // string, received array") do not, so those are replaced by a sentence that does.
    const text = textOf(m);
    if (context !== 'body' && !text.toLowerCase().includes(field.toLowerCase())) {
      // A repeated query parameter (?limit=1&limit=2) arrives as a list.
      m =
        /received array/.test(text) || (issue.keyword === 'invalid_union' && context === 'querystring')
          ? message('errors.request.givenOnce', { field })
          : message('errors.request.fieldInvalid', { field });
    }
    add(field, m);
  }
  return new AppError('VALIDATION_FAILED', 400, texts.join('; '), fields);
}

/** Classifies any error into the API's error envelope. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error);
  const fe = error as Partial<FastifyError> & { statusCode?: number };
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('BAD_REQUEST', 400, 'errors.request.invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_REQUEST', 400, 'errors.request.emptyBody');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.request.unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.request.bodyTooLarge');
    case 'FST_ERR_BAD_URL':
      return new AppError('BAD_REQUEST', 400, 'errors.request.badUrl');
    default:
      break;
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 503, UNAVAILABLE_MESSAGE, undefined, { cause: error });
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin 4xx messages (body parser, rate limit) describe the request, not our
    // internals, so they are safe to show (in English: they are no keys of the catalogues).
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const text = typeof fe.message === 'string' && fe.message ? fe.message : 'errors.request.bad';
    return new AppError(code, status, text);
  }
  return new AppError('INTERNAL', 500, INTERNAL_ERROR_MESSAGE, undefined, { cause: error });
}

/** The keys of an error's messages that the catalogues have (docs/product.md, "Languages"). */
function messagesOf(error: AppError): ApiError['messages'] {
  const known = (m: Message) => isMessageKey(m.id);
  const fields = Object.entries(error.fieldTexts ?? {}).filter(([, m]) => known(m));
  if (!known(error.text) && fields.length === 0) return undefined;
  return {
    ...(known(error.text) ? { error: error.text } : {}),
    ...(fields.length > 0 ? { fields: Object.fromEntries(fields) } : {}),
  };
}

export function errorBody(error: AppError): ApiError {
  const messages = messagesOf(error);
  return {
    success: false,
    error: error.userMessage,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(messages ? { messages } : {}),
  };
}

/** How long a client (or proxy) is asked to wait before retrying a 503: an outage or a restart. */
const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(errorBody(error));
}

/** The one error handler: every failure leaves as `{ success: false, error, code, fields?, messages? }`. */
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

export const REQUEST_TIMEOUT_MESSAGE = 'errors.request.timeout';

/** What a connection-level failure is answered with: the envelope, like every other answer. */
function clientErrorAnswer(error: ConnectionError): { status: number; body: AppError } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: new AppError('REQUEST_TIMEOUT', 408, REQUEST_TIMEOUT_MESSAGE) };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: new AppError('BAD_REQUEST', 431, 'errors.request.headersTooLarge') };
    default:
      return { status: 400, body: new AppError('BAD_REQUEST', 400, 'errors.request.unreadable') };
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
