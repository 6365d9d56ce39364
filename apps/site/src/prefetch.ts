import { whenNeeded } from '@gari/ui/hydration';
import { useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import type { RouteHandle } from './App';

const started = new WeakSet<RouteObject>();

/**
 * Starts loading the lazy modules of the routes `href` leads to (nothing for other origins,
 * `mailto:`/`tel:` or routes already started): React Router calls the same `lazy()` when the link is
 * followed, and the module is then already (being) loaded, so the page opens without waiting for
 * its chunk. This runs the modules, so it is for links the visitor is about to follow (pointer,
 * touch, focus). Failures are ignored here (the navigation retries and shows its own error).
 */
export function prefetchHref(routes: RouteObject[], href: string): void {
  for (const route of lazyRoutesOf(routes, href)) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    void Promise.resolve(route.lazy()).catch(() => started.delete(route));
  }
}

/** The routes `href` leads to (none for another origin or an unparsable address). */
function lazyRoutesOf(routes: RouteObject[], href: string): RouteObject[] {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return [];
  }
  if (url.origin !== window.location.origin) return [];
  return (matchRoutes(routes, url.pathname) ?? []).map((m) => m.route);
}

/** The build's route chunk map (`route-chunks.json`, `routeChunks.config.ts`), fetched once. */
let routeChunkMap: Promise<Record<string, string[]>> | undefined;
/** Files already linked for prefetch (or by the server). */
const linked = new Set<string>();

/**
 * Prefetches the JavaScript files of the routes the `hrefs` lead to as `<link rel="modulepreload">`
 * (issue #8 point 3: "route chunks prefetch on … viewport"): the browser fetches and compiles them,
 * and runs nothing until the link is followed, so links scrolled into view cost the main thread one
 * DOM insertion for all their files (issue #8 Total Blocking Time). The files come from the build's
 * `route-chunks.json` (page module → files); without it (development) nothing is prefetched.
 * @param hrefs links' `href`s (absolute or relative)
 * @returns resolves once the links are in the document (never rejects)
 */
export async function preloadRouteFiles(routes: RouteObject[], hrefs: string[]): Promise<void> {
  routeChunkMap ??= fetch('/route-chunks.json')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}));
  const map = await routeChunkMap;
  if (linked.size === 0) {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], script[src]')) {
      linked.add(
        new URL(link instanceof HTMLLinkElement ? link.href : (link as HTMLScriptElement).src).pathname,
      );
    }
  }
  const fragment = document.createDocumentFragment();
  for (const href of hrefs) {
    for (const route of lazyRoutesOf(routes, href)) {
      const module = (route.handle as RouteHandle | undefined)?.module;
      for (const file of (module && map[module]) || []) {
        if (linked.has(file)) continue;
        linked.add(file);
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = file;
        link.crossOrigin = '';
        link.fetchPriority = 'low';
        fragment.append(link);
      }
    }
  }
  if (fragment.childNodes.length > 0) document.head.append(fragment);
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
 * pointer over, touch or keyboard focus on an internal link loads its route's modules
 * (`prefetchHref`), and a link scrolled into view prefetches its route's files without running them
 * (`preloadRouteFiles`; after each navigation, from the visitor's first interaction, `whenNeeded`:
 * the first load stays free for the page itself; skipped when the user asked to save data). One set of document listeners and one IntersectionObserver.
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
      const hrefs: string[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        hrefs.push((entry.target as HTMLAnchorElement).href);
      }
      if (hrefs.length > 0) void preloadRouteFiles(routes, hrefs);
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
