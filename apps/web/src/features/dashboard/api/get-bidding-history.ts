import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidHistoryEntry, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /api/auth/bidding-history → every bid of the signed-in user, with its property and standing. */
export function getBiddingHistory(signal?: AbortSignal): Promise<BidHistoryEntry[]> {
  return apiGet<Success<BidHistoryEntry[]>>('/auth/bidding-history', { signal }).then((r) => r.data);
}

export const biddingHistoryQueryOptions = queryOptions({
  queryKey: ['bidding-history'],
  queryFn: ({ signal }) => getBiddingHistory(signal),
  // Standings change while auctions run: fetched afresh on every visit.
  staleTime: 0,
});

export function useBiddingHistory() {
  return useQuery(biddingHistoryQueryOptions);
}
