/**
 * Garage and carwash routes under /api/v1 (spec §2 Garages / Carwashes, §3 Garage / Carwash, §7, §9):
 * the two lists with every filter and sort, popular brands, the provider page, free time slots, and the
 * widget start-up call. All public (no token needed).
 */
import { ErrorBody } from '@gari/contract/common';
import {
  PopularBrandList,
  ProviderData,
  ProviderPage,
  ProviderParams,
  ProviderQuery,
  type ProviderType,
  SlotList,
  SlotQuery,
  WidgetConfig,
  WidgetKeyParam,
} from '@gari/contract/providers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { providers } from '../db/schema';
import { notFound } from '../errors';
import { findProvider, freeSlots, listProviders, popularBrands, providerDetail } from './service';
import { clock } from './time';

const ERR = { 404: ErrorBody, 422: ErrorBody };

const LIST_DESCRIPTION =
  'Filters (all applied on the server): country (default RW), q (name, description or serviced make), ' +
  'city, service, min_price/max_price (RWF; on that service with `service`, else the lowest price), ' +
  'min_rating, lat+lng (+max_distance km), availability and certifications (comma lists; all ' +
  'certifications required). sort: rating (default) | reviews | name | fastest (spec §9 wait-time order) ' +
  '| closest | price_low. Paged: page, per_page (default 20, max 50); meta.cities = all cities.';

/** Registers the provider routes (public). */
export async function providerRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const list = (type: ProviderType, path: string, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ['providers'],
          summary,
          description: LIST_DESCRIPTION,
          querystring: ProviderQuery,
          response: { 200: ProviderPage, ...ERR },
        },
      },
      async (request) => listProviders(ctx.db, type, request.query, clock.now()),
    );
  list('garage', '/garages', 'Garages (spec §2 Garages, §7 GET /garages)');
  list('carwash', '/carwashes', 'Carwashes (spec §2 Carwashes, §7 GET /carwashes)');

  app.get(
    '/garages/popular-brands',
    {
      schema: {
        tags: ['providers'],
        summary: 'Popular brands (spec §2 Garages, §9)',
        description: 'Top 10 makes by the number of members who own a vehicle of that make; ties by name.',
        response: { 200: PopularBrandList },
      },
    },
    async () => ({ data: await popularBrands(ctx.db) }),
  );

  app.get(
    '/providers/:type/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'A garage or carwash page',
        description:
          '`type` garage | carwash; `id` numeric id or slug. Hours (effective), services (RWF, minutes), ' +
          '10 latest reviews, maps link, slot capacity.',
        params: ProviderParams,
        response: { 200: ProviderData, ...ERR },
      },
    },
    async (request) => {
      const row = await findProvider(ctx.db, request.params.type, request.params.id);
      return { data: await providerDetail(ctx.db, row, clock.now()) };
    },
  );

  app.get(
    '/providers/:type/:id/slots',
    {
      schema: {
        tags: ['providers'],
        summary: 'Free time slots of a date (spec §4 Booking wizard, §9 slots)',
        description:
          'Hourly slots within the opening hours (or the §9 default slots), without past times (provider ' +
          'time zone) and without full slots; `available` = capacity minus pending/accepted bookings. ' +
          '422 on `date` when invalid, in the past or more than 60 days ahead.',
        params: ProviderParams,
        querystring: SlotQuery,
        response: { 200: SlotList, ...ERR },
      },
    },
    async (request) => {
      const row = await findProvider(ctx.db, request.params.type, request.params.id);
      const data = await freeSlots(ctx.db, row, request.query.date, clock.now());
      return { data, meta: { date: request.query.date, timezone: row.timezone } };
    },
  );

  app.get(
    '/widgets/:widget_key',
    {
      schema: {
        tags: ['providers'],
        summary: 'Booking widget start-up data',
        description: 'The provider page data and brand colour of a widget key (404 for an unknown key).',
        params: WidgetKeyParam,
        response: { 200: WidgetConfig, ...ERR },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select()
        .from(providers)
        .where(eq(providers.widgetKey, request.params.widget_key))
        .limit(1);
      if (!row) throw notFound('Unknown widget key.');
      return {
        data: {
          widget_key: row.widgetKey,
          brand_color: row.brandColor,
          provider: await providerDetail(ctx.db, row, clock.now()),
        },
      };
    },
  );
}
