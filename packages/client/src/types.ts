/**
 * The surface of the typed /api/v1 client (spec §7). `createGariClient()` in `./gari` implements it;
 * features depend only on this interface (stories and tests pass fakes).
 *
 * Each domain (`site`, `reference`, …) is a {@link ClientPart}: its hand-written methods (`SiteClient`,
 * `ReferenceClient`, …) plus one method derived from the route table for every other route of the
 * domain (`./derive`: `api.<domain>.<route name>({ params, query, body })`, the whole answer).
 *
 * Every method resolves with the parsed answer or rejects with an {@link ApiError}
 * (`message` is the server's message, else the spec's generic 'GET {path} failed: {status}').
 */
import type { DiagnosisResponse, MechanicRequestInput, StoredDiagnosis } from '@gari/contract/ai';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  Session,
  TokenResponse,
  UpdateProfileBody,
  User,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@gari/contract/auth';
import type {
  Booking,
  BookingCreate,
  BookingCreated,
  BookingExpenseCreate,
  BookingExpenseCreated,
  BookingStatus,
  PartnerBooking,
  PartnerComplete,
  PartnerDecision,
  PartnerEventsTicket,
  PartnerMe,
  PartnerProvider,
  PartnerWidget,
  PartnerWidgetUpdate,
  RepairGarages,
} from '@gari/contract/bookings';
import type { MessageBody } from '@gari/contract/common';
import type { ProviderPhotoKind } from '@gari/contract/photos';
import type {
  PopularBrand,
  ProviderDetail,
  ProviderPage,
  ProviderQuery,
  ProviderType,
  SlotList,
} from '@gari/contract/providers';
import type { Make, Model, SpecItem, SpecKind } from '@gari/contract/reference';
import type { SiteStats, TestimonialPage } from '@gari/contract/site';
import type {
  Expense,
  ExpenseCreate,
  MonthlySpend,
  Refuel,
  RefuelCreate,
  Vehicle,
  VehicleCreate,
  VehicleSummary,
} from '@gari/contract/vehicles';
import type { AI_COVERED } from './ai';
import type { AUTH_COVERED } from './auth';
import type { BOOKINGS_COVERED } from './bookings';
import type { ContactClient } from './contact';
import type { CONVOYS_COVERED, ConvoysClient } from './convoys';
import type { ClientPart } from './derive';
import type { ApiError } from './errors';
import type { FinanceClient } from './finance';
import type { GasStationsClient } from './gasStations';
import type { MARKETPLACE_COVERED, MarketplaceClient } from './marketplace';
import type { PARTNER_COVERED } from './partner';
import type { PROVIDERS_COVERED } from './providers';
import type { REFERENCE_COVERED } from './reference';
import type { RemindersClient } from './reminders';
import type { SearchClient } from './search';
import type { VehicleCsvClient } from './vehicleCsv';

/** Where the client keeps what survives a reload (spec §9 local storage keys). */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(access: string, refresh: string): void;
  clearTokens(): void;
  /**
   * Made once (random) and kept, sent as `X-Device-Id`; '' for a store without one (the widget's
   * visitors), and then no header is sent.
   */
  getDeviceId(): string;
  getCountry(): string;
  setCountry(code: string): void;
}

/** Thrown for every failed call: the shape of {@link ApiError} (HTTP `status`, `message`, field `errors`…). */
export type ApiErrorShape = Pick<
  ApiError,
  'name' | 'message' | 'status' | 'method' | 'path' | 'errors' | 'body' | 'retryAfter'
>;

/**
 * The top-bar status dot (spec §2 Global chrome): grey while the session check runs, green when the
 * API accepts the stored access token, red otherwise. See `getApiStatus()` in `./gari`.
 */
export type ApiStatus = 'checking' | 'authenticated' | 'unauthenticated';

/** A fixed developer account of the profile page's quick-login (GET /dev/accounts, not in production). */
export interface DevAccount {
  email: string;
  password: string;
  name: string;
}

export interface GariApi {
  readonly store: TokenStore;
  /** True when an access token is stored. */
  isSignedIn(): boolean;

  /** Accounts and sessions (spec §4 Session/Login, §7; `./auth`). */
  auth: ClientPart<'auth', AuthClient, (typeof AUTH_COVERED)[number]>;

  /** Reference lists of the Add Vehicle form (spec §3 Reference lists, §7, §9; `./reference`). */
  reference: ClientPart<'reference', ReferenceClient, (typeof REFERENCE_COVERED)[number]>;

  /** The spareshop: listings, selling, cart, orders and payments (issue #10; `./marketplace`). */
  marketplace: ClientPart<'marketplace', MarketplaceClient, (typeof MARKETPLACE_COVERED)[number]>;

  /** Gas stations and fuel prices, reports, the board and the station console (issue #11; `./gasStations`). */
  gasStations: ClientPart<'gasStations', GasStationsClient>;

  /** Convoys, posts, comments, likes, member profiles, follows and feeds (issue #12; `./convoys`). */
  convoys: ClientPart<'convoys', ConvoysClient, (typeof CONVOYS_COVERED)[number]>;

  /** Exchange rates (spec §7 `GET /finance/rates`, §9; `./finance`). */
  finance: ClientPart<'finance', FinanceClient>;

  /** Service reminders of a car (issue #13; `./reminders`). */
  reminders: ClientPart<'reminders', RemindersClient>;

  /** CSV import and export of refuels and expenses (issue #13; `./vehicleCsv`). */
  vehicleCsv: ClientPart<'vehicleCsv', VehicleCsvClient>;

  /** The top-bar search across listings, providers, convoys and members (issue #12; `./search`). */
  search: ClientPart<'search', SearchClient>;

  /** The contact form and the newsletter with double opt-in (issue #12; `./contact`). */
  contact: ClientPart<'contact', ContactClient>;

  /** My Cars (spec §2 My Cars / Car status, §7; `./vehicles`). */
  vehicles: ClientPart<'vehicles', VehiclesClient>;

  /**
   * Developer helpers, absent in production builds. `accounts()` is GET /dev/accounts
   * (`{ data: DevAccount[] }`); it rejects with a 404 ApiError in production.
   */
  dev?: ClientPart<'dev', DevClient>;

  /** The AI mechanic (spec §2 AI mechanic and Diagnostic results, §7 `POST /ai/mechanic`). */
  ai: ClientPart<'ai', AiClient, (typeof AI_COVERED)[number]>;

  /**
   * The partner console (issue #3): provider staff, bearer token required (401), and staff of some
   * provider (403 'This account is not a provider staff account.' otherwise). Optional so that fakes
   * of other flows need not implement it; `createGariClient()` always has it.
   */
  partner?: ClientPart<'partner', PartnerClient, (typeof PARTNER_COVERED)[number]>;

  /**
   * Garages and carwashes (spec §2 Garages/Carwashes, §7 GET /garages, /carwashes, §9 slots). Money in
   * RWF, distances in km.
   */
  providers: ClientPart<'providers', ProvidersClient, (typeof PROVIDERS_COVERED)[number]>;

  /** Bookings (spec §3 Booking request, §7 Booking; issue #3). */
  bookings: ClientPart<'bookings', BookingsClient, (typeof BOOKINGS_COVERED)[number]>;

  /** Home page data (spec §2 Home page, §7; `./site`). */
  site: ClientPart<'site', SiteClient>;
}

/**
 * The part of {@link GariApi} the booking wizard calls (`useBooking` of `@gari/features/booking`:
 * `providers.slots`, `bookings.create`). The full client is one; the embeddable widget composes only
 * these two parts (`./providers`, `./bookings`) over the shared core (`./core`).
 */
export type BookingApi = Pick<GariApi, 'providers' | 'bookings'>;

/** The hand-written `auth` methods (see `./auth`); `GariApi.auth` adds the derived ones (`./derive`). */
export interface AuthClient {
  /** POST /auth/login (legacy POST /login on 404/route error); stores tokens. */
  login(body: Omit<LoginBody, 'device_id'>): Promise<TokenResponse>;
  register(body: RegisterBody): Promise<RegisterResponse>;
  /**
   * POST /auth/logout; failure ignored; tokens always cleared. Member and staff calls started while
   * it runs wait for it and are then refused locally (ApiError 401), not sent with the revoked token.
   */
  logout(): Promise<void>;
  /** GET /users/me, cached 60 s (spec §9); `force` skips the cache. */
  me(opts?: { force?: boolean }): Promise<User>;
  forgotPassword(body: ForgotPasswordBody): Promise<MessageBody>;
  resetPassword(body: ResetPasswordBody): Promise<MessageBody>;
  /**
   * POST /email/verify with the link's `id`, `hash`, `expires`. Signed out, it asks for a session on
   * this device (`sign_in`, `device_id`) and stores the tokens the answer carries (issue #16 Verify →
   * signed in); signed in, the stored session is kept. `session` is null when none was opened.
   */
  verifyEmail(
    body: Omit<VerifyEmailBody, 'sign_in' | 'device_id'>,
  ): Promise<{ message: string; session: VerifyEmailResponse['session'] }>;
  /**
   * PATCH /users/me (issue #16 Profile): name, phone (the server stores E.164), country. Resolves the
   * updated member and refreshes the session-check cache; 422 `ApiError` with field `errors`.
   */
  updateProfile(body: UpdateProfileBody): Promise<User>;
  /**
   * POST /users/me/password (issue #16 Profile): ends every other session, keeps this one. 422 on
   * `current_password` when it is wrong.
   */
  changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse>;
  /**
   * POST /users/me/avatar (issue #16 Profile), multipart field `avatar`: resolves the member with the
   * new `avatar` and refreshes the session-check cache. 422 `ApiError` on `avatar` (not an image, over
   * 10 MB). `options.onProgress(loaded, total)` reports bytes sent; `options.signal` aborts.
   */
  uploadAvatar(file: Blob, filename?: string, options?: UploadOptions): Promise<User>;
  /** DELETE /users/me/avatar: resolves the member with `avatar: null`. */
  removeAvatar(): Promise<User>;
  resendVerification(): Promise<MessageBody>;
  /** GET /auth/sessions; failure gives [] (spec §8). */
  sessions(): Promise<Session[]>;
  revokeSession(id: number): Promise<void>;
  /** Revokes every session one by one (spec §7 "revoke-all loops over sessions"). */
  revokeAllSessions(): Promise<void>;
}

/**
 * The hand-written `reference` methods (see `./reference`); `GariApi.reference` adds the derived ones
 * (`./derive`).
 */
export interface ReferenceClient {
  makes(): Promise<Make[]>;
  models(makeId: number): Promise<Model[]>;
  specs(kind: SpecKind): Promise<SpecItem[]>;
}

/**
 * The hand-written `vehicles` methods (see `./vehicles`); `GariApi.vehicles` adds the derived ones
 * (`./derive`).
 */
export interface VehiclesClient {
  list(): Promise<Vehicle[]>;
  get(id: number): Promise<Vehicle>;
  create(body: VehicleCreate): Promise<Vehicle>;
  remove(id: number): Promise<void>;
  summary(id: number): Promise<VehicleSummary>;
  monthly(id: number, months?: number): Promise<MonthlySpend[]>;
  refuels(id: number, limit?: number): Promise<Refuel[]>;
  recentExpenses(id: number, limit?: number): Promise<Expense[]>;
  addRefuel(id: number, body: RefuelCreate): Promise<Refuel>;
  addExpense(id: number, body: ExpenseCreate): Promise<Expense>;
}

/** The hand-written `dev` methods (see `./dev`); `GariApi.dev` adds the derived ones (`./derive`). */
export interface DevClient {
  accounts(): Promise<DevAccount[]>;
}

/** The hand-written `ai` methods (see `./ai`); `GariApi.ai` adds the derived ones (`./derive`). */
export interface AiClient {
  /**
   * `POST /ai/mechanic` (fallback `POST /test/ai/mechanic` when the route is missing, spec §7): one
   * turn of the chat. A `final_diagnosis` answer carries the `diagnosis_id` of the stored report.
   */
  ask(body: MechanicRequestInput): Promise<DiagnosisResponse & { diagnosis_id?: number }>;
  /** `GET /ai/diagnoses/{id}`: a stored report (404 for another member's). */
  diagnosis(id: number): Promise<StoredDiagnosis>;
  /** `GET /vehicles/{id}/diagnoses`: the vehicle's stored reports, newest first. */
  diagnoses(vehicleId: number): Promise<StoredDiagnosis[]>;
  /**
   * `GET /ai/diagnoses/{id}/garages` (issue #13 Book this repair): up to 3 garages offering the
   * report's service near the member (`position` in degrees when shared), each with its next free
   * slots, and `meta` (service, how "near" was judged). 404 for another member's report.
   */
  garages(diagnosisId: number, position?: { lat: number; lng: number }): Promise<RepairGarages>;
}

/**
 * The hand-written `partner` methods (see `./partner`); `GariApi.partner` adds the derived ones
 * (`./derive`).
 */
export interface PartnerClient {
  /** `GET /partner/me`: the staff member and their providers (with role and pending count). */
  me(): Promise<PartnerMe['data']>;
  /** `GET /partner/bookings?status=`: requests of my providers, newest first; no status = all. */
  bookings(status?: BookingStatus): Promise<PartnerBooking[]>;
  /**
   * `POST /partner/bookings/{id}/accept`: 409 when not pending; the API notifies the member. `message`
   * (optional, ≤ 500 characters, issue #13; 422 naming `message`) reaches the member as the
   * booking's `provider_message` and in the SMS/mail.
   */
  accept(bookingId: string, body?: { message?: string }): Promise<PartnerDecision>;
  /** `POST /partner/bookings/{id}/decline`: as {@link accept}, declining. */
  decline(bookingId: string, body?: { message?: string }): Promise<PartnerDecision>;
  /**
   * `POST /partner/bookings/{id}/complete` (issue #13): marks an accepted booking completed with its
   * `final_price` (whole RWF, > 0; 422 naming `final_price`) and an optional `message`; 409 when not
   * accepted. The API tells the member by SMS or mail.
   */
  complete(bookingId: string, body: PartnerComplete): Promise<PartnerDecision>;
  /** `GET /partner/widget`: widget key, allowed origins, brand colour, snippet and iframe URL. */
  widget(providerId?: number): Promise<PartnerWidget['data']>;
  /** `PUT /partner/widget`: saves the fields given (422 naming `allowed_origins.N` / `brand_color`). */
  updateWidget(body: PartnerWidgetUpdate): Promise<PartnerWidget['data']>;
  /**
   * `POST /partner/providers/{id}/photos/{kind}` (issue #16): the cover (16:9) or logo (square) of one
   * of my providers, multipart in the field `kind`. Resolves the provider with its new pictures; 422
   * `ApiError` on `cover`/`logo` (not an image, over 10 MB), 403 for someone else's provider.
   */
  uploadPhoto(
    providerId: number,
    kind: ProviderPhotoKind,
    file: Blob,
    filename?: string,
    options?: UploadOptions,
  ): Promise<PartnerProvider>;
  /** `DELETE /partner/providers/{id}/photos/{kind}`: back to the generated cover / no logo. */
  removePhoto(providerId: number, kind: ProviderPhotoKind): Promise<PartnerProvider>;
  /**
   * `POST /partner/events/ticket` (issue #16 "Partner console, live"): a signed ticket, valid
   * `expires_in` seconds (60), that opens the event stream once; 403 for non-staff.
   */
  eventsTicket(): Promise<PartnerEventsTicket['data']>;
  /** The URL of `GET /partner/events?ticket=` for an `EventSource` (not fetched by the client). */
  eventsUrl(ticket: string): string;
}

/**
 * The hand-written `providers` methods (see `./providers`); `GariApi.providers` adds the derived ones
 * (`./derive`).
 */
export interface ProvidersClient {
  /**
   * `GET /garages` or `GET /carwashes` with every filter, sort and paging of {@link ProviderQuery}
   * (lists such as `availability` are sent comma-joined; blanks are left out). Resolves with the page
   * (`data` and `meta` with paging and `cities`).
   */
  list(type: ProviderType, query?: ProviderQuery): Promise<ProviderPage>;
  /** `GET /providers/{type}/{id}` (id or slug): the provider page; 404 'Provider not found' style errors. */
  get(type: ProviderType, id: number | string): Promise<ProviderDetail>;
  /** `GET /providers/{type}/{id}/slots?date=YYYY-MM-DD`: free slots, earliest first ([] = 'No slots'). */
  slots(type: ProviderType, id: number | string, date: string): Promise<SlotList>;
  /** `GET /garages/popular-brands`: top 10 makes by member count, ties by name (spec §9). */
  popularBrands(): Promise<PopularBrand[]>;
}

/**
 * The hand-written `bookings` methods (see `./bookings`); `GariApi.bookings` adds the derived ones
 * (`./derive`).
 */
export interface BookingsClient {
  /**
   * `POST /bookings` (garage or carwash payload). `widgetKey` is sent as `widget_key` (the API then
   * checks the page's Origin). Rejects with 409 when the slot is full, 422 naming fields, 403 for a
   * widget on a refused origin.
   */
  create(body: BookingCreate, opts?: { widgetKey?: string }): Promise<BookingCreated>;
  /**
   * `GET /bookings`: the signed-in member's bookings, latest slot first; `query` filters by `status`,
   * `vehicle_id` or `diagnosis_id` (issue #13).
   */
  list(query?: { status?: BookingStatus; vehicle_id?: number; diagnosis_id?: number }): Promise<Booking[]>;
  /**
   * `POST /bookings/{booking_id}/expense` (issue #13): logs a completed booking as a repair expense of
   * its final price (RWF) on its car; 409 when already logged or not completed.
   */
  logExpense(bookingId: string, body?: BookingExpenseCreate): Promise<BookingExpenseCreated['data']>;
  /** `POST /bookings/{booking_id}/cancel`: the cancelled booking (409 when it can no longer be). */
  cancel(bookingId: string): Promise<Booking>;
  /** The URL of `GET /bookings/{booking_id}/calendar.ics` (with `?code=` when given); no request. */
  calendarUrl(bookingId: string, code?: string): string;
}

/** The hand-written `site` methods (see `./site`); `GariApi.site` adds the derived ones (`./derive`). */
export interface SiteClient {
  stats(): Promise<SiteStats>;
  testimonials(q: { country?: string; page?: number; per_page?: number }): Promise<TestimonialPage>;
}

/** Options of an upload: bytes sent so far and the request size (0 when unknown); an abort signal. */
export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}
