/**
 * My Cars routes under /api/v1 (spec §2 My Cars / Add Vehicle / Car status, §3, §5, §7): list, create
 * (at most 5 per member), get, delete, summary, monthly spend, refuels and expenses. All need a bearer
 * token; another member's vehicle is a 404.
 */
import { ErrorBody, IdParam } from '@gari/contract/common';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import {
  ExpenseCreate,
  ExpenseData,
  ExpenseList,
  LimitQuery,
  MonthlySpendList,
  MonthsQuery,
  RefuelCreate,
  RefuelData,
  RefuelList,
  VehicleCreate,
  VehicleData,
  VehicleList,
  VehicleSummary,
} from '@gari/contract/vehicles';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { expenses, refuels, vehicles } from '../db/schema';
import { invalid } from '../errors';
import {
  createVehicle,
  listVehicles,
  monthlySpend,
  ownedVehicle,
  toExpense,
  toRefuel,
  toVehicle,
  vehicleSummary,
} from './service';

const ERR = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const security = [{ bearerAuth: [] }];

/** 422 on `date` when `date` (YYYY-MM-DD) is after today in every time zone. */
function assertNotFuture(date: string): void {
  if (isFutureDate(date)) throw invalid({ date: [FUTURE_DATE_MESSAGE] });
}

/** Registers the vehicle routes (all behind {@link authenticate}). */
export async function vehicleRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const userId = (request: Parameters<typeof requireAuthState>[0]) => requireAuthState(request).user.id;

  app.get(
    '/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'My vehicles',
        security,
        response: { 200: VehicleList, ...ERR },
      },
    },
    async (request) => ({ data: await listVehicles(ctx.db, userId(request)) }),
  );

  app.post(
    '/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Add a vehicle',
        description:
          'make_id/model_id must exist and match; year within the model years (else 1960..next year); name ' +
          'defaults to "year make model"; mileage (km) floored; body style defaults from the model type. ' +
          'At most 5 per member, checked in the transaction: 409 with the spec message.',
        security,
        body: VehicleCreate,
        response: { 201: VehicleData, ...ERR },
      },
    },
    async (request, reply) => {
      const vehicle = await createVehicle(ctx.db, userId(request), request.body);
      return reply.status(201).send({ data: vehicle });
    },
  );

  app.get(
    '/vehicles/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'One of my vehicles',
        security,
        params: IdParam,
        response: { 200: VehicleData, ...ERR },
      },
    },
    async (request) => ({ data: toVehicle(await ownedVehicle(ctx.db, userId(request), request.params.id)) }),
  );

  app.delete(
    '/vehicles/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Remove a vehicle',
        description: 'Deletes the vehicle with its refuels and expenses. 204 without body.',
        security,
        params: IdParam,
        response: { 204: z.undefined(), ...ERR },
      },
    },
    async (request, reply) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      await ctx.db.delete(vehicles).where(eq(vehicles.id, vehicle.id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/vehicles/:id/summary',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Status-page figures',
        description:
          'Last refuel, this month per category (fuel included), average price per litre over 30 days, ' +
          'refuel count and km between lowest and highest odometer; computed from the rows.',
        security,
        params: IdParam,
        response: { 200: VehicleSummary, ...ERR },
      },
    },
    async (request) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      return vehicleSummary(ctx.db, vehicle.id);
    },
  );

  app.get(
    '/vehicles/:id/expenses/monthly',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Spend per month',
        description: 'The last `months` (default 12) calendar months, oldest first, every month present.',
        security,
        params: IdParam,
        querystring: MonthsQuery,
        response: { 200: MonthlySpendList, ...ERR },
      },
    },
    async (request) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      return { data: await monthlySpend(ctx.db, vehicle.id, request.query.months) };
    },
  );

  app.get(
    '/vehicles/:id/refuels',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Latest refuels',
        description: 'Newest first; `limit` default 10 (the status page asks 5).',
        security,
        params: IdParam,
        querystring: LimitQuery,
        response: { 200: RefuelList, ...ERR },
      },
    },
    async (request) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      const rows = await ctx.db
        .select()
        .from(refuels)
        .where(eq(refuels.vehicleId, vehicle.id))
        .orderBy(desc(refuels.date), desc(refuels.id))
        .limit(request.query.limit);
      return { data: rows.map(toRefuel) };
    },
  );

  app.get(
    '/vehicles/:id/expenses/recent',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Latest expenses',
        description: 'Newest first; `limit` default 10 (the status page asks 5).',
        security,
        params: IdParam,
        querystring: LimitQuery,
        response: { 200: ExpenseList, ...ERR },
      },
    },
    async (request) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      const rows = await ctx.db
        .select()
        .from(expenses)
        .where(eq(expenses.vehicleId, vehicle.id))
        .orderBy(desc(expenses.date), desc(expenses.id))
        .limit(request.query.limit);
      return { data: rows.map(toExpense) };
    },
  );

  app.post(
    '/vehicles/:id/refuels',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Record a refuel',
        description:
          'Litres, total cost (currency, default RWF), odometer km, station. Date not in the future.',
        security,
        params: IdParam,
        body: RefuelCreate,
        response: { 201: RefuelData, ...ERR },
      },
    },
    async (request, reply) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      const body = request.body;
      assertNotFuture(body.date);
      const [row] = await ctx.db
        .insert(refuels)
        .values({
          vehicleId: vehicle.id,
          date: body.date,
          liters: body.liters,
          totalCost: body.total_cost,
          currency: body.currency,
          odometerKm: body.odometer_km ?? null,
          stationName: body.station_name || null,
          location: body.location || null,
        })
        .returning();
      if (!row) throw new Error('refuel insert returned nothing');
      return reply.status(201).send({ data: toRefuel(row) });
    },
  );

  app.post(
    '/vehicles/:id/expenses',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Record an expense',
        description: 'Category, amount (currency, default RWF), note. Date not in the future.',
        security,
        params: IdParam,
        body: ExpenseCreate,
        response: { 201: ExpenseData, ...ERR },
      },
    },
    async (request, reply) => {
      const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
      const body = request.body;
      assertNotFuture(body.date);
      const [row] = await ctx.db
        .insert(expenses)
        .values({
          vehicleId: vehicle.id,
          date: body.date,
          category: body.category,
          amount: body.amount,
          currency: body.currency,
          note: body.note || null,
        })
        .returning();
      if (!row) throw new Error('expense insert returned nothing');
      return reply.status(201).send({ data: toExpense(row) });
    },
  );
}
