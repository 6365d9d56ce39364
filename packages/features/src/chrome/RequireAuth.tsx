import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../app';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  /** The protected page. */
  children: ReactNode;
}

/**
 * Route guard (spec §6 "Route protection: not shown" — we decide): without a stored access token the
 * member is sent to `/login?next=<this path>` (replacing history); with one the page renders (it shows
 * its own 'Not authenticated with API.' or loading state while the session check runs).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const api = useApi();
  const location = useLocation();
  if (!api.isSignedIn()) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
