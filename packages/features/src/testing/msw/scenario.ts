/**
 * A scenario of the fake backend for stories and browser tests: an in-memory store (users, sessions,
 * vehicles, refuels, expenses, reference data, testimonials, providers, bookings, partner requests, AI
 * reports) seeded from `../fixtures/*`, the msw handlers of every /api/v1 route the site calls bound to
 * that store, per-route failures and delays, a call log, and the REAL client (`createGariClient`, memory
 * token store) wired to the handlers.
 *
 * ```ts
 * const s = createScenario({ signedInAs: DEMO_USER.email });
 * s.delay('GET /vehicles', 'never'); // stays loading
 * s.fail('POST /auth/login', { status: 401, message: 'Invalid email or password' });
 * await s.api.vehicles.list();
 * ```
 *
 * The client's `fetch` resolves each request through msw's `getResponse(handlers, request)` (no
 * service worker): every scenario is isolated, so stories running side by side never share a backend.
 * `s.handlers` are plain msw handlers too (for `setupWorker` or msw-storybook-addon).
 */

import { createGariClient } from '@gari/client/gari';
import type { FetchLike } from '@gari/client/http';
import { createMemoryStorage, createTokenStore } from '@gari/client/storage';
import type { DevAccount, GariApi, TokenStore } from '@gari/client/types';
import type { DiagnosisResponse, StoredDiagnosis } from '@gari/contract/ai';
import type { Session, User } from '@gari/contract/auth';
import type { Booking, PartnerBooking, PartnerProvider, PartnerWidget } from '@gari/contract/bookings';
import { DEFAULT_COUNTRY } from '@gari/contract/common';
import type { Listing } from '@gari/contract/marketplace';
import type { PopularBrand, Provider } from '@gari/contract/providers';
import type { Make, Model, SpecItem, SpecKind } from '@gari/contract/reference';
import type { Testimonial } from '@gari/contract/site';
import { MAX_VEHICLES } from '@gari/contract/vehicleRules';
import type { Expense, Refuel, Vehicle } from '@gari/contract/vehicles';
import { getResponse, type HttpHandler, matchRequestUrl } from 'msw';
import { type FakeUserSeed, SEED_USERS } from '../fixtures/auth';
import { seedCommunity } from '../fixtures/convoys';
import { FAKE_CEILINGS, type FakeStation, seedStations } from '../fixtures/gasStations';
import { FAKE_SELLERS } from '../fixtures/marketplace';
import { seedListings } from '../fixtures/marketplaceListings';
import { PARTNER_BOOKINGS, PARTNER_ME, PARTNER_WIDGET } from '../fixtures/partner';
import { SEED_POPULAR_BRANDS, SEED_PROVIDERS } from '../fixtures/providers';
import { seedReference } from '../fixtures/reference';
import { TESTIMONIAL_SEED } from '../fixtures/site';
import { addDays, seedVehicle, type VehicleRow } from '../fixtures/vehicles';
import type { FakeCommunity } from './convoys';
import type { FakeGas } from './gasStations';
import {
  type FakeFailure,
  type FakeRoute,
  failureResponse,
  HttpFailure,
  mswPath,
  type RouteKey,
  toMswHandler,
} from './handle';
import type { FakeMarketplace } from './marketplace';
import { ALL_ROUTES } from './routes';

/** A stored account (with its password). */
export interface FakeUser extends User {
  password: string;
}
/** A stored session (one per login; tokens are `fake-access-<id>` and `fake-refresh-<id>-<n>`). */
export interface StoredSession extends Omit<Session, 'current'> {
  user_id: number;
  revoked: boolean;
  refresh_token: string;
}
/** A stored booking with its owner (null for a visitor) and widget key. */
export interface FakeBookingRow extends Booking {
  user_id: number | null;
  widget_key: string | null;
}
/** A mail the fake "sent" (the dev outbox of the real API). */
export type FakeMail =
  | { kind: 'verify'; email: string; id: number; hash: string; link: string }
  | { kind: 'reset'; email: string; token: string; link: string };

/** The scenario's tables (mutable; changes show in later answers). */
export interface FakeDb {
  users: FakeUser[];
  sessions: StoredSession[];
  vehicles: VehicleRow[];
  refuels: Refuel[];
  expenses: Expense[];
  makes: Make[];
  models: Model[];
  specs: Record<SpecKind, SpecItem[]>;
  testimonials: Testimonial[];
  /** Reset token per email. */
  resetTokens: Map<string, string>;
  /** Stored AI reports, oldest first. */
  diagnoses: StoredDiagnosis[];
  providers: Provider[];
  popularBrands: PopularBrand[];
  bookings: FakeBookingRow[];
  partnerBookings: PartnerBooking[];
  /** The staff member's providers of `GET /partner/me` (their cover and logo change on upload). */
  partnerProviders: PartnerProvider[];
  widget: PartnerWidget['data'];
  /** Spareshop listings, sellers, carts and orders (`./marketplace`). */
  marketplace: FakeMarketplace;
  /** Gas stations, ceilings and price reports (`./gasStations`). */
  gas: FakeGas;
  /** Convoys, posts, comments, likes and follows (`./convoys`). */
  community: FakeCommunity;
}

/** A scripted answer of `POST /ai/mechanic`: a diagnosis response, or a failure. */
export type FakeAiReply = DiagnosisResponse | FakeFailure;

/**
 * The script of the fake AI mechanic (`POST /ai/mechanic`). The first call (no `request_type`) gets
 * `first`; follow-up calls get `followUps` in order (the last repeats), cut to the request's
 * `max_questions`; the final call gets `final`, stored as a report whose id is returned as
 * `diagnosis_id`. A {@link FakeFailure} fails that call.
 */
export interface FakeAiScript {
  /** @default AI_FIRST_ANSWER (3 questions) */
  first?: FakeAiReply;
  /** @default [AI_FOLLOW_UP_ANSWER] (2 questions) */
  followUps?: FakeAiReply[];
  /** @default AI_FINAL_ANSWER (with a safety alert) */
  final?: FakeAiReply;
}

/** Options of {@link createScenario}. Every option is optional. */
export interface ScenarioOptions {
  /** Email of a seeded (or `users`) account to start signed in as. @default null (signed out) */
  signedInAs?: string | null;
  /** Accounts; replaces the seed. @default {@link SEED_USERS} */
  users?: FakeUserSeed[];
  /**
   * Vehicles of the member who is signed in first (`signedInAs`, else the demo member): a number makes
   * that many seeded vehicles (max 5), a list is used as given. @default 2 seeded vehicles
   */
  vehicles?: number | Vehicle[];
  /** Routes that fail from the start (change later with `s.fail()`). */
  failures?: Partial<Record<RouteKey, FakeFailure>>;
  /** Latency of every route in ms. @default 0 */
  delay?: number;
  /** Latency per route in ms, or 'never' to stay pending forever (loading states). */
  delays?: Partial<Record<RouteKey, number | 'never'>>;
  /** The clock (dates of the seed and of new rows are relative to it). @default () => new Date() */
  now?: () => Date;
  /** Whether GET /dev/accounts answers (false: 404 as in production). @default true */
  devAccounts?: boolean;
  /** Country in the token store. @default 'RW' */
  country?: string;
  /** The token login route is missing (404), so the legacy POST /login is used. @default false */
  legacyLoginOnly?: boolean;
  /** Sessions of other devices of the signed-in member. @default 2 */
  otherSessions?: number;
  /** What POST /ai/mechanic answers, per turn. @default questions, then a diagnosis */
  ai?: FakeAiScript;
  /** Stored AI reports; new final diagnoses are added. @default [] */
  diagnoses?: StoredDiagnosis[];
  /** Testimonials; replace the seed. @default {@link TESTIMONIAL_SEED} */
  testimonials?: Testimonial[];
  /** Garages and carwashes; replace {@link SEED_PROVIDERS}. */
  providers?: Provider[];
  /** Popular brands; replace {@link SEED_POPULAR_BRANDS}. */
  popularBrands?: PopularBrand[];
  /** Slot times per date (`YYYY-MM-DD` → times); other dates use the provider's opening hours. */
  slotTimes?: Record<string, string[]>;
  /** Bookings per slot. @default 1 */
  capacity?: number;
  /** Requests of the partner console. @default PARTNER_BOOKINGS */
  partnerBookings?: PartnerBooking[];
  /** Spareshop listings; replace the seed of `../fixtures/marketplace`. */
  listings?: Listing[];
  /** Gas stations; replace the seed of `../fixtures/gasStations` (their product listings stay). */
  gasStations?: FakeStation[];
}

/** One recorded request. */
export interface FakeCall {
  key: RouteKey;
  /** Path parameters (text). */
  params: Record<string, string>;
  /** Query parameters (text). */
  query: Record<string, string>;
  /** JSON body, or undefined. */
  body: unknown;
}

/** A scenario (see the module comment). */
export interface Scenario {
  readonly options: ScenarioOptions;
  readonly db: FakeDb;
  /** Mails sent by register, resend and forgot password, newest last. */
  readonly outbox: FakeMail[];
  /** Every request in order. */
  readonly calls: FakeCall[];
  /** The msw handlers of every route, bound to this scenario. */
  readonly handlers: HttpHandler[];
  /** A `fetch` answering through {@link handlers}. */
  readonly fetch: FetchLike;
  /** The client's token store (memory). */
  readonly store: TokenStore;
  /** The real client over {@link fetch}. */
  readonly api: GariApi;
  now(): Date;
  nextId(): number;
  /**
   * Makes `key` answer `failure` (or answer normally again with null); with `times`, only the next
   * `times` requests fail, and they answer at once (before any delay of `key`).
   */
  fail(key: RouteKey, failure: FakeFailure | null, times?: number): void;
  /** Sets the latency of `key` (ms, 'never', or null for the default). */
  delay(key: RouteKey, delay: number | 'never' | null): void;
  /** Number of requests of `key` so far. */
  count(key: RouteKey): number;
  /** The requests of `key`, in order. */
  callsOf(key: RouteKey): FakeCall[];
  /** The `hash` of the verification link of user `id` (what the mail would carry). */
  verificationHash(id: number): string;
  /** Opens a session of `user` and returns its access and refresh tokens (a login). */
  openSession(user: FakeUser, userAgent?: string): StoredSession;
}

/** Developer accounts answered by GET /dev/accounts. */
export type { DevAccount };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const DEVICE_ID = 'fake-device-0001';
/** Named path parameters (msw also numbers the `*` origin wildcard: left out). */
const pathParams = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => !/^\d+$/.test(k))
      .map(([k, v]) => [k, String(v)]),
  );
/** Set by the scenario's `fetch` on requests it already logged. */
const RECORDED_HEADER = 'x-gari-fake-recorded';

/** Creates a scenario (see the module comment and {@link ScenarioOptions}). */
export function createScenario(options: ScenarioOptions = {}): Scenario {
  const now = options.now ?? (() => new Date());
  const failures = new Map<RouteKey, FakeFailure>(
    Object.entries(options.failures ?? {}) as [RouteKey, FakeFailure][],
  );
  const delays = new Map<RouteKey, number | 'never'>(
    Object.entries(options.delays ?? {}) as [RouteKey, number | 'never'][],
  );
  /** Failures of the next N requests of a route (see `fail(key, failure, times)`). */
  const counted = new Map<RouteKey, { failure: FakeFailure; left: number }>();
  const calls: FakeCall[] = [];
  const outbox: FakeMail[] = [];
  let seq = 1000;
  const nextId = () => ++seq;
  const store = createTokenStore(createMemoryStorage(), {
    newDeviceId: () => DEVICE_ID,
    defaultCountry: options.country ?? DEFAULT_COUNTRY,
  });

  const createdAt = addDays(now(), -400).toISOString();
  const users: FakeUser[] = (options.users ?? SEED_USERS).map((u, i) => ({
    id: i + 1,
    name: u.name,
    email: u.email.toLowerCase(),
    username: u.email.split('@')[0]?.replace(/[^a-z0-9]/gi, '') ?? `user${i + 1}`,
    country: u.country ?? DEFAULT_COUNTRY,
    phone: u.phone ?? null,
    email_verified_at: u.verified === false ? null : createdAt,
    language: u.language ?? null,
    ...(u.avatar ? { avatar: u.avatar } : {}),
    password: u.password,
  }));
  const reference = seedReference();
  const stations = seedStations(now());
  const db: FakeDb = {
    users,
    sessions: [],
    vehicles: [],
    refuels: [],
    expenses: [],
    ...reference,
    testimonials: structuredClone(
      options.testimonials ?? TESTIMONIAL_SEED.map((t, i) => ({ ...t, id: i + 1 })),
    ),
    resetTokens: new Map(),
    diagnoses: structuredClone(options.diagnoses ?? []),
    providers: structuredClone(options.providers ?? SEED_PROVIDERS),
    popularBrands: structuredClone(options.popularBrands ?? SEED_POPULAR_BRANDS),
    bookings: [],
    partnerBookings: structuredClone(options.partnerBookings ?? PARTNER_BOOKINGS),
    partnerProviders: structuredClone(PARTNER_ME.providers),
    widget: structuredClone(PARTNER_WIDGET),
    marketplace: {
      listings: [
        ...structuredClone(options.listings ?? seedListings(reference, now())),
        ...stations.listings,
      ],
      sellers: structuredClone([...FAKE_SELLERS]),
      carts: [],
      orders: [],
    },
    gas: {
      stations: structuredClone(options.gasStations ?? stations.stations),
      ceilings: structuredClone([...FAKE_CEILINGS]),
      reports: [],
    },
    community: { ...seedCommunity(now()), follows: [] },
  };

  const owner =
    users.find((u) => u.email === options.signedInAs?.toLowerCase()) ??
    users.find((u) => u.email === SEED_USERS[0]?.email) ??
    users[0];
  if (owner) {
    const seedVehicles = options.vehicles ?? 2;
    if (typeof seedVehicles === 'number') {
      for (let i = 0; i < Math.min(seedVehicles, MAX_VEHICLES); i++) {
        const seeded = seedVehicle(owner.id, i, { ...reference, now, nextId });
        if (!seeded) continue;
        db.vehicles.push(seeded.vehicle);
        db.refuels.push(...seeded.refuels);
        db.expenses.push(...seeded.expenses);
      }
    } else {
      for (const v of seedVehicles) db.vehicles.push({ ...v, user_id: owner.id });
    }
  }

  function openSession(
    user: FakeUser,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
  ): StoredSession {
    const id = nextId();
    const session: StoredSession = {
      id,
      user_id: user.id,
      device_id: store.getDeviceId(),
      user_agent: userAgent,
      ip_address: '197.243.20.14',
      last_seen_at: now().toISOString(),
      created_at: now().toISOString(),
      revoked: false,
      refresh_token: `fake-refresh-${id}-${nextId()}`,
    };
    db.sessions.push(session);
    return session;
  }

  const sessionOf = (request: Request): StoredSession | null => {
    const m = request.headers.get('authorization')?.match(/^Bearer fake-access-(\d+)$/);
    return (m && db.sessions.find((s) => s.id === Number(m[1]) && !s.revoked)) || null;
  };

  async function run(
    route: FakeRoute,
    request: Request,
    rawParams: Record<string, string>,
  ): Promise<Response> {
    const params = pathParams(rawParams);
    const url = new URL(request.url);
    let body: unknown;
    const text = await request.clone().text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!request.headers.has(RECORDED_HEADER)) {
      calls.push({
        key: route.key,
        params: { ...params },
        query: Object.fromEntries(url.searchParams),
        body,
      });
    }
    const once = counted.get(route.key);
    if (once && once.left > 0) {
      once.left -= 1;
      return failureResponse(once.failure);
    }
    const delay = delays.get(route.key) ?? options.delay ?? 0;
    if (delay === 'never') return new Promise<Response>(() => {});
    if (delay > 0) await sleep(delay);
    const failure = failures.get(route.key);
    if (failure) return failureResponse(failure);
    const session = sessionOf(request);
    const user = (session && db.users.find((u) => u.id === session.user_id)) || null;
    try {
      const result = await route.resolve({
        s: scenario,
        request,
        params,
        query: url.searchParams,
        body,
        user,
        session,
        requireUser() {
          if (!user || !session) throw new HttpFailure(401, 'Unauthenticated.');
          session.last_seen_at = now().toISOString();
          return user;
        },
      });
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result);
    } catch (error) {
      if (error instanceof HttpFailure) {
        return failureResponse({
          status: error.status,
          ...(error.message ? { message: error.message } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      throw error;
    }
  }

  const handlers = ALL_ROUTES.map((route) => toMswHandler(route, run));

  /** Records the call at once (as the client sends it), so a story reads it right after the click. */
  function record(url: URL, method: string, rawBody: unknown): boolean {
    for (const route of ALL_ROUTES) {
      if (route.method !== method) continue;
      const match = matchRequestUrl(url, mswPath(route.path));
      if (!match.matches) continue;
      let body: unknown;
      if (typeof rawBody === 'string' && rawBody !== '') {
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = rawBody;
        }
      }
      const params = pathParams(match.params ?? {});
      calls.push({ key: route.key, params, query: Object.fromEntries(url.searchParams), body });
      return true;
    }
    return false;
  }

  const fetch: FetchLike = async (input, init) => {
    const base = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(input, base);
    const headers = new Headers(init.headers);
    if (record(url, (init.method ?? 'GET').toUpperCase(), init.body)) headers.set(RECORDED_HEADER, '1');
    const request = new Request(url, { ...init, headers });
    const response = await getResponse(handlers, request);
    if (!response) {
      const path = new URL(request.url).pathname;
      return Response.json({ message: `Route ${request.method}:${path} not found` }, { status: 404 });
    }
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };

  const scenario: Scenario = {
    options,
    db,
    outbox,
    calls,
    handlers,
    fetch,
    store,
    api: createGariClient({ fetch, store, onSignedOut: () => {} }),
    now,
    nextId,
    fail(key, failure, times) {
      if (failure && times !== undefined) counted.set(key, { failure, left: times });
      else if (failure) failures.set(key, failure);
      else {
        failures.delete(key);
        counted.delete(key);
      }
    },
    delay(key, delay) {
      if (delay === null) delays.delete(key);
      else delays.set(key, delay);
    },
    count: (key) => calls.filter((c) => c.key === key).length,
    callsOf: (key) => calls.filter((c) => c.key === key),
    verificationHash: (id) => `fakeverifyhash${id.toString().padStart(6, '0')}`,
    openSession,
  };

  // Sessions of the member who starts signed in: other devices, then this one (its tokens stored).
  if (options.signedInAs) {
    const user = users.find((u) => u.email === options.signedInAs?.toLowerCase());
    if (!user) throw new Error(`createScenario: no seeded user ${options.signedInAs}`);
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/155.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/154.0 Safari/537.36',
    ];
    for (let i = 0; i < (options.otherSessions ?? 2); i++) {
      const s = openSession(user, agents[i % agents.length]);
      s.device_id = `other-device-${i + 1}`;
      s.ip_address = `41.186.${10 + i}.${40 + i}`;
      s.last_seen_at = new Date(now().getTime() - ((i * 2 + 1) / 3) * 86_400_000).toISOString();
    }
    const mine = openSession(user);
    store.setTokens(`fake-access-${mine.id}`, mine.refresh_token);
  }

  return scenario;
}
