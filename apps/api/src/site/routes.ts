/**
 * Home page data (spec §2 Home page details, §3 Testimonial / Site stats, §7): GET /stats with real
 * counts and GET /test/admin/testimonials (published only, paged, cached 10 minutes).
 */

import { routes } from '@gari/contract/routes';
import { and, asc, count, desc, eq, gt, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { convoys, listings, providerStaff, testimonials, users, vehicles } from '../db/schema';
import { register } from '../http/route';
import { snakeKeys } from '../http/snakeKeys';
import { pageMeta } from '../paging';

/** Testimonials cache header: 10 minutes (spec §9). */
export const TESTIMONIALS_CACHE = 'public, max-age=600';

/** Registers the site routes. */
export async function siteRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  register(app, routes.site.stats, {}, async () => {
    const [[members], [cars], [parts], [convoyCount]] = await Promise.all([
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
      // Spareshop parts for sale now (issue #10: the home tile "Parts Available").
      ctx.db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.status, 'published'), eq(listings.kind, 'part'), gt(listings.stock, 0))),
      // Convoys, community and derived (issue #12: the home tile "Convoys").
      ctx.db.select({ n: count() }).from(convoys),
    ]);
    return {
      active_members: members?.n ?? 0,
      vehicles_listed: cars?.n ?? 0,
      communities: convoyCount?.n ?? 0,
      parts_available: parts?.n ?? 0,
    };
  });

  register(app, routes.site.testimonials, {}, async (request, reply) => {
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
    reply.header('cache-control', TESTIMONIALS_CACHE);
    return {
      data: rows.map(({ createdAt, ...t }) => snakeKeys(t)),
      meta: pageMeta(total?.n ?? 0, page, per_page),
    };
  });
}
