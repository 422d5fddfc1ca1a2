import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthUser, PROFILE_TABS, ProfileTab, Success } from '@eauction/shared';
import { apiPut } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** The fields of one Profile Settings tab, as its schema outputs them. */
export type ProfileTabValues<T extends ProfileTab> = z.output<(typeof PROFILE_TABS)[T]>;

/**
 * PUT /api/users/profile with the fields of one tab only (docs/product.md, "Account calls") → the updated
 * user, which replaces the one in the auth state so the greeting and the other tabs see the change.
 */
export function updateProfile<T extends ProfileTab>(fields: ProfileTabValues<T>): Promise<AuthUser> {
  return apiPut<Success<AuthUser>>('/users/profile', fields).then((r) => r.data);
}

export function useUpdateProfile<T extends ProfileTab>() {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (fields: ProfileTabValues<T>) => updateProfile<T>(fields),
    onSuccess: (user) => setUser(user),
  });
}
