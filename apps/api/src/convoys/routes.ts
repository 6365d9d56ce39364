/**
 * Convoy routes under /api/v1 (issue #12; spec §2 Convoys list / Convoy detail, §3, §4, §5, §7, §9):
 * the list and a convoy (bearer optional: members see `is_joined` and their qualifying cars), join and
 * leave, the convoy images, posts (JSON or multipart with images re-encoded by sharp), comments,
 * likes and reports, with per-member limits on posts, comments and likes (429 with Retry-After); the
 * feed; member profiles (by id or username) and follows.
 */
import multipart from '@fastify/multipart';
import {
  ConvoyPostCreate,
  EMPTY_POST_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_MIN_ACCOUNT_HOURS,
  MAX_POST_IMAGE_BYTES,
  MAX_POST_IMAGES,
  NEW_ACCOUNT_IMAGES_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '@gari/contract/convoys';
import { routes } from '@gari/contract/routes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import { optionalAuthenticate } from '../bookings/routes';
import type { RouteOptions } from '../context';
import { convoyPosts, type users } from '../db/schema';
import { HttpError, invalid } from '../errors';
import { sendImage } from '../http/caching';
import { register } from '../http/route';
import { clock } from '../providers/time';
import { keyedRateLimit, type RateWindow } from '../rateLimit';
import { convoyDetail, findConvoy, listConvoys, setMembership } from './convoys';
import { isMember } from './derived';
import { convoyUploadDir, readConvoyImage, removePostImageFiles, storePostImage } from './images';
import { feedPage, findMember, memberProfile, setFollow } from './members';
import {
  addComment,
  commentPage,
  insertPost,
  postPage,
  reportPost,
  setLike,
  toPosts,
  visiblePost,
} from './posts';

/** Default per-member limits of the community writes (`config.community` overrides them). */
export const COMMUNITY_LIMITS: Record<'posts' | 'comments' | 'reactions', RateWindow> = {
  posts: { max: 10, timeWindow: 10 * 60_000 },
  comments: { max: 30, timeWindow: 10 * 60_000 },
  reactions: { max: 120, timeWindow: 60_000 },
};

/**
 * 403 unless `user` may upload images: email verified and the account at least `minHours` old
 * (default {@link IMAGE_UPLOAD_MIN_ACCOUNT_HOURS} = 24; `config.imageMinAccountHours`).
 */
export function assertMayUploadImages(
  user: typeof users.$inferSelect,
  now: Date,
  minHours = IMAGE_UPLOAD_MIN_ACCOUNT_HOURS,
): void {
  const oldEnough = now.getTime() - user.createdAt.getTime() >= minHours * 3_600_000;
  if (!user.emailVerifiedAt || !oldEnough)
    throw new HttpError(403, NEW_ACCOUNT_IMAGES_MESSAGE, { images: [NEW_ACCOUNT_IMAGES_MESSAGE] });
}

/** The multipart form of a new post: `content` and the image files (`images[]` or `images`). */
async function readPostForm(
  request: FastifyRequest,
  onFirstImage: () => void,
): Promise<{ content: string; images: Buffer[] }> {
  let content = '';
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'content') content = String(part.value);
        continue;
      }
      if (part.fieldname !== 'images[]' && part.fieldname !== 'images') {
        await part.toBuffer();
        continue;
      }
      if (images.length === 0) onFirstImage();
      if (images.length >= MAX_POST_IMAGES) throw invalid({ images: [TOO_MANY_IMAGES_MESSAGE] });
      if (!part.mimetype.startsWith('image/')) throw invalid({ images: [NOT_AN_IMAGE_MESSAGE] });
      images.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ images: [IMAGE_TOO_LARGE_MESSAGE] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ images: [TOO_MANY_IMAGES_MESSAGE] });
    throw invalid({ images: ['The form could not be read.'] });
  }
  return { content, images };
}

/** Registers the convoy routes. */
export async function convoyRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const member = { onRequest: authenticate(ctx) };
  const maybe = { preHandler: optionalAuthenticate(ctx) };
  const userOf = (request: FastifyRequest) => requireAuthState(request).user;
  const uploads = convoyUploadDir(ctx.config.dataDir);
  await app.register(multipart, {
    limits: { fileSize: MAX_POST_IMAGE_BYTES, files: MAX_POST_IMAGES + 1, fields: 5, parts: 12 },
  });
  const limits = { ...COMMUNITY_LIMITS, ...ctx.config.community };
  const limiter = (kind: keyof typeof COMMUNITY_LIMITS) =>
    keyedRateLimit(app, limits[kind], (request) => `${kind}:${request.auth?.user.id ?? request.ip}`);
  const limited = (kind: keyof typeof COMMUNITY_LIMITS) => ({ ...member, preHandler: limiter(kind) });
  const likeLimit = limited('reactions');

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
    return sendImage(reply, await readConvoyImage(uploads, request.params.name));
  });

  register(app, routes.convoys.posts, maybe, async (request) => {
    const convoy = await findConvoy(db, request.params.id);
    return postPage(db, eq(convoyPosts.convoyId, convoy.id), {
      viewer: request.auth?.user.id,
      limit: request.query.limit,
      cursor: request.query.cursor,
    });
  });
  register(app, routes.convoys.createPost, limited('posts'), async (request, reply) => {
    const user = userOf(request);
    const convoy = await findConvoy(db, request.params.id);
    if (!(await isMember(db, user.id, convoy.id)))
      throw new HttpError(403, `Join ${convoy.name} to post in it.`);
    const now = clock.now();
    const form = request.isMultipart()
      ? await readPostForm(request, () => assertMayUploadImages(user, now, ctx.config.imageMinAccountHours))
      : { content: request.body?.content ?? '', images: [] };
    const parsed = ConvoyPostCreate.safeParse({ content: form.content });
    if (!parsed.success) throw invalid({ content: parsed.error.issues.map((i) => i.message) });
    const content = parsed.data.content;
    if (content === '' && form.images.length === 0) throw invalid({ content: [EMPTY_POST_MESSAGE] });
    const keys: string[] = [];
    try {
      for (const image of form.images) keys.push(await storePostImage(uploads, image));
      const post = await insertPost(db, {
        convoyId: convoy.id,
        authorId: user.id,
        content,
        imageKeys: keys,
        now,
      });
      const [data] = await toPosts(db, [post], user.id);
      return reply.status(201).send({ data: data as NonNullable<typeof data> });
    } catch (error) {
      await Promise.all(keys.map((k) => removePostImageFiles(uploads, k)));
      throw error;
    }
  });
  register(app, routes.convoys.comments, {}, async (request) => {
    await visiblePost(db, request.params.id, undefined);
    return commentPage(db, request.params.id, request.query);
  });
  register(app, routes.convoys.addComment, limited('comments'), async (request, reply) => {
    const data = await addComment(db, userOf(request), request.params.id, request.body.content, clock.now());
    return reply.status(201).send({ data });
  });
  register(app, routes.convoys.react, likeLimit, async (request) =>
    setLike(db, userOf(request).id, request.params.id, true),
  );
  register(app, routes.convoys.unreact, likeLimit, async (request) =>
    setLike(db, userOf(request).id, request.params.id, false),
  );
  register(app, routes.convoys.report, member, async (request) =>
    reportPost(db, userOf(request).id, request.params.id, request.body?.reason, clock.now()),
  );
  register(app, routes.convoys.feeds, maybe, async (request) =>
    feedPage(db, request.auth?.user.id, request.query, clock.now()),
  );

  // Member profiles and follows.
  register(app, routes.members.get, maybe, async (request) => ({
    data: await memberProfile(db, await findMember(db, request.params.id), request.auth?.user.id),
  }));
  register(app, routes.members.follow, member, async (request) =>
    setFollow(db, userOf(request).id, await findMember(db, request.params.id), true),
  );
  register(app, routes.members.unfollow, member, async (request) =>
    setFollow(db, userOf(request).id, await findMember(db, request.params.id), false),
  );
}
