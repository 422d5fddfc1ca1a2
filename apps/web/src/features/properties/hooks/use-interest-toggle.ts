import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { useToggleInterest } from '../api/toggle-interest';

/**
 * The interested toggle of a card and of the detail page (docs/product.md, "Interested toggle"): on when the
 * signed-in user's interestedProperties holds the id; an anonymous visitor goes to /login, which returns to
 * the property's page afterwards.
 */
export function useInterestToggle(propertyId: string) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const mutation = useToggleInterest();
  const isInterested = user?.interestedProperties.includes(propertyId) ?? false;
  const { mutate, isPending } = mutation;

  const toggle = useCallback(() => {
    if (isLoading) return;
    if (!user) {
      navigate('/login', { state: { from: `/property/${propertyId}` } });
      return;
    }
    // One change at a time: a second click while the first is in flight would race it.
    if (isPending) return;
    mutate({ propertyId, interestedProperties: user.interestedProperties });
  }, [isLoading, user, navigate, propertyId, mutate, isPending]);

  return { isInterested, toggle, isPending };
}
