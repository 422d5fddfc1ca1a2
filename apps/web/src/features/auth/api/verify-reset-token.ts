import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auth/verify-reset-token/:token → whether the link can still set a password (it is not used up). */
export function verifyResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  return apiGet<Success<{ valid: boolean }>>(`/auth/verify-reset-token/${encodeURIComponent(token)}`, {
    signal,
  }).then((r) => r.data.valid);
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    // Checked once per visit: a link that was valid a minute ago is still worth a try on submit.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useResetTokenValidity(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
}
