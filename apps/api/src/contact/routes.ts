/**
 * Contact and newsletter routes under /api/v1 (spec §2 Static pages "Contact", Global chrome
 * "newsletter"; issue #12): `POST /contact`, `POST /newsletter`, and the mailed links
 * `GET /newsletter/confirm` and `GET /newsletter/unsubscribe`. The two POSTs are limited per IP
 * (429 with Retry-After; only well-formed requests count), on the app's rate-limit store.
 */
import { CONTACT_SENT_MESSAGE } from '@gari/contract/contact';
import { routes } from '@gari/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { requestLanguage } from '../mail/language';
import { clock } from '../providers/time';
import { keyedRateLimit, type RateWindow } from '../rateLimit';
import { sendContactMessage } from './contact';
import { confirmSubscription, requestSubscription, unsubscribe } from './newsletter';

/** Default per-IP limits (`config.contact` overrides them). */
export const CONTACT_LIMITS: Record<'messages' | 'newsletter', RateWindow> = {
  /** Contact messages per IP. */
  messages: { max: 5, timeWindow: 60 * 60_000 },
  /** Newsletter requests per IP. */
  newsletter: { max: 10, timeWindow: 60 * 60_000 },
};

/** Registers the contact and newsletter routes. */
export async function contactRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = { ...CONTACT_LIMITS, ...ctx.config.contact?.limits };
  const perIp = (kind: keyof typeof CONTACT_LIMITS) => ({
    preHandler: keyedRateLimit(app, limits[kind], (request) => `${kind}:${request.ip}`),
  });

  register(app, routes.contact.send, perIp('messages'), async (request, reply) => {
    const stored = await sendContactMessage(ctx, request.body, request.log);
    return reply.status(201).send({
      message: CONTACT_SENT_MESSAGE,
      data: { id: stored.id, received_at: stored.receivedAt.toISOString() },
    });
  });
  register(app, routes.contact.subscribe, perIp('newsletter'), async (request) =>
    requestSubscription(ctx, request.body.email, clock.now(), request.log, requestLanguage(request.headers)),
  );
  register(app, routes.contact.confirm, {}, async (request) =>
    confirmSubscription(ctx, request.query.token, clock.now()),
  );
  register(app, routes.contact.unsubscribe, {}, async (request) =>
    unsubscribe(ctx, request.query.token, clock.now()),
  );
}
