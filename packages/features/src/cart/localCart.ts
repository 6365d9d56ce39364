/**
 * The visitor's cart in local storage (issue #10 "a visitor's cart lives in local storage and merges
 * into the member cart at sign-in"): listing ids and quantities only, under `gari.cart`, as JSON
 * `[{ "listing_id": 12, "quantity": 2 }]`, newest first. Kept small and free of the cart machine so
 * the top bar can count it on every page. Stock bounds are the machine's; this store only keeps
 * quantities within 1..99 and at most 50 lines (what POST /cart/merge accepts).
 */
import { browserStorage, type StorageLike } from '@gari/client/storage';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** Local storage key of the visitor cart. */
export const LOCAL_CART_KEY = 'gari.cart';
/** Most lines kept (POST /cart/merge takes 50). */
export const LOCAL_CART_MAX_LINES = 50;
const MAX_QUANTITY = 99;

/** One line of the visitor cart. */
export interface LocalCartItem {
  listing_id: number;
  quantity: number;
}

/** The visitor cart store. Every write notifies the subscribers (and other tabs, via `storage`). */
export interface LocalCart {
  /** The lines, newest first (invalid stored values are dropped). */
  items(): LocalCartItem[];
  /** Units of every line (the badge). Stable between writes, for `useSyncExternalStore`. */
  count(): number;
  /** Sets a line to `quantity` (moved to the front); 0 or less removes it. */
  set(listingId: number, quantity: number): void;
  /** Removes every line (after the merge at sign-in). */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const isItem = (v: unknown): v is LocalCartItem => {
  const o = v as LocalCartItem | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    Number.isInteger(o.listing_id) &&
    o.listing_id > 0 &&
    Number.isInteger(o.quantity) &&
    o.quantity > 0
  );
};

/**
 * A visitor cart over `storage` (`createMemoryStorage()` for tests and stories; null: memory only, as
 * on the server). Reads tolerate junk (a bad value counts as an empty cart); refused writes (quota,
 * privacy mode) keep the cart in memory for the page.
 */
export function createLocalCart(storage: StorageLike | null): LocalCart {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; items: LocalCartItem[]; count: number } | null = null;
  let memory: string | null = null;
  const readRaw = () => {
    try {
      return storage ? storage.getItem(LOCAL_CART_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const read = () => {
    const raw = readRaw();
    if (cache && cache.raw === raw) return cache;
    let items: LocalCartItem[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) {
        const seen = new Set<number>();
        items = parsed.filter(isItem).filter((i) => !seen.has(i.listing_id) && seen.add(i.listing_id));
        items = items
          .slice(0, LOCAL_CART_MAX_LINES)
          .map((i) => ({ listing_id: i.listing_id, quantity: Math.min(i.quantity, MAX_QUANTITY) }));
      }
    } catch {
      items = [];
    }
    cache = { raw, items, count: items.reduce((n, i) => n + i.quantity, 0) };
    return cache;
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (items: LocalCartItem[]) => {
    const raw = items.length > 0 ? JSON.stringify(items) : null;
    memory = raw;
    try {
      if (raw === null) storage?.removeItem(LOCAL_CART_KEY);
      else storage?.setItem(LOCAL_CART_KEY, raw);
    } catch {
      // Refused: `memory` keeps it for this page.
      storage = null;
    }
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_CART_KEY || event.key === null) notify();
  };
  return {
    items: () => read().items,
    count: () => read().count,
    set(listingId, quantity) {
      const rest = read().items.filter((i) => i.listing_id !== listingId);
      const q = Math.min(Math.floor(quantity), MAX_QUANTITY);
      write(q > 0 ? [{ listing_id: listingId, quantity: q }, ...rest].slice(0, LOCAL_CART_MAX_LINES) : rest);
    },
    clear: () => write([]),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserCart: LocalCart | null = null;
/** The page's visitor cart: local storage in a browser, memory where there is none (server). */
function defaultLocalCart(): LocalCart {
  browserCart ??= createLocalCart(browserStorage());
  return browserCart;
}

const LocalCartContext = createContext<LocalCart | null>(null);

/** Props of {@link LocalCartProvider}. */
export interface LocalCartProviderProps {
  /** The store (stories: `createLocalCart(createMemoryStorage())`). */
  cart: LocalCart;
  children: ReactNode;
}

/** Gives the views below another visitor cart than the browser's (stories and tests, isolated). */
export function LocalCartProvider({ cart, children }: LocalCartProviderProps) {
  return createElement(LocalCartContext.Provider, { value: cart }, children);
}

/** The visitor cart of the nearest {@link LocalCartProvider}, else the browser's local storage. */
export function useLocalCart(): LocalCart {
  return useContext(LocalCartContext) ?? defaultLocalCart();
}

/** Units in the visitor cart, re-rendering on every change; 0 on the server and while hydrating. */
export function useLocalCartCount(): number {
  const local = useLocalCart();
  return useSyncExternalStore(local.subscribe, local.count, () => 0);
}
