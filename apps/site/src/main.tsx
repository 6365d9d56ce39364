import { createGariClient } from '@gari/client/gari';
import { createQueryClient, GariProvider } from '@gari/features/app';
import { SESSION_KEY } from '@gari/features/shared';
import { ThemeProvider } from '@gari/ui/theme';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { HydrationState as GariHydrationState } from './entry-server';
import { registerServiceWorker } from './pwa';
import { routes } from './routes';

/**
 * The state the server rendered the page with (`entry-server.tsx`), in a JSON data block (not an
 * inline script, so the `script-src 'self'` CSP holds). Absent when the page was not server-rendered.
 */
const stateElement = document.getElementById('gari-state');
const serverState = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as GariHydrationState)
  : null;

/** Resolves in a new task: the work before and after it runs as separate tasks, each short. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first use of `Intl` loads the browser's locale data (~25 ms on a slow phone). react-aria does it
 * while its modules evaluate (`getDefaultLocale`, the same two calls as here); done first, in a task
 * of its own, it no longer lengthens the task that evaluates the page's modules.
 */
function warmUpIntl() {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    new Intl.Locale(navigator.language).maximize();
  } catch {
    // an odd language tag: react-aria falls back to en-US, nothing to warm up
  }
}

// Load the lazy modules of the server-rendered routes before hydrating, so the first client render
// is the page the server sent (React Router's documented way to hydrate lazy routes). Issue #8
// Total Blocking Time: evaluating the framework, warming up `Intl`, evaluating the page's modules and
// starting React are four tasks, not one or two long ones.
if (serverState) {
  await nextTask();
  warmUpIntl();
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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <ThemeProvider>
      <GariProvider api={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </GariProvider>
    </ThemeProvider>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser every few milliseconds (a click or
// a keystroke is not blocked behind one long hydration task on a slow phone: Total Blocking Time).
if (serverState) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorker();
