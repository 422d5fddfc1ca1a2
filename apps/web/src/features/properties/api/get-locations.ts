import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/properties/locations: the sorted distinct cities, the Location filter's options. */
export function getLocations(signal?: AbortSignal): Promise<string[]> {
  return apiGet<Success<string[]>>('/properties/locations', { signal }).then((r) => r.data);
}

export const locationsQueryOptions = queryOptions({
  queryKey: ['properties', 'locations'],
  queryFn: ({ signal }) => getLocations(signal),
  staleTime: 5 * 60_000,
});

export function useLocations() {
  return useQuery(locationsQueryOptions);
}
