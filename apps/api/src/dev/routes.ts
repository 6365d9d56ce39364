/**
 * Development-only routes, registered only when NODE_ENV !== 'production' (else they are a 404):
 * GET /dev/outbox (the mail the dev outbox caught) and GET /dev/accounts (profile quick-login buttons).
 */
import { DevAccountList, OutboxList, OutboxQuery } from '@gari/contract/dev';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { outbox } from '../db/schema';
import { DEV_ACCOUNTS } from '../seed/accounts';

/** Registers the dev routes (the caller skips this in production). */
export async function devRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Dev outbox (not in production)',
        description: 'Mail caught instead of SMTP, newest first; `to` filters by recipient.',
        querystring: OutboxQuery,
        response: { 200: OutboxList },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(to ? eq(sql`lower(${outbox.to})`, to) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      return {
        data: rows.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.to,
          subject: m.subject,
          text: m.text,
          link: m.link,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/dev/accounts',
    {
      schema: {
        tags: ['dev'],
        summary: 'Quick-login accounts (not in production)',
        description: 'The two fixed, verified dev accounts the profile page offers as quick-login buttons.',
        response: { 200: DevAccountList },
      },
    },
    async () => ({ data: DEV_ACCOUNTS.map(({ email, password, name }) => ({ email, password, name })) }),
  );
}
