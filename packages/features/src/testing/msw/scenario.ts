/**
 * A scenario of the fake backend for stories and browser tests: an in-memory store (users, sessions,
 * vehicles, refuels, expenses, reference data, testimonials, providers, bookings, partner requests, AI
 * reports; `./scenarioDb`) seeded from `../fixtures/*`, the msw handlers of every /api/v1 route the
 * site calls bound to that store, per-route failures and delays, a call log, and the REAL client
 * (`createGariClient`, memory token store) wired to the handlers.
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
import type { DiagnosisResponse } from '@gari/contract/ai';
import { DEFAULT_COUNTRY } from '@gari/contract/common';
import { getResponse, type HttpHandler, matchRequestUrl } from 'msw';
import {
  type FakeFailure,
  type FakeRoute,
  failureResponse,
  HttpFailure,
  mswPath,
  type RouteKey,
  toMswHandler,
} from './handle';
import { ALL_ROUTES } from './routes';
import { type FakeDb, type FakeUser, type SeedOptions, type StoredSession, seedDb } from './scenarioDb';

export type { FakeBookingRow, FakeDb, FakeUser, SeedOptions, StoredSession } from './scenarioDb';

/** A mail the fake "sent" (the dev outbox of the real API). */
export type FakeMail =
  | { kind: 'verify'; email: string; id: number; hash: string; link: string }
  | { kind: 'reset'; email: string; token: string; link: string };

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

/** Options of {@link createScenario}. Every option is optional (the seed's: {@link SeedOptions}). */
export interface ScenarioOptions extends SeedOptions {
  /** Email of a seeded (or `users`) account to start signed in as. @default null (signed out) */
  signedInAs?: string | null;
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
  /** Slot times per date (`YYYY-MM-DD` → times); other dates use the provider's opening hours. */
  slotTimes?: Record<string, string[]>;
  /** Bookings per slot. @default 1 */
  capacity?: number;
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

  const db = seedDb(options, { now, nextId, ownerEmail: options.signedInAs ?? null });
  const { users } = db;

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
