/**
 * The public booking API in one encapsulated plugin (issue #3 widget): the provider routes and the
 * booking routes behind @fastify/cors with a per-request origin check, so booking widgets on partner
 * sites can call them. No credentials or cookies are involved (bearer tokens only), so it works without
 * third-party cookies.
 *
 * CORS is granted (the request's Origin reflected) only to:
 * - `/providers/{type}/{id}` and `…/slots`: that provider's allowed origins;
 * - `/widgets/{widget_key}`: that widget's provider's allowed origins;
 * - `/bookings…`: an origin some provider allows (POST /bookings then checks that the widget's own
 *   provider allows it: 403 otherwise).
 * The Gari site's own origin (`APP_URL`) is always allowed. Lists and other paths get no CORS headers.
 */
import cors from '@fastify/cors';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { providers } from '../db/schema';
import { providerRoutes } from '../providers/routes';
import { bookingRoutes } from './routes';

/** Methods and headers a widget may use; preflight answers are cached 10 minutes. */
const CORS_BASE = {
  methods: ['GET', 'POST'],
  allowedHeaders: ['Content-Type', 'Authorization'],
  maxAge: 600,
  credentials: false,
};

const API_BASE = '/api/v1';

/** Decides whether `origin` may call `path` (relative to /api/v1) from a browser. */
export async function corsAllows(ctx: AppContext, path: string, origin: string): Promise<boolean> {
  try {
    if (origin === new URL(ctx.config.appUrl).origin) return true;
  } catch {
    // A malformed APP_URL only means the site origin is not special-cased.
  }
  const allows = sql`${origin} = any(${providers.allowedOrigins})`;
  const provider = /^\/providers\/(garages?|carwash(?:es)?)\/([^/]+)(?:\/slots)?\/?$/.exec(path);
  if (provider) {
    const type = provider[1]?.startsWith('garage') ? 'garage' : 'carwash';
    const key = decodeURIComponent(provider[2] ?? '');
    const idMatch = /^\d{1,9}$/.test(key) ? eq(providers.id, Number(key)) : eq(providers.slug, key);
    const [row] = await ctx.db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.type, type), idMatch, allows))
      .limit(1);
    return Boolean(row);
  }
  const widget = /^\/widgets\/([^/]+)\/?$/.exec(path);
  if (widget) {
    const [row] = await ctx.db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.widgetKey, decodeURIComponent(widget[1] ?? '')), allows))
      .limit(1);
    return Boolean(row);
  }
  if (path === '/bookings' || path.startsWith('/bookings/')) {
    const [row] = await ctx.db.select({ id: providers.id }).from(providers).where(allows).limit(1);
    return Boolean(row);
  }
  return false;
}

/** The CORS options of one request (origin reflected when {@link corsAllows}, else none). */
async function corsOptionsFor(ctx: AppContext, request: FastifyRequest) {
  const origin = request.headers.origin;
  const path = (request.url.split('?')[0] ?? '').replace(API_BASE, '');
  if (!origin || origin === 'null') return { ...CORS_BASE, origin: false };
  const allowed = await corsAllows(ctx, path, origin);
  return { ...CORS_BASE, origin: allowed ? origin : false };
}

/**
 * Registers CORS plus {@link providerRoutes} and {@link bookingRoutes} in one context (register it with
 * the /api/v1 prefix). Preflights of other /api/v1 paths answer 404.
 */
export async function bookingApiRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  await fastify.register(cors, { delegator: (request: FastifyRequest) => corsOptionsFor(ctx, request) });
  await fastify.register(providerRoutes, { ctx });
  await fastify.register(bookingRoutes, { ctx });
}
