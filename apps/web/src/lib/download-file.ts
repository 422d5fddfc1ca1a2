import { ApiClientError, getStoredToken, networkFailure } from './api-client';
import { appTranslate } from './translate';

/** The file name a Content-Disposition header proposes, if any. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Downloads a file the API serves only with the bearer token (the upload template, a report's
 * spreadsheet, a sale certificate, a payment's receipt): a plain link would go without the token, so
 * the file is fetched into a Blob and saved through a temporary blob: link. The server's file name wins
 * over `fallbackName`; a refusal without a message of its own says `failedMessage` ('Download failed' in
 * the page's language by default).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  failedMessage = appTranslate('lib.downloadFile.failed'),
): Promise<void> {
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) {
    let message = failedMessage;
    try {
      const json = (await response.json()) as { error?: unknown };
      if (typeof json.error === 'string' && json.error) message = json.error;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiClientError(message, response.status, 'HTTP_ERROR');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium starts the download from the click, asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
