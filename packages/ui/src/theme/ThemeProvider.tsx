import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { darkTheme, lightTheme } from './theme.css';

/** What the user chose: a fixed scheme, or follow the operating system. */
export type ThemeMode = 'light' | 'dark' | 'system';
/** The scheme actually painted. */
export type ResolvedTheme = 'light' | 'dark';

/** localStorage key that keeps the user's choice (spec §2 Global chrome: light, dark or system). */
export const THEME_STORAGE_KEY = 'gari.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const noSubscribe = () => () => {};

/** Value of `useTheme()`. */
export interface ThemeContextValue {
  /** The chosen mode ('system' follows `prefers-color-scheme` live). */
  mode: ThemeMode;
  /** The scheme in effect now. */
  resolved: ResolvedTheme;
  /** Changes the mode and stores it under `gari.theme` (unless `persist` is false). */
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function isMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStored(key: string): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return isMode(value) ? value : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** Props of `ThemeProvider`. */
export interface ThemeProviderProps {
  /**
   * Mode used when the user has stored no choice yet. When this prop changes after mount, the
   * provider follows it (handy for a Storybook toolbar).
   * @default 'system'
   */
  mode?: ThemeMode;
  /**
   * Whether to read and write the choice in localStorage under `storageKey`.
   * @default true
   */
  persist?: boolean;
  /**
   * localStorage key of the stored choice.
   * @default 'gari.theme'
   */
  storageKey?: string;
  /** The app. */
  children?: ReactNode;
}

/**
 * Applies `lightTheme` or `darkTheme` on `document.documentElement` (so portals such as toasts,
 * popovers and modals follow it) and sets `data-theme="light|dark"` there. In `system` mode it
 * follows `prefers-color-scheme` live. The user's choice is kept in localStorage (`gari.theme`) and
 * synced across tabs. Spec §2 Global chrome ("toasts follow the user's light, dark or system theme").
 */
export function ThemeProvider({
  mode: initialMode = 'system',
  persist = true,
  storageKey = THEME_STORAGE_KEY,
  children,
}: ThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => (persist && readStored(storageKey)) || initialMode);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  // Follow a changed `mode` prop (not on mount: a stored choice wins then).
  const previousProp = useRef(initialMode);
  useEffect(() => {
    if (previousProp.current === initialMode) return;
    previousProp.current = initialMode;
    setModeState(initialMode);
  }, [initialMode]);

  // Follow the OS scheme live.
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Follow choices made in other tabs.
  useEffect(() => {
    if (!persist || typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && isMode(event.newValue)) setModeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [persist, storageKey]);

  // Server HTML knows neither the stored choice nor the OS scheme: while hydrating it, render as the
  // server did (`initialMode`, light) and leave <html> as index.html's inline script set it; the real values
  // take over right after hydration (issue #8). Under createRoot `hydrated` is true at once.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const shownMode = hydrated ? mode : initialMode;
  const resolved: ResolvedTheme =
    shownMode === 'system' ? (hydrated && systemDark ? 'dark' : 'light') : shownMode;

  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    const add = resolved === 'dark' ? darkTheme : lightTheme;
    const remove = resolved === 'dark' ? lightTheme : darkTheme;
    root.classList.remove(remove);
    root.classList.add(add);
    root.dataset.theme = resolved;
    return () => {
      root.classList.remove(add);
      delete root.dataset.theme;
    };
  }, [resolved, hydrated]);

  const setMode = useCallback(
    (next: ThemeMode) => {
      setModeState(next);
      if (!persist) return;
      try {
        globalThis.localStorage?.setItem(storageKey, next);
      } catch {
        // storage disabled: the choice lasts for this page only
      }
    },
    [persist, storageKey],
  );

  const value = useMemo(() => ({ mode: shownMode, resolved, setMode }), [shownMode, resolved, setMode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/**
 * The current theme: `{ mode, resolved, setMode }`.
 * @throws Error when called outside `<ThemeProvider>`.
 */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() must be used inside <ThemeProvider>.');
  return value;
}
