import type { ApiError } from '@eauction/shared';
import { ApiClientError, getStoredToken, refusalTexts } from './api-client';
import { textOf } from './translate';

/** A refused call: the server's message plus its whole answer (refused rows, a note, counts). */
export class ApiRefusalError extends ApiClientError {
  readonly body: unknown;

  constructor(message: string, status: number, code: string, body: unknown, fields?: Record<string, string>) {
    super(message, status, code, fields ?? (body as { fields?: Record<string, string> } | undefined)?.fields);
    this.name = 'ApiRefusalError';
    this.body = body;
  }
}

/** The refusal's answer (an import's refused rows, a delete's registrations count), when there is one. */
export function refusalBody<T extends object>(error: unknown): Partial<T> {
  return error instanceof ApiRefusalError && error.body && typeof error.body === 'object'
    ? (error.body as Partial<T>)
    : {};
}

/**
 * Sends a change to /api{path} with the bearer token: a multipart FormData or a JSON body.
 * XMLHttpRequest rather than fetch because only it reports upload progress (the KYC documents of an auction registration, the
 * admin console's spreadsheets and property files); `onProgress` receives 0–100. Resolves with the parsed 2xx answer; rejects with
 * an ApiRefusalError that keeps the whole refusal (the product's 409s carry a note and counts besides the
 * message), its message the server's `error` text or `fallback` (a text, or a key of the catalogues) when
 * there is none (network failure, a page from a proxy).
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: FormData | object | undefined,
  fallback: string,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (body !== undefined && !(body instanceof FormData)) {
      xhr.setRequestHeader('Content-Type', 'application/json');
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiRefusalError(textOf(fallback), 0, 'NETWORK', undefined));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json !== undefined) {
        resolve(json as T);
        return;
      }
      void refusalOf(xhr.status, json, fallback).then(reject);
    };
    if (body === undefined) xhr.send();
    else xhr.send(body instanceof FormData ? body : JSON.stringify(body));
  });
}

/** A refused call's error in the page's language (refusalTexts in lib/api-client.ts). */
async function refusalOf(status: number, json: unknown, fallback: string): Promise<ApiRefusalError> {
  const err = (json ?? {}) as Partial<ApiError>;
  const { message, fields } = await refusalTexts(err);
  const code = typeof err.code === 'string' ? err.code : 'HTTP_ERROR';
  return new ApiRefusalError(message ?? textOf(fallback), status, code, json, fields);
}
