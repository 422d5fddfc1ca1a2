import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRegistration, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_REGISTRATIONS_KEY } from './get-admin-registrations';

/** GET /api/admin/auctions/:auctionId/registrations: the registrations of one auction. */
export function getAuctionRegistrations(
  auctionId: string,
  signal?: AbortSignal,
): Promise<AdminRegistration[]> {
  return apiGet<Success<AdminRegistration[]>>(
    `/admin/auctions/${encodeURIComponent(auctionId)}/registrations`,
    { signal },
  ).then((r) => r.data);
}

export function auctionRegistrationsQueryOptions(auctionId: string) {
  return queryOptions({
    // Under the registrations key: a status change in Registration Management refreshes it too.
    queryKey: [...ADMIN_REGISTRATIONS_KEY, 'auction', auctionId],
    queryFn: ({ signal }) => getAuctionRegistrations(auctionId, signal),
  });
}

export function useAuctionRegistrations(auctionId: string | null) {
  return useQuery({ ...auctionRegistrationsQueryOptions(auctionId ?? ''), enabled: auctionId !== null });
}
