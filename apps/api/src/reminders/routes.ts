/**
 * Service reminder routes under /api/v1 (issue #13 "Service reminders"): a car's reminders, the
 * interval edit, mark done, and the My Cars badge counts. All need a bearer token; another member's
 * vehicle is a 404.
 */
import { routes } from '@gari/contract/routes';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { invalid } from '../errors';
import { register } from '../http/route';
import { ownedVehicle } from '../vehicles/service';
import { listReminders, reminderBadges, resetReminder, updateInterval } from './service';

/** Registers the reminder routes (all behind {@link authenticate}). */
export async function reminderRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const userId = (request: Parameters<typeof requireAuthState>[0]) => requireAuthState(request).user.id;

  register(app, routes.reminders.list, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return listReminders(ctx.db, vehicle);
  });

  register(app, routes.reminders.update, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return { data: await updateInterval(ctx.db, vehicle, request.params.kind, request.body) };
  });

  register(app, routes.reminders.done, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    const date = request.body?.date ?? new Date().toISOString().slice(0, 10);
    if (isFutureDate(date)) throw invalid({ date: [FUTURE_DATE_MESSAGE] });
    await ctx.db.transaction((tx) =>
      resetReminder(tx, vehicle.id, request.params.kind, { date, odometer_km: request.body?.odometer_km }),
    );
    const { data } = await listReminders(ctx.db, vehicle);
    const reminder = data.find((r) => r.kind === request.params.kind);
    if (!reminder) throw new Error('reminder missing after reset');
    return { data: reminder };
  });

  register(app, routes.reminders.badges, {}, async (request) => ({
    data: await reminderBadges(ctx.db, userId(request)),
  }));
}
