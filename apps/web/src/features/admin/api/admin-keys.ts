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

/** The Sales tab's queries (docs/product.md, "After the hammer"): its sales, EMD refunds and holidays. */
export const SALES_KEY = [...ADMIN_KEY, 'sales'] as const;
export const EMD_REFUNDS_KEY = [...ADMIN_KEY, 'emd-refunds'] as const;
export const HOLIDAYS_KEY = [...ADMIN_KEY, 'holidays'] as const;

/**
 * After a sale moves on or an EMD is refunded: the sale's queues, its details, the refund list and the
 * counters all read it (a sale not confirmed makes the buyer's EMD due for refund, for one).
 */
export function invalidateAfterSaleChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
}
