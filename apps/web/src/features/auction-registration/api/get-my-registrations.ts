import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRegistration, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auction/my-registrations: the signed-in buyer's registrations, newest first. */
export function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistration[]> {
  return apiGet<Success<MyRegistration[]>>('/auction/my-registrations', { signal }).then((r) => r.data);
}

export function myRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: ['registrations', 'mine'],
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });
}

export function useMyRegistrations() {
  return useQuery(myRegistrationsQueryOptions());
}
