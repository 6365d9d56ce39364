import type { User } from '@gari/contract/auth';
import { toast } from '@gari/ui/Toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FlowInspectorContext, useApi } from '../app';
import { SESSION_KEY } from '../shared';
import { useT } from '../shared/locale';
import { t as authT } from './messages';
import { retrySessionCheck, SESSION_RETRY_DELAY, type SessionStatus, sessionStatus } from './sessionStatus';

export type { SessionStatus };
export { SESSION_KEY };

/** Value of {@link useSession}. */
export interface SessionValue {
  /**
   * 'checking' while the first GET /users/me runs, 'authenticated' once it answered (kept while a token
   * is stored, even if a later re-check fails for a passing reason), else 'unauthenticated'.
   */
  status: SessionStatus;
  /** The signed-in member, null when signed out or while checking. */
  user: User | null;
  /** True when a member is signed in but has not verified the email (`email_verified_at` null). */
  needsVerification: boolean;
  /** Re-runs the session check skipping the client's 60 s cache (after login, verify, profile Refresh). */
  refresh(): Promise<void>;
  /**
   * Signs out (spec §2 Logout): POST /auth/logout (failure ignored, tokens cleared), clears local
   * state (every cached query), goes to /login replacing history, toasts 'Logged out' /
   * 'You have been logged out successfully.' or, when the server call failed, 'Logout failed' /
   * 'There was an error logging out.'.
   */
  logout(): void;
  /** True while the logout call runs (the menu shows 'Logging out...'). */
  isLoggingOut: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  children: ReactNode;
}

/**
 * Holds the session: the GET /users/me query (key {@link SESSION_KEY}) while a token is stored, and
 * the logout flow (the `auth` machine's `LOGOUT` → `signingOut` → `signedOut`, loaded on the first
 * logout so XState stays out of the JavaScript every page needs, issue #8). Must sit inside a
 * react-router router and a `GariProvider`; toasts need a `ToastRegion` somewhere on the page.
 */
export function SessionProvider({ children }: SessionProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  // `isSignedIn()` reads storage: bumping this state re-renders the provider so that it is read again.
  const [, setVersion] = useState(0);
  const reread = useCallback(() => setVersion((v) => v + 1), []);
  const signedIn = api.isSignedIn();
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api.auth.me(),
    enabled: signedIn,
    staleTime: 60_000,
    retry: retrySessionCheck,
    retryDelay: SESSION_RETRY_DELAY,
  });

  const { logout, isLoggingOut } = useLogout(reread);

  const refresh = useCallback(async () => {
    reread();
    if (!api.isSignedIn()) {
      queryClient.removeQueries({ queryKey: SESSION_KEY });
      return;
    }
    await queryClient
      .fetchQuery({
        queryKey: SESSION_KEY,
        queryFn: () => api.auth.me({ force: true }),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined); // the query's error state says 'unauthenticated'
  }, [api, queryClient, reread]);

  const status = sessionStatus(signedIn, query.data !== undefined && query.data !== null, query.isError);
  const user = status === 'authenticated' ? (query.data ?? null) : null;

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      needsVerification: user !== null && user.email_verified_at === null,
      refresh,
      logout,
      isLoggingOut,
    }),
    [status, user, refresh, logout, isLoggingOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The logout of {@link SessionProvider} (spec §2 Logout): runs the `auth` machine's logout (loaded on
 * first use), then clears local state (every cached query), calls `onSignedOut` (stable: it is a dependency of `logout`), goes to /login
 * replacing history and toasts the outcome. A second call while one runs does nothing.
 * @returns `logout()` and `isLoggingOut` (true while the call runs).
 */
function useLogout(onSignedOut: () => void) {
  const t = useT(authT);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [isLoggingOut, setLoggingOut] = useState(false);
  const started = useRef(false);
  const inspect = useContext(FlowInspectorContext);
  const logout = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import('./logout')
      .then(({ runLogout }) =>
        runLogout(() => api.auth.logout(), {
          inspect,
          onSigningOut: () => setLoggingOut(true),
        }),
      )
      .then((event) => {
        queryClient.clear();
        onSignedOut();
        if (pathname.current !== '/login') navigate('/login', { replace: true });
        if (event.logoutError) toast.error(t('logoutFailedTitle'), t('logoutFailed'));
        else toast.success(t('loggedOutTitle'), t('loggedOut'));
      })
      .finally(() => {
        started.current = false;
        setLoggingOut(false);
      });
  }, [api, inspect, navigate, queryClient, t, onSignedOut]);

  return { logout, isLoggingOut };
}

/**
 * The session of the nearest {@link SessionProvider}: `{ status, user, needsVerification, refresh(),
 * logout(), isLoggingOut }`.
 * @throws Error outside a SessionProvider.
 */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() must be used inside <SessionProvider>.');
  return value;
}
