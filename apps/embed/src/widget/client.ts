import { createBookingsClient } from '@gari/client/bookings';
import { createCore } from '@gari/client/core';
import { createProvidersClient, createWidgetsClient, type WidgetsClient } from '@gari/client/providers';
import type { GariApi, TokenStore } from '@gari/client/types';

/**
 * A token store that never holds a token: widget visitors book with name and phone, and nothing is
 * written to the host page's storage (no cookies, no localStorage).
 */
function visitorStore(): TokenStore {
  return {
    getAccessToken: () => null,
    getRefreshToken: () => null,
    setTokens: () => {},
    clearTokens: () => {},
    getDeviceId: () => '', // no X-Device-Id header: GETs stay CORS-simple (no preflight)
    getCountry: () => 'RW',
    setCountry: () => {},
  };
}

/** The part of {@link GariApi} a widget has: what the booking hook (`useBooking`) calls. */
export type WidgetBookingApi = Pick<GariApi, 'store' | 'isSignedIn' | 'providers' | 'bookings'>;

/** The widget's API: the booking slice for `<ApiProvider>` plus the widget start-up call. */
export interface WidgetApi extends WidgetsClient {
  api: GariApi;
}

/**
 * The widget's API client: the client package's shared core (`@gari/client/core`: paths from the
 * contract's route table, `ApiError` texts) on an absolute base (`{origin}/api/v1`, the origin the
 * widget script came from) as a visitor — no tokens, no cookies (`credentials: 'omit'`) — composed with
 * the providers and bookings parts and the `widgets.config` call. Answers are not schema-checked here;
 * the API's tests pin the contract.
 */
export function createWidgetApi(apiBase: string): WidgetApi {
  const store = visitorStore();
  const core = createCore({ baseUrl: apiBase, store, requestInit: { credentials: 'omit' } });
  const slice: WidgetBookingApi = {
    store,
    isSignedIn: () => false,
    providers: createProvidersClient(core),
    bookings: createBookingsClient(core),
  };
  // `<ApiProvider>` takes a whole GariApi; the booking views call only the slice above (see useBooking).
  // The integrator narrows ApiProvider's type to `WidgetBookingApi`'s parts and drops this assertion.
  return { api: slice as GariApi, ...createWidgetsClient(core) };
}
