import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** The interest toggle on the cards invalidates this key, so the list follows a save or removal elsewhere. */
export const interestedPropertiesQueryKey = ['interested-properties'] as const;

/** GET /api/auth/interested-properties → the signed-in user's saved properties. */
export function getInterestedProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiGet<Success<Property[]>>('/auth/interested-properties', { signal }).then((r) => r.data);
}

export const interestedPropertiesQueryOptions = queryOptions({
  queryKey: interestedPropertiesQueryKey,
  queryFn: ({ signal }) => getInterestedProperties(signal),
});

export function useInterestedProperties() {
  return useQuery(interestedPropertiesQueryOptions);
}
