/**
 * Search route under /api/v1 (issue #12 `GET /search?q=`; spec §2 Global chrome): one call across
 * listings, garages, carwashes, gas stations, convoys and members (see `./search`).
 */
import { routes } from '@gari/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { searchEverything } from './search';

/** Registers the search route. */
export async function searchRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  register(app, routes.search.search, {}, async (request) => searchEverything(ctx.db, request.query.q));
}
