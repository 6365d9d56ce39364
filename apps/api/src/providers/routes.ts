/**
 * Garage and carwash routes under /api/v1 (spec §2 Garages / Carwashes, §3 Garage / Carwash, §7, §9):
 * the two lists with every filter and sort, popular brands, the provider page, free time slots, and the
 * widget start-up call. All public (no token needed).
 */
import type { ProviderType } from '@gari/contract/providers';
import { routes } from '@gari/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { providers } from '../db/schema';
import { notFound } from '../errors';
import { register } from '../http/route';
import { findProvider, freeSlots, isBookable, listProviders, popularBrands, providerDetail } from './service';
import { clock } from './time';

/** Registers the provider routes (public). */
export async function providerRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const list = (
    type: ProviderType,
    route: typeof routes.providers.garages | typeof routes.providers.carwashes,
  ) => register(app, route, {}, async (request) => listProviders(ctx.db, type, request.query, clock.now()));
  list('garage', routes.providers.garages);
  list('carwash', routes.providers.carwashes);

  register(app, routes.providers.popularBrands, {}, async () => ({ data: await popularBrands(ctx.db) }));

  register(app, routes.providers.get, {}, async (request) => {
    const row = await findProvider(ctx.db, request.params.type, request.params.id);
    return { data: await providerDetail(ctx.db, row, clock.now()) };
  });

  register(app, routes.providers.slots, {}, async (request) => {
    const row = await findProvider(ctx.db, request.params.type, request.params.id);
    const data = await freeSlots(ctx.db, row, request.query.date, clock.now());
    return { data, meta: { date: request.query.date, timezone: row.timezone } };
  });

  register(app, routes.widgets.config, {}, async (request) => {
    const [row] = await ctx.db
      .select()
      .from(providers)
      .where(eq(providers.widgetKey, request.params.widget_key))
      .limit(1);
    // A gas station's key is the price widget's (`/widgets/{key}/fuel-prices`), not a booking widget's.
    if (!row || !isBookable(row)) throw notFound('Unknown widget key.');
    return {
      data: {
        widget_key: row.widgetKey,
        brand_color: row.brandColor,
        provider: await providerDetail(ctx.db, row, clock.now()),
      },
    };
  });
}
