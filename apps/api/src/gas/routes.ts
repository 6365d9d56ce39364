/**
 * Gas station routes under /api/v1 (issue #11; spec §2 Gas stations / Gas station detail, §5, §8, §9):
 * the public list, page, price history and board (public cache policy, `http/caching.ts`), members'
 * price reports, and the station console under /partner/stations. The price widget's data route is
 * {@link gasWidgetRoutes}, registered inside the booking API's CORS scope (`bookings/api.ts`) so that
 * only the station's allowed origins may read it from a browser.
 */
import { routes } from '@gari/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { clock } from '../providers/time';
import { fuelBoard, widgetData } from './board';
import { setProducts, setStaffPrices, staffPrices, staffStation, updateStation } from './console';
import { priceHistory, ReportTooSoon, reportPrice } from './reports';
import { findStation, listStations, stationDetail } from './stations';

/** Registers the public, member and station-console routes. */
export async function gasStationRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const signedIn = { onRequest: authenticate(ctx) };
  const userOf = (request: FastifyRequest) => requireAuthState(request).user;

  register(app, routes.gasStations.list, {}, async (request) => listStations(db, request.query, clock.now()));
  register(app, routes.gasStations.get, {}, async (request) => ({
    data: await stationDetail(db, await findStation(db, request.params.id), clock.now()),
  }));
  register(app, routes.gasStations.history, {}, async (request) =>
    priceHistory(
      db,
      await findStation(db, request.params.id),
      request.query.fuel,
      request.query.days,
      clock.now(),
    ),
  );
  register(app, routes.gasStations.fuelPrices, {}, async (request) =>
    fuelBoard(db, request.query, clock.now()),
  );

  register(app, routes.gasStations.reportPrice, signedIn, async (request, reply) => {
    const station = await findStation(db, request.params.id);
    try {
      const data = await reportPrice(db, station, userOf(request).id, request.body, clock.now());
      return reply.status(201).send({ data });
    } catch (error) {
      if (error instanceof ReportTooSoon) reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
  });

  /** The console's answer: the station page plus the staff's prices. */
  const consoleView = async (stationId: number) => {
    const station = await findStation(db, stationId);
    return {
      data: {
        ...(await stationDetail(db, station, clock.now())),
        staff_prices: await staffPrices(db, station),
      },
    };
  };
  register(app, routes.gasStations.partnerStation, signedIn, async (request) => {
    const station = await staffStation(db, userOf(request).id, request.params.id);
    return consoleView(station.id);
  });
  register(app, routes.gasStations.setPrices, signedIn, async (request) => {
    const user = userOf(request);
    const station = await staffStation(db, user.id, request.params.id);
    await setStaffPrices(db, station, user.id, request.body, clock.now());
    return consoleView(station.id);
  });
  register(app, routes.gasStations.setProducts, signedIn, async (request) => {
    const station = await staffStation(db, userOf(request).id, request.params.id);
    await setProducts(db, station, request.body);
    return consoleView(station.id);
  });
  register(app, routes.gasStations.updateStation, signedIn, async (request) => {
    const station = await staffStation(db, userOf(request).id, request.params.id);
    await updateStation(db, station, request.body);
    return consoleView(station.id);
  });
}

/**
 * GET /widgets/{widget_key}/fuel-prices (public; CORS decided by the enclosing booking API plugin).
 * A found key's answer is cached one minute by browsers and shared caches, varying by `Origin` (the
 * CORS answer does); errors are not stored.
 */
export async function gasWidgetRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  register(app, routes.gasStations.widget, {}, async (request, reply) => {
    const data = await widgetData(ctx.db, request.params.widget_key, request.query, clock.now());
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300').header('vary', 'Origin');
    return { data };
  });
}
