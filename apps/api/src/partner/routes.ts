/**
 * Partner console API under /api/v1/partner (issue #3 "Partner console"): provider staff sign in with the
 * normal login; every route needs a bearer token (401) of a member on some provider's staff (403).
 * Also GET /dev/staff-accounts (not in production): the seeded demo staff logins.
 */

import { PARTNER_EVENTS_TICKET_TTL_S } from '@gari/contract/bookings';
import { routes } from '@gari/contract/routes';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { type BookingRow, toPartnerBooking } from '../bookings/service';
import type { AppContext, RouteOptions } from '../context';
import { providers } from '../db/schema';
import { unauthenticated } from '../errors';
import { register } from '../http/route';
import type { ProviderRow } from '../providers/service';
import { clock } from '../providers/time';
import { STAFF_ACCOUNTS } from '../seed/providers';
import { bookingEvent, openEventStream, signTicket, verifyTicket } from './events';
import { partnerPhotoRoutes } from './photos';
import {
  completeBooking,
  decideBooking,
  notifyDecision,
  partnerProviders,
  pickProvider,
  providerBookings,
  requireStaff,
  staffProviderIds,
  updateWidget,
  widgetSettings,
} from './service';
import { type SmsSender, smsFromEnv } from './sms';

/** Options of {@link partnerRoutes}: the shared context and, for tests, an SMS sender. */
export interface PartnerRouteOptions extends RouteOptions {
  /** Default: {@link smsFromEnv} (HTTP gateway when SMS_API_* are set, else the dev outbox). */
  sms?: SmsSender;
}

/** The staff console routes (all behind authentication and the staff check). */
async function consoleRoutes(
  fastify: FastifyInstance,
  { ctx, sms }: { ctx: AppContext; sms: SmsSender },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const staffOf = async (request: FastifyRequest) => {
    const { user } = requireAuthState(request);
    return { user, memberships: await requireStaff(ctx.db, user.id) };
  };
  /**
   * After a staff member accepted, declined or completed a booking: publishes the change to the live
   * consoles (issue #16), tells the customer by SMS or mail, and answers `{ data, notification }` with
   * how they were told ('sms' | 'email' | 'failed' | 'none'; a failed notice never fails the call).
   */
  const announce = async (
    request: FastifyRequest,
    change: 'accepted' | 'declined' | 'completed',
    { row, provider }: { row: BookingRow; provider: ProviderRow },
  ) => {
    ctx.events.publish(bookingEvent(change, row, clock.now()));
    const notification = await notifyDecision(ctx, sms, row, provider, request.log);
    return { data: toPartnerBooking(row, provider), notification };
  };

  register(app, routes.partner.me, {}, async (request) => {
    const { user, memberships } = await staffOf(request);
    return {
      data: {
        user: { id: user.id, name: user.name, email: user.email },
        providers: await partnerProviders(ctx.db, memberships),
      },
    };
  });

  register(app, routes.partner.bookings, {}, async (request) => {
    const { memberships } = await staffOf(request);
    const ids =
      request.query.provider_id === undefined
        ? staffProviderIds(memberships)
        : [pickProvider(memberships, request.query.provider_id).id];
    const rows = await providerBookings(ctx.db, ids, request.query.status);
    return { data: rows.map((r) => toPartnerBooking(r.row, r.provider)) };
  });

  for (const [action, decision] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    register(app, routes.partner[action], {}, async (request) => {
      const { memberships } = await staffOf(request);
      const decided = await decideBooking(
        ctx.db,
        staffProviderIds(memberships),
        request.params.booking_id,
        decision,
        clock.now(),
        request.body?.message,
      );
      return announce(request, decision, decided);
    });
  }

  register(app, routes.partner.complete, {}, async (request) => {
    const { memberships } = await staffOf(request);
    const completed = await completeBooking(
      ctx.db,
      staffProviderIds(memberships),
      request.params.booking_id,
      request.body,
      clock.now(),
    );
    return announce(request, 'completed', completed);
  });

  register(app, routes.partner.eventsTicket, {}, async (request, reply) => {
    const { user, session } = requireAuthState(request);
    await requireStaff(ctx.db, user.id);
    const ticket = await signTicket(ctx.key, user.id, session.id);
    return reply.status(201).send({ data: { ticket, expires_in: PARTNER_EVENTS_TICKET_TTL_S } });
  });

  register(app, routes.partner.widget, {}, async (request) => {
    const { memberships } = await staffOf(request);
    const provider = pickProvider(memberships, request.query.provider_id);
    return { data: widgetSettings(provider, ctx.config.appUrl) };
  });

  register(app, routes.partner.updateWidget, {}, async (request) => {
    const { memberships } = await staffOf(request);
    const provider = pickProvider(memberships, request.body.provider_id);
    const updated = await updateWidget(ctx.db, provider, request.body);
    return { data: widgetSettings(updated, ctx.config.appUrl) };
  });
}

/**
 * GET /partner/events?ticket= (issue #16 "Partner console, live"): the server-sent events of the
 * ticket holder's providers (see `./events`). 401 for a bad or expired ticket or an ended session, 403
 * for someone who is no longer staff; the stream itself is written on the hijacked reply.
 */
async function eventRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  register(app, routes.partner.events, {}, async (request, reply) => {
    const holder = await verifyTicket(ctx.db, ctx.key, request.query.ticket, new Date());
    if (!holder) throw unauthenticated();
    const memberships = await requireStaff(ctx.db, holder.userId);
    reply.hijack();
    openEventStream(ctx.events, reply.raw, reply.getHeaders(), staffProviderIds(memberships));
  });
}

/**
 * Registers the partner console routes, the live events and, outside production, GET /dev/staff-accounts.
 */
export async function partnerRoutes(fastify: FastifyInstance, opts: PartnerRouteOptions): Promise<void> {
  const { ctx } = opts;
  const sms = opts.sms ?? smsFromEnv(process.env, ctx.db, fastify.log);
  await fastify.register(consoleRoutes, { ctx, sms });
  await fastify.register(partnerPhotoRoutes, { ctx });
  await fastify.register(eventRoutes, { ctx });
  if (ctx.config.isProduction) return;

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  register(app, routes.dev.staffAccounts, {}, async () => {
    const slugs = STAFF_ACCOUNTS.map((a) => a.providerSlug);
    const rows = await ctx.db.select().from(providers).where(inArray(providers.slug, slugs));
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return {
      data: STAFF_ACCOUNTS.flatMap((a) => {
        const p = bySlug.get(a.providerSlug);
        if (!p) return [];
        return [
          {
            email: a.email,
            password: a.password,
            name: a.name,
            provider: { id: p.id, type: p.type, slug: p.slug, name: p.name, widget_key: p.widgetKey },
          },
        ];
      }),
    };
  });
}
