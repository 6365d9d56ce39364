/**
 * Serves the built booking widget (`apps/embed/dist`, issue #3 widget) under `/embed/` for partner
 * pages on any origin:
 * - `/embed/loader.js`, `/embed/stub.js`, `/embed/iframe.js`, `/embed/fuel-prices.js` (the price
 *   widget's element, issue #11): `public, max-age=300` (stable names);
 * - `/embed/widget-[hash].js`: `public, max-age=31536000, immutable` (content-hashed);
 * - `/embed/booking` and `/embed/iframe` (`?key=…&theme=…&brand_color=…`): the plain iframe page,
 *   `no-cache`, frameable by any site (`frame-ancestors *`, no X-Frame-Options).
 * Every answer carries `Access-Control-Allow-Origin: *` (the widget is an ES module, fetched with
 * CORS; no credentials, so `*` is cache-safe and needs no `Vary`) and
 * `Cross-Origin-Resource-Policy: cross-origin` (helmet's default `same-origin` would block the scripts).
 * Does nothing when the embed is not built (`pnpm --filter @gari/embed build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';

/** Where the built embed is: `EMBED_DIST`, else `apps/embed/dist`. */
export const embedDist = (): string => process.env.EMBED_DIST ?? join(REPO_ROOT, 'apps/embed/dist');

/** CSP of the iframe page: our own scripts, styles and API; any page may frame it. */
const IFRAME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors *; base-uri 'none'; form-action 'none'; object-src 'none'";

/** Registers the /embed/ routes when `dist` holds a build; resolves whether it did. */
export async function embedStatic(app: FastifyInstance, dist = embedDist()): Promise<boolean> {
  if (!existsSync(join(dist, 'embed-manifest.json'))) return false;
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: dist,
      prefix: '/embed/',
      decorateReply: false,
      index: false,
      preCompressed: true, // `.br`/`.gz` from the embed build (issue #8)
      // Not the build's manifest, pages, nor the price widget's server renderer (`server/`).
      allowedPath: (path) => !/^\/(\.vite|server)\//.test(path) && !path.endsWith('.html'),
      cacheControl: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          /widget-[\w-]+\.js(\.br|\.gz)?$/.test(path)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        );
      },
    });
    for (const url of ['/embed/booking', '/embed/iframe']) {
      scope.get(url, async (_request, reply) => {
        reply.raw.removeHeader('x-frame-options');
        reply.header('content-security-policy', IFRAME_CSP);
        reply.header('cache-control', 'no-cache');
        // Read per request (small): a rebuilt embed is served without a restart.
        return reply.type('text/html; charset=utf-8').send(readFileSync(join(dist, 'booking.html'), 'utf8'));
      });
    }
  });
  return true;
}
