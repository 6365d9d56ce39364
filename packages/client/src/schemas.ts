/**
 * `answerSchemas`: the answer schema of every route, by route id (`'vehicles.get'`), taken from the
 * contract's route table (`@gari/contract/routes`) — no hand-kept list.
 *
 * Pass them as `createGariClient({ answerSchemas })` to check each answer against the contract: a
 * mismatch is reported through `onSchemaMismatch` and the raw data is used. The client's tests and
 * the site in development do; the site's production build does not import this module, so zod and
 * the schemas stay out of its first load (the API already serializes every answer through these same
 * schemas, `fastify-type-provider-zod`).
 */
import type { RouteId } from '@gari/contract/paths';
import { allRoutes } from '@gari/contract/routes';
import type { z } from 'zod';

/** The answer schema of each route, by route id. */
export type AnswerSchemas = Readonly<Record<RouteId, z.ZodType>>;

/** One schema per route answer (the whole body, before `{ data }` is unwrapped), by route id. */
export const answerSchemas = Object.fromEntries(allRoutes.map((r) => [r.id, r.answer])) as AnswerSchemas;
