import type { QueryClient } from '@tanstack/react-query';

/** Every admin query starts with 'admin', so one change can refresh the whole console. */
export const ADMIN_KEY = ['admin'] as const;

/**
 * After an upload, an addition, an edit or a deletion: the counters, the Auction List, the reports and
 * the public catalogue all read the changed properties.
 */
export function invalidateAfterPropertyChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
  ]).then(() => undefined);
}
