/**
 * Partner console API under /api/v1/partner (issue #3 "Partner console"): provider staff sign in with the
 * normal login; every route needs a bearer token (401) of a member on some provider's staff (403).
 * Also GET /dev/staff-accounts (not in production): the seeded demo staff logins.
 */
import {
  BookingRefParam,
  PartnerBookingList,
  PartnerBookingQuery,
  PartnerDecision,
  PartnerMe,
  PartnerWidget,
  PartnerWidgetQuery,
  PartnerWidgetUpdate,
  StaffAccountList,
} from '@gari/contract/bookings';
import { ErrorBody } from '@gari/contract/common';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { toPartnerBooking } from '../bookings/service';
import type { AppContext, RouteOptions } from '../context';
import { providers } from '../db/schema';
import { clock } from '../providers/time';
import { STAFF_ACCOUNTS } from '../seed/providers';
import {
  decideBooking,
  notifyDecision,
  partnerProviders,
  pickProvider,
  providerBookings,
  requireStaff,
  updateWidget,
  widgetSettings,
} from './service';
import { type SmsSender, smsFromEnv } from './sms';

const ERR = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const security = [{ bearerAuth: [] }];

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

  app.get(
    '/partner/me',
    {
      schema: {
        tags: ['partner'],
        summary: 'The staff member and their providers',
        description: 'Providers with role and pending request count. 403 for members who are nobody’s staff.',
        security,
        response: { 200: PartnerMe, ...ERR },
      },
    },
    async (request) => {
      const { user, memberships } = await staffOf(request);
      return {
        data: {
          user: { id: user.id, name: user.name, email: user.email },
          providers: await partnerProviders(ctx.db, memberships),
        },
      };
    },
  );

  app.get(
    '/partner/bookings',
    {
      schema: {
        tags: ['partner'],
        summary: 'Booking requests of my providers',
        description:
          'Newest request first; `status` (pending|accepted|declined|cancelled) and `provider_id` filter ' +
          '(403 for a provider that is not yours).',
        security,
        querystring: PartnerBookingQuery,
        response: { 200: PartnerBookingList, ...ERR },
      },
    },
    async (request) => {
      const { memberships } = await staffOf(request);
      const ids =
        request.query.provider_id === undefined
          ? memberships.map((m) => m.provider.id)
          : [pickProvider(memberships, request.query.provider_id).id];
      const rows = await providerBookings(ctx.db, ids, request.query.status);
      return { data: rows.map((r) => toPartnerBooking(r.row, r.provider)) };
    },
  );

  for (const [action, decision] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/partner/bookings/:booking_id/${action}`,
      {
        schema: {
          tags: ['partner'],
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a booking request`,
          description:
            `Only pending bookings of your providers (else 404 / 409 naming \`status\`). Sets ${decision} ` +
            'and decided_at, then texts the booking’s phone "Gari: {provider} ' +
            `${decision} your booking {booking_id} for {date} {time}." (email for a member without phone).`,
          security,
          params: BookingRefParam,
          response: { 200: PartnerDecision, ...ERR },
        },
      },
      async (request) => {
        const { memberships } = await staffOf(request);
        const ids = memberships.map((m) => m.provider.id);
        const { row, provider } = await decideBooking(
          ctx.db,
          ids,
          request.params.booking_id,
          decision,
          clock.now(),
        );
        const notification = await notifyDecision(ctx, sms, row, provider, request.log);
        return { data: toPartnerBooking(row, provider), notification };
      },
    );
  }

  app.get(
    '/partner/widget',
    {
      schema: {
        tags: ['partner'],
        summary: 'Widget settings of one of my providers',
        description: 'widget_key, allowed_origins, brand_color, the snippet to paste and a plain iframe URL.',
        security,
        querystring: PartnerWidgetQuery,
        response: { 200: PartnerWidget, ...ERR },
      },
    },
    async (request) => {
      const { memberships } = await staffOf(request);
      const provider = pickProvider(memberships, request.query.provider_id);
      return { data: widgetSettings(provider, ctx.config.appUrl) };
    },
  );

  app.put(
    '/partner/widget',
    {
      schema: {
        tags: ['partner'],
        summary: 'Change widget settings',
        description:
          'allowed_origins (scheme://host[:port], at most 20, replaces the list), brand_color (#rrggbb), ' +
          'regenerate_key (true issues a new key; old snippets stop working). 422 naming fields.',
        security,
        body: PartnerWidgetUpdate,
        response: { 200: PartnerWidget, ...ERR },
      },
    },
    async (request) => {
      const { memberships } = await staffOf(request);
      const provider = pickProvider(memberships, request.body.provider_id);
      const updated = await updateWidget(ctx.db, provider, request.body);
      return { data: widgetSettings(updated, ctx.config.appUrl) };
    },
  );
}

/**
 * Registers the partner console routes and, outside production, GET /dev/staff-accounts.
 */
export async function partnerRoutes(fastify: FastifyInstance, opts: PartnerRouteOptions): Promise<void> {
  const { ctx } = opts;
  const sms = opts.sms ?? smsFromEnv(process.env, ctx.db, fastify.log);
  await fastify.register(consoleRoutes, { ctx, sms });
  if (ctx.config.isProduction) return;

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/staff-accounts',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo provider staff logins (not in production)',
        description: 'The seeded staff accounts of the demo garages and carwashes, with their widget keys.',
        response: { 200: StaffAccountList },
      },
    },
    async () => {
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
    },
  );
}
