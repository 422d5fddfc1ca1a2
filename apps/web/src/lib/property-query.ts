import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property, Success } from '@eauction/shared';
import { apiGet } from './api-client';

/** GET /api/properties/:id: one property, or 404 'Property not found' (PROPERTY_NOT_FOUND). */
export function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  return apiGet<Success<Property>>(`/properties/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);
}

/** The app's QueryClient never retries a 4xx, so 'Property not found' shows at once. */
export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string | undefined) {
  return useQuery({ ...propertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
