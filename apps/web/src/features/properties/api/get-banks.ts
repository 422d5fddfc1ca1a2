import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/properties/banks: the sorted distinct banks of the catalogue, the Bank filter's options. */
export function getBanks(signal?: AbortSignal): Promise<string[]> {
  return apiGet<Success<string[]>>('/properties/banks', { signal }).then((r) => r.data);
}

export const banksQueryOptions = queryOptions({
  queryKey: ['properties', 'banks'],
  queryFn: ({ signal }) => getBanks(signal),
  staleTime: 5 * 60_000,
});

export function useBanks() {
  return useQuery(banksQueryOptions);
}
