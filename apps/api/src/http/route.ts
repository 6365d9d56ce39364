/**
 * `register(app, route, options, handler)`: registers one route of the contract's table
 * (`@gari/contract/routes`, issue #7 item 1) on a Fastify app with `fastify-type-provider-zod`. The route
 * gives method, path, the params/querystring/body schemas, the answer schema (at its success status),
 * every error status as `ErrorBody`, tags, summary, description and, for bearer routes, `security` — so
 * validation, serialization and the OpenAPI document (/api/docs/json) come from the table.
 */
import { ErrorBody } from '@gari/contract/common';
import type { AnyRoute, ErrorStatus } from '@gari/contract/routes';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify app with the zod type provider (`fastify.withTypeProvider<ZodTypeProvider>()`). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<R, K extends string> = R extends { [P in K]: infer X } ? X : undefined;
type SuccessOf<R> = R extends { status: infer S extends number } ? S : 200;
type ErrorsOf<R> = R extends { errors: readonly (infer E extends ErrorStatus)[] } ? E : never;

/** The Fastify `schema` of a route: its zod schemas keep their types, so handlers are typed. */
export type SchemaOf<R extends AnyRoute> = {
  tags: string[];
  summary: string;
  description?: string;
  security?: { bearerAuth: string[] }[];
  params: Field<R, 'params'>;
  querystring: Field<R, 'query'>;
  body: Field<R, 'body'>;
  response: { [S in SuccessOf<R>]: R['answer'] } & { [E in ErrorsOf<R>]: typeof ErrorBody };
};

/** Fastify's options of a route with its handler, typed by the route's schemas. */
type TypedRoute<R extends AnyRoute> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider
>;

/** Hooks and settings of a route besides its schema (`onRequest`, `preHandler`, `config`…). */
export type RouteExtras<R extends AnyRoute> = Omit<TypedRoute<R>, 'schema' | 'handler'> & {
  /** Replaces the table's description (e.g. one stating the configured rate limit). */
  description?: string;
};

/** The handler of a route, typed by its schemas. */
export type RouteHandler<R extends AnyRoute> = TypedRoute<R>['handler'];

/** The Fastify schema of `route` (only the parts it has), with `description` when given. */
export function schemaOf<R extends AnyRoute>(route: R, description = route.description): SchemaOf<R> {
  const response: Record<number, unknown> = { [route.status ?? 200]: route.answer };
  for (const status of route.errors) response[status] = ErrorBody;
  const schema: Record<string, unknown> = { tags: [...route.tags], summary: route.summary };
  if (description !== undefined) schema.description = description;
  if (route.auth === 'member' || route.auth === 'staff') schema.security = [{ bearerAuth: [] }];
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  schema.response = response;
  return schema as SchemaOf<R>;
}

/**
 * Registers `route` on `app` with `extras` (hooks, rate-limit config, a description override) and
 * `handler`. Hooks stay the caller's: the table's `auth` only documents the route (`security`).
 */
export function register<R extends AnyRoute>(
  app: ZodApp,
  route: R,
  extras: RouteExtras<R>,
  handler: RouteHandler<R>,
): void {
  const { description, ...options } = extras;
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    schema: schemaOf(route, description ?? route.description),
    handler,
  });
}
