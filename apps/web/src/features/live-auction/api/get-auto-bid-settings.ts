import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoBidSettings, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auto-bidding/settings/:auctionId → the user's auto-bid of this auction ('none' if never set). */
export function getAutoBidSettings(auctionId: string, signal?: AbortSignal): Promise<AutoBidSettings> {
  return apiGet<Success<AutoBidSettings>>(`/auto-bidding/settings/${encodeURIComponent(auctionId)}`, {
    signal,
  }).then((r) => r.data);
}

export const autoBidSettingsQueryKey = (auctionId: string) =>
  ['auto-bidding', 'settings', auctionId] as const;

export function autoBidSettingsQueryOptions(auctionId: string) {
  return queryOptions({
    queryKey: autoBidSettingsQueryKey(auctionId),
    queryFn: ({ signal }) => getAutoBidSettings(auctionId, signal),
    staleTime: 0,
  });
}

/** Saved settings are loaded on entry and restore the panel as active (docs/product.md, "Auto-bidding"). */
export function useAutoBidSettings(auctionId: string, enabled: boolean) {
  return useQuery({ ...autoBidSettingsQueryOptions(auctionId), enabled: enabled && Boolean(auctionId) });
}
