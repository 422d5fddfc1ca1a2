import { useMutation } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/reset-password {token, newPassword} → a message; every earlier session ends. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<{ message: string }> {
  return apiPost<Success<{ message: string }>>('/auth/reset-password', input).then((r) => r.data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
