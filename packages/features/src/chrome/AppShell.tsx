import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { useLocalCartCount } from '../cart/localCart';
import { BottomTabBar } from './BottomTabBar';
import * as styles from './chrome.css';
import { LazyFooter, LazyToastRegion, LazyUnverifiedEmailBanner, preloadChrome, whenIdle } from './deferred';
import { TopBar } from './TopBar';

/** Merges the visitor cart at sign-in (the cart machine): its own chunk, loaded only when needed. */
const LazyCartSync = lazy(() => import('../cart/CartSync').then((m) => ({ default: m.CartSync })));

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
 * top bar's overlays are separate chunks (issue #8 point 3), fetched when the browser is idle after
 * the first paint; toasts queued before the region loads show once it has. When a member is signed in
 * with lines still in the visitor cart (they just signed in), `CartSync` (the cart machine, its own
 * chunk) merges them into the member cart, whatever the page.
 */
export function AppShell({ children }: AppShellProps) {
  const session = useSession();
  const localCartCount = useLocalCartCount();
  useEffect(() => whenIdle(() => void preloadChrome()), []);
  // Mounted once a signed-in member has visitor-cart lines, and kept until sign-out (so the merge's
  // 'Cart updated' toast is not lost when the local cart empties).
  const authenticated = session.status === 'authenticated';
  const [cartSync, setCartSync] = useState(false);
  useEffect(() => {
    if (!authenticated) setCartSync(false);
    else if (localCartCount > 0) setCartSync(true);
  }, [authenticated, localCartCount]);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {session.needsVerification ? (
          <Suspense fallback={null}>
            <LazyUnverifiedEmailBanner />
          </Suspense>
        ) : null}
        {children}
      </main>
      <Suspense fallback={null}>
        <LazyFooter />
      </Suspense>
      <BottomTabBar />
      <Suspense fallback={null}>
        <LazyToastRegion />
      </Suspense>
      {cartSync ? (
        <Suspense fallback={null}>
          <LazyCartSync />
        </Suspense>
      ) : null}
    </div>
  );
}
