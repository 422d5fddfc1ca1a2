import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionReportDetail, AuctionReportPage, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';
import { listSearch, type AdminListQuery } from './get-admin-auctions';

const REPORTS_KEY = [...ADMIN_KEY, 'reports'] as const;

/** GET /api/admin/auction-reports: a page of reports, searched like the Auction List. */
export function getAuctionReports(query: AdminListQuery, signal?: AbortSignal): Promise<AuctionReportPage> {
  return apiGet<AuctionReportPage>(`/admin/auction-reports?${listSearch(query)}`, { signal });
}

export function useAuctionReports(query: AdminListQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...REPORTS_KEY, 'list', query],
      queryFn: ({ signal }) => getAuctionReports(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/auction-reports/:auctionId: the report with every bid, highest first. */
export function getAuctionReport(auctionId: string, signal?: AbortSignal): Promise<AuctionReportDetail> {
  return apiGet<Success<AuctionReportDetail>>(`/admin/auction-reports/${encodeURIComponent(auctionId)}`, {
    signal,
  }).then((r) => r.data);
}

export function useAuctionReport(auctionId: string | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'detail', auctionId],
    queryFn: ({ signal }) => getAuctionReport(auctionId ?? '', signal),
    enabled: auctionId !== null,
  });
}
