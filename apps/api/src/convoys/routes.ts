/**
 * Convoy routes under /api/v1 (issue #12; spec §2 Convoys list / Convoy detail, §3, §4, §5, §7, §9):
 * the list and a convoy (bearer optional: members see `is_joined` and their qualifying cars), join and
 * leave, and the convoy images.
 */
import { routes } from '@gari/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { optionalAuthenticate } from '../bookings/routes';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { convoyDetail, listConvoys, setMembership } from './convoys';
import { convoyUploadDir, readConvoyImage } from './images';

/** Registers the convoy routes. */
export async function convoyRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const member = { onRequest: authenticate(ctx) };
  const maybe = { preHandler: optionalAuthenticate(ctx) };
  const userOf = (request: FastifyRequest) => requireAuthState(request).user;
  const uploads = convoyUploadDir(ctx.config.dataDir);

  register(app, routes.convoys.list, maybe, async (request) =>
    listConvoys(db, request.query, request.auth?.user.id),
  );
  register(app, routes.convoys.get, maybe, async (request) => ({
    data: await convoyDetail(db, request.params.id, request.auth?.user.id),
  }));
  register(app, routes.convoys.join, member, async (request) =>
    setMembership(db, userOf(request).id, request.params.id, true),
  );
  register(app, routes.convoys.leave, member, async (request) =>
    setMembership(db, userOf(request).id, request.params.id, false),
  );
  register(app, routes.convoys.image, {}, async (request, reply) => {
    const image = await readConvoyImage(uploads, request.params.name);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(image.type)
      .send(image.body as never);
  });
}
