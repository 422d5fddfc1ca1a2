import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProperty, RelistAuction, SaleReasonBody, Success } from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * An auction's end other than the hammer's (docs/product.md, "Cancellation" and "Re-auction"):
 * POST /api/admin/auctions/{propertyId}/cancel and /relist. Both change the catalogue.
 */

const auctionPath = (propertyId: string) => `/admin/auctions/${encodeURIComponent(propertyId)}`;

/** The failure texts' message keys (refused; not completed). */
export const CANCEL_FAILED = 'admin.cancel.failed';
export const CANCEL_ERROR = 'admin.cancel.error';

/** Stops an auction before its end; every registrant is mailed the reason and every EMD falls due. */
export function useCancelAuction() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: SaleReasonBody }) =>
      sendToAdminApi<unknown>('POST', `${auctionPath(propertyId)}/cancel`, body, _(CANCEL_FAILED)),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}

/** The failure texts' message keys (refused; not completed). */
export const RELIST_FAILED = 'admin.relist.failed';
export const RELIST_ERROR = 'admin.relist.error';

/** Makes a new auction of the property; answers it (a new id and Auction ID). */
export function useRelistAuction() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body }: { propertyId: string; body: RelistAuction }) =>
      sendToAdminApi<Success<AdminProperty>>(
        'POST',
        `${auctionPath(propertyId)}/relist`,
        body,
        _(RELIST_FAILED),
      ).then((r) => r.data),
    // Refused too: the sale may have been put up again meanwhile.
    onSettled: () => invalidateAfterPropertyChange(queryClient),
  });
}
