/**
 * Story frame of the account, chrome and page stories: a react-router `MemoryRouter` at
 * `initialEntry`, react-aria-components' `RouterProvider` (RAC links navigate inside the memory
 * router), `GariProvider` with the given client (a fake backend scenario's) and a query client without retries, the
 * `SessionProvider`, the page at `path`, other `routes`, a catch-all that prints the location
 * ("Navigated to /x"), and either the full `AppShell` (`shell`) or a plain `<main>` + `ToastRegion`.
 */

import { createMemoryStorage } from '@gari/client/storage';
import type { GariApi } from '@gari/client/types';
import { ToastRegion, toast } from '@gari/ui/Toast';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, screen } from 'storybook/test';
import { GariProvider } from '../app';
import { SessionProvider } from '../auth/session';
import { createLocalCart, type LocalCart, LocalCartProvider } from '../cart/localCart';
import { AppShell } from '../chrome/AppShell';
import { useRouterHref } from '../chrome/useRouterHref';

/** A query client for stories: no retries (errors show at once), data fresh for 30 s. */
export function createAuthStoryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function RacRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}

/** Prints where the app navigated to (every route the story does not render). */
export function NavigatedTo() {
  const location = useLocation();
  return (
    <p data-testid="location">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Empties react-aria's live announcer. A pending RAC `Button` announces itself by `aria-labelledby`;
 * when the page then navigates away, the announcement points at a removed element for ~7 s and axe
 * (run right after `play`) reports `role-img-alt`. Stories that navigate after a pending button call
 * this at the end of `play` (the preview does the same between stories).
 */
export function clearAnnouncer() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/**
 * Waits for the toast titled `title` (a RAC toast is an `alertdialog` named by its title) and checks
 * its description. Toasts fade in, so presence and text are checked rather than visibility.
 */
export async function expectToast(title: string, description?: string): Promise<HTMLElement> {
  const toast = await screen.findByRole('alertdialog', {
    name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await expect(toast).toHaveTextContent(title);
  if (description) await expect(toast).toHaveTextContent(description);
  return toast;
}

/** Props of {@link AuthStoryFrame}. */
export interface AuthStoryFrameProps {
  /** The client (a scenario's `api`). */
  api: GariApi;
  /** The URL the story opens, e.g. '/login?next=%2Fvehicles'. @default path */
  initialEntry?: string;
  /** Route pattern of `children`, e.g. '/login'. */
  path: string;
  /** The page. */
  children: ReactNode;
  /** More routes (pattern → element), e.g. `{ '/verify-email': <VerifyEmailPage /> }`. */
  routes?: Record<string, ReactNode>;
  /** Render inside the full `AppShell` (top bar, banner, footer, tab bar, toasts). @default false */
  shell?: boolean;
  /** @default a new {@link createAuthStoryQueryClient} */
  queryClient?: QueryClient;
  /** The visitor cart (`gari.cart`). @default an empty one in memory, so stories never share one */
  localCart?: LocalCart;
  /** Width of the `<main>` without `shell`. @default 'min(100vw, 40rem)' */
  mainWidth?: string;
}

/** See the module comment. Clears toasts left by a previous story on first render. */
export function AuthStoryFrame({
  api,
  initialEntry,
  path,
  children,
  routes = {},
  shell = false,
  queryClient,
  localCart,
  mainWidth = 'min(100vw, 40rem)',
}: AuthStoryFrameProps) {
  const [cart] = useState(() => localCart ?? createLocalCart(createMemoryStorage()));
  const [qc] = useState(() => {
    toast.clear();
    return queryClient ?? createAuthStoryQueryClient();
  });
  const pages = (
    <Routes>
      <Route path={path} element={children} />
      {Object.entries(routes).map(([p, element]) => (
        <Route key={p} path={p} element={element} />
      ))}
      <Route path="*" element={<NavigatedTo />} />
    </Routes>
  );
  return (
    <MemoryRouter initialEntries={[initialEntry ?? path]}>
      <RacRouter>
        <GariProvider api={api} queryClient={qc}>
          <SessionProvider>
            <LocalCartProvider cart={cart}>
              {shell ? (
                <AppShell>{pages}</AppShell>
              ) : (
                <>
                  <main style={{ width: mainWidth }}>{pages}</main>
                  <ToastRegion />
                </>
              )}
            </LocalCartProvider>
          </SessionProvider>
        </GariProvider>
      </RacRouter>
    </MemoryRouter>
  );
}
