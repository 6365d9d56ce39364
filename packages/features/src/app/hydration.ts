import type { GariApi } from '@gari/client/types';
import { DEFAULT_COUNTRY } from '@gari/contract/countries';
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False while React renders on the server or hydrates server HTML, true afterwards (issue #8
 * server-rendered first paint). `useSyncExternalStore` gives the server snapshot (false) during
 * hydration and re-renders with the client one (true) right after, so markup that depends on
 * browser-only state (localStorage, media queries) matches the server HTML first. Under
 * `createRoot` (no server HTML: stories, the widget) it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * The API client as the server sees it: same calls, but no stored session (`isSignedIn()` false,
 * no tokens) and the default country. Used while hydrating server HTML, which is always the
 * signed-out view of the default country; the real client takes over right after hydration.
 */
export function serverViewOf(api: GariApi): GariApi {
  const store = Object.assign(Object.create(api.store) as GariApi['store'], {
    getAccessToken: () => null,
    getRefreshToken: () => null,
    getCountry: () => DEFAULT_COUNTRY,
  });
  return Object.assign(Object.create(api) as GariApi, { isSignedIn: () => false, store });
}
