/**
 * The public booking API in one encapsulated plugin (issue #3 widget): the provider routes and the
 * booking routes behind @fastify/cors with a per-request origin check, so booking widgets on partner
 * sites can call them. No credentials or cookies are involved (bearer tokens only), so it works without
 * third-party cookies.
 *
 * CORS is granted (the request's Origin reflected) only to:
 * - `/providers/{type}/{id}` and `…/slots`: that provider's allowed origins;
 * - `/widgets/{widget_key}` and `/widgets/{widget_key}/fuel-prices` (the price widget, issue #11): that
 *   widget's provider's allowed origins;
 * - `POST /bookings`: only the pairing of a `widget_key` with the provider it books (`provider_id` or
 *   `carwash_id`) where that provider lists the origin (issue #9); its preflight (which carries no body)
 *   an origin some provider allows. Other `/bookings…` calls get no CORS (the site is same-origin).
 * The Gari site's own origin (`APP_URL`) is always allowed. Lists and other paths get no CORS headers.
 * CORS is decided in `preValidation` (the body is parsed then, not yet validated), so 422 answers of a
 * paired widget carry CORS and the widget can show them.
 *
 * A `POST /bookings` from a foreign `Origin` (neither `APP_URL`'s nor the request's own host) must be a
 * widget booking: without `widget_key` it is a 403 naming `origin`; the booking service then checks the
 * key belongs to the booked provider (422 `widget_key`) and that provider lists the origin (403).
 */
import cors from '@fastify/cors';
import { ORIGIN_REFUSED_MESSAGE } from '@gari/contract/bookings';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { providers } from '../db/schema';
import { HttpError } from '../errors';
import { gasWidgetRoutes } from '../gas/routes';
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

/** The origin of `url`, or null when it is not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when `origin` is Gari's own: the origin of `APP_URL`, or an origin on the host the request was
 * sent to (the site served from another name than `APP_URL`, e.g. http://127.0.0.1:3000 locally).
 */
export function isOwnOrigin(appUrl: string, origin: string, host: string | undefined): boolean {
  if (origin === originOf(appUrl)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A provider id as a JSON body may carry it (number, or digits), bounded to 32 bits; else null. */
function bodyId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * Decides whether `origin` may call `method` `path` (relative to /api/v1) from a browser; `body` is the
 * parsed, not yet validated, JSON body (used by `POST /bookings`).
 */
export async function corsAllows(
  ctx: AppContext,
  path: string,
  origin: string,
  method = 'GET',
  body: unknown = undefined,
): Promise<boolean> {
  if (origin === originOf(ctx.config.appUrl)) return true;
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
  const widget = /^\/widgets\/([^/]+)(?:\/fuel-prices)?\/?$/.exec(path);
  if (widget) {
    const [row] = await ctx.db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.widgetKey, decodeURIComponent(widget[1] ?? '')), allows))
      .limit(1);
    return Boolean(row);
  }
  if ((path === '/bookings' || path === '/bookings/') && method === 'POST') {
    const fields = (body ?? {}) as Record<string, unknown>;
    const key = fields.widget_key;
    const id = bodyId(fields.carwash_id ?? fields.provider_id);
    if (typeof key !== 'string' || id === null) return false;
    const [row] = await ctx.db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.id, id), eq(providers.widgetKey, key), allows))
      .limit(1);
    return Boolean(row);
  }
  if ((path === '/bookings' || path === '/bookings/') && method === 'OPTIONS') {
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
  const allowed = await corsAllows(ctx, path, origin, request.method, request.body);
  return { ...CORS_BASE, origin: allowed ? origin : false };
}

/**
 * preHandler of `POST /bookings`: a booking from a foreign browser origin must come from a booking
 * widget (carry `widget_key`), else 403 {@link ORIGIN_REFUSED_MESSAGE} naming `origin`. Requests
 * without `Origin` (not from a browser page) and from Gari's own origin book as the site.
 */
async function foreignOriginNeedsWidget(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST' || request.routeOptions.url !== `${API_BASE}/bookings`) return;
  const origin = request.headers.origin;
  if (!origin || isOwnOrigin(ctx.config.appUrl, origin, request.headers.host)) return;
  const body = request.body as { widget_key?: unknown } | undefined;
  if (body?.widget_key !== undefined) return;
  throw new HttpError(403, ORIGIN_REFUSED_MESSAGE, {
    origin: [`Bookings from ${origin} must come from a booking widget allowed on that website.`],
  });
}

/**
 * Registers CORS plus {@link providerRoutes}, {@link bookingRoutes} and the price widget's data
 * ({@link gasWidgetRoutes}) in one context (register it with
 * the /api/v1 prefix). Preflights of other /api/v1 paths answer 404.
 */
export async function bookingApiRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  await fastify.register(cors, {
    hook: 'preValidation',
    delegator: (request: FastifyRequest) => corsOptionsFor(ctx, request),
  });
  fastify.addHook('preHandler', (request) => foreignOriginNeedsWidget(ctx, request));
  await fastify.register(providerRoutes, { ctx });
  await fastify.register(bookingRoutes, { ctx });
  await fastify.register(gasWidgetRoutes, { ctx });
}
