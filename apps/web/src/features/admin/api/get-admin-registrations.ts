import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegistrationPage, RegistrationStatus } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

export type AdminRegistrationListQuery = {
  q?: string;
  status?: RegistrationStatus;
  limit: number;
  offset: number;
};

function registrationSearch(query: AdminRegistrationListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  return params.toString();
}

/**
 * GET /api/admin/registrations?q&status&limit&offset: a page of registrations with their user, auction
 * and documents, and how many match in all.
 */
export function getAdminRegistrations(
  query: AdminRegistrationListQuery,
  signal?: AbortSignal,
): Promise<AdminRegistrationPage> {
  return apiGet<AdminRegistrationPage>(`/admin/registrations?${registrationSearch(query)}`, { signal });
}

export const ADMIN_REGISTRATIONS_KEY = ['admin', 'registrations'] as const;

export function adminRegistrationsQueryOptions(query: AdminRegistrationListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_REGISTRATIONS_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminRegistrations(query, signal),
    // The rows of the previous search stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminRegistrations(query: AdminRegistrationListQuery) {
  return useQuery(adminRegistrationsQueryOptions(query));
}
