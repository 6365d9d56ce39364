import { SessionProvider } from '@gari/features/auth';
import { AppShell, useRouterHref } from '@gari/features/chrome';
import { OfflineNotice } from '@gari/features/offline';
import { Spinner } from '@gari/ui/Skeleton';
import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useMatches, useNavigate, useNavigation } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** `handle` of a route: the page title ('Sign in' → document title 'Sign in · Gari'). */
export interface RouteHandle {
  title?: string;
}

/** Keeps `document.title` in step with the deepest route that names one. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · Gari` : 'Gari';
  }, [title]);
}

/**
 * The root route: react-aria's `RouterProvider` (so every RAC `Link`/`LinkButton` navigates through
 * react-router without a page load), the session, the global chrome and the current page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useRouterHref}>
      <SessionProvider>
        <AppShell>
          <OfflineNotice />
          {navigation.state === 'loading' ? <RouteLoading /> : null}
          <Outlet />
        </AppShell>
      </SessionProvider>
    </AriaRouterProvider>
  );
}

/** Shown while a route's code loads (first paint and lazy navigations). */
export function RouteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner label="Loading page…" />
    </div>
  );
}
