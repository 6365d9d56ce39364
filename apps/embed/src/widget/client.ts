import { createBookingsClient } from '@gari/client/bookings';
import { createCore } from '@gari/client/core';
import { createProvidersClient, createWidgetsClient, type WidgetsClient } from '@gari/client/providers';
import type { BookingApi, TokenStore } from '@gari/client/types';

/**
 * A token store that never holds a token: widget visitors book with name and phone, and nothing is
 * written to the host page's storage (no cookies, no localStorage). No device id either (''), so no
 * `X-Device-Id` header is sent.
 */
function visitorStore(): TokenStore {
  return {
    getAccessToken: () => null,
    getRefreshToken: () => null,
    setTokens: () => {},
    clearTokens: () => {},
    getDeviceId: () => '',
    getCountry: () => 'RW',
    setCountry: () => {},
  };
}

/**
 * The widget's API: the booking part of the client the booking hook (`useBooking`) calls, plus the
 * widget start-up call `config(key)` (`GET /widgets/{key}`: the provider and brand colour, 404 'Unknown
 * widget key.').
 */
export interface WidgetApi extends WidgetsClient {
  api: BookingApi;
}

/**
 * The widget's API client: the client package's shared core (`@gari/client/core`) with an absolute base
 * (`{origin}/api/v1`, the origin the widget script came from), as a visitor — no tokens, no device id,
 * no cookies (`credentials: 'omit'`), so only CORS-safelisted headers plus `Content-Type` of a JSON
 * POST — and the client's real parts over it: `providers` and `bookings` (`bookings.create` sends
 * `widget_key`), and the widgets part's `config`. Failures are the client's `ApiError` with its texts
 * (the server's message, else 'GET {path} failed: {status}'; the network error when no answer came).
 *
 * Only those part modules are imported (no `createGariClient()`), so the other parts, the session
 * machinery and zod stay out of the widget bundle (its budget is 125 kB gzip); answers are not
 * schema-checked here (no `answerSchemas`), the API's tests pin the contract.
 */
export function createWidgetApi(apiBase: string): WidgetApi {
  const core = createCore({ baseUrl: apiBase, store: visitorStore(), requestInit: { credentials: 'omit' } });
  return {
    api: { providers: createProvidersClient(core), bookings: createBookingsClient(core) },
    ...createWidgetsClient(core),
  };
}
