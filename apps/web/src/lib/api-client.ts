import { TOKEN_STORAGE_KEY, type ApiError } from '@eauction/shared';
import { loadCatalogues, SHARED_MESSAGE_CATALOGUES } from './i18n';
import { appTranslate, textOf } from './translate';

/** An API answer with success:false, or a network failure, as one error type the screens can show. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, status: number, code: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** A call that got no answer at all (offline, the server down): said in the page's language. */
export function networkFailure(): ApiClientError {
  return new ApiClientError(appTranslate('lib.apiClient.networkError'), 0, 'NETWORK');
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

/**
 * What the API calls go through: the browser's fetch, or, when the server renders a page, the server's
 * own way of answering them in-process (src/server/render.tsx sets it once).
 */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(implementation: typeof fetch): void {
  fetchApi = implementation;
}

/**
 * Calls the API under /api with the bearer token when one is stored (docs/product.md,
 * "Base path and envelope" and "Authentication"). Resolves with the parsed JSON of a 2xx answer; rejects with
 * ApiClientError carrying the server's `error` text otherwise.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: Body,
  init?: RequestInit,
): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetchApi(`/api${path}`, { ...init, method, headers, body: payload });
  } catch {
    throw networkFailure();
  }
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) throw await errorOf(response, (json ?? {}) as Partial<ApiError>);
  return json as T;
}

/**
 * The texts of a refused call in the page's language: the server's English `error` and `fields`, or
 * their texts by the keys in `messages` (docs/product.md, "Languages"), the catalogues of packages/shared
 * loaded first when the screen has not loaded them (the English stands if they cannot be loaded).
 */
export async function refusalTexts(
  err: Partial<ApiError>,
): Promise<{ message: string | undefined; fields: Record<string, string> | undefined }> {
  const keys =
    err.messages &&
    (await loadCatalogues(SHARED_MESSAGE_CATALOGUES).then(
      () => err.messages,
      () => undefined,
    ));
  const fields =
    err.fields &&
    Object.fromEntries(
      Object.entries(err.fields).map(([field, text]) => {
        const key = keys?.fields?.[field];
        return [field, key ? textOf(key) : text];
      }),
    );
  let message = typeof err.error === 'string' && err.error ? err.error : undefined;
  if (keys?.error) message = textOf(keys.error);
  // A refusal of several fields has no one key: its sentence is made of the fields' messages.
  else if (keys?.fields && fields) message = [...new Set(Object.values(fields))].join('; ');
  return { message, fields };
}

async function errorOf(response: Response, err: Partial<ApiError>): Promise<ApiClientError> {
  const { message, fields } = await refusalTexts(err);
  return new ApiClientError(
    message ?? (response.statusText || appTranslate('lib.apiClient.requestFailed')),
    response.status,
    typeof err.code === 'string' ? err.code : 'HTTP_ERROR',
    fields,
  );
}

export const apiGet = <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init);
export const apiPost = <T>(path: string, body?: Body) => apiRequest<T>('POST', path, body);
export const apiPut = <T>(path: string, body?: Body) => apiRequest<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);

/** The message to show for a failed call: the server's text, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.message) return error.message;
  return fallback;
}
