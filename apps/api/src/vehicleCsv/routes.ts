/**
 * CSV routes of a car under /api/v1 (issue #13 "CSV import and export"): refuel and expense export
 * (`text/csv` attachments), import preview (writes nothing) and import (all rows or none). All need a
 * bearer token; another member's vehicle is a 404.
 */
import { routes } from '@gari/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { ownedVehicle } from '../vehicles/service';
import { expensesCsv, importCsv, previewImport, refuelsCsv } from './service';

/** Sends `csv` as a download named `filename`. */
function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** Registers the CSV routes (all behind {@link authenticate}). */
export async function vehicleCsvRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const userId = (request: Parameters<typeof requireAuthState>[0]) => requireAuthState(request).user.id;

  register(app, routes.vehicleCsv.exportRefuels, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return sendCsv(reply, `gari-refuels-${vehicle.id}.csv`, await refuelsCsv(ctx.db, vehicle.id));
  });

  register(app, routes.vehicleCsv.exportExpenses, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return sendCsv(reply, `gari-expenses-${vehicle.id}.csv`, await expensesCsv(ctx.db, vehicle.id));
  });

  register(app, routes.vehicleCsv.preview, {}, async (request) => {
    await ownedVehicle(ctx.db, userId(request), request.params.id);
    return previewImport(request.body);
  });

  register(app, routes.vehicleCsv.import, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return reply.status(201).send(await importCsv(ctx.db, vehicle.id, request.body));
  });
}
