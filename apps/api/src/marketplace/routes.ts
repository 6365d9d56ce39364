/**
 * Spareshop routes under /api/v1 (spec §2 Marketplace list / Listing detail, §7 GET
 * /marketplace/listings; issue #10): the public list, detail and images; the member's listings,
 * photos (multipart, re-encoded by sharp), seller orders; the cart; orders; payment callbacks and the
 * simulator. Public reads carry the public cache policy (`http/caching.ts`), member answers no-store.
 */

import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '@gari/contract/marketplace';
import { routes } from '@gari/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { optionalAuthenticate } from '../bookings/routes';
import type { RouteOptions } from '../context';
import { orders, payments, users } from '../db/schema';
import { HttpError, invalid, notFound } from '../errors';
import { sendImage } from '../http/caching';
import { register } from '../http/route';
import { recipientOf } from '../mail/language';
import { MARKETPLACE_TEXTS } from '../mail/texts/marketplace';
import { smsFromEnv } from '../partner/sms';
import { cartOf, mergeCart, putCartItem, removeCartItem } from './cart';
import { NOT_AN_IMAGE, readImage, removePhotoFiles, storePhoto, TOO_LARGE, uploadDir } from './images';
import { listingById, listListings, toListings } from './listings';
import { logOrderExpense } from './orderExpense';
import {
  applyPayment,
  cancelOrder,
  expireOrders,
  listOrders,
  type OrderDeps,
  placeOrder,
  pollPayment,
  readOrder,
  retryPayment,
  sellerMove,
} from './orders';
import { type PayRequest, providersFromEnv } from './payments';
import {
  addPhoto,
  createListing,
  deleteListing,
  myListings,
  orderPhotos,
  ownListing,
  removePhoto,
  updateListing,
} from './sell';

/** How often (ms) pending orders past their 15 minutes are expired in the background. */
export const EXPIRY_SWEEP_MS = 30_000;

/** The `Idempotency-Key` header (≤ 100 visible characters), or a 422 naming it. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{1,100}$/.test(key))
    throw invalid({ 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 100 visible characters.'] });
  return key;
}

/** Registers the spareshop routes. */
export async function marketplaceRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });
  const requireAuth = authenticate(ctx);
  const maybeAuth = optionalAuthenticate(ctx);
  const member = { onRequest: requireAuth };
  const userOf = (request: FastifyRequest) => requireAuthState(request).user;
  const photos = uploadDir(ctx.config.dataDir);

  /**
   * The simulator's prompt: a dev-outbox mail to the buyer with the approve/decline call, in the
   * buyer's language (issue #16; the calls themselves stay as the API takes them).
   */
  const simulatorNotice = async (r: PayRequest) => {
    const [row] = await ctx.db
      .select({ email: users.email, language: users.language, country: users.country })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(eq(payments.reference, r.reference));
    if (!row) return;
    const to = recipientOf(row);
    const texts = MARKETPLACE_TEXTS[to.language];
    const link = `${ctx.config.appUrl}/api/v1/payments/simulator/${r.reference}/decision`;
    const amount = to.format.money(r.amountMinor / 10 ** r.exponent, r.currency);
    await ctx.mailer.send({
      to: row.email,
      subject: texts.simulatorSubject(r.note),
      text:
        `${texts.simulatorIntro({ amount, msisdn: r.msisdn })}\n` +
        `${texts.approve}: POST ${link} {"decision":"approve"}\n${texts.decline}: POST ${link} {"decision":"decline"}`,
      link,
    });
  };
  const deps: OrderDeps = {
    db: ctx.db,
    providers: providersFromEnv(process.env, ctx.config.isProduction, simulatorNotice),
    mailer: ctx.mailer,
    sms: smsFromEnv(process.env, ctx.db, app.log),
    appUrl: ctx.config.appUrl,
    isProduction: ctx.config.isProduction,
    now: () => new Date(),
  };
  const sweep = setInterval(() => {
    expireOrders(deps).catch((error: unknown) => app.log.warn({ err: error }, 'order expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  register(app, routes.marketplace.listings, { preHandler: maybeAuth }, async (request) =>
    listListings(ctx.db, request.query, request.auth?.user.id),
  );
  register(app, routes.marketplace.listing, {}, async (request) => ({
    data: await listingById(ctx.db, request.params.id),
  }));
  register(app, routes.marketplace.image, {}, async (request, reply) => {
    return sendImage(reply, await readImage(photos, request.params.name));
  });

  // Selling.
  register(app, routes.marketplace.mine, member, async (request) => ({
    data: await toListings(ctx.db, await myListings(ctx.db, userOf(request).id)),
  }));
  register(app, routes.marketplace.create, member, async (request, reply) => {
    const row = await createListing(ctx.db, userOf(request), request.body);
    const [data] = await toListings(ctx.db, [row]);
    return reply.status(201).send({ data: data as NonNullable<typeof data> });
  });
  register(app, routes.marketplace.update, member, async (request) => {
    const row = await updateListing(ctx.db, userOf(request).id, request.params.id, request.body);
    const [data] = await toListings(ctx.db, [row]);
    return { data: data as NonNullable<typeof data> };
  });
  register(app, routes.marketplace.remove, member, async (request, reply) => {
    const keys = await deleteListing(ctx.db, userOf(request).id, request.params.id);
    await Promise.all(keys.map((k) => removePhotoFiles(photos, k)));
    return reply.status(204).send();
  });
  register(app, routes.marketplace.addPhoto, member, async (request, reply) => {
    const userId = userOf(request).id;
    await ownListing(ctx.db, userId, request.params.id);
    if (!request.isMultipart())
      throw invalid({ photo: ['Send the photo as multipart/form-data in the field photo.'] });
    let buffer: Buffer;
    try {
      const file = await request.file();
      if (file?.fieldname !== 'photo') throw invalid({ photo: ['The photo field is required.'] });
      buffer = await file.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ photo: [TOO_LARGE] });
      throw invalid({ photo: [NOT_AN_IMAGE] });
    }
    const key = await storePhoto(photos, buffer);
    try {
      await addPhoto(ctx.db, userId, request.params.id, key);
    } catch (error) {
      await removePhotoFiles(photos, key);
      throw error;
    }
    const [data] = await toListings(ctx.db, [await ownListing(ctx.db, userId, request.params.id)]);
    return reply.status(201).send({ data: data as NonNullable<typeof data> });
  });
  register(app, routes.marketplace.removePhoto, member, async (request) => {
    const userId = userOf(request).id;
    const key = await removePhoto(ctx.db, userId, request.params.id, request.params.photo_id);
    if (key) await removePhotoFiles(photos, key);
    const [data] = await toListings(ctx.db, [await ownListing(ctx.db, userId, request.params.id)]);
    return { data: data as NonNullable<typeof data> };
  });
  register(app, routes.marketplace.orderPhotos, member, async (request) => {
    const userId = userOf(request).id;
    await orderPhotos(ctx.db, userId, request.params.id, request.body.image_ids);
    const [data] = await toListings(ctx.db, [await ownListing(ctx.db, userId, request.params.id)]);
    return { data: data as NonNullable<typeof data> };
  });
  register(app, routes.marketplace.sellerOrders, member, async (request) => ({
    data: await listOrders(deps, userOf(request).id, 'seller'),
  }));
  register(app, routes.marketplace.updateSellerOrder, member, async (request) => ({
    data: await sellerMove(deps, userOf(request).id, request.params.id, request.body.status),
  }));

  // Cart.
  register(app, routes.marketplace.cart, member, async (request) => cartOf(ctx.db, userOf(request).id));
  register(app, routes.marketplace.putCartItem, member, async (request) => {
    const userId = userOf(request).id;
    await putCartItem(ctx.db, userId, request.params.listing_id, request.body.quantity);
    return cartOf(ctx.db, userId);
  });
  register(app, routes.marketplace.removeCartItem, member, async (request) => {
    const userId = userOf(request).id;
    await removeCartItem(ctx.db, userId, request.params.listing_id);
    return cartOf(ctx.db, userId);
  });
  register(app, routes.marketplace.mergeCart, member, async (request) => {
    const userId = userOf(request).id;
    await mergeCart(ctx.db, userId, request.body.items);
    return cartOf(ctx.db, userId);
  });

  // Orders.
  register(app, routes.marketplace.createOrder, member, async (request, reply) => {
    const { order, created } = await placeOrder(deps, userOf(request), request.body, idempotencyKey(request));
    return reply.status((created ? 201 : 200) as 201).send({ data: order });
  });
  register(app, routes.marketplace.orders, member, async (request) => ({
    data: await listOrders(deps, userOf(request).id, 'buyer'),
  }));
  register(app, routes.marketplace.order, member, async (request) => ({
    data: await readOrder(deps, userOf(request).id, request.params.id),
  }));
  register(app, routes.marketplace.payOrder, member, async (request) => ({
    data: await retryPayment(deps, userOf(request).id, request.params.id),
  }));
  register(app, routes.marketplace.cancelOrder, member, async (request) => ({
    data: await cancelOrder(deps, userOf(request).id, request.params.id),
  }));
  register(app, routes.marketplace.orderExpense, member, async (request, reply) => {
    const expense = await logOrderExpense(
      ctx.db,
      userOf(request).id,
      request.params.id,
      request.body,
      deps.now(),
    );
    return reply.status(201).send({ data: { expense } });
  });

  // Payments.
  register(app, routes.marketplace.paymentCallback, {}, async (request) => {
    const b = request.body;
    const reference = b.externalId ?? b.referenceId ?? b.transaction?.id;
    if (!reference) throw invalid({ externalId: ['Name the payment (externalId).'] });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    if (!payment || payment.provider !== request.params.provider) throw notFound('Payment not found.');
    return { status: await pollPayment(deps, payment) };
  });
  register(app, routes.marketplace.simulatePayment, {}, async (request) => {
    if (ctx.config.isProduction) throw notFound('Payment not found.');
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.reference, request.params.reference))
      .limit(1);
    if (payment?.provider !== 'simulator') throw notFound('Payment not found.');
    if (payment.status !== 'PENDING') throw new HttpError(409, 'This payment is already settled.');
    const status = request.body.decision === 'approve' ? 'SUCCESSFUL' : 'FAILED';
    return {
      status: await applyPayment(deps, payment.reference, {
        status,
        providerReference: status === 'SUCCESSFUL' ? `SIM-${payment.id}` : null,
        reason: status === 'FAILED' ? 'APPROVAL_REJECTED' : null,
      }),
    };
  });
}
