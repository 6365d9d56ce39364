/**
 * My Cars routes under /api/v1 (spec §2 My Cars / Add Vehicle / Car status, §3, §5, §7): list, create
 * (at most 5 per member), get, delete, summary, monthly spend, refuels and expenses. All need a bearer
 * token; another member's vehicle is a 404.
 */
import { routes } from '@gari/contract/routes';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { expenses, refuels, vehicles } from '../db/schema';
import { invalid } from '../errors';
import { register } from '../http/route';
import { resetFromExpense } from '../reminders/service';
import {
  createVehicle,
  expenseValues,
  insertExpense,
  listVehicles,
  monthlySpend,
  ownedVehicle,
  refuelValues,
  toExpense,
  toRefuel,
  toVehicle,
  vehicleLog,
  vehicleSummary,
} from './service';

/** 422 on `date` when `date` (YYYY-MM-DD) is after today in every time zone. */
function assertNotFuture(date: string): void {
  if (isFutureDate(date)) throw invalid({ date: [FUTURE_DATE_MESSAGE] });
}

/** Registers the vehicle routes (all behind {@link authenticate}). */
export async function vehicleRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const userId = (request: Parameters<typeof requireAuthState>[0]) => requireAuthState(request).user.id;

  register(app, routes.vehicles.list, {}, async (request) => ({
    data: await listVehicles(ctx.db, userId(request)),
  }));

  register(app, routes.vehicles.create, {}, async (request, reply) => {
    const vehicle = await createVehicle(ctx.db, userId(request), request.body);
    return reply.status(201).send({ data: vehicle });
  });

  register(app, routes.vehicles.get, {}, async (request) => ({
    data: toVehicle(await ownedVehicle(ctx.db, userId(request), request.params.id)),
  }));

  register(app, routes.vehicles.remove, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    await ctx.db.delete(vehicles).where(eq(vehicles.id, vehicle.id));
    return reply.status(204).send();
  });

  register(app, routes.vehicles.summary, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return vehicleSummary(ctx.db, vehicle.id);
  });

  register(app, routes.vehicles.monthly, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return { data: await monthlySpend(ctx.db, vehicle.id, request.query.months) };
  });

  register(app, routes.vehicles.refuels, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    const rows = await vehicleLog(ctx.db, refuels, vehicle.id, desc, request.query.limit);
    return { data: rows.map(toRefuel) };
  });

  register(app, routes.vehicles.recentExpenses, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    const rows = await vehicleLog(ctx.db, expenses, vehicle.id, desc, request.query.limit);
    return { data: rows.map(toExpense) };
  });

  register(app, routes.vehicles.addRefuel, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    const body = request.body;
    assertNotFuture(body.date);
    const [row] = await ctx.db
      .insert(refuels)
      .values(
        refuelValues(vehicle.id, {
          ...body,
          station_name: body.station_name || null,
          location: body.location || null,
        }),
      )
      .returning();
    if (!row) throw new Error('refuel insert returned nothing');
    return reply.status(201).send({ data: toRefuel(row) });
  });

  register(app, routes.vehicles.addExpense, {}, async (request, reply) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    const body = request.body;
    assertNotFuture(body.date);
    // A service expense that names its service (oil, brakes…) resets that reminder (issue #13).
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertExpense(
        tx,
        expenseValues(vehicle.id, { ...body, note: body.note || null }),
      );
      await resetFromExpense(tx, vehicle.id, inserted);
      return inserted;
    });
    return reply.status(201).send({ data: toExpense(row) });
  });
}
