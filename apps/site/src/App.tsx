import { documentTitleFor } from '@gari/features/app';
import { MemberLanguage, SessionProvider } from '@gari/features/auth';
import { AppShell, useRouterHref } from '@gari/features/chrome';
import { OfflineNotice } from '@gari/features/offline';
import { useCallback, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useMatches, useNavigate, useNavigation } from 'react-router';
import { useRoutePrefetch } from './prefetch';
import { RouteLoading } from './RouteLoading';
import { routes } from './routes';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** `handle` of a route. */
export interface RouteHandle {
  /** The page title ('Sign in' → document title 'Sign in · Gari'). */
  title?: string;
  /**
   * The route's lazy module as the build manifest names it (`src/routes/home.tsx`): the server
   * preloads its chunks in the page's `<head>` (`<link rel="modulepreload">`, issue #8).
   */
  module?: string;
}

/**
 * Keeps `document.title` in step with the deepest route that names one, unless the page on screen
 * gave itself a title from its data (`usePageMeta`, e.g. a listing's).
 */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = documentTitleFor(title?.title);
  }, [title]);
}

/**
 * The root route (a lazy chunk of its own, loaded in parallel with the page's chunk, so the entry
 * chunk holds only the framework): react-aria's `RouterProvider` (so every RAC `Link`/`LinkButton` navigates through
 * react-router without a page load), the session, the member's language (profile ↔ site, issue #16),
 * the global chrome and the current page. Internal
 * links prefetch their route's chunk on hover, focus, touch or when scrolled into view
 * (`useRoutePrefetch`).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // One function for the page's life: a new one would change RAC's router context and re-render
  // every link of the page whenever the layout re-renders (a navigation starting, say).
  const ariaNavigate = useCallback(
    (to: string, options?: NavigateOptions) => void navigate(to, options),
    [navigate],
  );
  useDocumentTitle();
  useRoutePrefetch(routes);
  return (
    <AriaRouterProvider navigate={ariaNavigate} useHref={useRouterHref}>
      <SessionProvider>
        <MemberLanguage>
          <AppShell>
            <OfflineNotice />
            {navigation.state === 'loading' ? <RouteLoading /> : null}
            <Outlet />
          </AppShell>
        </MemberLanguage>
      </SessionProvider>
    </AriaRouterProvider>
  );
}
