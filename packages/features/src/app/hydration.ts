import type { GariApi } from '@gari/client/types';
import { DEFAULT_COUNTRY } from '@gari/contract/countries';

/**
 * False while React renders on the server or hydrates server HTML, true afterwards (issue #8
 * server-rendered first paint); markup that depends on browser-only state (localStorage, media
 * queries) uses it to match the server HTML first. Under `createRoot` (stories, the widget) it is
 * true from the first render. The one implementation lives in `@gari/ui/hydration`.
 */
export { useHydrated } from '@gari/ui/hydration';

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

/**
 * True when `api` already sees what the server saw ({@link serverViewOf}): no stored tokens and the
 * default country. Then the client can hydrate with the real client itself, and nothing below
 * `GariProvider` has to re-render when hydration ends (issue #8 Total Blocking Time: on a signed-out
 * first visit that re-render was a whole page of components in one long task).
 */
export function seesAsServer(api: GariApi): boolean {
  return (
    api.store.getAccessToken() === null &&
    api.store.getRefreshToken() === null &&
    api.store.getCountry() === DEFAULT_COUNTRY &&
    !api.isSignedIn()
  );
}
