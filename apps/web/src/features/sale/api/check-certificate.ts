import { queryOptions } from '@tanstack/react-query';
import type { CertificateCheck, Success } from '@eauction/shared';
import { ApiClientError, apiGet } from '../../../lib/api-client';
import { certificateCheckKey } from './certificate-check-key';

/**
 * GET /api/verify/{certificateNo}: what anyone may check of a sale certificate, or null when no
 * certificate has the number (404). A 404 is an answer here, not a failure: the server renders the page
 * that says so (and answers it with HTTP 404).
 */
export async function checkCertificate(
  certificateNo: string,
  signal?: AbortSignal,
): Promise<CertificateCheck | null> {
  try {
    const answer = await apiGet<Success<CertificateCheck>>(`/verify/${encodeURIComponent(certificateNo)}`, {
      signal,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export function certificateCheckQueryOptions(certificateNo: string) {
  return queryOptions({
    queryKey: certificateCheckKey(certificateNo),
    queryFn: ({ signal }) => checkCertificate(certificateNo, signal),
  });
}
