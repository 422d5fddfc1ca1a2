import { useLingui } from '@lingui/react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmdRefundBody, EmdRefundRow, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { EMD_REFUNDS_KEY, invalidateAfterSaleChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * The refund queue of docs/product.md, "Every EMD accounted for": GET /api/admin/emd-refunds (oldest
 * first) and PUT /api/admin/registrations/{id}/emd-refund.
 */

export type EmdRefundStatus = 'due' | 'refunded';
export type EmdRefundQuery = { status: EmdRefundStatus; limit: number; offset: number };
export type EmdRefundPage = { data: EmdRefundRow[]; total: number };

export function getEmdRefunds(query: EmdRefundQuery, signal?: AbortSignal): Promise<EmdRefundPage> {
  const params = new URLSearchParams({
    status: query.status,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  return apiGet<Success<EmdRefundRow[]> & { total?: number }>(`/admin/emd-refunds?${params}`, {
    signal,
  }).then((r) => ({ data: r.data, total: r.total ?? r.data.length }));
}

export function emdRefundsQueryOptions(query: EmdRefundQuery) {
  return queryOptions({
    queryKey: [...EMD_REFUNDS_KEY, query],
    queryFn: ({ signal }) => getEmdRefunds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmdRefunds(query: EmdRefundQuery) {
  return useQuery(emdRefundsQueryOptions(query));
}

/** The failure texts' message keys (refused; not completed). */
export const EMD_REFUND_FAILED = 'admin.emdRefunds.recordFailed';
export const EMD_REFUND_ERROR = 'admin.emdRefunds.recordError';

/** Records a refund's UTR and date; the bidder is mailed them. */
export function useRecordEmdRefund() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, body }: { registrationId: string; body: EmdRefundBody }) =>
      sendToAdminApi<unknown>(
        'PUT',
        `/admin/registrations/${encodeURIComponent(registrationId)}/emd-refund`,
        body,
        _(EMD_REFUND_FAILED),
      ),
    onSuccess: () => invalidateAfterSaleChange(queryClient),
  });
}
