/**
 * Development-only routes, registered only when NODE_ENV !== 'production' (else they are a 404):
 * GET /dev/outbox (the mail the dev outbox caught) and GET /dev/accounts (profile quick-login buttons).
 */

import { routes } from '@gari/contract/routes';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { outbox } from '../db/schema';
import { register } from '../http/route';
import { DEV_ACCOUNTS } from '../seed/accounts';

/** Registers the dev routes (the caller skips this in production). */
export async function devRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  register(app, routes.dev.outbox, {}, async (request) => {
    const { to, limit } = request.query;
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(to ? eq(sql`lower(${outbox.to})`, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit);
    // The stored mail as it is, but for the instant (ISO 8601) under its API name.
    return { data: rows.map(({ createdAt, ...m }) => ({ ...m, created_at: createdAt.toISOString() })) };
  });

  register(app, routes.dev.accounts, {}, async () => ({
    data: DEV_ACCOUNTS.map(({ email, password, name }) => ({ email, password, name })),
  }));
}
