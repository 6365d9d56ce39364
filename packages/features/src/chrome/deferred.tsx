import { inTurn, whenIdle, whenNeeded } from '@gari/ui/hydration';
import { toastQueue } from '@gari/ui/Toast';
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSession } from '../auth/session';
import { LOCAL_CART_KEY } from '../cart/localCart';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { chromeT } from './messages';

/**
 * The chrome's heavy parts (react-aria overlays, the footer form, the toast region, the cart badge and
 * the cart merge at sign-in), each in its own
 * chunk so that the root layout stays small (issue #8 point 3). `preloadChrome()` fetches them all;
 * `AppShell` calls it at the visitor's first interaction (`whenNeeded`); a stand-in loads its own
 * part on pointer, touch or focus, and one pressed before its part has loaded presses the part once
 * it has (`useStandIn`). A page that is only looked at (or measured) runs none of this code.
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

type PartName = keyof Loaders;

/** The deferred parts of the top bar, rendered through {@link LazyPart}. */
type TopBarPart = 'CountryPicker' | 'LanguagePicker' | 'SearchButton' | 'MobileMenu' | 'ThemeSwitcher';

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

/** Parts whose stand-in was pressed before the part had loaded: pressed again once it has. */
const pressed = new Set<PartName>();

/** The deferred part a stand-in stands in for (set by `DeferredPart` around its fallback). */
const PartContext = createContext<PartName | null>(null);

/**
 * Handlers of a stand-in (`placeholders.tsx`): pointer over, a touch or focus loads its part at once;
 * a press (click, Enter, Space) is remembered, and once the part has swapped in, its first control is
 * focused and pressed (a menu opens, a picker opens), so a visitor's early tap is not lost.
 * @returns props for the stand-in's element; none outside a deferred part (stories of the stand-ins)
 */
export function useStandIn(): {
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
} {
  const part = useContext(PartContext);
  return useMemo(() => {
    if (!part) return {};
    const warm = () => void load(part).catch(() => undefined);
    return {
      onPointerEnter: warm,
      onTouchStart: warm,
      onFocus: warm,
      onClick: () => {
        pressed.add(part);
        warm();
      },
    };
  }, [part]);
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
 * download starts at the visitor's first interaction (`whenNeeded`), on pointer, touch or focus of a
 * stand-in (`useStandIn`), or in the next idle time when `now` (a part with something to show at once:
 * a toast, a cart count); each part swaps in in a task of its own, as a transition. A part loaded
 * earlier (later pages) renders at once. A stand-in is wrapped in a `display: contents` element
 * (`[data-deferred-part]`) so that a press made before the part loaded can be replayed on it.
 */
function DeferredPart({
  part,
  props,
  fallback,
  now = false,
}: {
  part: PartName;
  props: AnyProps;
  fallback: ReactNode;
  now?: boolean;
}) {
  const [Component, setComponent] = useState(() =>
    typeof document === 'undefined' ? undefined : (loaded.get(part) as ComponentType<AnyProps> | undefined),
  );
  const slot = useRef<HTMLDivElement>(null);
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
    const cancel = (now ? whenIdle : whenNeeded)(() => void load(part).catch(() => undefined));
    return () => {
      set.delete(show);
      cancel();
    };
  }, [Component, part, now]);
  useEffect(() => {
    if (!Component || !pressed.has(part)) return;
    pressed.delete(part);
    const control = slot.current?.querySelector<HTMLElement>('button, [role="button"], a[href], input');
    control?.focus();
    control?.click();
  }, [Component, part]);
  const shown = Component ? <Component {...props} /> : fallback;
  if (fallback === null) return shown;
  return (
    <div ref={slot} className={styles.partSlot} data-deferred-part={part}>
      <PartContext.Provider value={part}>{shown}</PartContext.Provider>
    </div>
  );
}

/** What every deferred part takes besides its own props: the stand-in shown until it has loaded. */
interface Deferred {
  /** Rendered (on the server too) until the part's chunk has loaded. @default null */
  fallback?: ReactNode;
}

/**
 * One of the top bar's deferred parts, loaded when needed (`whenNeeded`): `CountryPicker`,
 * `LanguagePicker` (issue #16 Locale), `SearchButton` (its dialog), `MobileMenu` (popover panel) or
 * `ThemeSwitcher` (toggle button group). Takes the part's own props and the stand-in `fallback`.
 */
export function LazyPart<K extends TopBarPart>({
  part,
  fallback = null,
  ...props
}: { part: K } & ComponentProps<Part<K>> & Deferred) {
  return <DeferredPart part={part} props={props} fallback={fallback} />;
}
/**
 * `Footer` (newsletter form and links), loaded at the visitor's first interaction (`whenNeeded`: the
 * scroll that brings the bottom of the page into view); nothing until then.
 */
export function LazyFooter() {
  return <DeferredPart part="Footer" props={{}} fallback={null} />;
}
/**
 * `ToastRegion`: loaded at the first interaction, or at once when a toast is queued before (a page
 * that greets with one); toasts queued before it loads show once it has.
 */
export function LazyToastRegion() {
  const t = useT(chromeT);
  const [now, setNow] = useState(false);
  useEffect(() => {
    if (toastQueue.visibleToasts.length > 0) setNow(true);
    return toastQueue.subscribe(() => setNow(true));
  }, []);
  return (
    <DeferredPart part="ToastRegion" props={{ closeLabel: t('closeToast') }} fallback={null} now={now} />
  );
}
/** `UnverifiedEmailBanner`, rendered only when the member needs to verify the email: loaded in idle time. */
export function LazyUnverifiedEmailBanner() {
  return <DeferredPart part="UnverifiedEmailBanner" props={{}} fallback={null} now />;
}

/**
 * `CartBadge` (the cart link's count): loaded in idle time when there may be something to count (a
 * member, or a visitor cart in local storage, `gari.cart`), else at the first interaction.
 */
export function LazyCartBadge() {
  const { status } = useSession();
  const [visitorCart, setVisitorCart] = useState(false);
  useEffect(() => {
    try {
      setVisitorCart(localStorage.getItem(LOCAL_CART_KEY) !== null);
    } catch {
      // storage blocked: no visitor cart to count
    }
  }, []);
  return (
    <DeferredPart
      part="CartBadge"
      props={{}}
      fallback={null}
      now={status === 'authenticated' || visitorCart}
    />
  );
}
/**
 * `CartSyncGate` (the merge of the visitor cart at sign-in): loaded in idle time for a member, else at
 * the first interaction (signing in is one).
 */
export function LazyCartSyncGate() {
  const { status } = useSession();
  return <DeferredPart part="CartSyncGate" props={{}} fallback={null} now={status === 'authenticated'} />;
}
