import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/loaders';
import { useAuth } from '../lib/auth';

/**
 * Where the login page sends the user back to after signing in
 * (docs/product.md, "Access guards in the browser").
 */
export type LoginRedirectState = { from: string };

function useReturnPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * Logged-in screens: a spinner while the session is being checked, then either the screen or the login
 * page, remembering where the visitor wanted to go.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { _ } = useLingui();
  const { user, isLoading } = useAuth();
  const from = useReturnPath();
  if (isLoading) return <PageLoader label={_('guards.checkingSession')} />;
  if (!user) return <Navigate to="/login" replace state={{ from } satisfies LoginRedirectState} />;
  return children ?? <Outlet />;
}

/** Admin screens: anonymous visitors go to the login page, signed-in non-admins to /unauthorized. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { _ } = useLingui();
  const { user, isLoading, isAdmin } = useAuth();
  const from = useReturnPath();
  if (isLoading) return <PageLoader label={_('guards.checkingSession')} />;
  if (!user) return <Navigate to="/login" replace state={{ from } satisfies LoginRedirectState} />;
  if (!isAdmin) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}
