import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY, type AuthUser, type Success } from '@eauction/shared';
import { ApiClientError, apiGet, getStoredToken } from './api-client';

/**
 * Roots of the query keys whose data is the same for every visitor (runtime settings, the catalogue).
 * Everything else may belong to the signed-in user (interested list, bids, registrations) and is
 * dropped when the session ends or changes hands, so the next person at the same browser never sees
 * it, not even for the moment a refetch would take.
 */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['config', 'properties']);

export function clearUserQueries(queryClient: QueryClient): void {
  const isPrivate = (queryKey: readonly unknown[]) => !PUBLIC_QUERY_ROOTS.has(queryKey[0]);
  void queryClient.cancelQueries({ predicate: (query) => isPrivate(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => isPrivate(query.queryKey) });
  queryClient.getMutationCache().clear();
}

type AuthState = {
  user: AuthUser | null;
  token: string | null;
  /** True while the stored token is being checked at start (docs/product.md, "Sessions and tokens"). */
  isLoading: boolean;
};

type AuthContextValue = AuthState & {
  /** Stores the token under 'token' and the user after a login (docs/product.md, "Sessions and tokens"). */
  setSession: (user: AuthUser, token: string) => void;
  /**
   * Replaces the user after a profile change or an interest toggle. The updater form applies to the
   * user as it is when the answer arrives, not as it was when the request left.
   */
  setUser: (user: AuthUser | ((current: AuthUser) => AuthUser)) => void;
  /** Removes the token, clears the user and drops every cached query of the user's own data. */
  logout: () => void;
  isAdmin: boolean;
};

/**
 * Failures that say nothing of the token: no answer at all, too many requests from the visitor's address
 * (an office or carrier NAT shares one), or the server failing. Anything else refuses the token.
 */
function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** 1 s, 2 s, 4 s, … between checks of the stored session, never more than 30 s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => {
    const token = getStoredToken();
    return { user: null, token, isLoading: token !== null };
  });

  useEffect(() => {
    if (!state.isLoading || !state.token) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      apiGet<Success<AuthUser>>('/auth/me')
        .then((res) => {
          if (!cancelled) setState((s) => ({ ...s, user: res.data, isLoading: false }));
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          // A busy or unreachable server says nothing of the token: ask again, the session kept.
          if (isPassingFailure(error)) {
            retry = setTimeout(() => check(attempt + 1), retryDelay(attempt));
            return;
          }
          // The token refused (stale, revoked, its user gone): a silent logout
          // (docs/product.md, "Sessions and tokens").
          try {
            localStorage.removeItem(TOKEN_STORAGE_KEY);
          } catch {
            /* storage unavailable: nothing to remove */
          }
          setState({ user: null, token: null, isLoading: false });
        });
    };
    check(0);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [state.isLoading, state.token]);

  const setSession = useCallback(
    (user: AuthUser, token: string) => {
      // A new session may be another person's: nothing cached for the previous one survives it.
      clearUserQueries(queryClient);
      try {
        localStorage.setItem(TOKEN_STORAGE_KEY, token);
      } catch {
        /* private mode: the session lasts for this tab only */
      }
      setState({ user, token, isLoading: false });
    },
    [queryClient],
  );

  const setUser = useCallback(
    (next: AuthUser | ((current: AuthUser) => AuthUser)) =>
      setState((s) => {
        if (typeof next !== 'function') return { ...s, user: next };
        // Signed out meanwhile: an answer for the old session must not bring its user back.
        return s.user ? { ...s, user: next(s.user) } : s;
      }),
    [],
  );

  const logout = useCallback(() => {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    setState({ user: null, token: null, isLoading: false });
    clearUserQueries(queryClient);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, setSession, setUser, logout, isAdmin: state.user?.role === 'admin' }),
    [state, setSession, setUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
