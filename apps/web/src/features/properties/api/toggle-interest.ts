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

export type ToggleInterestInput = {
  propertyId: string;
  /** The signed-in user's list as the heart shows it. */
  interestedProperties: string[];
};

/**
 * Adds or removes a property from the signed-in user's interested list (docs/product.md,
 * "Interested toggle"). The heart flips at once; the server's answer then becomes the list. A failure puts
 * the old list back and is only logged; nothing is shown.
 */
export function useToggleInterest() {
  // The list comes with each call and the user is changed through setUser's updater: the mutation's
  // options reach React Query in an effect, so a closure over the session could be a render old (no user
  // yet, right after the session has loaded).
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, interestedProperties }: ToggleInterestInput) =>
      interestedProperties.includes(propertyId) ? removeInterest(propertyId) : addInterest(propertyId),
    onMutate: ({ propertyId, interestedProperties: previous }) => {
      const next = previous.includes(propertyId)
        ? previous.filter((id) => id !== propertyId)
        : [...previous, propertyId];
      setUser((user) => ({ ...user, interestedProperties: next }));
      return { previous };
    },
    onSuccess: (interestedProperties) => {
      setUser((user) => ({ ...user, interestedProperties }));
      // The dashboard's interested list reads this key.
      void queryClient.invalidateQueries({ queryKey: ['interested-properties'] });
    },
    onError: (error, { propertyId }, context) => {
      if (context) setUser((user) => ({ ...user, interestedProperties: context.previous }));
      console.error(`Could not update the interested list for property ${propertyId}`, error);
    },
  });
}
