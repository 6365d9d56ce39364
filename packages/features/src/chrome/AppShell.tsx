import { ToastRegion } from '@gari/ui/Toast';
import type { ReactNode } from 'react';
import { UnverifiedEmailBanner } from '../auth/UnverifiedEmailBanner';
import { BottomTabBar } from './BottomTabBar';
import * as styles from './chrome.css';
import { Footer } from './Footer';
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
 * `RouterProvider` and `SessionProvider` above it.
 */
export function AppShell({ children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <UnverifiedEmailBanner />
        {children}
      </main>
      <Footer />
      <BottomTabBar />
      <ToastRegion />
    </div>
  );
}
