import { hydrationStarted } from '@gari/ui/hydration';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from './entry-server';
import { registerServiceWorker } from './pwa';

/**
 * The state the server rendered the page with (`entry-server.tsx`), in a JSON data block (not an
 * inline script, so the `script-src 'self'` CSP holds). Absent when the page was not server-rendered.
 */
const stateElement = document.getElementById('gari-state');
const serverState = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as HydrationState)
  : null;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The entry chunk is React itself; the router, the data layer, the API client and the route table are
// `start.tsx`, a chunk the server preloads with the page: it evaluates in a task of its own (issue #8
// Total Blocking Time), and `createApp` splits what follows into short tasks too.
const { createApp } = await import('./start');
const app = await createApp(serverState);
// Hydrating inside a transition lets React yield to the browser every few milliseconds (a click or
// a keystroke is not blocked behind one long hydration task on a slow phone: Total Blocking Time).
if (serverState) {
  hydrationStarted();
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);

registerServiceWorker();
