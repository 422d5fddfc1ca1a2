import { queryOptions, useQuery } from '@tanstack/react-query';
import { BIDDING_MESSAGES, type Success } from '@eauction/shared';
import { ApiClientError, apiGet } from '../../../lib/api-client';
import { textOf } from '../../../lib/translate';
import { serverErrorText } from './server-error-text';

/** GET /api/auction/check-access/:propertyId: 200 for an approved registration (or an admin), else 403. */
export function checkAuctionAccess(propertyId: string, signal?: AbortSignal): Promise<true> {
  return apiGet<Success<{ hasAccess: true }>>(`/auction/check-access/${encodeURIComponent(propertyId)}`, {
    signal,
    cache: 'no-store',
  }).then(() => true as const);
}

/** Access can change at any moment (an admin approves or rejects): always asked again on entry. */
export function auctionAccessQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['auction-access', propertyId],
    queryFn: ({ signal }) => checkAuctionAccess(propertyId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAuctionAccess(propertyId: string) {
  return useQuery({ ...auctionAccessQueryOptions(propertyId), enabled: Boolean(propertyId) });
}

/**
 * docs/product.md, "Live auction page": a refusal shows the server's error (default 'You do not have access
 * to this auction'); a check that could not be made (network, server fault) shows 'Error checking auction
 * access'.
 */
export function accessErrorMessage(error: unknown): string {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) {
    return serverErrorText(error) ?? textOf(BIDDING_MESSAGES.noAccess);
  }
  return textOf(BIDDING_MESSAGES.accessCheckFailed);
}
