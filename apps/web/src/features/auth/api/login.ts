import { useMutation } from '@tanstack/react-query';
import type { AuthUser, LoginInput, Success } from '@eauction/shared';
import { apiPost } from '../../../lib/api-client';

export type LoginResult = { user: AuthUser; token: string };

/** POST /api/auth/login {email, password, captcha} → the user and a bearer token. */
export function login(payload: LoginInput): Promise<LoginResult> {
  return apiPost<Success<LoginResult>>('/auth/login', payload).then((r) => r.data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
