/**
 * The one way the fake backend declares a route: `handle(method, path, resolver)`. Paths are the
 * contract's `/vehicles/{id}` form (`:id` works too) under `/api/v1`; the key `'GET /vehicles/{id}'`
 * names the route for failures, delays and the call log of a {@link Scenario}.
 *
 * When the contract's route table lands, this is the single place to switch to
 * `handle(routes.vehicles.get, resolver)`.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { FakeUser, Scenario, StoredSession } from './scenario';

/** HTTP methods of /api/v1. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's name: `'<METHOD> <contract path>'`, e.g. `'POST /auth/login'`, `'GET /vehicles/{id}'`. */
export type RouteKey = `${HttpMethod} /${string}`;

/**
 * A failure the fake answers instead of the route's own answer: the HTTP `status` (0 = network error),
 * the server `message` (default: none, so the client says 'GET {path} failed: {status}') and optional
 * field `errors`.
 */
export interface FakeFailure {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
  /** Seconds sent as `Retry-After` (a 429's wait, or a 503's). */
  retryAfter?: number;
}

/** An error a resolver throws to answer `{ message, errors }` with `status` (the API's error shape). */
export class HttpFailure extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: number, message?: string, errors?: Record<string, string[]>) {
    super(message ?? '');
    this.status = status;
    this.errors = errors;
  }
}

/** Throws an {@link HttpFailure} (for `cond || fail(404, 'Vehicle not found')`). */
export function fail(status: number, message?: string, errors?: Record<string, string[]>): never {
  throw new HttpFailure(status, message, errors);
}

/** What a resolver gets: the scenario's store, the request and its parsed parts. */
export interface RouteContext {
  s: Scenario;
  request: Request;
  /** Path parameters by name (`{id}` → `params.id`), as text. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, or undefined. */
  body: unknown;
  /** The signed-in member of the bearer token, or null. */
  user: FakeUser | null;
  session: StoredSession | null;
  /** The signed-in member, else a 401 'Unauthenticated.'. */
  requireUser(): FakeUser;
}

/** A resolver's answer: data (JSON 200), or a `Response` built with {@link reply}. */
export type RouteResult = unknown;

/** One route of the fake backend; {@link Scenario} turns it into an msw handler bound to its store. */
export interface FakeRoute {
  key: RouteKey;
  method: HttpMethod;
  /** Contract path (`/vehicles/{id}`). */
  path: string;
  resolve(ctx: RouteContext): RouteResult | Promise<RouteResult>;
}

/** Declares a route (see the module comment). */
export function handle(
  method: HttpMethod,
  path: string,
  resolve: (ctx: RouteContext) => RouteResult | Promise<RouteResult>,
): FakeRoute {
  const contractPath = path.replace(/:(\w+)/g, '{$1}');
  return { key: `${method} ${contractPath}` as RouteKey, method, path: contractPath, resolve };
}

/** A JSON answer with a status other than 200 (or an empty one for 204). */
export function reply(status: number, body?: unknown): Response {
  if (status === 204 || body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/** Base of every route. */
export const API_BASE = '/api/v1';

/** The msw path of a contract path: `{id}` → `:id`, any origin (`*\/api/v1/vehicles/:id`). */
export const mswPath = (path: string): string => `*${API_BASE}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The error answer of a failure: `{ message, errors }` (no message when none was given), or a network error. */
export function failureResponse(failure: FakeFailure): Response {
  if (failure.status === 0) return HttpResponse.error();
  const body: Record<string, unknown> = {};
  if (failure.message) body.message = failure.message;
  if (failure.errors) body.errors = failure.errors;
  const headers =
    failure.retryAfter === undefined ? undefined : { 'Retry-After': String(failure.retryAfter) };
  return HttpResponse.json(body, { status: failure.status, headers });
}

const factories = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** The msw handler of `route` answering through `run` (which applies the scenario's overrides). */
export function toMswHandler(
  route: FakeRoute,
  run: (route: FakeRoute, request: Request, params: Record<string, string>) => Promise<Response>,
): HttpHandler {
  return factories[route.method](mswPath(route.path), ({ request, params }) =>
    run(route, request, params as Record<string, string>),
  );
}
