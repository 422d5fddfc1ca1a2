import { useMutation } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/auth/forgot-password {email} → a message that reads the same whether or not the address
 * has an account (so the form cannot be used to find out who is registered).
 */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiPost<Success<{ message: string }>>('/auth/forgot-password', { email }).then((r) => r.data);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
