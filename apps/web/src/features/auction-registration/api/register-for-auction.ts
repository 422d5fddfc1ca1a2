import type { RegistrationCreated, Success } from '@eauction/shared';
import { ApiClientError, getStoredToken } from '../../../lib/api-client';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/**
 * POST /api/auction/register (multipart). XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` receives 0–100. Resolves with the 201 answer's data; rejects with an
 * ApiClientError carrying the server's message (400 with fields, 409, 413) or the generic failure.
 */
export function registerForAuction(
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<RegistrationCreated> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/auction/register');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError(REGISTRATION_FAILED, 0, 'NETWORK'));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json) {
        resolve((json as Success<RegistrationCreated>).data);
        return;
      }
      const err = (json ?? {}) as { error?: unknown; code?: unknown; fields?: Record<string, string> };
      reject(
        new ApiClientError(
          typeof err.error === 'string' && err.error ? err.error : REGISTRATION_FAILED,
          xhr.status,
          typeof err.code === 'string' ? err.code : 'HTTP_ERROR',
          err.fields,
        ),
      );
    };
    xhr.send(body);
  });
}
