/**
 * Story frame of the vehicles and home stories: a react-router `MemoryRouter` at `initialEntry`,
 * react-aria-components' `RouterProvider` (so RAC links navigate inside the memory router),
 * `GariProvider` with the given client (a fake backend scenario's) and a query client without retries, the page at `path`,
 * other `routes`, a catch-all that prints the location ("Navigated to /x"), and a `ToastRegion`.
 */

import type { GariApi } from '@gari/client/types';
import { ToastRegion, toast } from '@gari/ui/Toast';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { GariProvider } from '../app';

/** A query client for stories: no retries (errors show at once), data fresh for 30 s. */
export function createStoryQueryClient(): QueryClient {
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
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Prints where the app navigated to (every route the story does not render). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      Navigated to {location.pathname}
      {location.search}
    </p>
  );
}

export interface StoryFrameProps {
  /** The client (a scenario's `api`). */
  api: GariApi;
  /** The URL the story opens, e.g. '/vehicles/1'. */
  initialEntry: string;
  /** Route pattern of `children`, e.g. '/vehicles/:id'. */
  path: string;
  /** The page. */
  children: ReactNode;
  /** More routes (pattern → element), e.g. `{ '/vehicles': <MyCarsPage /> }`. */
  routes?: Record<string, ReactNode>;
  /** @default a new {@link createStoryQueryClient} */
  queryClient?: QueryClient;
}

/** See the module comment. Clears toasts left by a previous story on first render. */
export function StoryFrame({ api, initialEntry, path, children, routes = {}, queryClient }: StoryFrameProps) {
  const [qc] = useState(() => {
    toast.clear();
    return queryClient ?? createStoryQueryClient();
  });
  return (
    <MemoryRouter initialEntries={[initialEntry]}>
      <RacRouter>
        <GariProvider api={api} queryClient={qc}>
          <main style={{ width: 'min(100vw, 72rem)' }}>
            <Routes>
              <Route path={path} element={children} />
              {Object.entries(routes).map(([p, element]) => (
                <Route key={p} path={p} element={element} />
              ))}
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </main>
          <ToastRegion />
        </GariProvider>
      </RacRouter>
    </MemoryRouter>
  );
}

/**
 * react-aria announces a pending Button through a live region that points at the button
 * (`role="img" aria-labelledby=<button id>`) for ~7 s; when the button unmounts meanwhile (Save
 * navigates away), axe flags the dangling reference that screen readers already read. Stories call
 * this after such a flow.
 */
export function clearLiveAnnouncer(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
