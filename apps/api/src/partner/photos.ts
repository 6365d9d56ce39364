/**
 * Provider pictures in the partner console (issue #16 "staff upload a cover photo and a logo in
 * `/partner`"): `POST|DELETE /partner/providers/{provider_id}/photos/{cover|logo}`. Staff only: 401
 * without a token, 403 for nobody's staff and for a provider that is not theirs (`pickProvider`).
 * Multipart with the file in the field named like the kind; see `../photos/store.ts` for the sizes,
 * the checks and the no-half-write swap.
 */
import multipart from '@fastify/multipart';
import type { ProviderPhotoKind } from '@gari/contract/photos';
import { MAX_UPLOAD_BYTES } from '@gari/contract/photos';
import { routes } from '@gari/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { providers } from '../db/schema';
import { invalid } from '../errors';
import { register } from '../http/route';
import { photoDir, readUpload, removePicture, replacePicture } from '../photos/store';
import { partnerProviders, pickProvider, requireStaff } from './service';

/** The column of each kind. */
const COLUMN = { cover: 'coverKey', logo: 'logoKey' } as const satisfies Record<ProviderPhotoKind, string>;

/** Registers the cover and logo upload and removal routes. */
export async function partnerPhotoRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addHook('onRequest', authenticate(ctx));
  const dir = photoDir(ctx.config.dataDir);

  /** The staff member's memberships and the provider of `provider_id` (403 when not theirs). */
  const providerOf = async (request: FastifyRequest, providerId: number) => {
    const memberships = await requireStaff(ctx.db, requireAuthState(request).user.id);
    const provider = pickProvider(memberships, providerId);
    if (provider.type === 'gas_station') {
      throw invalid({ provider_id: ['Gas stations have no cover photo or logo.'] });
    }
    return provider;
  };
  /** The provider as `/partner/me` lists it, re-read after the change. */
  const answer = async (request: FastifyRequest, providerId: number) => {
    const memberships = await requireStaff(ctx.db, requireAuthState(request).user.id);
    const listed = await partnerProviders(
      ctx.db,
      memberships.filter((m) => m.provider.id === providerId),
    );
    return { data: listed[0] as NonNullable<(typeof listed)[number]> };
  };

  /**
   * Sets the provider's `column` to `key` (null: no picture) in one transaction, the row locked, and
   * answers the key it held before (null when none), for the caller to delete its files.
   */
  const swapKey = (id: number, column: (typeof COLUMN)[keyof typeof COLUMN], key: string | null) =>
    ctx.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ key: providers[column] })
        .from(providers)
        .where(eq(providers.id, id))
        .for('update');
      await tx
        .update(providers)
        .set({ [column]: key })
        .where(eq(providers.id, id));
      return old?.key ?? null;
    });

  register(app, routes.partner.uploadPhoto, {}, async (request, reply) => {
    const { provider_id: id, kind } = request.params;
    await providerOf(request, id);
    const input = await readUpload(request, kind);
    await replacePicture(dir, kind, kind, input, (key) => swapKey(id, COLUMN[kind], key));
    return reply.status(201).send(await answer(request, id));
  });

  register(app, routes.partner.removePhoto, {}, async (request) => {
    const { provider_id: id, kind } = request.params;
    await providerOf(request, id);
    const old = await swapKey(id, COLUMN[kind], null);
    if (old) await removePicture(dir, kind, old);
    return answer(request, id);
  });
}
