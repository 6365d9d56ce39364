/**
 * A keyed rate limit that runs as a `preHandler` (after authentication and body validation), so only
 * well-formed requests count: on the `@fastify/rate-limit` store registered in `app.ts` (in memory,
 * or Redis with `REDIS_URL`). Used by `POST /ai/mechanic` (per member) and `POST /bookings` (per member,
 * or per IP for visitors and widgets).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from './auth/routes';

/** One window: at most `max` requests per `timeWindow` ms. */
export interface RateWindow {
  max: number;
  timeWindow: number;
}

/**
 * Makes a preHandler that allows `window.max` requests per `window.timeWindow` ms for each key of
 * `keyOf(request)`. Over the limit it throws the API's 429 ('Too many attempts. Please try again in
 * N seconds.') with `Retry-After` (seconds) and the `x-ratelimit-*` headers.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  window: RateWindow,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiter = app.createRateLimit({ ...window, keyGenerator: keyOf });
  return async function limitRequest(request, reply) {
    const result = await limiter(request);
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', String(result.max));
    reply.header('x-ratelimit-remaining', String(result.remaining));
    reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
    if (result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw tooManyAttempts(seconds);
    }
  };
}
