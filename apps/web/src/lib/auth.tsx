import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOKEN_STORAGE_KEY, type AuthUser, type Success } from '@eauction/shared';
import { apiGet, getStoredToken } from './api-client';

type AuthState = {
  user: AuthUser | null;
  token: string | null;
  /** True while the stored token is being checked at start (spec 4, "Session"). */
  isLoading: boolean;
};

type AuthContextValue = AuthState & {
  /** Stores the token under 'token' and the user after a login (spec 4). */
  setSession: (user: AuthUser, token: string) => void;
  /** Replaces the user after a profile change or an interest toggle. */
  setUser: (user: AuthUser) => void;
  /** Removes the token and clears the user. */
  logout: () => void;
  isAdmin: boolean;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    const token = getStoredToken();
    return { user: null, token, isLoading: token !== null };
  });

  useEffect(() => {
    if (!state.isLoading || !state.token) return;
    let cancelled = false;
    apiGet<Success<AuthUser>>('/auth/me')
      .then((res) => {
        if (!cancelled) setState((s) => ({ ...s, user: res.data, isLoading: false }));
      })
      .catch(() => {
        // /auth/me failing means a stale or revoked token: a silent logout (spec 8).
        if (cancelled) return;
        try {
          localStorage.removeItem(TOKEN_STORAGE_KEY);
        } catch {
          /* storage unavailable: nothing to remove */
        }
        setState({ user: null, token: null, isLoading: false });
      });
    return () => {
      cancelled = true;
    };
  }, [state.isLoading, state.token]);

  const setSession = useCallback((user: AuthUser, token: string) => {
    try {
      localStorage.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* private mode: the session lasts for this tab only */
    }
    setState({ user, token, isLoading: false });
  }, []);

  const setUser = useCallback((user: AuthUser) => setState((s) => ({ ...s, user })), []);

  const logout = useCallback(() => {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    setState({ user: null, token: null, isLoading: false });
  }, []);

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
