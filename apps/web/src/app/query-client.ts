import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '../lib/api-client';

/**
 * One retry for network hiccups, none for answers the server meant (4xx): a 404 'Property not found'
 * will not change on a second try. Catalogue data does not refetch when the tab regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
