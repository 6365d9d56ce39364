import { createGariClient } from '@gari/client/gari';
import { createQueryClient, GariProvider } from '@gari/features/app';
import { SESSION_KEY } from '@gari/features/shared';
import { ThemeProvider } from '@gari/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerServiceWorker } from './pwa';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

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

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <GariProvider api={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </GariProvider>
    </ThemeProvider>
  </StrictMode>,
);

registerServiceWorker();
