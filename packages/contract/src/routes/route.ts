/**
 * `route(path, spec)`: one /api/v1 call with its schemas (issue #7 item 1). The zod-free
 * {@link RoutePath} (method, path, auth) from `../paths` plus what the API validates and serializes and
 * what OpenAPI shows: `params`, `query`, `body`, the success `answer` (sent with `status`, default 200)
 * and the error statuses (each answered as `ErrorBody`).
 *
 * Only zod *types* are named here, so the module adds next to nothing to a bundle (its helpers and one
 * error list).
 */
import type { z } from 'zod';
import type { RoutePath } from '../paths';

/** Error statuses a route may answer (each with `{ message, errors? }`, spec §8). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

/**
 * Errors of a call on one of the signed-in member's cars (reminders, CSV import and export): no token
 * (401), another member's car or an unknown one (404), bad input (422).
 */
export const carErrors = [401, 404, 422] as const;

/** Success statuses. */
export type SuccessStatus = 200 | 201 | 204;

/** What a route adds to its path: schemas, statuses and OpenAPI texts. */
export interface RouteSpec {
  /** Path parameters (`:id` → `{ id }`), coerced from strings. */
  readonly params?: z.ZodType;
  /** Query string. */
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** The success answer (the whole body, e.g. `{ data: [...] }`). */
  readonly answer: z.ZodType;
  /** @default 200 */
  readonly status?: SuccessStatus;
  /** Error statuses, each answered as `ErrorBody`. */
  readonly errors: readonly ErrorStatus[];
  /** OpenAPI summary (one line). */
  readonly summary: string;
  /** OpenAPI description. */
  readonly description?: string;
  /** OpenAPI tags. */
  readonly tags: readonly string[];
}

/** A call with its schemas. */
export type Route<P extends RoutePath = RoutePath, S extends RouteSpec = RouteSpec> = P & S;

/** Any route of the table. */
export type AnyRoute = RoutePath & RouteSpec;

/** Adds the schemas and texts `spec` to the call `path`. */
export function route<const P extends RoutePath, const S extends RouteSpec>(path: P, spec: S): P & S {
  return { ...path, ...spec };
}

/**
 * `route` with the OpenAPI `tags` of one domain fixed, so a domain's table names them once:
 * `const route = tagged(['contact']); route(p.send, { summary, body, answer, errors })`. The route is the
 * same object `route(path, { tags, ...spec })` makes.
 */
export function tagged<const T extends readonly string[]>(tags: T): Tagged<T> {
  return (path, spec) => ({ ...path, tags, ...spec });
}

/** `route` of one domain, its OpenAPI `tags` fixed (see {@link tagged}). */
export type Tagged<T extends readonly string[]> = <
  const P extends RoutePath,
  const S extends Omit<RouteSpec, 'tags'>,
>(
  path: P,
  spec: S,
) => P & { readonly tags: T } & S;

/**
 * `route` with `parts` of the spec fixed (params, errors … of a family of calls, e.g. the calls on one
 * of my cars): `withParts(route, { params: IdParam, errors })(p.get, { summary, answer })` makes the
 * route `route(p.get, { params: IdParam, errors, summary, answer })` does; the spec may override a part.
 */
export function withParts<
  const T extends readonly string[],
  const F extends Partial<Omit<RouteSpec, 'tags' | 'summary' | 'description'>>,
>(route: Tagged<T>, parts: F) {
  return <const P extends RoutePath, const S extends Partial<Omit<RouteSpec, 'tags'>>>(
    path: P,
    spec: S,
  ): P & { readonly tags: T } & Omit<F, keyof S> & S => route(path, { ...parts, ...spec } as never);
}

/**
 * Calls that are the same but for their path and texts (join and leave, like and unlike, follow and
 * unfollow): `parts` (schemas and statuses) named once, each call adding its summary and description.
 * `const membership = sameCall(route, { params, answer, errors }); membership(p.join, 'Join', '…')` makes
 * the route `route(p.join, { summary: 'Join', description: '…', ...parts })` does.
 */
export function sameCall<
  const T extends readonly string[],
  const S extends Omit<RouteSpec, 'tags' | 'summary' | 'description'>,
>(route: Tagged<T>, parts: S) {
  return <const P extends RoutePath>(path: P, summary: string, description: string) =>
    route(path, { summary, description, ...parts });
}

/**
 * `base` again at `path`, a second path the spec keeps for the same call (`kind` 'legacy' or
 * 'fallback'): the same schemas, statuses, description and tags; the summary adds
 * `(<kind> path of <base path>)`, e.g. 'Sign in (legacy path of /auth/login)'.
 */
export function alias<const P extends RoutePath, const B extends AnyRoute>(
  path: P,
  base: B,
  kind: 'legacy' | 'fallback',
): P & Omit<B, keyof RoutePath | 'summary'> & { readonly summary: string } {
  return { ...base, ...path, summary: `${base.summary} (${kind} path of ${base.path})` };
}
