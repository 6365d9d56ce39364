/**
 * Plain client methods derived from the route table (issue #7, "Done when" 2): a route added to the
 * contract (`@gari/contract/paths` and `@gari/contract/routes/<domain>`) gets a client method without
 * touching the client.
 *
 * Each domain part of the client (`./site`, `./reference`, …) is its hand-written methods plus, through
 * {@link withDerived}, one derived method per route of the domain's path table that the hand-written
 * part neither defines under the route's name nor lists as `covered` (called under another name, e.g.
 * `reference.specs('fuels')` calls `reference.fuels`). Hand-written methods always win.
 *
 * A derived method is `api.<domain>.<route name>(input)`:
 * - `input` is `{ params, query, body }` with a key only when the route has it: `params` (required) when
 *   the path has `:name` parameters (`{ id: 3 }`, URL-encoded by `fillPath`), `query` and `body` when the
 *   route declares those schemas (their zod *input* types; required when the schema requires a field).
 *   A route with none of them gives `() => Promise<Answer>`; `input` is optional when nothing in it is
 *   required.
 * - It resolves with the route's WHOLE answer as sent (the `answer` schema's output type, e.g.
 *   `{ data: [...] }`: nothing is unwrapped), checked against the schema when the core has
 *   `answerSchemas`.
 * - It rejects with an {@link ApiError} (the server's `message`, field `errors`, `status`), as every
 *   `Core.call` does; no fallback, no soft failure.
 *
 * Only the zod-free path entries are used at run time; the route table and zod are imported for their
 * TYPES only, so neither enters a bundle.
 */
import type { PathParamNames, PathParams, RoutePath } from '@gari/contract/paths';
import type { routes } from '@gari/contract/routes';
import type { z } from 'zod';
import type { Core } from './core';
import type { ApiError } from './errors';
import type { Query } from './http';

/** The contract's route table by domain (`routes.site.stats`), as a type. */
export type RouteTable = typeof routes;

/** A domain of the route table: `'site'`, `'reference'`, … */
export type RouteDomain = keyof RouteTable;

/** An input key `K` of type `T`: absent when `T` is `never`, optional when `T` requires nothing. */
type InputKey<K extends string, T> = [T] extends [never]
  ? Record<never, never>
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The path parameters of route `R` (`{ id: string | number }`), `never` without any. */
type ParamsOf<R> = R extends { readonly path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? never
    : PathParams<P>
  : never;

/** The input type of the schema `K` (`query` or `body`) of route `R`, `never` when it has none. */
type SchemaInput<R, K extends 'query' | 'body'> = R extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** `T` as one object type (an intersection shown flat in editors). */
type Flat<T> = { [K in keyof T]: T[K] };

/** What a derived method of route `R` takes: `{ params?, query?, body? }`, each key only when `R` has it. */
export type DerivedInput<R> = Flat<
  InputKey<'params', ParamsOf<R>> &
    InputKey<'query', SchemaInput<R, 'query'>> &
    InputKey<'body', SchemaInput<R, 'body'>>
>;

/** What a derived method of route `R` resolves with: the whole answer (`answer` schema's output). */
export type DerivedAnswer<R> = R extends { readonly answer: infer A extends z.ZodType } ? z.output<A> : never;

/**
 * The derived method of route `R` (see the module comment): `() => Promise<Answer>` when the route
 * takes nothing, else `(input) => Promise<Answer>`, `input` optional when nothing in it is required.
 * Rejects with an {@link ApiError}.
 */
export type DerivedMethod<R> = keyof DerivedInput<R> extends never
  ? () => Promise<DerivedAnswer<R>>
  : Record<string, never> extends DerivedInput<R>
    ? (input?: DerivedInput<R>) => Promise<DerivedAnswer<R>>
    : (input: DerivedInput<R>) => Promise<DerivedAnswer<R>>;

/** A derived method for each route of `Routes` (one domain of the table) not named in `Skip`. */
export type Derived<Routes, Skip extends PropertyKey> = {
  [N in Exclude<keyof Routes & string, Skip>]: DerivedMethod<Routes[N]>;
};

/**
 * A domain part of the client: the hand-written methods `Hand`, plus a derived method for every route
 * of domain `D` that `Hand` does not define and `Covered` does not name (the routes `Hand` calls under
 * other names).
 */
export type ClientPart<D extends RouteDomain, Hand, Covered extends PropertyKey = never> = Hand &
  Derived<RouteTable[D], keyof Hand | Covered>;

/** What a derived method passes on to `core.call` (typed per route by {@link DerivedInput}). */
interface CallInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

/** The domain of a path table, from its ids (`'site.stats'` → `'site'`). */
type DomainOf<P> = P[keyof P] extends { readonly id: `${infer D extends RouteDomain}.${string}` } ? D : never;

/**
 * The part `hand` plus a derived method (see the module comment) for every route of the zod-free path
 * table `table` (`sitePaths` of `@gari/contract/paths`) that `hand` does not define and `covered` does
 * not name, each calling `core.call(route, { params, query, body })`. Hand-written methods win.
 */
export function withDerived<
  P extends Readonly<Record<string, RoutePath>>,
  Hand extends object,
  const Covered extends keyof P & string = never,
>(
  core: Core,
  table: P,
  hand: Hand,
  covered: readonly Covered[] = [],
): ClientPart<DomainOf<P>, Hand, Covered> {
  const skip: readonly string[] = covered;
  const part: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(table)) {
    if (!skip.includes(name)) {
      part[name] = ({ params, query, body }: CallInput = {}) => core.call(route, { params, query, body });
    }
  }
  // The derived methods' types come from the route table (`ClientPart`); their run-time shape is the
  // one `core.call` gives every route.
  return Object.assign(part, hand) as ClientPart<DomainOf<P>, Hand, Covered>;
}
