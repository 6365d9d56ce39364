import { inTurn, whenNeeded } from '@gari/ui/hydration';
import {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { useT } from '../shared/locale';
import { chromeT } from './messages';

/**
 * The chrome's heavy parts (react-aria overlays, the footer form, the toast region, the cart badge and
 * the cart merge at sign-in), each in its own
 * chunk so that the root layout stays small (issue #8 point 3). `preloadChrome()` fetches them all;
 * `AppShell` calls it at the first interaction or once the page has settled (`whenNeeded`), and a stand-in starts it on
 * pointer or focus.
 */
const loaders = {
  CountryPicker: () => import('./CountryPicker').then((m) => ({ default: m.CountryPicker })),
  LanguagePicker: () => import('./LanguagePicker').then((m) => ({ default: m.LanguagePicker })),
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
/** Callbacks waiting for a part's chunk (the stand-ins that will swap to it). */
const waiting = new Map<keyof Loaders, Set<() => void>>();
/** Starts (once) the download of one deferred part; returns its module promise. */
function load<K extends keyof Loaders>(key: K): ReturnType<Loaders[K]> {
  let p = started.get(key);
  if (!p) {
    p = loaders[key]().then(
      (m) => {
        loaded.set(key, m.default as ComponentType<never>);
        for (const notify of waiting.get(key) ?? []) notify();
        waiting.delete(key);
        return m;
      },
      (error: unknown) => {
        started.delete(key); // a later call (the next idle time, a hover) tries again
        throw error;
      },
    );
    started.set(key, p);
  }
  return p as ReturnType<Loaders[K]>;
}

/** Downloads every deferred chrome part (idempotent); resolves when all have loaded. */
export function preloadChrome(): Promise<void> {
  return Promise.all((Object.keys(loaders) as (keyof Loaders)[]).map((k) => load(k))).then(() => undefined);
}

type AnyProps = Record<string, unknown>;

/**
 * The deferred part `part`, or `fallback` (a look-alike stand-in, or nothing) until its chunk has
 * loaded. The server and the hydrating browser both render `fallback`: no part of the chrome waits
 * for a chunk during hydration, so an early update (the session, the cart count) can never make React
 * throw the server's HTML away and render the chrome again in one long task (issue #8 TBT). The
 * download starts at the visitor's first interaction or once the page has settled (`whenNeeded`), or
 * on hover/focus of a stand-in (see `placeholders.tsx`),
 * and the swap is a transition. A part loaded earlier (later pages) renders at once.
 */
function DeferredPart({
  part,
  props,
  fallback,
}: {
  part: keyof Loaders;
  props: AnyProps;
  fallback: ReactNode;
}) {
  const [Component, setComponent] = useState(() =>
    typeof document === 'undefined' ? undefined : (loaded.get(part) as ComponentType<AnyProps> | undefined),
  );
  useEffect(() => {
    if (Component) return;
    // Each part swaps in in a task of its own: the ten parts loading together would otherwise render
    // in one long task (issue #8 Total Blocking Time).
    const show = () =>
      inTurn(() => startTransition(() => setComponent(() => loaded.get(part) as ComponentType<AnyProps>)));
    if (loaded.has(part)) return show();
    const set = waiting.get(part) ?? new Set<() => void>();
    waiting.set(part, set);
    set.add(show);
    const cancel = whenNeeded(() => void load(part).catch(() => undefined));
    return () => {
      set.delete(show);
      cancel();
    };
  }, [Component, part]);
  return Component ? <Component {...props} /> : fallback;
}

/** What every deferred part takes besides its own props: the stand-in shown until it has loaded. */
interface Deferred {
  /** Rendered (on the server too) until the part's chunk has loaded. @default null */
  fallback?: ReactNode;
}

/** `CountryPicker`, loaded when needed (`whenNeeded`). */
export function LazyCountryPicker({
  fallback = null,
  ...props
}: ComponentProps<Part<'CountryPicker'>> & Deferred) {
  return <DeferredPart part="CountryPicker" props={props} fallback={fallback} />;
}
/** `LanguagePicker` (issue #16 Locale), loaded when needed (`whenNeeded`). */
export function LazyLanguagePicker({
  fallback = null,
  ...props
}: ComponentProps<Part<'LanguagePicker'>> & Deferred) {
  return <DeferredPart part="LanguagePicker" props={props} fallback={fallback} />;
}
/** `SearchButton` (its dialog), loaded when needed (`whenNeeded`). */
export function LazySearchButton({ fallback = null }: Deferred) {
  return <DeferredPart part="SearchButton" props={{}} fallback={fallback} />;
}
/** `MobileMenu` (popover panel), loaded when needed (`whenNeeded`). */
export function LazyMobileMenu({ fallback = null, ...props }: ComponentProps<Part<'MobileMenu'>> & Deferred) {
  return <DeferredPart part="MobileMenu" props={props} fallback={fallback} />;
}
/** `ThemeSwitcher` (toggle button group), loaded when needed (`whenNeeded`). */
export function LazyThemeSwitcher({
  fallback = null,
  ...props
}: ComponentProps<Part<'ThemeSwitcher'>> & Deferred) {
  return <DeferredPart part="ThemeSwitcher" props={props} fallback={fallback} />;
}
/** `Footer` (newsletter form and links), loaded when needed (`whenNeeded`); nothing until then. */
export function LazyFooter() {
  return <DeferredPart part="Footer" props={{}} fallback={null} />;
}
/** `ToastRegion`: toasts queued before it loads show once it has. */
export function LazyToastRegion() {
  const t = useT(chromeT);
  return <DeferredPart part="ToastRegion" props={{ closeLabel: t('closeToast') }} fallback={null} />;
}
/** `UnverifiedEmailBanner`, shown only when the member needs to verify the email. */
export function LazyUnverifiedEmailBanner() {
  return <DeferredPart part="UnverifiedEmailBanner" props={{}} fallback={null} />;
}

/** `CartBadge` (the cart link's count), loaded when needed (`whenNeeded`). */
export function LazyCartBadge() {
  return <DeferredPart part="CartBadge" props={{}} fallback={null} />;
}
/** `CartSyncGate` (the merge of the visitor cart at sign-in), loaded when needed (`whenNeeded`). */
export function LazyCartSyncGate() {
  return <DeferredPart part="CartSyncGate" props={{}} fallback={null} />;
}
