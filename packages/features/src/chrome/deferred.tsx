import { type ComponentProps, type ComponentType, lazy, useState } from 'react';

/**
 * The chrome's heavy parts (react-aria overlays, the footer form, the toast region, the cart badge and
 * the cart merge at sign-in), each in its own
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
  CartBadge: () => import('./CartBadge').then((m) => ({ default: m.CartBadge })),
  CartSyncGate: () => import('./CartSyncGate').then((m) => ({ default: m.CartSyncGate })),
};

type Loaders = typeof loaders;

type Part<K extends keyof Loaders> = Awaited<ReturnType<Loaders[K]>>['default'];

const started = new Map<keyof Loaders, Promise<unknown>>();
const loaded = new Map<keyof Loaders, ComponentType<never>>();
/** Starts (once) the download of one deferred part; returns its module promise. */
function load<K extends keyof Loaders>(key: K): ReturnType<Loaders[K]> {
  let p = started.get(key);
  if (!p) {
    p = loaders[key]().then((m) => {
      loaded.set(key, m.default as ComponentType<never>);
      return m;
    });
    started.set(key, p);
  }
  return p as ReturnType<Loaders[K]>;
}

/** Downloads every deferred chrome part (idempotent); resolves when all have loaded. */
export function preloadChrome(): Promise<void> {
  return Promise.all((Object.keys(loaders) as (keyof Loaders)[]).map((k) => load(k))).then(() => undefined);
}

type AnyProps = Record<string, unknown>;
const lazies = new Map<keyof Loaders, ComponentType<AnyProps>>();
function lazyOf(key: keyof Loaders): ComponentType<AnyProps> {
  let component = lazies.get(key);
  if (!component) {
    component = lazy(() => load(key) as unknown as Promise<{ default: ComponentType<AnyProps> }>);
    lazies.set(key, component);
  }
  return component;
}

/**
 * The deferred part `part`: rendered directly when its chunk had loaded before this element mounted
 * (no fallback flash on later pages), else through `React.lazy` (suspends until loaded; wrap it in
 * `Suspense`). Which of the two is decided once per mount.
 */
function DeferredPart({ part, props }: { part: keyof Loaders; props: AnyProps }) {
  // On the server always through `React.lazy` (the `loaded` map outlives a request there, and the
  // page it renders is hydrated by a browser that has loaded nothing yet: both must take one path).
  const [Loaded] = useState(() =>
    typeof document === 'undefined' ? undefined : (loaded.get(part) as ComponentType<AnyProps> | undefined),
  );
  const Component = Loaded ?? lazyOf(part);
  return <Component {...props} />;
}

/** `CountryPicker`, loaded on idle. */
export function LazyCountryPicker(props: ComponentProps<Part<'CountryPicker'>>) {
  return <DeferredPart part="CountryPicker" props={{ ...props }} />;
}
/** `SearchButton` (its dialog), loaded on idle. */
export function LazySearchButton() {
  return <DeferredPart part="SearchButton" props={{}} />;
}
/** `MobileMenu` (popover panel), loaded on idle. */
export function LazyMobileMenu(props: ComponentProps<Part<'MobileMenu'>>) {
  return <DeferredPart part="MobileMenu" props={{ ...props }} />;
}
/** `ThemeSwitcher` (toggle button group), loaded on idle. */
export function LazyThemeSwitcher(props: ComponentProps<Part<'ThemeSwitcher'>>) {
  return <DeferredPart part="ThemeSwitcher" props={{ ...props }} />;
}
/** `Footer` (newsletter form and links), loaded on idle. */
export function LazyFooter() {
  return <DeferredPart part="Footer" props={{}} />;
}
/** `ToastRegion`: toasts queued before it loads show once it has. */
export function LazyToastRegion() {
  return <DeferredPart part="ToastRegion" props={{}} />;
}
/** `UnverifiedEmailBanner`, loaded only when the member needs to verify the email. */
export function LazyUnverifiedEmailBanner() {
  return <DeferredPart part="UnverifiedEmailBanner" props={{}} />;
}

/** `CartBadge` (the cart link's count), loaded on idle. */
export function LazyCartBadge() {
  return <DeferredPart part="CartBadge" props={{}} />;
}
/** `CartSyncGate` (the merge of the visitor cart at sign-in), loaded on idle. */
export function LazyCartSyncGate() {
  return <DeferredPart part="CartSyncGate" props={{}} />;
}

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
