/**
 * `createGariClient()`: the real {@link GariApi} over /api/v1 (spec §4 Session/Login, §7 calls, §8
 * soft failures, §9 session check cached 60 s), composed from the domain parts (`./auth`,
 * `./reference`, `./vehicles`, `./ai`, `./dev`, `./partner`, `./providers`, `./bookings`, `./site`) over
 * one shared core (`./core`). Paths come from the contract's route table.
 */
import { createAiClient } from './ai';
import { createAuthClient } from './auth';
import { createBookingsClient } from './bookings';
import { createContactClient } from './contact';
import { createConvoysClient } from './convoys';
import { type CoreOptions, createCore } from './core';
import { createDevClient } from './dev';
import { createFinanceClient } from './finance';
import { createGasStationsClient } from './gasStations';
import type { FetchLike } from './http';
import { createMarketplaceClient } from './marketplace';
import { createPartnerClient } from './partner';
import { createProvidersClient } from './providers';
import { createReferenceClient } from './reference';
import { createRemindersClient } from './reminders';
import type { AnswerSchemas } from './schemas';
import { createSearchClient } from './search';
import { createSiteClient } from './site';
import { createTokenStore } from './storage';
import type { ApiStatus, GariApi, TokenStore } from './types';
import { createVehicleCsvClient } from './vehicleCsv';
import { createVehiclesClient } from './vehicles';

export { ME_CACHE_MS, NO_TOKEN_MESSAGE } from './auth';
export { isRouteMissing } from './core';
export { providerQueryParams } from './providers';
export { emptyTestimonialPage, TESTIMONIALS_CACHE_MS, TESTIMONIALS_PER_PAGE } from './site';

export interface GariClientOptions {
  /** @default '/api/v1' (spec §7 "Base is an /api/v1 path (configurable)") */
  baseUrl?: string;
  /** @default `createTokenStore()` (localStorage, or memory where there is none) */
  store?: TokenStore;
  /** @default `globalThis.fetch` */
  fetch?: FetchLike;
  /**
   * Called once when a refresh is refused and the tokens were cleared.
   * @default {@link redirectToLogin} (full navigation to /login unless already there); a router-based
   * site passes its own `navigate('/login', { replace: true })`
   */
  onSignedOut?: () => void;
  /** @default `console.warn`; see {@link CoreOptions.onSchemaMismatch} */
  onSchemaMismatch?: CoreOptions['onSchemaMismatch'];
  /** Clock for the 60 s session-check cache, in ms since the epoch. @default `Date.now` */
  now?: () => number;
  /**
   * The route table's answer schemas (`answerSchemas` from `@gari/client/schemas`): when given, every
   * answer is checked against its route's schema and a mismatch reported through `onSchemaMismatch`.
   * Tests and the site in development pass them; production leaves them (and zod) out of the bundle.
   * @default undefined (answers are not checked)
   */
  answerSchemas?: AnswerSchemas;
}

/**
 * Sends the browser to /login unless it is already there (spec §4 Session). Does nothing outside a
 * browser.
 */
export function redirectToLogin(
  loc: Pick<Location, 'pathname' | 'assign'> | undefined = globalThis.location,
): void {
  if (!loc || loc.pathname === '/login') return;
  loc.assign('/login');
}

/**
 * Creates the client of /api/v1 that implements {@link GariApi} (spec §7). Notes per method:
 *
 * - `auth.login`: `POST /auth/login { email, password, remember, device_id }`; when that route is
 *   missing (404/405/501, a 'route' error, or a 2xx answer that is not JSON) it tries the legacy
 *   `POST /login` (spec §4 Login) — the one legacy-login fallback. An answer without an access token
 *   rejects with 'No token received' (spec §8). Stores both tokens; primes the session check with the
 *   answer's user. Legacy answers may carry `token` instead of `access_token`; a missing user is
 *   fetched from `GET /users/me`.
 * - `auth.logout`: `POST /auth/logout { device_id }` (legacy `POST /logout` when missing); its failure is
 *   ignored; tokens and the session-check cache are always cleared (spec §8).
 * - `auth.me`: `GET /users/me` (`{data}`, `{user}` or bare), cached 60 s by the `now` clock and shared
 *   while in flight; `force` skips the cache; cleared on login, logout and a refused refresh. On a 401
 *   that the refresh did not cure, the spec's fallback `GET /test/users/me` (§7).
 * - `auth.sessions`: `GET /auth/sessions` as a list; any failure gives `[]` (spec §8).
 * - `auth.revokeAllSessions`: lists the sessions (a failure rejects) and revokes each one with
 *   `POST /auth/sessions/{id}/revoke`, the current one last; tries every session even when one fails,
 *   then rejects with the first error. When the current session is revoked the tokens are cleared.
 * - `dev.accounts`: `GET /dev/accounts` (`{ data: DevAccount[] }`); a 404 ApiError in production.
 * - Lists (`{ data: [...] }`) resolve to arrays; single items accept `{ data: {...} }` or the bare object.
 * - `ai.ask`: `POST /ai/mechanic`, falling back to `POST /test/ai/mechanic` when missing (spec §7).
 *   `ai.diagnosis`: `GET /ai/diagnoses/{id}`; `ai.diagnoses`: `GET /vehicles/{id}/diagnoses`.
 * - `providers.list`: `GET /garages` or `/carwashes` with {@link providerQueryParams}; `providers.get`,
 *   `providers.slots` (`?date=`), `providers.popularBrands` (`GET /garages/popular-brands`, a list).
 * - `bookings.create`: `POST /bookings` (+ `widget_key` from `opts.widgetKey`), 201 `BookingCreated`;
 *   `bookings.list`, `bookings.cancel`; `bookings.calendarUrl` only builds the .ics URL.
 * - `site.testimonials`: `GET /test/admin/testimonials?country&page&per_page` (per_page 6), published
 *   ones only; any failure gives the empty page (spec §8).
 * - `partner.*`: the staff console, unwrapped from `{ data }` except the decisions.
 * - `gasStations.*`: see `./gasStations` (lists whole with `meta`, single items unwrapped).
 * - `convoys.*`: see `./convoys` (pages whole with `meta`, single items unwrapped).
 * - `finance.rates`: see `./finance` (`GET /finance/rates`, unwrapped).
 * - `reminders.*`: see `./reminders`; `vehicleCsv.*`: see `./vehicleCsv` (issue #13).
 * - `search.search`: see `./search` (`GET /search?q=`, whole with `meta`).
 * - `contact.*`: see `./contact` (contact form, newsletter subscribe / confirm / unsubscribe; whole).
 *
 * Every other failure rejects with an ApiError (server `message`, else 'GET {path} failed: {status}').
 */
export function createGariClient(options: GariClientOptions = {}): GariApi {
  const store = options.store ?? createTokenStore();
  const onSignedOut = options.onSignedOut ?? (() => redirectToLogin());
  let forgetMe = () => {};
  const core = createCore({
    baseUrl: options.baseUrl,
    store,
    fetch: options.fetch,
    onSchemaMismatch: options.onSchemaMismatch,
    answerSchemas: options.answerSchemas,
    onSignedOut: () => {
      forgetMe();
      onSignedOut();
    },
  });
  const auth = createAuthClient(core, options.now);
  forgetMe = auth.forgetMe;
  const { forgetMe: _forget, ...authApi } = auth;

  return {
    store,
    isSignedIn: () => store.getAccessToken() !== null,
    auth: authApi,
    reference: createReferenceClient(core),
    vehicles: createVehiclesClient(core),
    reminders: createRemindersClient(core),
    vehicleCsv: createVehicleCsvClient(core),
    ai: createAiClient(core),
    dev: createDevClient(core),
    partner: createPartnerClient(core),
    providers: createProvidersClient(core),
    bookings: createBookingsClient(core),
    site: createSiteClient(core),
    marketplace: createMarketplaceClient(core),
    gasStations: createGasStationsClient(core),
    convoys: createConvoysClient(core),
    finance: createFinanceClient(core),
    search: createSearchClient(core),
    contact: createContactClient(core),
  };
}

/**
 * The session check behind the top-bar status dot (spec §2 Global chrome): 'unauthenticated' at once
 * without a stored access token, else `auth.me()` (cached 60 s) decides 'authenticated' or
 * 'unauthenticated'. Never rejects. Show 'checking' (grey) while the promise is pending.
 */
export async function getApiStatus(
  api: Pick<GariApi, 'isSignedIn' | 'auth'>,
): Promise<Exclude<ApiStatus, 'checking'>> {
  if (!api.isSignedIn()) return 'unauthenticated';
  try {
    await api.auth.me();
    return 'authenticated';
  } catch {
    return 'unauthenticated';
  }
}
