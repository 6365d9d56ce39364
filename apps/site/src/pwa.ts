/**
 * Registers the service worker built by `vite-plugin-pwa` (`/sw.js`, see `pwa.config.ts`; issue #8
 * point 4) once the page has loaded, so it never competes with first paint. Production builds only:
 * in development there is no worker and nothing is cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
