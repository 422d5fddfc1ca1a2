import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuctionPage, AuctionState } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

export type AdminListQuery = {
  search?: string;
  auctionState?: AuctionState;
  limit: number;
  offset: number;
};

/** The query string of the Auction List and the Auction Reports (same parameters on the server). */
export function listSearch(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.auctionState) params.set('auctionState', query.auctionState);
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  return params.toString();
}

/** GET /api/admin/auctions: a page of auctions with their state and registration and bid counts. */
export function getAdminAuctions(query: AdminListQuery, signal?: AbortSignal): Promise<AdminAuctionPage> {
  return apiGet<AdminAuctionPage>(`/admin/auctions?${listSearch(query)}`, { signal });
}

export const ADMIN_AUCTIONS_KEY = [...ADMIN_KEY, 'auctions'] as const;

export function adminAuctionsQueryOptions(query: AdminListQuery) {
  return queryOptions({
    queryKey: [...ADMIN_AUCTIONS_KEY, query],
    queryFn: ({ signal }) => getAdminAuctions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAuctions(query: AdminListQuery) {
  return useQuery(adminAuctionsQueryOptions(query));
}
