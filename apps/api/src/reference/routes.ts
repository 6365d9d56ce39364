/**
 * Reference lists of the Add Vehicle cascade (spec §2 Add Vehicle, §3 Reference lists, §4 cascade, §7):
 * GET /makes, /makes/{id}/models, /vehicle-specs/{fuels|transmissions|body-styles|colors}, and
 * GET /vehicle-specs/vehicle-types (each model vehicle type with its body style, §9).
 * Public, cached one hour (`Cache-Control: public, max-age=3600`).
 */
import { BODY_STYLE_BY_VEHICLE_TYPE, SPEC_KINDS, VEHICLE_TYPES } from '@gari/contract/reference';
import { routes } from '@gari/contract/routes';
import { SPEC_ROUTES } from '@gari/contract/routes/reference';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { makes, models, vehicleSpecs } from '../db/schema';
import { notFound } from '../errors';
import { register } from '../http/route';
import { snakeKeys } from '../http/snakeKeys';

/** Cache header of the reference lists: one hour. */
export const REFERENCE_CACHE = 'public, max-age=3600';

/** Registers the reference routes. Unknown make: 404 `{ message: 'Make not found.' }`. */
export async function referenceRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  register(app, routes.reference.makes, {}, async (_request, reply) => {
    const rows = await ctx.db.select({ id: makes.id, name: makes.name }).from(makes).orderBy(asc(makes.name));
    reply.header('cache-control', REFERENCE_CACHE);
    return { data: rows };
  });

  register(app, routes.reference.models, {}, async (request, reply) => {
    const [make] = await ctx.db.select({ id: makes.id }).from(makes).where(eq(makes.id, request.params.id));
    if (!make) throw notFound('Make not found.');
    const rows = await ctx.db
      .select()
      .from(models)
      .where(eq(models.makeId, make.id))
      .orderBy(asc(models.name));
    reply.header('cache-control', REFERENCE_CACHE);
    return { data: rows.map(snakeKeys) };
  });

  for (const kind of SPEC_KINDS) {
    register(app, SPEC_ROUTES[kind], {}, async (_request, reply) => {
      const rows = await ctx.db
        .select({ id: vehicleSpecs.id, name: vehicleSpecs.name })
        .from(vehicleSpecs)
        .where(eq(vehicleSpecs.kind, kind))
        .orderBy(asc(vehicleSpecs.position), asc(vehicleSpecs.name));
      reply.header('cache-control', REFERENCE_CACHE);
      return { data: rows };
    });
  }

  register(app, routes.reference.vehicleTypes, {}, async (_request, reply) => {
    reply.header('cache-control', REFERENCE_CACHE);
    return {
      data: VEHICLE_TYPES.map((type) => ({
        vehicle_type: type,
        body_style: BODY_STYLE_BY_VEHICLE_TYPE[type],
      })),
    };
  });
}
