import { apiErrorFromResponse, networkError } from '@gari/client/errors';
import type { GariApi, TokenStore } from '@gari/client/types';
import type { BookingCreated } from '@gari/contract/bookings';
import type { SlotList, WidgetConfig } from '@gari/contract/providers';

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
    getDeviceId: () => 'widget',
    getCountry: () => 'RW',
    setCountry: () => {},
  };
}

/** The slice of {@link GariApi} the booking hook (`useBooking`) calls, plus the widget start-up call. */
export interface WidgetApi {
  api: GariApi;
  /** `GET /widgets/{key}`: the provider and brand colour (404 'Unknown widget key.'). */
  config(key: string): Promise<WidgetConfig['data']>;
}

/**
 * The widget's API client: JSON calls to an absolute base (`{origin}/api/v1`, the origin the widget
 * script came from) as a visitor — no tokens, no cookies (`credentials: 'omit'`), only CORS-listed
 * headers — failing with the client package's `ApiError` and texts (`apiErrorFromResponse`: the
 * server's message, else 'GET {path} failed: {status}'; `networkError` when no answer came).
 *
 * It implements only what the booking views call — `providers.slots` and `bookings.create` (with
 * `widget_key`) — and not `createGariClient()`, so that the zod schemas of every other route and the
 * session/refresh machinery stay out of the widget bundle (its budget is 125 kB gzip). Answers are not
 * schema-checked here; the API's tests pin the contract.
 */
export function createWidgetApi(apiBase: string): WidgetApi {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${apiBase}${path}`, {
        method,
        credentials: 'omit',
        headers: body
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (cause) {
      throw networkError(method, path, cause);
    }
    const raw: unknown = await res.json().catch(() => null);
    if (!res.ok) throw apiErrorFromResponse(method, path, res.status, raw, res.headers.get('Retry-After'));
    return raw as T;
  }
  const slice = {
    store: visitorStore(),
    isSignedIn: () => false,
    providers: {
      slots: (type: string, id: number | string, date: string) =>
        call<SlotList>(
          'GET',
          `/providers/${type}/${encodeURIComponent(String(id))}/slots?date=${encodeURIComponent(date)}`,
        ),
    },
    bookings: {
      create: (body: object, opts?: { widgetKey?: string }) =>
        call<BookingCreated>(
          'POST',
          '/bookings',
          opts?.widgetKey ? { ...body, widget_key: opts.widgetKey } : body,
        ),
    },
  };
  return {
    // A deliberate cast: the booking views call only the methods above (see useBooking); the rest of
    // GariApi (accounts, vehicles, …) does not exist in a widget.
    api: slice as unknown as GariApi,
    config: (key) =>
      call<WidgetConfig>('GET', `/widgets/${encodeURIComponent(key)}`).then((answer) => answer.data),
  };
}
