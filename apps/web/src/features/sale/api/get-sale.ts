import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sale, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/sales/{propertyId}: the buyer's sale, or 404 'Sale not found' to anyone else. */
export function getSale(propertyId: string, signal?: AbortSignal): Promise<Sale> {
  return apiGet<Success<Sale>>(`/sales/${encodeURIComponent(propertyId)}`, { signal }).then((r) => r.data);
}

export const saleQueryKey = (propertyId: string) => ['sales', 'mine', propertyId] as const;

export function saleQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: saleQueryKey(propertyId),
    queryFn: ({ signal }) => getSale(propertyId, signal),
    // The officer moves the sale on: read afresh on every visit.
    staleTime: 0,
  });
}

export function useSale(propertyId: string) {
  return useQuery(saleQueryOptions(propertyId));
}
