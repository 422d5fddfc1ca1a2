import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, Success } from '@eauction/shared';
import { apiGet } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiGet<Success<PublicConfig>>('/config').then((r) => r.data),
  staleTime: Infinity,
});

/** Runtime settings from the server (map tiles, captcha provider, canonical origin). */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
