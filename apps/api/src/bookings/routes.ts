/**
 * Booking routes under /api/v1 (spec §2 Booking, §3 Booking request, §4 Booking wizard, §7 Booking;
 * issue #3): create (members, visitors and widgets), the member's list, cancel, and the calendar file.
 */
import {
  BookingCreate,
  BookingCreated,
  BookingData,
  BookingList,
  BookingListQuery,
  BookingRefParam,
  CalendarQuery,
} from '@gari/contract/bookings';
import { ErrorBody } from '@gari/contract/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { AppContext, RouteOptions } from '../context';
import { notFound } from '../errors';
import { clock } from '../providers/time';
import { keyedRateLimit } from '../rateLimit';
import { bookingCalendar } from './calendar';
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

const ERR = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};

/**
 * Default limit of `POST /bookings`: 30 well-formed requests per 10 minutes per member, or per IP for
 * visitors and widgets (generous for people behind one carrier-grade NAT, a wall for scripts).
 */
export const BOOKING_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };
const security = [{ bearerAuth: [] }];

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
  const requireAuth = authenticate(ctx);
  const limit = { ...BOOKING_RATE_LIMIT, ...ctx.config.bookings?.rateLimit };
  const limitBookings = keyedRateLimit(app, limit, (request) =>
    request.auth ? `bookings:member:${request.auth.user.id}` : `bookings:ip:${request.ip}`,
  );

  app.post(
    '/bookings',
    {
      preHandler: [maybeAuth, limitBookings],
      schema: {
        tags: ['bookings'],
        summary: 'Book a garage or carwash (spec §3 Booking request, §7 Booking)',
        description:
          'Garage payload (provider_type, provider_id, date, time, service, notes, full_name, phone) or ' +
          'carwash payload (carwash_id, date, time, service, notes; + full_name, phone for visitors). ' +
          'Bearer optional: members book as themselves. Widgets send `widget_key`; the Origin must be ' +
          "one of the provider's allowed origins (403 naming `origin`). 422 naming fields; 409 when the " +
          'slot is full. 201 with booking_id, status pending and a calendar_url usable without a token. ' +
          `${limit.max} requests per member (or per IP for visitors) per ${Math.round(limit.timeWindow / 60_000)} ` +
          'minutes, then 429 with Retry-After.',
        body: BookingCreate,
        response: { 201: BookingCreated, ...ERR },
      },
    },
    async (request, reply) => {
      const { row, provider } = await createBooking(ctx.db, request.body, {
        user: request.auth?.user ?? null,
        origin: request.headers.origin,
        appUrl: ctx.config.appUrl,
        now: clock.now(),
      });
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

  app.get(
    '/bookings',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['bookings'],
        summary: 'My bookings',
        description: 'The signed-in member’s bookings, latest slot first; `status` filters.',
        security,
        querystring: BookingListQuery,
        response: { 200: BookingList, ...ERR },
      },
    },
    async (request) => {
      const user = requireAuthState(request).user;
      const now = clock.now();
      const rows = await memberBookings(ctx.db, user.id, request.query.status);
      return { data: rows.map((r) => toBooking(r.row, r.provider, ctx.config.appUrl, now)) };
    },
  );

  app.post(
    '/bookings/:booking_id/cancel',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel one of my bookings',
        description:
          'Own booking only (else 404); pending or accepted (else 409 naming `status`) and not started ' +
          '(else 409 naming `date`). Frees the slot.',
        security,
        params: BookingRefParam,
        response: { 200: BookingData, ...ERR },
      },
    },
    async (request) => {
      const user = requireAuthState(request).user;
      const now = clock.now();
      const { row, provider } = await cancelBooking(ctx.db, user.id, request.params.booking_id, now);
      return { data: toBooking(row, provider, ctx.config.appUrl, now) };
    },
  );

  app.get(
    '/bookings/:booking_id/calendar.ics',
    {
      preHandler: maybeAuth,
      schema: {
        tags: ['bookings'],
        summary: 'Calendar file of a booking (spec §2 Booking: Add to Calendar)',
        description:
          'text/calendar made with `ics`: SUMMARY "Service at {provider}", LOCATION the address, DTSTART ' +
          'in UTC, DURATION the service time. For the member who booked (bearer) or anyone with the ' +
          "booking's access code (`?code=`, in the POST answer's calendar_url); else 404.",
        params: BookingRefParam,
        querystring: CalendarQuery,
        response: { 200: z.string(), ...ERR },
      },
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
