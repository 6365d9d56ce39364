/**
 * TanStack Query keys that more than one flow reads or invalidates (the AI mechanic refreshes the
 * session and a vehicle's figures; the top bar counts vehicles). Flows import them from here, not
 * from each other's folders.
 */

/** TanStack Query key of the session check (GET /users/me, spec §4 Session, cached 60 s by the client). */
export const SESSION_KEY = ['session', 'me'] as const;

/** TanStack Query key of the member's vehicles (GET /vehicles, spec §2 My Cars); prefix of {@link vehicleKeys}. */
export const VEHICLES_KEY = ['vehicles'] as const;

/** Months of the spend chart (spec §9). */
export const STATUS_MONTHS = 12;
/** Recent refuels and expenses shown on the status page (spec §7, §9). */
export const STATUS_RECENT_LIMIT = 5;

/** Query keys of one vehicle's status data; all start with ['vehicles', id]. */
export const vehicleKeys = {
  all: (id: number) => [...VEHICLES_KEY, id] as const,
  detail: (id: number) => [...VEHICLES_KEY, id, 'detail'] as const,
  summary: (id: number) => [...VEHICLES_KEY, id, 'summary'] as const,
  monthly: (id: number) => [...VEHICLES_KEY, id, 'monthly', STATUS_MONTHS] as const,
  refuels: (id: number) => [...VEHICLES_KEY, id, 'refuels', STATUS_RECENT_LIMIT] as const,
  expenses: (id: number) => [...VEHICLES_KEY, id, 'expenses', STATUS_RECENT_LIMIT] as const,
};

/**
 * TanStack Query keys of the cart (issue #10): the member's (GET /cart/items; the top-bar badge reads
 * it) and the visitor's (built in the browser from local storage); both start with ['cart'].
 */
export const cartKeys = {
  all: ['cart'] as const,
  member: ['cart', 'member'] as const,
  visitor: ['cart', 'visitor'] as const,
};

/** TanStack Query keys of the spareshop (issue #10): a listing (GET /marketplace/listings/{id}), the list pages. */
export const marketplaceKeys = {
  listing: (id: number) => ['marketplace', 'listing', id] as const,
  listings: (query: unknown) => ['marketplace', 'listings', query] as const,
};

/** Query keys of the buyer's orders (GET /orders, GET /orders/{id}; issue #10); all start with ['orders']. */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', id] as const,
};

/**
 * TanStack Query keys of the gas stations (issue #11): the list pages, a station (GET
 * /gas-stations/{id}), its price history, the per-city board (GET /fuel-prices; the home card) and the
 * station console (GET /partner/stations/{id}); all start with ['gasStations'].
 */
export const gasKeys = {
  all: ['gasStations'] as const,
  list: (query: unknown) => ['gasStations', 'list', query] as const,
  station: (id: string) => ['gasStations', 'station', id] as const,
  history: (id: string, fuel: string, days: number) => ['gasStations', 'history', id, fuel, days] as const,
  board: (country: string) => ['gasStations', 'board', country] as const,
  partner: (id: number) => ['gasStations', 'partner', id] as const,
};

/** Query key of the member's bookings (GET /bookings; issue #13 My bookings). */
export const myBookingsKey = ['bookings', 'mine'] as const;

/**
 * TanStack Query keys of convoys, posts and feeds (issue #12), all under ['convoys'] so that a post's
 * change reaches every cached list: the convoy list (per query and viewer), a convoy, its posts, /feeds
 * and the list page's feed preview (both under ['convoys', 'feed']). `viewer` is the member's id or
 * 'visitor': `is_joined` and the feed depend on who asks.
 */
export const convoyKeys = {
  all: ['convoys'] as const,
  lists: ['convoys', 'list'] as const,
  list: (query: object, viewer: number | 'visitor') => ['convoys', 'list', query, viewer] as const,
  convoy: (id: string) => ['convoys', 'detail', id] as const,
  posts: (id: string) => ['convoys', 'posts', id] as const,
  feeds: ['convoys', 'feed'] as const,
  feed: (viewer: number | null) => ['convoys', 'feed', viewer ?? 'visitor'] as const,
  feedPreview: (viewer: number | 'visitor') => ['convoys', 'feed', 'preview', viewer] as const,
};
