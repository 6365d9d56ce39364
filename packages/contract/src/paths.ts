/**
 * Every /api/v1 call once, as plain data: method, path template and who may call it (spec §7; issue #7
 * item 1). Free of zod, so the client (and the site's first load) can build URLs from it without the
 * schemas. `@gari/contract/routes` extends each entry with its schemas, error statuses and OpenAPI
 * texts; the API registers its routes from that table, the client calls these paths.
 *
 * Path templates use Fastify's `:name` parameters (`/vehicles/:id`); {@link fillPath} fills them.
 */

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: `none` (public), `member` (bearer token of a signed-in member), `staff` (bearer
 * token of provider staff, 403 for others), `optional` (bearer optional: members act as themselves,
 * visitors without a token).
 */
export type RouteAuth = 'none' | 'member' | 'staff' | 'optional';

/** One call: `id` is `domain.name` (e.g. `vehicles.get`), unique. */
export interface RoutePath<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly id: string;
  readonly method: M;
  readonly path: P;
  readonly auth: RouteAuth;
}

/** Parameter names of a path template: `'/a/:id/b/:x'` → `'id' | 'x'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path template needs (none: `Record<string, never>`). */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<P>]: string | number };

/**
 * Fills the `:name` parameters of `path` with URL-encoded values: `fillPath('/vehicles/:id', { id: 3 })`
 * → `/vehicles/3`. Throws when a value is missing (a programming error, not a user one).
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Entry = readonly [HttpMethod, string, RouteAuth];
type Domain<D extends string, E extends Record<string, Entry>> = {
  readonly [N in keyof E & string]: RoutePath<E[N][0], E[N][1]> & { readonly id: `${D}.${N}` };
};

/** Builds the paths of one domain from `[method, path, auth]` entries, naming each `domain.name`. */
function domain<const D extends string, const E extends Record<string, Entry>>(
  name: D,
  entries: E,
): Domain<D, E> {
  const out: Record<string, RoutePath> = {};
  for (const [key, [method, path, auth]] of Object.entries(entries)) {
    out[key] = { id: `${name}.${key}`, method, path, auth };
  }
  return out as Domain<D, E>;
}

/** Accounts and sessions (spec §4 Session/Login/Forgot password/Verify email, §7). */
export const authPaths = /* @__PURE__ */ domain('auth', {
  login: ['POST', '/auth/login', 'none'],
  /** Legacy path of `login` (spec §4 Login fallback). */
  legacyLogin: ['POST', '/login', 'none'],
  register: ['POST', '/register', 'none'],
  refresh: ['POST', '/auth/refresh', 'none'],
  logout: ['POST', '/auth/logout', 'member'],
  /** Legacy path of `logout`. */
  legacyLogout: ['POST', '/logout', 'member'],
  me: ['GET', '/users/me', 'member'],
  /** Edit name, phone, country (issue #16 Profile). */
  updateMe: ['PATCH', '/users/me', 'member'],
  /** Change the password; ends the other sessions (issue #16 Profile). */
  changePassword: ['POST', '/users/me/password', 'member'],
  /** Upload or replace the avatar (multipart `avatar`; issue #16 Profile). */
  uploadAvatar: ['POST', '/users/me/avatar', 'member'],
  /** Remove the avatar (issue #16 Profile). */
  removeAvatar: ['DELETE', '/users/me/avatar', 'member'],
  /** The spec's fallback path of `me` (§7). */
  meFallback: ['GET', '/test/users/me', 'member'],
  forgotPassword: ['POST', '/password/forgot', 'none'],
  resetPassword: ['POST', '/password/reset', 'none'],
  resendVerification: ['POST', '/email/verification-notification', 'member'],
  verifyEmail: ['POST', '/email/verify', 'none'],
  sessions: ['GET', '/auth/sessions', 'member'],
  revokeSession: ['POST', '/auth/sessions/:id/revoke', 'member'],
});

/** Reference lists of the Add Vehicle cascade (spec §3 Reference lists, §7). */
export const referencePaths = /* @__PURE__ */ domain('reference', {
  makes: ['GET', '/makes', 'none'],
  models: ['GET', '/makes/:id/models', 'none'],
  fuels: ['GET', '/vehicle-specs/fuels', 'none'],
  transmissions: ['GET', '/vehicle-specs/transmissions', 'none'],
  bodyStyles: ['GET', '/vehicle-specs/body-styles', 'none'],
  colors: ['GET', '/vehicle-specs/colors', 'none'],
  /** Each model vehicle type with the body style it fills in (spec §9; the Add Vehicle form, §2). */
  vehicleTypes: ['GET', '/vehicle-specs/vehicle-types', 'none'],
});

/** The spec list route of each `SpecKind` (`/vehicle-specs/{kind}`). */
export const SPEC_PATHS = {
  fuels: referencePaths.fuels,
  transmissions: referencePaths.transmissions,
  'body-styles': referencePaths.bodyStyles,
  colors: referencePaths.colors,
} as const;

/** My Cars (spec §2 My Cars / Car status, §7). */
export const vehiclePaths = /* @__PURE__ */ domain('vehicles', {
  list: ['GET', '/vehicles', 'member'],
  create: ['POST', '/vehicles', 'member'],
  get: ['GET', '/vehicles/:id', 'member'],
  remove: ['DELETE', '/vehicles/:id', 'member'],
  summary: ['GET', '/vehicles/:id/summary', 'member'],
  monthly: ['GET', '/vehicles/:id/expenses/monthly', 'member'],
  refuels: ['GET', '/vehicles/:id/refuels', 'member'],
  recentExpenses: ['GET', '/vehicles/:id/expenses/recent', 'member'],
  addRefuel: ['POST', '/vehicles/:id/refuels', 'member'],
  addExpense: ['POST', '/vehicles/:id/expenses', 'member'],
});

/** Service reminders of a car (issue #13 "Service reminders"). */
export const reminderPaths = /* @__PURE__ */ domain('reminders', {
  list: ['GET', '/vehicles/:id/reminders', 'member'],
  update: ['PATCH', '/vehicles/:id/reminders/:kind', 'member'],
  done: ['POST', '/vehicles/:id/reminders/:kind/done', 'member'],
  badges: ['GET', '/reminders/due', 'member'],
});

/** CSV import and export of a car's refuels and expenses (issue #13 "CSV import and export"). */
export const vehicleCsvPaths = /* @__PURE__ */ domain('vehicleCsv', {
  exportRefuels: ['GET', '/vehicles/:id/refuels.csv', 'member'],
  exportExpenses: ['GET', '/vehicles/:id/expenses.csv', 'member'],
  preview: ['POST', '/vehicles/:id/import/preview', 'member'],
  import: ['POST', '/vehicles/:id/import', 'member'],
});

/** Home page data (spec §2 Home page, §7). */
export const sitePaths = /* @__PURE__ */ domain('site', {
  stats: ['GET', '/stats', 'none'],
  testimonials: ['GET', '/test/admin/testimonials', 'none'],
});

/** Garages and carwashes (spec §2 Garages / Carwashes, §7, §9). */
export const providerPaths = /* @__PURE__ */ domain('providers', {
  garages: ['GET', '/garages', 'none'],
  carwashes: ['GET', '/carwashes', 'none'],
  popularBrands: ['GET', '/garages/popular-brands', 'none'],
  get: ['GET', '/providers/:type/:id', 'none'],
  slots: ['GET', '/providers/:type/:id/slots', 'none'],
});

/** The booking widget's start-up call (issue #3). */
export const widgetPaths = /* @__PURE__ */ domain('widgets', {
  config: ['GET', '/widgets/:widget_key', 'none'],
});

/** Bookings (spec §3 Booking request, §7 Booking; issue #3). */
export const bookingPaths = /* @__PURE__ */ domain('bookings', {
  create: ['POST', '/bookings', 'optional'],
  list: ['GET', '/bookings', 'member'],
  cancel: ['POST', '/bookings/:booking_id/cancel', 'member'],
  calendar: ['GET', '/bookings/:booking_id/calendar.ics', 'optional'],
  /** Log a completed booking as a repair expense (issue #13). */
  expense: ['POST', '/bookings/:booking_id/expense', 'member'],
});

/** The partner console (issue #3). */
export const partnerPaths = /* @__PURE__ */ domain('partner', {
  me: ['GET', '/partner/me', 'staff'],
  bookings: ['GET', '/partner/bookings', 'staff'],
  accept: ['POST', '/partner/bookings/:booking_id/accept', 'staff'],
  decline: ['POST', '/partner/bookings/:booking_id/decline', 'staff'],
  /** Mark an accepted booking completed with its final price (issue #13). */
  complete: ['POST', '/partner/bookings/:booking_id/complete', 'staff'],
  /** A short-lived ticket for the live event stream (issue #16 "Partner console, live"). */
  eventsTicket: ['POST', '/partner/events/ticket', 'staff'],
  /** The live event stream (text/event-stream), authenticated by `?ticket=` (EventSource sends no headers). */
  events: ['GET', '/partner/events', 'none'],
  widget: ['GET', '/partner/widget', 'staff'],
  updateWidget: ['PUT', '/partner/widget', 'staff'],
  /** Upload or replace a provider's cover or logo (multipart `cover` / `logo`; issue #16). */
  uploadPhoto: ['POST', '/partner/providers/:provider_id/photos/:kind', 'staff'],
  /** Remove a provider's cover or logo (issue #16). */
  removePhoto: ['DELETE', '/partner/providers/:provider_id/photos/:kind', 'staff'],
});

/** Uploaded pictures: provider covers and logos, member avatars (issue #16). */
export const photoPaths = /* @__PURE__ */ domain('photos', {
  image: ['GET', '/photos/:name', 'none'],
});

/** The AI mechanic (issue #4; spec §7 `POST /ai/mechanic`). */
export const aiPaths = /* @__PURE__ */ domain('ai', {
  mechanic: ['POST', '/ai/mechanic', 'member'],
  /** The spec's fallback path of `mechanic` (§7). */
  mechanicFallback: ['POST', '/test/ai/mechanic', 'member'],
  diagnosis: ['GET', '/ai/diagnoses/:id', 'member'],
  diagnoses: ['GET', '/vehicles/:id/diagnoses', 'member'],
  /** Garages offered to book the report's repair (issue #13). */
  garages: ['GET', '/ai/diagnoses/:id/garages', 'member'],
});

/**
 * The spareshop (spec §2 Marketplace list / Listing detail, §7 GET /marketplace/listings; issue #10):
 * listings, the seller's own listings and orders, the member's cart, orders and payments.
 */
export const marketplacePaths = /* @__PURE__ */ domain('marketplace', {
  listings: ['GET', '/marketplace/listings', 'optional'],
  listing: ['GET', '/marketplace/listings/:id', 'none'],
  image: ['GET', '/marketplace/images/:name', 'none'],
  mine: ['GET', '/marketplace/mine', 'member'],
  create: ['POST', '/marketplace/listings', 'member'],
  update: ['PATCH', '/marketplace/listings/:id', 'member'],
  remove: ['DELETE', '/marketplace/listings/:id', 'member'],
  addPhoto: ['POST', '/marketplace/listings/:id/photos', 'member'],
  removePhoto: ['DELETE', '/marketplace/listings/:id/photos/:photo_id', 'member'],
  orderPhotos: ['PUT', '/marketplace/listings/:id/photos/order', 'member'],
  sellerOrders: ['GET', '/marketplace/orders', 'member'],
  updateSellerOrder: ['POST', '/marketplace/orders/:id/status', 'member'],
  cart: ['GET', '/cart/items', 'member'],
  putCartItem: ['PUT', '/cart/items/:listing_id', 'member'],
  removeCartItem: ['DELETE', '/cart/items/:listing_id', 'member'],
  mergeCart: ['POST', '/cart/merge', 'member'],
  createOrder: ['POST', '/orders', 'member'],
  orders: ['GET', '/orders', 'member'],
  order: ['GET', '/orders/:id', 'member'],
  payOrder: ['POST', '/orders/:id/pay', 'member'],
  cancelOrder: ['POST', '/orders/:id/cancel', 'member'],
  /** Log a paid order of parts as a car expense (issue #13). */
  orderExpense: ['POST', '/orders/:id/expense', 'member'],
  paymentCallback: ['POST', '/payments/:provider/callback', 'none'],
  simulatePayment: ['POST', '/payments/simulator/:reference/decision', 'none'],
});

/**
 * Gas stations and fuel prices (issue #11; spec §2 Gas stations / Gas station detail, §5, §8, §9): the
 * list, the station page, price history, members' reports, the per-city board, the price widget's data
 * and the partner console's station section (`/partner/stations/{id}`, station staff only).
 */
export const gasStationPaths = /* @__PURE__ */ domain('gasStations', {
  list: ['GET', '/gas-stations', 'none'],
  get: ['GET', '/gas-stations/:id', 'none'],
  history: ['GET', '/gas-stations/:id/prices/history', 'none'],
  reportPrice: ['POST', '/gas-stations/:id/price-reports', 'member'],
  fuelPrices: ['GET', '/fuel-prices', 'none'],
  widget: ['GET', '/widgets/:widget_key/fuel-prices', 'none'],
  partnerStation: ['GET', '/partner/stations/:id', 'staff'],
  setPrices: ['PUT', '/partner/stations/:id/prices', 'staff'],
  setProducts: ['PUT', '/partner/stations/:id/products', 'staff'],
  updateStation: ['PATCH', '/partner/stations/:id', 'staff'],
});

/**
 * Convoys (issue #12; spec §2 Convoys list / Convoy detail, §4, §5, §7): the list and a convoy,
 * join/leave, the generated and uploaded images, posts (cursor), a new post (JSON or multipart with
 * images), comments, like/unlike, reports, and the feed of joined convoys and followed members.
 */
export const convoyPaths = /* @__PURE__ */ domain('convoys', {
  list: ['GET', '/convoys', 'optional'],
  get: ['GET', '/convoys/:id', 'optional'],
  join: ['POST', '/convoys/:id/join', 'member'],
  leave: ['POST', '/convoys/:id/leave', 'member'],
  image: ['GET', '/convoy-images/:name', 'none'],
  posts: ['GET', '/convoys/:id/posts', 'optional'],
  createPost: ['POST', '/convoys/:id/posts', 'member'],
  comments: ['GET', '/convoy-posts/:id/comments', 'none'],
  addComment: ['POST', '/convoy-posts/:id/comments', 'member'],
  react: ['POST', '/convoy-posts/:id/react', 'member'],
  unreact: ['POST', '/convoy-posts/:id/unreact', 'member'],
  report: ['POST', '/convoy-posts/:id/report', 'member'],
  feeds: ['GET', '/feeds', 'optional'],
});

/** Member profiles and follows (issue #12; spec §2 Member profile, §3 Member profile, §4 Follow, §7). */
export const memberPaths = /* @__PURE__ */ domain('members', {
  get: ['GET', '/users/:id', 'optional'],
  follow: ['POST', '/users/:id/follow', 'member'],
  unfollow: ['POST', '/users/:id/unfollow', 'member'],
});

/** Exchange rates (spec §7 `GET /finance/rates`, §9; issue #12). */
export const financePaths = /* @__PURE__ */ domain('finance', {
  rates: ['GET', '/finance/rates', 'none'],
});

/** The top-bar search across listings, providers, convoys and members (issue #12). */
export const searchPaths = /* @__PURE__ */ domain('search', {
  search: ['GET', '/search', 'none'],
});

/** The contact form and the newsletter with double opt-in (spec §2 Static pages, Global chrome; issue #12). */
export const contactPaths = /* @__PURE__ */ domain('contact', {
  send: ['POST', '/contact', 'none'],
  subscribe: ['POST', '/newsletter', 'none'],
  confirm: ['GET', '/newsletter/confirm', 'none'],
  unsubscribe: ['GET', '/newsletter/unsubscribe', 'none'],
});

/** Development-only calls (absent, i.e. 404, in production). */
export const devPaths = /* @__PURE__ */ domain('dev', {
  outbox: ['GET', '/dev/outbox', 'none'],
  accounts: ['GET', '/dev/accounts', 'none'],
  staffAccounts: ['GET', '/dev/staff-accounts', 'none'],
});

/** Every call by domain. */
export const paths = {
  auth: authPaths,
  reference: referencePaths,
  vehicles: vehiclePaths,
  reminders: reminderPaths,
  vehicleCsv: vehicleCsvPaths,
  site: sitePaths,
  providers: providerPaths,
  widgets: widgetPaths,
  bookings: bookingPaths,
  partner: partnerPaths,
  photos: photoPaths,
  ai: aiPaths,
  marketplace: marketplacePaths,
  gasStations: gasStationPaths,
  convoys: convoyPaths,
  members: memberPaths,
  finance: financePaths,
  search: searchPaths,
  contact: contactPaths,
  dev: devPaths,
} as const;

/** The id (`domain.name`) of every call. */
export type RouteId = {
  [D in keyof typeof paths]: (typeof paths)[D][keyof (typeof paths)[D]] extends { id: infer I } ? I : never;
}[keyof typeof paths];

/** The calls of every domain of `table` as one list. */
function flatten(table: Record<string, Record<string, RoutePath>>): readonly RoutePath[] {
  return Object.values(table).flatMap((d) => Object.values(d));
}

/** Every call as one list. */
export const allPaths: readonly RoutePath[] = /* @__PURE__ */ flatten(paths);
