import { useMutation } from '@tanstack/react-query';
import type { AccountRegistration, Success } from '@eauction/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/register → 201 with a message; the account waits for its e-mail to be verified. */
export function register(payload: AccountRegistration): Promise<{ message: string }> {
  return apiPost<Success<{ message: string }>>('/auth/register', payload).then((r) => r.data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
