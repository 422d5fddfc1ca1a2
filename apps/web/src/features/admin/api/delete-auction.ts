import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/**
 * DELETE /api/admin/auctions/:auctionId. Refused with 409 while the auction has registrations or bids;
 * the refusal carries registrationsCount, bidsCount and the product's note.
 */
export function deleteAuction(auctionId: string): Promise<void> {
  return sendToAdminApi<unknown>(
    'DELETE',
    `/admin/auctions/${encodeURIComponent(auctionId)}`,
    undefined,
    ADMIN_MESSAGES.deleteError,
  ).then(() => undefined);
}

export function useDeleteAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auctionId: string) => deleteAuction(auctionId),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}
