import { Spinner } from '@gari/ui/Skeleton';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi, useHydrated } from '../app';
import { useT } from '../shared/locale';
import { chromeT } from './messages';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  /** The protected page. */
  children: ReactNode;
}

/**
 * Route guard (spec §6 "Route protection: not shown" — we decide): without a stored access token the
 * member is sent to `/login?next=<this path>` (replacing history); with one the page renders (it shows
 * its own 'Not authenticated with API.' or loading state while the session check runs). The session
 * lives in the browser only, so on the server and while hydrating it renders a loading body (the
 * member page is client-rendered behind the server-rendered shell, issue #8).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const hydrated = useHydrated();
  const api = useApi();
  const { pathname, search } = useLocation();
  if (!hydrated) return <PageLoading />;
  if (!api.isSignedIn()) {
    return <Navigate to={`/login?next=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  }
  return <>{children}</>;
}

/** The body of a guarded page until the browser knows the session: 'Loading page…', centred. */
function PageLoading() {
  const t = useT(chromeT);
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner label={t('loadingPage')} />
    </div>
  );
}
