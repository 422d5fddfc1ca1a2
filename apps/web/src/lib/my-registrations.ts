import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRegistration, Success } from '@eauction/shared';
import { apiGet } from './api-client';
import { useAuth } from './auth';
import { loadCatalogues } from './i18n';

/**
 * GET /api/auction/my-registrations: the signed-in buyer's registrations, newest first. They come with
 * the texts of a registration's standing (packages/shared's `auction` messages, STANDING_TEXTS), which
 * the catalogue and property pages, showing the standing on their cards, do not load with their screens.
 */
export async function getMyRegistrations(signal?: AbortSignal): Promise<MyRegistration[]> {
  const [answer] = await Promise.all([
    apiGet<Success<MyRegistration[]>>('/auction/my-registrations', { signal }),
    loadCatalogues(['shared/auction']),
  ]);
  return answer.data;
}

export function myRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: ['registrations', 'mine'],
    queryFn: ({ signal }) => getMyRegistrations(signal),
  });
}

export function useMyRegistrations() {
  return useQuery(myRegistrationsQueryOptions());
}

/**
 * The signed-in user's registration for one auction, for screens every visitor sees (the catalogue
 * card, the property page): those are cached and rendered on the server the same for everyone
 * (decision 035), so the bidder's own standing is read here, per user, once the session is known, and merged
 * in the browser. Nothing is asked for an anonymous visitor, nor while the session is still being
 * checked (so a server-rendered page hydrates as rendered).
 */
export function useRegistrationForAuction(propertyId: string) {
  const { user, isLoading } = useAuth();
  const query = useQuery({
    ...myRegistrationsQueryOptions(),
    enabled: user !== null,
    select: (list) => list.find((r) => r.auctionId === propertyId) ?? null,
  });
  return {
    isSignedIn: user !== null,
    /** The session or the registrations are still being read: the standing is not known yet. */
    isPending: isLoading || (user !== null && query.isPending),
    /** The registrations were read: `registration` null then means there is none. */
    isKnown: query.isSuccess,
    registration: query.data ?? null,
  };
}
