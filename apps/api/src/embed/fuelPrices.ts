/**
 * The price widget's HTML (issue #11 "The price widget"), server-rendered so its first paint needs no
 * client React (see `fuelRenderer.ts`):
 *
 * - `GET /embed/fuel-prices?key=&mode=station|board&fuel=&theme=light|dark&brand_color=%23rrggbb`: the
 *   HTML fragment `<gari-fuel-prices>` puts in its shadow root — the widget's `<style>` and the view.
 *   Rendered only for the station's allowed origins (`/partner` → Allowed websites) and Gari's own: a
 *   request whose `Origin` is another site gets 403 with the error view ('This price widget is not
 *   allowed on this website.'); an unknown key 404 with its error view. Every answer to a browser
 *   carries `Access-Control-Allow-Origin` for its own origin (with `Vary: Origin`), so the widget can
 *   show those errors. 200 answers are `public, max-age=60` with an ETag (304 to `If-None-Match`); the
 *   loader revalidates each refresh (`cache: 'no-cache'`), so a new price shows on the next fetch.
 * - `GET /embed/fuel-prices/frame?…` (same query): the plain iframe page for site builders, framed only
 *   by the allowed websites and Gari (`frame-ancestors`), no `X-Frame-Options`. The fragment URL opened
 *   as a page or frame (`Sec-Fetch-Dest: document|iframe`) answers the same page, so the `/partner`
 *   iframe URL `/embed/fuel-prices?key=…` works too.
 *
 * Bad query values are 422 JSON naming the field; 503 JSON when the embed is not built.
 */

import { FUEL_WIDGET_MODES, FUEL_WIDGET_THEMES } from '@gari/contract/fuelWidget';
import { DEFAULT_FUEL, FuelInput } from '@gari/contract/gasStations';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnOrigin } from '../bookings/api';
import type { RouteOptions } from '../context';
import { providers } from '../db/schema';
import { widgetData } from '../gas/board';
import { etagOf, matchesEtag } from '../http/caching';
import { clock } from '../providers/time';
import { type FuelRenderInput, framePolicy, loadFuelRenderer } from './fuelRenderer';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Query of both routes (the element's attributes: key, mode, fuel, theme, brand-color). */
export const FuelEmbedQuery = z.object({
  key: z
    .string({ message: 'The key field is required.' })
    .trim()
    .min(1, 'The key field is required.')
    .max(100, 'The key may be at most 100 characters.'),
  mode: z.preprocess(
    blank,
    z.enum(FUEL_WIDGET_MODES, { message: 'Choose station or board.' }).default('station'),
  ),
  fuel: z.preprocess(blank, FuelInput.default(DEFAULT_FUEL)),
  theme: z.preprocess(
    blank,
    z.enum(FUEL_WIDGET_THEMES, { message: 'Choose light or dark.' }).default('light'),
  ),
  brand_color: z.preprocess(
    blank,
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #0f766e.')
      .optional(),
  ),
});
type FuelEmbedQuery = z.infer<typeof FuelEmbedQuery>;

const HTML = 'text/html; charset=utf-8';

/** Registers `/embed/fuel-prices` and `/embed/fuel-prices/frame`. */
export async function fuelPricesEmbedRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const siteUrl = ctx.config.appUrl.replace(/\/+$/, '');

  /** The station of `key` (a gas station's widget key), or null. */
  const stationOf = async (key: string) => {
    const [row] = await ctx.db
      .select({ name: providers.name, allowedOrigins: providers.allowedOrigins })
      .from(providers)
      .where(and(eq(providers.widgetKey, key), eq(providers.type, 'gas_station')))
      .limit(1);
    return row ?? null;
  };

  /** The widget's state for this request, and its HTTP status. */
  const decide = async (
    q: FuelEmbedQuery,
    origin: string | undefined,
    request: FastifyRequest,
  ): Promise<{ status: number; input: FuelRenderInput; station: Awaited<ReturnType<typeof stationOf>> }> => {
    const base = {
      now: clock.now(),
      theme: q.theme,
      brandColor: q.brand_color ?? null,
      fuel: q.fuel,
      siteUrl,
    } as const;
    const station = await stationOf(q.key);
    if (!station)
      return { status: 404, station, input: { ...base, state: { status: 'error', reason: 'unknown_key' } } };
    const allowed =
      !origin ||
      isOwnOrigin(ctx.config.appUrl, origin, request.headers.host) ||
      station.allowedOrigins.includes(origin);
    if (!allowed)
      return {
        status: 403,
        station,
        input: { ...base, state: { status: 'error', reason: 'origin_refused' } },
      };
    const data = await widgetData(ctx.db, q.key, { mode: q.mode, fuel: q.fuel }, base.now);
    return { status: 200, station, input: { ...base, state: { status: 'prices', data } } };
  };

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ message: 'The price widget is not built yet: run `pnpm --filter @gari/embed build`.' });

  /** The iframe page of `q` (both routes). */
  const page = async (request: FastifyRequest, reply: FastifyReply, q: FuelEmbedQuery) => {
    const renderer = await loadFuelRenderer();
    if (!renderer) return notBuilt(reply);
    const { status, input, station } = await decide(q, undefined, request);
    const html = renderer.renderFuelPricesPage(input, {
      title: station ? `Fuel prices · ${station.name}` : 'Fuel prices · Gari',
      script: '/embed/fuel-prices.js',
      attributes: { key: q.key, mode: q.mode, fuel: q.fuel, theme: q.theme, 'brand-color': q.brand_color },
    });
    reply.raw.removeHeader('x-frame-options');
    return reply
      .code(status)
      .type(HTML)
      .header('content-security-policy', framePolicy(html, [siteUrl, ...(station?.allowedOrigins ?? [])]))
      .header('cache-control', 'no-cache')
      .header('vary', 'Sec-Fetch-Dest')
      .send(html);
  };

  const hidden = { hide: true, querystring: FuelEmbedQuery };
  app.get('/embed/fuel-prices', { schema: hidden }, async (request, reply) => {
    const dest = request.headers['sec-fetch-dest'];
    if (dest === 'document' || dest === 'iframe') return page(request, reply, request.query);
    const renderer = await loadFuelRenderer();
    if (!renderer) return notBuilt(reply);
    const origin = request.headers.origin;
    const { status, input } = await decide(request.query, origin, request);
    if (origin) reply.header('access-control-allow-origin', origin);
    reply
      .header('vary', 'Origin, Sec-Fetch-Dest')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(HTML);
    const html = renderer.renderFuelPrices(input);
    if (status !== 200) return reply.code(status).header('cache-control', 'no-store').send(html);
    const etag = etagOf(html);
    reply.header('etag', etag).header('cache-control', 'public, max-age=60');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(html);
  });
  app.get('/embed/fuel-prices/frame', { schema: hidden }, async (request, reply) =>
    page(request, reply, request.query),
  );
}
