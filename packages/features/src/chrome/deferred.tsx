import { lazy } from 'react';

/**
 * The chrome's heavy parts (react-aria overlays, the footer form, the toast region), each in its own
 * chunk so that the root layout stays small (issue #8 point 3). `preloadChrome()` fetches them all;
 * `AppShell` calls it when the browser is idle after the first paint, and a fallback starts it on
 * pointer or focus.
 */
const loaders = {
  CountryPicker: () => import('./CountryPicker').then((m) => ({ default: m.CountryPicker })),
  SearchButton: () => import('./SearchButton').then((m) => ({ default: m.SearchButton })),
  MobileMenu: () => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })),
  ThemeSwitcher: () => import('./ThemeSwitcher').then((m) => ({ default: m.ThemeSwitcher })),
  Footer: () => import('./Footer').then((m) => ({ default: m.Footer })),
  ToastRegion: () => import('@gari/ui/ToastRegion').then((m) => ({ default: m.ToastRegion })),
  UnverifiedEmailBanner: () =>
    import('../auth/UnverifiedEmailBanner').then((m) => ({ default: m.UnverifiedEmailBanner })),
};

type Loaders = typeof loaders;

const started = new Map<keyof Loaders, Promise<unknown>>();
/** Starts (once) the download of one deferred part; returns its module promise. */
function load<K extends keyof Loaders>(key: K): ReturnType<Loaders[K]> {
  let p = started.get(key);
  if (!p) {
    p = loaders[key]();
    started.set(key, p);
  }
  return p as ReturnType<Loaders[K]>;
}

/** Downloads every deferred chrome part (idempotent); resolves when all have loaded. */
export function preloadChrome(): Promise<void> {
  return Promise.all((Object.keys(loaders) as (keyof Loaders)[]).map((k) => load(k))).then(() => undefined);
}

/** `CountryPicker`, loaded on idle. */
export const LazyCountryPicker = lazy(() => load('CountryPicker'));
/** `SearchButton` (its dialog), loaded on idle. */
export const LazySearchButton = lazy(() => load('SearchButton'));
/** `MobileMenu` (popover panel), loaded on idle. */
export const LazyMobileMenu = lazy(() => load('MobileMenu'));
/** `ThemeSwitcher` (toggle button group), loaded on idle. */
export const LazyThemeSwitcher = lazy(() => load('ThemeSwitcher'));
/** `Footer` (newsletter form and links), loaded on idle. */
export const LazyFooter = lazy(() => load('Footer'));
/** `ToastRegion`: toasts queued before it loads show once it has. */
export const LazyToastRegion = lazy(() => load('ToastRegion'));
/** `UnverifiedEmailBanner`, loaded only when the member needs to verify the email. */
export const LazyUnverifiedEmailBanner = lazy(() => load('UnverifiedEmailBanner'));

/** Runs `fn` when the browser is idle (or after `timeoutMs`), once; returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 1500): () => void {
  if (typeof window === 'undefined') return () => {};
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
