import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegistration, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/registrations: every registration with its user, auction and documents. */
export function getAdminRegistrations(signal?: AbortSignal): Promise<AdminRegistration[]> {
  return apiGet<Success<AdminRegistration[]>>('/admin/registrations', { signal }).then((r) => r.data);
}

export const ADMIN_REGISTRATIONS_KEY = ['admin', 'registrations'] as const;

export function adminRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_REGISTRATIONS_KEY,
    queryFn: ({ signal }) => getAdminRegistrations(signal),
  });
}

export function useAdminRegistrations() {
  return useQuery(adminRegistrationsQueryOptions());
}
