import { useMutation } from '@tanstack/react-query';
import type { EmailVerified, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auth/verify-email/:token → the server's message and the verified address. The token works once. */
export function verifyEmail(token: string): Promise<EmailVerified> {
  return apiGet<Success<EmailVerified>>(`/auth/verify-email/${encodeURIComponent(token)}`).then(
    (r) => r.data,
  );
}

/**
 * A mutation, not a query: verifying consumes the token, so it must run exactly once per visit and
 * never be refetched or retried behind the user's back.
 */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
