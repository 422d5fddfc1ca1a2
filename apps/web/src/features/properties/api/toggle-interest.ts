import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Success } from '@eauction/shared';
import { apiDelete, apiPost } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const interestPath = (propertyId: string) => `/auth/interested-properties/${encodeURIComponent(propertyId)}`;

/** POST /api/auth/interested-properties/:id → the user's new interestedProperties list. */
export function addInterest(propertyId: string): Promise<string[]> {
  return apiPost<Success<string[]>>(interestPath(propertyId)).then((r) => r.data);
}

/** DELETE /api/auth/interested-properties/:id → the user's new interestedProperties list. */
export function removeInterest(propertyId: string): Promise<string[]> {
  return apiDelete<Success<string[]>>(interestPath(propertyId)).then((r) => r.data);
}

export type ToggleInterestInput = { propertyId: string; isInterested: boolean };

/**
 * Adds or removes a property from the signed-in user's interested list (docs/product.md,
 * "Interested toggle"). The heart flips at once; the server's answer then becomes the list. A failure puts
 * the old list back and is only logged; nothing is shown.
 */
export function useToggleInterest() {
  const { user, setUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, isInterested }: ToggleInterestInput) =>
      isInterested ? removeInterest(propertyId) : addInterest(propertyId),
    onMutate: ({ propertyId, isInterested }) => {
      if (!user) return { previous: null };
      const previous = user.interestedProperties;
      const next = isInterested ? previous.filter((id) => id !== propertyId) : [...previous, propertyId];
      setUser({ ...user, interestedProperties: next });
      return { previous };
    },
    onSuccess: (interestedProperties) => {
      if (user) setUser({ ...user, interestedProperties });
      // The dashboard's interested list reads this key.
      void queryClient.invalidateQueries({ queryKey: ['interested-properties'] });
    },
    onError: (error, { propertyId }, context) => {
      if (user && context?.previous) setUser({ ...user, interestedProperties: context.previous });
      console.error(`Could not update the interested list for property ${propertyId}`, error);
    },
  });
}
