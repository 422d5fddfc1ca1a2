import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  editAuctionBodyOf,
  type AdminProperty,
  type EditAuction,
  type Success,
} from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/**
 * PUT /api/admin/auctions/:id with the changed fields and the version they were edited from. A refusal
 * (409: bids lock the field, or someone else changed the auction) carries a `note` saying why.
 */
export function updateAuction(id: string, body: EditAuction): Promise<AdminProperty> {
  return sendToAdminApi<Success<AdminProperty>>(
    'PUT',
    `/admin/auctions/${encodeURIComponent(id)}`,
    editAuctionBodyOf(body),
    ADMIN_MESSAGES.updateError,
  ).then((r) => r.data);
}

export function useUpdateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditAuction }) => updateAuction(id, body),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}
