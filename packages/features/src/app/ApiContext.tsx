import type { BookingApi, GariApi } from '@gari/client/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { seesAsServer, serverViewOf, useHydrated } from './hydration';

const ApiContext = createContext<GariApi | null>(null);
/** The booking part of the client: {@link GariProvider} gives the whole client, {@link BookingApiProvider} only it. */
const BookingApiContext = createContext<BookingApi | null>(null);

/**
 * Data-fetching defaults (spec §9): 3 retries with exponential backoff capped at 30 s; 4xx answers
 * are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => {
          const status = (error as { status?: number }).status ?? 0;
          return status >= 400 && status < 500 ? false : count < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface GariProviderProps {
  /** The API client (real `createGariClient()` in the site, a fake in stories/tests). */
  api: GariApi;
  /** @default a new client from {@link createQueryClient} */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Provides only the booking part of the API client ({@link BookingApi}, read by {@link useBookingApi};
 * no `useApi()`, no TanStack Query): for the booking wizard in the embeddable widget, which composes
 * just that part and where the query library would cost ~11 kB gzip.
 */
export function BookingApiProvider({ api, children }: { api: BookingApi; children: ReactNode }) {
  return <BookingApiContext.Provider value={api}>{children}</BookingApiContext.Provider>;
}

/**
 * Provides the API client and TanStack Query to every feature below it. While React hydrates
 * server HTML (issue #8), the features see the client as the server did ({@link serverViewOf}:
 * signed out, default country), so the first client render matches the server markup; right after
 * hydration every `useApi()` reader re-renders with the real client (stored session and country).
 * A client that sees what the server saw ({@link seesAsServer}: a signed-out visitor of the default
 * country) is provided as it is from the start, so that nothing re-renders when hydration ends.
 */
export function GariProvider({ api, queryClient, children }: GariProviderProps) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  const hydrated = useHydrated();
  const serverView = useMemo(() => (seesAsServer(api) ? api : serverViewOf(api)), [api]);
  const value = hydrated ? api : serverView;
  return (
    <ApiContext.Provider value={value}>
      <BookingApiContext.Provider value={value}>
        <QueryClientProvider client={qc}>{children}</QueryClientProvider>
      </BookingApiContext.Provider>
    </ApiContext.Provider>
  );
}

/** The API client of the nearest {@link GariProvider}. Throws outside one. */
export function useApi(): GariApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() must be used inside <GariProvider>.');
  return api;
}

/**
 * The booking part of the API client ({@link BookingApi}): of the nearest {@link GariProvider} (the whole
 * client) or {@link BookingApiProvider} (the widget's). Throws outside both.
 */
export function useBookingApi(): BookingApi {
  const api = useContext(BookingApiContext);
  if (!api) throw new Error('useBookingApi() must be used inside GariProvider or BookingApiProvider.');
  return api;
}
