/**
 * Security headers of every answer (issue #2 "API", issue #8 "Benchmarks"): `@fastify/helmet` with the
 * app's policy, set by one `helmet` middleware built once at start.
 *
 * `@fastify/helmet` 13 builds a new `helmet(options)` middleware on every request (options checked,
 * CSP directives parsed and joined again), about a tenth of the CPU time of a cached public answer.
 * So the plugin is registered with `global: false` (it still decorates `reply.helmet()` and applies a
 * route's own `helmet` route option), and the app-wide policy comes from the same `helmet` library
 * with the same options, built once: the same headers, set the same way (on `reply.raw`, so a route
 * can still `reply.raw.removeHeader('x-frame-options')` or read the policy with `reply.getHeader`).
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Thrown by a `helmet` middleware only on a bad option, which the start-up build already reported. */
function rethrow(error?: unknown): void {
  if (error) throw error;
}

/**
 * Registers the security headers on `app`: `options` are `@fastify/helmet`'s (helmet's CSP directives,
 * HSTS, CORP…; its `global` flag is ignored), the same for every route that has no `helmet` route
 * option of its own. Throws at start, as helmet does, on an invalid option (e.g. a CSP directive that
 * is not an array). Call before the routes are added.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  await app.register(fastifyHelmet, { ...options, global: false } as FastifyHelmetOptions);
  // The same `helmet` package the plugin loads; only its bundled type copy differs.
  const setHeaders = helmet(options as HelmetOptions);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // A route with its own `helmet` option gets its headers from the plugin.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      setHeaders(request.raw, reply.raw, rethrow);
    }
    done();
  });
}
