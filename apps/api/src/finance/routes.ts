/**
 * Finance routes under /api/v1 (spec §7 `GET /finance/rates`, §9; issue #12): exchange rates from the
 * provider of `RATES_API_URL` or the dated demo table, cached 12 hours in this process.
 */
import { routes } from '@gari/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { clock } from '../providers/time';
import { createRatesService } from './rates';

/** Registers the finance routes (one rates cache per app). */
export async function financeRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createRatesService(ctx.config.rates, app.log);

  register(app, routes.finance.rates, {}, async (request) => ({
    data: await service.rates(request.query.base, request.query.symbols, clock.now()),
  }));
}
