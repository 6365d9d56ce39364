/**
 * Booking routes under /api/v1 (spec §2 Booking, §3 Booking request, §4 Booking wizard, §7 Booking;
 * issue #3): create (members, visitors and widgets), the member's list, cancel, and the calendar file.
 */

import { routes } from '@gari/contract/routes';
import { bookingCreateDescription } from '@gari/contract/routes/bookings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { AppContext, RouteOptions } from '../context';
import { notFound } from '../errors';
import { register } from '../http/route';
import { requestLanguage } from '../mail/language';
import { bookingEvent } from '../partner/events';
import { notifyNewBooking } from '../partner/service';
import { smsFromEnv } from '../partner/sms';
import { clock } from '../providers/time';
import { keyedRateLimit } from '../rateLimit';
import { bookingCalendar } from './calendar';
import { logBookingExpense } from './repair';
import {
  BOOKING_CREATED_MESSAGE,
  BOOKING_NOT_FOUND,
  calendarUrl,
  cancelBooking,
  createBooking,
  findBooking,
  memberBookings,
  sameCode,
  toBooking,
} from './service';

/**
 * Default limit of `POST /bookings`: 30 well-formed requests per 10 minutes per member, or per IP for
 * visitors and widgets (generous for people behind one carrier-grade NAT, a wall for scripts).
 */
export const BOOKING_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/**
 * preHandler of routes open to visitors and members: with an `Authorization` header the token must be
 * valid (401 otherwise, so the client refreshes); without one the request goes on as a visitor.
 */
export function optionalAuthenticate(ctx: AppContext) {
  const required = authenticate(ctx);
  return async function maybeAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.headers.authorization !== undefined) await required(request, reply);
  };
}

/** Registers the booking routes. */
export async function bookingRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maybeAuth = optionalAuthenticate(ctx);
  const sms = smsFromEnv(process.env, ctx.db, fastify.log);
  const signedIn = { preHandler: authenticate(ctx) };
  const limit = { ...BOOKING_RATE_LIMIT, ...ctx.config.bookings?.rateLimit };
  const limitBookings = keyedRateLimit(app, limit, (request) =>
    request.auth ? `bookings:member:${request.auth.user.id}` : `bookings:ip:${request.ip}`,
  );

  register(
    app,
    routes.bookings.create,
    {
      preHandler: [maybeAuth, limitBookings],
      description: bookingCreateDescription(limit.max, Math.round(limit.timeWindow / 60_000)),
    },
    async (request, reply) => {
      const { row, provider } = await createBooking(ctx.db, request.body, {
        user: request.auth?.user ?? null,
        origin: request.headers.origin,
        appUrl: ctx.config.appUrl,
        now: clock.now(),
        language: requestLanguage(request.headers),
      });
      // The partner console hears of it at once; the garage gets its SMS and staff mail (issue #16).
      ctx.events.publish(bookingEvent('created', row, clock.now()));
      await notifyNewBooking(ctx, sms, row, provider, request.log);
      return reply.status(201).send({
        booking_id: row.bookingId,
        status: 'pending' as const,
        provider: { id: provider.id, name: provider.name, type: provider.type },
        date: row.date,
        time: row.time,
        service: row.service,
        calendar_url: calendarUrl(ctx.config.appUrl, row),
        message: BOOKING_CREATED_MESSAGE,
      });
    },
  );

  register(app, routes.bookings.list, signedIn, async (request) => {
    const user = requireAuthState(request).user;
    const now = clock.now();
    const rows = await memberBookings(ctx.db, user.id, request.query);
    return {
      data: rows.map((r) => toBooking(r.row, r.provider, ctx.config.appUrl, now, r.expenseId)),
    };
  });

  register(app, routes.bookings.cancel, signedIn, async (request) => {
    const user = requireAuthState(request).user;
    const now = clock.now();
    const { row, provider } = await cancelBooking(ctx.db, user.id, request.params.booking_id, now);
    ctx.events.publish(bookingEvent('cancelled', row, now));
    return { data: toBooking(row, provider, ctx.config.appUrl, now) };
  });

  register(app, routes.bookings.expense, signedIn, async (request, reply) => {
    const user = requireAuthState(request).user;
    const { expense, row, provider } = await logBookingExpense(
      ctx.db,
      user.id,
      request.params.booking_id,
      request.body,
      clock.now(),
    );
    const booking = toBooking(row, provider, ctx.config.appUrl, clock.now(), expense.id);
    return reply.status(201).send({ data: { expense, booking } });
  });

  register(
    app,
    routes.bookings.calendar,
    {
      preHandler: maybeAuth,
    },
    async (request, reply) => {
      const { row, provider } = await findBooking(ctx.db, request.params.booking_id);
      const code = request.query.code;
      const byCode = code !== undefined && sameCode(code, row.accessCode);
      const byOwner = row.userId !== null && request.auth?.user.id === row.userId;
      if (!byCode && !byOwner) throw notFound(BOOKING_NOT_FOUND);
      const text = bookingCalendar(row, provider);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="gari-${row.bookingId}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}
