/**
 * The shared HTTP core of every client part (issue #7 item 2): the transport of `./http` (bearer token,
 * device id, one refresh then replay on a 401), calls made from the contract's zod-free route paths
 * (`@gari/contract/paths`: no hand-typed paths), optional answer checking against the route table's
 * schemas, and the spec's fallbacks (§4 legacy login, §7 `/test/*` paths) with ONE `isRouteMissing` rule.
 *
 * `createCore()` is lean: it pulls neither zod nor the schemas (answers are checked only when
 * `answerSchemas` is passed), so the widget composes it too.
 */
import { fillPath, type RoutePath } from '@gari/contract/paths';
import type { z } from 'zod';
import { ApiError, isApiError } from './errors';
import {
  createHttp,
  type FetchLike,
  type Http,
  type HttpOptions,
  type Query,
  type SchemaMismatch,
} from './http';
import type { TokenStore } from './types';

/** Answer schemas by route id (`'vehicles.get'`), e.g. `answerSchemas` of `./schemas`. */
export type AnswerSchemaMap = Readonly<Record<string, z.ZodType>>;

/**
 * Options of {@link createCore}: the transport's own (`baseUrl`, default '/api/v1', spec §7 "Base is an
 * /api/v1 path (configurable)"; `store`; `fetch`; `onSignedOut`; `onSchemaMismatch`, called when an
 * answer does not match its route's schema, the answer then used as sent), as {@link HttpOptions}
 * documents them, plus the core's.
 */
export interface CoreOptions
  extends Pick<HttpOptions, 'baseUrl' | 'store' | 'fetch' | 'onSignedOut' | 'onSchemaMismatch'> {
  /** When given, every answer is checked against its route's answer schema. @default undefined */
  answerSchemas?: AnswerSchemaMap;
  /**
   * Extra options of every fetch, e.g. `{ credentials: 'omit' }` for the widget. Ignored when `fetch`
   * is given.
   */
  requestInit?: RequestInit;
}

/** What one call sends and how its answer is read. */
export interface CallOptions {
  /** Values of the route's `:name` path parameters. */
  params?: Record<string, string | number>;
  query?: Query;
  /** Sent as JSON (a `FormData` as multipart). */
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Reshapes the answer (after the schema check), e.g. unwraps `{ data: [...] }`. */
  select?: (data: unknown) => unknown;
  /** The (selected) answer must be a list or an object, else the call fails (see `RequestOptions.expect`). */
  expect?: 'array' | 'object';
  /** Try one refresh on a 401 and replay. @default true */
  retryOn401?: boolean;
  /** A refresh refused during this call clears the tokens without calling `onSignedOut`. */
  quietSignOut?: boolean;
  signal?: AbortSignal;
  /** Upload progress of the body (bytes sent, body size or 0); see `HttpOptions.upload`. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** This call is the sign-out itself (see {@link Core.endSession}): it does not wait for it. */
  partOfSignOut?: boolean;
}

/** The shared core every client part is made from. */
export interface Core {
  readonly http: Http;
  readonly store: TokenStore;
  /** The answer schemas, when answers are checked. */
  readonly answerSchemas?: AnswerSchemaMap;
  /**
   * Calls `route` (its method and path template filled with `params`). Resolves with the answer
   * (`select`ed), rejects with an ApiError (see `Http.request`). The caller names the answer type `T`:
   * the route's answer schema checks it when `answerSchemas` were given.
   */
  call<T>(route: RoutePath, opts?: CallOptions): Promise<T>;
  /**
   * Runs `signOut` (the logout calls, then clearing the tokens) as the end of the session. A call with
   * the bearer started meanwhile waits for it: an optional-auth call then goes as a visitor's; a call
   * to a member or staff route is not sent when no token is left and rejects with an ApiError 401
   * 'Unauthenticated.', as the server would. Without this a query that mounted as the member clicked
   * Logout reached the server after the session was revoked, and the browser logged a 401.
   * Calls inside `signOut` pass `partOfSignOut: true`. Resolves or rejects as `signOut` does.
   */
  endSession<T>(signOut: () => Promise<T>): Promise<T>;
  /** The absolute-or-based URL of `route` with `params` and `query`, without calling it. */
  url(route: RoutePath, params?: Record<string, string | number>, query?: Query): string;
}

function defaultMismatch({ method, path, issues }: SchemaMismatch): void {
  console.warn(`[gari/client] ${method} ${path}: answer does not match the contract`, issues);
}

/** Creates the core over `./http` (see {@link CoreOptions}). */
export function createCore(options: CoreOptions): Core {
  const init = options.requestInit;
  const fetchImpl: FetchLike | undefined =
    options.fetch ?? (init ? (input, req) => globalThis.fetch(input, { ...init, ...req }) : undefined);
  const http = createHttp({
    baseUrl: options.baseUrl,
    store: options.store,
    fetch: fetchImpl,
    onSignedOut: options.onSignedOut,
  });
  const schemas = options.answerSchemas;
  const report = options.onSchemaMismatch ?? defaultMismatch;
  let ending: Promise<void> | null = null;

  /** Waits for a sign-out in progress, then refuses a bearer call that no longer has a token. */
  async function afterSignOut(route: RoutePath, path: string): Promise<void> {
    await ending;
    const needsSession = route.auth === 'member' || route.auth === 'staff';
    if (needsSession && options.store.getAccessToken() === null && options.store.getRefreshToken() === null) {
      throw new ApiError({ status: 401, method: route.method, path, message: 'Unauthenticated.' });
    }
  }

  return {
    http,
    store: options.store,
    answerSchemas: schemas,
    call<T>(route: RoutePath, o: CallOptions = {}): Promise<T> {
      const path = fillPath(route.path, o.params);
      const schema = schemas?.[route.id];
      const select = (raw: unknown): unknown => {
        if (schema) {
          const result = schema.safeParse(raw);
          if (!result.success) report({ method: route.method, path, issues: result.error.issues, data: raw });
        }
        return o.select ? o.select(raw) : raw;
      };
      const send = () =>
        http.request<T>(route.method, path, {
          query: o.query,
          body: o.body,
          headers: o.headers,
          select,
          expect: o.expect,
          retryOn401: o.retryOn401,
          quietSignOut: o.quietSignOut,
          // Public calls go without the bearer: the answer is the same for everyone, so HTTP caches and
          // the service worker may keep it (issue #8), and a stale token cannot fail a public read.
          auth: route.auth !== 'none',
          signal: o.signal,
          onUploadProgress: o.onUploadProgress,
        });
      if (ending === null || route.auth === 'none' || o.partOfSignOut) return send();
      return afterSignOut(route, path).then(send);
    },
    endSession<T>(signOut: () => Promise<T>): Promise<T> {
      const run = signOut();
      const settled: Promise<void> = run.then(
        () => undefined,
        () => undefined,
      );
      void settled.then(() => {
        if (ending === settled) ending = null;
      });
      ending = settled;
      return run;
    },
    url(route, params, query) {
      const qs = Object.entries(query ?? {})
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&');
      return `${http.baseUrl}${fillPath(route.path, params)}${qs ? `?${qs}` : ''}`;
    },
  };
}

/**
 * True when a failure means "this route does not exist here" (spec §4 Login fallback, §7 `/test/*`
 * paths): 404, 405 or 501, or a 4xx message naming a missing route ("Route POST:/api/v1/auth/login not
 * found"). The one rule of the client.
 */
export function isRouteMissing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 405 || error.status === 501) return true;
  return error.status >= 400 && /\broute\b/i.test(error.message);
}

/**
 * Runs `primary`; when it fails with an error `when` accepts (default {@link isRouteMissing}) runs
 * `fallback` (spec §4 legacy /login and /logout, §7 `/test/*` paths). When the fallback fails too, the
 * first error is thrown if `keepFirst(fallbackError)` (default: the fallback route is missing as well),
 * else the fallback's error.
 */
export async function withFallback<T>(
  primary: () => Promise<T>,
  fallback: () => Promise<T>,
  rules: { when?: (error: unknown) => boolean; keepFirst?: (fallbackError: unknown) => boolean } = {},
): Promise<T> {
  const when = rules.when ?? isRouteMissing;
  const keepFirst = rules.keepFirst ?? isRouteMissing;
  try {
    return await primary();
  } catch (error) {
    if (!when(error)) throw error;
    try {
      return await fallback();
    } catch (fallbackError) {
      throw keepFirst(fallbackError) ? error : fallbackError;
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** `{ data: [...] }` (or a bare list) to the list. */
export const listData = (raw: unknown): unknown =>
  isRecord(raw) && Array.isArray(raw.data) ? raw.data : raw;
/** `{ data: {...} }` (or a bare object) to the object. */
export const itemData = (raw: unknown): unknown => (isRecord(raw) && isRecord(raw.data) ? raw.data : raw);

/** Call options of a list answer (`{ data: [...] }` or a bare list). */
export const list = { select: listData, expect: 'array' } as const satisfies CallOptions;
/** Call options of an object answer (`{ data: {...} }` or the bare object). */
export const one = { select: itemData, expect: 'object' } as const satisfies CallOptions;
/** Call options of an object answer read as is. */
export const whole = { expect: 'object' } as const satisfies CallOptions;
