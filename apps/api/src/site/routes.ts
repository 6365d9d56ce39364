/**
 * Home page data (spec §2 Home page details, §3 Testimonial / Site stats, §7): GET /stats with real
 * counts and GET /test/admin/testimonials (published only, paged, cached 10 minutes).
 */
import { ErrorBody } from '@gari/contract/common';
import { SiteStats, TestimonialPage, TestimonialQuery } from '@gari/contract/site';
import { and, asc, count, desc, eq, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { providerStaff, testimonials, users, vehicles } from '../db/schema';

/** Testimonials cache header: 10 minutes (spec §9). */
export const TESTIMONIALS_CACHE = 'public, max-age=600';

/** Registers the site routes. */
export async function siteRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'Site statistics',
        description:
          'active_members = members with a verified email (provider staff excluded); vehicles_listed = registered vehicles; ' +
          'communities (convoys) and parts_available (marketplace) are 0 until those features exist.',
        response: { 200: SiteStats },
      },
    },
    async () => {
      const [[members], [cars]] = await Promise.all([
        ctx.db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              isNotNull(users.emailVerifiedAt),
              notExists(
                ctx.db
                  .select({ one: providerStaff.userId })
                  .from(providerStaff)
                  .where(eq(providerStaff.userId, users.id)),
              ),
            ),
          ),
        ctx.db.select({ n: count() }).from(vehicles),
      ]);
      return {
        active_members: members?.n ?? 0,
        vehicles_listed: cars?.n ?? 0,
        communities: 0,
        parts_available: 0,
      };
    },
  );

  app.get(
    '/test/admin/testimonials',
    {
      schema: {
        tags: ['site'],
        summary: 'Published testimonials, paged',
        description:
          'Only published ones, newest first; `country` filters (two letters); `per_page` default 6.',
        querystring: TestimonialQuery,
        response: { 200: TestimonialPage, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { country, page, per_page } = request.query;
      const filters: SQL[] = [eq(testimonials.isPublished, true)];
      if (country) filters.push(eq(testimonials.country, country));
      const where = and(...filters);
      const [[total], rows] = await Promise.all([
        ctx.db.select({ n: count() }).from(testimonials).where(where),
        ctx.db
          .select()
          .from(testimonials)
          .where(where)
          .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
      ]);
      const n = total?.n ?? 0;
      reply.header('cache-control', TESTIMONIALS_CACHE);
      return {
        data: rows.map((t) => ({
          id: t.id,
          author_name: t.authorName,
          author_role: t.authorRole,
          avatar_url: t.avatarUrl,
          country: t.country,
          rating: t.rating,
          content: t.content,
          is_published: t.isPublished,
        })),
        meta: { total: n, per_page, current_page: page, last_page: Math.max(1, Math.ceil(n / per_page)) },
      };
    },
  );
}
