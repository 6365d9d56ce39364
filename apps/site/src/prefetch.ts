import { whenNeeded } from '@gari/ui/hydration';
import { useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';

const started = new WeakSet<RouteObject>();

/**
 * Starts downloading the lazy chunks of the routes `href` leads to (nothing for other origins,
 * `mailto:`/`tel:` or routes already started). React Router calls the same `lazy()` when the link is
 * followed, and the module is then already (being) loaded, so the page opens without waiting for
 * its chunk. Failures are ignored here (the navigation retries and shows its own error).
 */
export function prefetchHref(routes: RouteObject[], href: string): void {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    void Promise.resolve(route.lazy()).catch(() => started.delete(route));
  }
}

/** The internal link (`<a href="/…">`) an event happened on, or null. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const a = target instanceof Element ? target.closest('a[href]') : null;
  return a instanceof HTMLAnchorElement && a.origin === window.location.origin && !a.hasAttribute('download')
    ? a
    : null;
}

/**
 * Route-chunk prefetch for data mode (issue #8 point 3; `<Link prefetch>` is framework-mode only):
 * pointer over, touch or keyboard focus on an internal link prefetches its route's chunk, and so
 * does a link scrolled into view (after each navigation, from the visitor's first interaction or once
 * the page has settled, `whenNeeded`: the first load stays free for the page itself; skipped when the
 * user asked to save data). One set of document listeners and one IntersectionObserver.
 */
export function useRoutePrefetch(routes: RouteObject[]): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const a = linkOf(event.target);
      if (a) prefetchHref(routes, a.href);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
      document.addEventListener(type, onIntent, options);
    }
    return () => {
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
        document.removeEventListener(type, onIntent, options);
      }
    };
  }, [routes]);

  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rescans the links after each navigation
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        prefetchHref(routes, (entry.target as HTMLAnchorElement).href);
      }
    });
    const scan = () => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) observer.observe(a);
    };
    const cancel = whenNeeded(scan);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [routes, pathname]);
}
