import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProperty, RelistAuction, SaleReasonBody, Success } from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * An auction's end other than the hammer's (docs/product.md, "Cancellation" and "Re-auction"):
 * POST /api/admin/auctions/{propertyId}/cancel and /relist. Both change the catalogue.
 */

const auctionPath = (propertyId: string) => `/admin/auctions/${encodeURIComponent(propertyId)}`;

export const CANCEL_FAILED = 'Failed to cancel auction';
export const CANCEL_ERROR = 'Error cancelling auction';

/** Stops an auction before its end; every registrant is mailed the reason and every EMD falls due. */
export function useCancelAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: SaleReasonBody }) =>
      sendToAdminApi<unknown>('POST', `${auctionPath(propertyId)}/cancel`, body, CANCEL_FAILED),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}

export const RELIST_FAILED = 'Failed to put the property up for auction again';
export const RELIST_ERROR = 'Error putting the property up for auction again';

/** Makes a new auction of the property; answers it (a new id and Auction ID). */
export function useRelistAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: RelistAuction }) =>
      sendToAdminApi<Success<AdminProperty>>(
        'POST',
        `${auctionPath(propertyId)}/relist`,
        body,
        RELIST_FAILED,
      ).then((r) => r.data),
    // Refused too: the sale may have been put up again meanwhile.
    onSettled: () => invalidateAfterPropertyChange(queryClient),
  });
}
