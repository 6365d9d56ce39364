/**
 * Convoy posts, comments, likes and reports (issue #12; spec §3 Convoy post / Comment, §4 Convoy post
 * reaction / Comments / New convoy post, §5 Convoy posts, §7). Every counter changes in the same
 * transaction as the row it counts and never goes below 0. Lists page by a keyset cursor on
 * (`created_at`, `id`): new rows never shift a later page. `created_at` of new rows is written from the
 * API clock in milliseconds, so the cursor (milliseconds) is exact.
 */

import type { CursorMeta } from '@gari/contract/common';
import {
  type Author,
  type Comment,
  type ConvoyPost,
  hashtagsOf,
  REPORTS_TO_HIDE,
} from '@gari/contract/convoys';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { cursorPage } from '../cursor';
import type { Db } from '../db/client';
import {
  comments,
  convoyPostImages,
  convoyPosts,
  convoys,
  postReactions,
  postReports,
  users,
} from '../db/schema';
import { HttpError, invalid, notFound } from '../errors';
import { postImageUrls } from './images';

/** Message of an unknown or hidden post (404). */
export const POST_NOT_FOUND = 'Post not found.';

type PostRow = typeof convoyPosts.$inferSelect;

/** The cursor of a row: base64url of `<created_at ms>.<id>`. */
export const cursorOf = (at: Date, id: number) => Buffer.from(`${at.getTime()}.${id}`).toString('base64url');

/** The (created_at, id) of a cursor, else 422 on `cursor`. */
export function readCursor(cursor: string): { at: Date; id: number } {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid({ cursor: ['Invalid cursor.'] });
  return { at: new Date(Number(match[1])), id: Number(match[2]) };
}

/** `(created_at, id)` after the cursor in newest-first order (older rows). */
export function olderThan(cursor: string | undefined, at = convoyPosts.createdAt, id = convoyPosts.id) {
  if (!cursor) return undefined;
  const c = readCursor(cursor);
  return sql`(${at}, ${id}) < (${c.at.toISOString()}::timestamptz, ${c.id})`;
}

/** Posts `viewer` may see: not hidden, or their own. */
export function visibleTo(viewer: number | undefined): SQL {
  return viewer === undefined
    ? isNull(convoyPosts.hiddenAt)
    : (or(isNull(convoyPosts.hiddenAt), eq(convoyPosts.authorId, viewer)) as SQL);
}

/** An author as answers name them. */
const authorOf = (u: { id: number; username: string; name: string }): Author => ({
  id: u.id,
  username: u.username,
  name: u.name,
  avatar: null,
});
const authorColumns = { id: users.id, username: users.username, name: users.name };

/**
 * One page of posts matching `where`, newest first, as the API answers them for `viewer`:
 * `limit` rows after `cursor` and the next cursor (null on the last page).
 */
export async function postPage(
  db: Db,
  where: SQL | undefined,
  opts: { viewer: number | undefined; limit: number; cursor?: string | undefined },
): Promise<{ data: ConvoyPost[]; meta: CursorMeta }> {
  const rows = await db
    .select({ post: convoyPosts })
    .from(convoyPosts)
    .where(and(where, visibleTo(opts.viewer), olderThan(opts.cursor)))
    .orderBy(desc(convoyPosts.createdAt), desc(convoyPosts.id))
    .limit(opts.limit + 1);
  const { page, meta } = cursorPage(rows, opts.limit, ({ post }) => cursorOf(post.createdAt, post.id));
  return {
    data: await toPosts(
      db,
      page.map((r) => r.post),
      opts.viewer,
    ),
    meta,
  };
}

/** The `like` reactions of the member `userId` on the posts `posts` selects (a condition on `post_id`). */
const likesOf = (posts: SQL, userId: number) =>
  and(posts, eq(postReactions.userId, userId), eq(postReactions.type, 'like'));

/** Posts as the API answers them: author, convoy, images, first liker and `liked_by_me` in 5 queries. */
export async function toPosts(db: Db, posts: PostRow[], viewer: number | undefined): Promise<ConvoyPost[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((p) => p.id);
  const [authors, convoyNames, images, firsts, mine] = await Promise.all([
    db
      .select(authorColumns)
      .from(users)
      .where(inArray(users.id, [...new Set(posts.map((p) => p.authorId))])),
    db
      .select({ id: convoys.id, name: convoys.name })
      .from(convoys)
      .where(inArray(convoys.id, [...new Set(posts.map((p) => p.convoyId))])),
    db
      .select()
      .from(convoyPostImages)
      .where(inArray(convoyPostImages.postId, ids))
      .orderBy(asc(convoyPostImages.postId), asc(convoyPostImages.position)),
    db
      .selectDistinctOn([postReactions.postId], { postId: postReactions.postId, ...authorColumns })
      .from(postReactions)
      .innerJoin(users, eq(users.id, postReactions.userId))
      .where(and(inArray(postReactions.postId, ids), eq(postReactions.type, 'like')))
      .orderBy(asc(postReactions.postId), asc(postReactions.createdAt), asc(postReactions.userId)),
    viewer === undefined
      ? Promise.resolve([])
      : db
          .select({ postId: postReactions.postId })
          .from(postReactions)
          .where(likesOf(inArray(postReactions.postId, ids), viewer)),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, authorOf(a)]));
  const nameById = new Map(convoyNames.map((c) => [c.id, c.name]));
  const firstBy = new Map(firsts.map((f) => [f.postId, authorOf(f)]));
  const liked = new Set(mine.map((m) => m.postId));
  return posts.map((p) => ({
    id: p.id,
    convoy: { id: p.convoyId, name: nameById.get(p.convoyId) ?? p.convoyId },
    author: authorById.get(p.authorId) ?? { id: p.authorId, username: '', name: '', avatar: null },
    content: p.content,
    images: images.filter((i) => i.postId === p.id).map((i) => postImageUrls(i.source, i.key)),
    hashtags: p.hashtags,
    likes: p.likesCount,
    comments_count: p.commentsCount,
    first_liker: firstBy.get(p.id) ?? null,
    liked_by_me: liked.has(p.id),
    created_at: p.createdAt.toISOString(),
  }));
}

/** The post `id` as `viewer` may see it, else 404 {@link POST_NOT_FOUND}. */
export async function visiblePost(db: Db, id: number, viewer: number | undefined): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(convoyPosts)
    .where(and(eq(convoyPosts.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

/**
 * Writes a post of `authorId` in `convoyId` with the stored images (`imageKeys`, uploaded) and counts
 * it on the convoy, in one transaction. The caller checked membership and the content rules.
 */
export async function insertPost(
  db: Db,
  input: { convoyId: string; authorId: number; content: string; imageKeys: string[]; now: Date },
): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(convoyPosts)
      .values({
        convoyId: input.convoyId,
        authorId: input.authorId,
        content: input.content,
        hashtags: hashtagsOf(input.content),
        createdAt: input.now,
      })
      .returning();
    if (!post) throw new Error('post insert returned nothing');
    if (input.imageKeys.length > 0)
      await tx.insert(convoyPostImages).values(
        input.imageKeys.map((key, position) => ({
          postId: post.id,
          position,
          source: 'upload' as const,
          key,
        })),
      );
    await tx
      .update(convoys)
      .set({ postsCount: sql`${convoys.postsCount} + 1`, lastActivityAt: input.now })
      .where(eq(convoys.id, input.convoyId));
    return post;
  });
}

/** Comments of a post, oldest first, as the API answers them. */
export async function commentPage(
  db: Db,
  postId: number,
  opts: { limit: number; cursor?: string | undefined },
): Promise<{ data: Comment[]; meta: CursorMeta }> {
  const after = opts.cursor ? readCursor(opts.cursor) : null;
  const rows = await db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.postId, postId),
        after
          ? sql`(${comments.createdAt}, ${comments.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(opts.limit + 1);
  const { page, meta } = cursorPage(rows, opts.limit, ({ comment }) =>
    cursorOf(comment.createdAt, comment.id),
  );
  return { data: page.map((r) => toComment(r.comment, r.author)), meta };
}

/** A comment row as the API answers it. */
function toComment(
  c: typeof comments.$inferSelect,
  author: { id: number; username: string; name: string },
): Comment {
  return {
    id: c.id,
    post_id: c.postId,
    author: authorOf(author),
    content: c.content,
    image_url: null,
    created_at: c.createdAt.toISOString(),
  };
}

/** Adds a comment of `user` to the visible post `postId` and counts it, in one transaction. */
export async function addComment(
  db: Db,
  user: { id: number; username: string; name: string },
  postId: number,
  content: string,
  now: Date,
): Promise<Comment> {
  await visiblePost(db, postId, user.id);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ postId, authorId: user.id, content, createdAt: now })
      .returning();
    await tx
      .update(convoyPosts)
      .set({ commentsCount: sql`${convoyPosts.commentsCount} + 1` })
      .where(eq(convoyPosts.id, postId));
    return inserted;
  });
  if (!row) throw new Error('comment insert returned nothing');
  return toComment(row, user);
}

/**
 * Likes (`like` true) or unlikes the post for `userId`, idempotently: the reaction row is unique per
 * member, post and type, and the count moves only when a row was added or removed (never below 0),
 * in one transaction. Resolves the member's state and the count.
 */
export async function setLike(db: Db, userId: number, postId: number, like: boolean) {
  await visiblePost(db, postId, userId);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(postReactions)
          .values({ postId, userId, type: 'like' })
          .onConflictDoNothing()
          .returning({ postId: postReactions.postId })
      : await tx
          .delete(postReactions)
          .where(likesOf(eq(postReactions.postId, postId), userId))
          .returning({ postId: postReactions.postId });
    const [row] =
      changed.length > 0
        ? await tx
            .update(convoyPosts)
            .set({ likesCount: sql`greatest(${convoyPosts.likesCount} + ${like ? 1 : -1}, 0)` })
            .where(eq(convoyPosts.id, postId))
            .returning({ likes: convoyPosts.likesCount })
        : await tx
            .select({ likes: convoyPosts.likesCount })
            .from(convoyPosts)
            .where(eq(convoyPosts.id, postId));
    return { data: { post_id: postId, liked_by_me: like, likes: row?.likes ?? 0 } };
  });
}

/**
 * Records `userId`'s report of the post (once per member; 403 for one's own post). The
 * {@link REPORTS_TO_HIDE}th distinct report hides it pending review and uncounts it from its convoy,
 * in the same transaction.
 */
export async function reportPost(
  db: Db,
  userId: number,
  postId: number,
  reason: string | undefined,
  now: Date,
) {
  const post = await visiblePost(db, postId, userId);
  if (post.authorId === userId)
    throw new HttpError(403, 'You cannot report your own post.', {
      id: ['You cannot report your own post.'],
    });
  const hidden = await db.transaction(async (tx) => {
    const added = await tx
      .insert(postReports)
      .values({ postId, userId, reason: reason ?? null })
      .onConflictDoNothing()
      .returning({ postId: postReports.postId });
    if (added.length === 0) {
      const [row] = await tx
        .select({ hiddenAt: convoyPosts.hiddenAt })
        .from(convoyPosts)
        .where(eq(convoyPosts.id, postId));
      return row?.hiddenAt !== null;
    }
    const [row] = await tx
      .update(convoyPosts)
      .set({
        reportsCount: sql`${convoyPosts.reportsCount} + 1`,
        hiddenAt: sql`case when ${convoyPosts.reportsCount} + 1 >= ${REPORTS_TO_HIDE} then coalesce(${convoyPosts.hiddenAt}, ${now.toISOString()}::timestamptz) else ${convoyPosts.hiddenAt} end`,
      })
      .where(eq(convoyPosts.id, postId))
      .returning({ reports: convoyPosts.reportsCount, hiddenAt: convoyPosts.hiddenAt });
    if (row?.reports === REPORTS_TO_HIDE)
      await tx
        .update(convoys)
        .set({ postsCount: sql`greatest(${convoys.postsCount} - 1, 0)` })
        .where(eq(convoys.id, post.convoyId));
    return row?.hiddenAt !== null && row?.hiddenAt !== undefined;
  });
  return {
    data: { post_id: postId, reported: true, hidden },
    message: 'Thanks, the post was reported and will be reviewed.',
  };
}
