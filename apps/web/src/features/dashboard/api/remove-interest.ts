import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, Success } from '@eauction/shared';
import { apiDelete } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { interestedPropertiesQueryKey } from './get-interested-properties';

/** DELETE /api/auth/interested-properties/:id → the user's remaining interestedProperties ids. */
export function removeInterest(propertyId: string): Promise<string[]> {
  return apiDelete<Success<string[]>>(`/auth/interested-properties/${encodeURIComponent(propertyId)}`).then(
    (r) => r.data,
  );
}

/**
 * Removes a property from the dashboard's list: the server's answer becomes the user's list (so the
 * hearts on the cards follow) and the card leaves the cached list at once.
 */
export function useRemoveInterest() {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInterest,
    onSuccess: (interestedProperties, propertyId) => {
      setUser((user) => ({ ...user, interestedProperties }));
      queryClient.setQueryData<Property[]>(interestedPropertiesQueryKey, (list) =>
        list?.filter((p) => p._id !== propertyId),
      );
    },
  });
}
