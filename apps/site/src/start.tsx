import { createGariClient } from '@gari/client/gari';
import { DEFAULT_LANGUAGE, languageFromCookie, parseLanguage } from '@gari/contract/locale';
import { createQueryClient, GariProvider } from '@gari/features/app';
import { loadLanguage, SESSION_KEY, SiteLocaleProvider } from '@gari/features/shared';
import { hydrationCommitted } from '@gari/ui/hydration';
import { ThemeProvider } from '@gari/ui/theme';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { type ReactElement, StrictMode, useEffect } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { HydrationState as GariHydrationState } from './entry-server';
import { routes } from './routes';

/** Resolves in a new task: the work before and after it runs as separate tasks, each short. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks `#root` with `data-hydrated="true"` once the app's first render has committed (hydrated or
 * rendered; `HydrateOnView` parts may still be waiting to be seen): the end-to-end tests wait for it before they type or click, whatever runtime renders
 * the page (React in development and tests, Preact in the build).
 */
function HydrationMark(): null {
  useEffect(() => {
    hydrationCommitted();
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  }, []);
  return null;
}

/**
 * The app for `main.tsx` to hydrate (or render): the router (with the server's hydration data), the
 * query cache (with the server's data) and the API client, inside the theme and data providers.
 *
 * Before a server-rendered page hydrates, the lazy modules of its routes are loaded, so the first
 * client render is the page the server sent (React Router's documented way to hydrate lazy routes).
 * Issue #8 Total Blocking Time: evaluating the page's modules and creating the router are separate
 * tasks, after the one that evaluated this chunk (`Intl`'s locale data is loaded before the first
 * paint by `index.html`'s inline script).
 * @param serverState what the server rendered the page with; null for a page it did not render.
 */
export async function createApp(serverState: GariHydrationState | null): Promise<ReactElement> {
  if (serverState) {
    await nextTask();
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
    await nextTask();
  }

  const router = createBrowserRouter(
    routes,
    serverState ? { hydrationData: serverState.router as HydrationState } : {},
  );
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries as DehydratedState);

  /**
   * The real API client (spec §4 Session): when a refresh is refused it clears the tokens and calls
   * `onSignedOut`, which forgets the session and goes to /login (replacing history) unless already there.
   * In development every answer is also checked against the contract (a mismatch is logged); the
   * production build leaves the schemas and zod out of the first load.
   */
  const api = createGariClient({
    answerSchemas: import.meta.env.DEV ? (await import('@gari/client/schemas')).answerSchemas : undefined,
    onSignedOut: () => {
      queryClient.removeQueries({ queryKey: SESSION_KEY });
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
  });

  // The language the server rendered in (its `<html lang>`), so hydration matches; a page the server
  // did not render takes the cookie's (issue #16 Locale).
  const language =
    (serverState ? parseLanguage(document.documentElement.lang) : null) ??
    languageFromCookie(document.cookie) ??
    DEFAULT_LANGUAGE;
  // Its texts (one chunk per language other than English, preloaded by the server) before the first
  // render; a chunk that cannot be fetched leaves the page in English.
  await loadLanguage(language).catch(() => undefined);
  // Creating the router, the cache and the client is one task; hydrating is the next.
  if (serverState) await nextTask();

  return (
    <StrictMode>
      <ThemeProvider>
        <SiteLocaleProvider language={language}>
          <GariProvider api={api} queryClient={queryClient}>
            <RouterProvider router={router} />
            <HydrationMark />
          </GariProvider>
        </SiteLocaleProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
