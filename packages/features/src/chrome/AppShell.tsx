import { HydrateOnView, whenNeeded } from '@gari/ui/hydration';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { BottomTabBar } from './BottomTabBar';
import * as styles from './chrome.css';
import {
  LazyCartSyncGate,
  LazyFooter,
  LazyToastRegion,
  LazyUnverifiedEmailBanner,
  preloadChrome,
} from './deferred';
import { chromeT } from './messages';
import { TopBar } from './TopBar';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The page of the current route. */
  children: ReactNode;
}

/**
 * The global chrome of every page (spec §2 Global chrome): skip-to-content link, the fixed top bar,
 * the unverified-email banner, `<main id="main">`, the footer (desktop), the bottom tab bar (small
 * screens) and the toast region. Needs `GariProvider`, `ThemeProvider`, a react-router router, RAC's
 * `RouterProvider` and `SessionProvider` above it. The footer, the toast region, the banner and the
 * top bar's overlays are separate chunks (issue #8 point 3), fetched at the visitor's first
 * interaction (`whenNeeded`; a toast queued earlier loads the region at once, and shows once it has).
 * The top bar, the page (`<main>`) and the tab bar hydrate when seen or used (`HydrateOnView`), each
 * in a task of its own after the shell (issue #8 Total Blocking Time). `CartSyncGate` (deferred
 * too) merges the visitor cart into the member cart right after sign-in, whatever the page.
 */
export function AppShell({ children }: AppShellProps) {
  const t = useT(chromeT);
  const session = useSession();
  const api = useApi();
  const { pathname } = useLocation();
  useEffect(() => whenNeeded(() => void preloadChrome()), []);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {/* The bars hydrate when seen, each in a task of its own (issue #8 Total Blocking Time); a new
          session or page before that draws them anew. */}
      <HydrateOnView id="top-bar" value={`${session.status}|${session.user?.avatar?.src ?? ''}|${pathname}`}>
        <TopBar />
      </HydrateOnView>
      {/* The page too: the shell hydrates first, the page in a task of its own (a member, another
          country or another page before that draws it anew). */}
      <HydrateOnView
        id="page"
        value={`${session.status}|${session.needsVerification}|${api.store.getCountry()}|${pathname}`}
      >
        <main id="main" tabIndex={-1} className={styles.main} data-hydrate-on-view="page">
          {session.needsVerification ? <LazyUnverifiedEmailBanner /> : null}
          <Suspense fallback={null}>{children}</Suspense>
        </main>
      </HydrateOnView>
      <LazyFooter />
      <HydrateOnView id="tab-bar" value={pathname}>
        <BottomTabBar />
      </HydrateOnView>
      <LazyToastRegion />
      <LazyCartSyncGate />
    </div>
  );
}
