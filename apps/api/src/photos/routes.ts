/**
 * Picture routes (issue #16): the public picture files (`GET /photos/{name}`, cached a year like the
 * listing images) and the member's avatar (`POST|DELETE /users/me/avatar`, multipart field `avatar`).
 * The provider cover and logo routes live with the partner console (`../partner/photos.ts`).
 */
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@gari/contract/photos';
import { routes } from '@gari/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { toUser } from '../auth/service';
import type { RouteOptions } from '../context';
import { users } from '../db/schema';
import { sendImage } from '../http/caching';
import { register } from '../http/route';
import { photoDir, readPhoto, readUpload, removePicture, replacePicture } from './store';

/** Registers `GET /photos/{name}` and the avatar routes. */
export async function photoRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 } });
  const dir = photoDir(ctx.config.dataDir);
  const member = { onRequest: authenticate(ctx) };

  register(app, routes.photos.image, {}, async (request, reply) => {
    return sendImage(reply, await readPhoto(dir, request.params.name));
  });

  register(app, routes.auth.uploadAvatar, member, async (request) => {
    const { user } = requireAuthState(request);
    const input = await readUpload(request, 'avatar');
    let updated = user;
    await replacePicture(dir, 'avatar', 'avatar', input, (key) =>
      ctx.db.transaction(async (tx) => {
        const [old] = await tx
          .select({ key: users.avatarKey })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        const [row] = await tx.update(users).set({ avatarKey: key }).where(eq(users.id, user.id)).returning();
        if (row) updated = row;
        return old?.key ?? null;
      }),
    );
    return { data: toUser(updated) };
  });

  register(app, routes.auth.removeAvatar, member, async (request) => {
    const { user } = requireAuthState(request);
    const { old, row } = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ key: users.avatarKey })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const [after] = await tx
        .update(users)
        .set({ avatarKey: null })
        .where(eq(users.id, user.id))
        .returning();
      return { old: before?.key ?? null, row: after ?? user };
    });
    if (old) await removePicture(dir, 'avatar', old);
    return { data: toUser(row) };
  });
}
