/** Cache of visited pages; the same name as the worker's navigation route in `pwa.config.ts`. */
const PAGES_CACHE = 'gari-pages';

/**
 * Registers the service worker built by `vite-plugin-pwa` (`/sw.js`, see `pwa.config.ts`; issue #8
 * point 4) once the page has loaded, so it never competes with first paint. Production builds only:
 * in development there is no worker and nothing is cached.
 *
 * The page that installed the worker was fetched before the worker existed, so once the worker is
 * ready the page stores its own URL in the pages cache: after one visit it opens offline too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(() => rememberPage(location.pathname + location.search))
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Stores the server's HTML of `path` (a same-origin page path, e.g. `/maintenance`) in the pages cache
 * unless it is already there. Errors (offline, quota, non-2xx) are ignored: this is a best effort.
 */
export async function rememberPage(path: string): Promise<void> {
  if (!('caches' in window) || path.startsWith('/api/')) return;
  try {
    const cache = await caches.open(PAGES_CACHE);
    if (await cache.match(path)) return;
    // fetch + put rather than `cache.add`, which logs a console error for a 404 page.
    const response = await fetch(path, { credentials: 'same-origin' });
    if (response.ok) await cache.put(path, response);
  } catch {
    // best effort
  }
}
