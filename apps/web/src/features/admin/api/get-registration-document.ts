import { ApiClientError, getStoredToken } from '../../../lib/api-client';

/**
 * GET /api/registrations/:id/documents/:kind (the URL comes from the admin list). Documents are served
 * only with the bearer token, so they are fetched into a Blob the screen shows through a blob: URL.
 */
export async function getRegistrationDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const path = url.startsWith('/api') || /^https?:/.test(url) ? url : `/api${url}`;
  const response = await fetch(path, { headers, signal });
  if (!response.ok) throw new ApiClientError('Could not load the document', response.status, 'HTTP_ERROR');
  return response.blob();
}
