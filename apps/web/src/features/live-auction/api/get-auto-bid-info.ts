import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoBidInfo, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auto-bidding/info/:auctionId → the minimum auto-bid maximum and the minimum manual bid. */
export function getAutoBidInfo(auctionId: string, signal?: AbortSignal): Promise<AutoBidInfo> {
  return apiGet<Success<AutoBidInfo>>(`/auto-bidding/info/${encodeURIComponent(auctionId)}`, {
    signal,
  }).then((r) => r.data);
}

export const autoBidInfoQueryKey = (auctionId: string) => ['auto-bidding', 'info', auctionId] as const;

export function autoBidInfoQueryOptions(auctionId: string) {
  return queryOptions({
    queryKey: autoBidInfoQueryKey(auctionId),
    queryFn: ({ signal }) => getAutoBidInfo(auctionId, signal),
    // The minimum moves with every bid: never served from an old visit.
    staleTime: 0,
  });
}

export function useAutoBidInfo(auctionId: string, enabled: boolean) {
  return useQuery({ ...autoBidInfoQueryOptions(auctionId), enabled: enabled && Boolean(auctionId) });
}
