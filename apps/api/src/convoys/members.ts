/**
 * Member profiles, follows and the feed (issue #12; spec §2 Member profile / Feeds, §3 Member profile
 * / Feed post, §4 Follow, §7). A member is found by numeric id or username (case-insensitive); other
 * members see only the public fields of their cars.
 */
import {
  type FeedPage,
  type MemberProfile,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type TrendingHashtag,
} from '@gari/contract/convoys';
import { and, asc, count, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { convoyMembers, convoyPosts, convoys, follows, users, vehicles } from '../db/schema';
import { invalid, notFound } from '../errors';
import { postPage } from './posts';

/** Message of an unknown member (404). */
export const MEMBER_NOT_FOUND = 'Member not found.';
/** Posts shown on a profile. */
export const PROFILE_POSTS = 10;

type UserRow = typeof users.$inferSelect;

/** The member with numeric id or username `ref`, else 404 {@link MEMBER_NOT_FOUND}. */
export async function findMember(db: Db, ref: string): Promise<UserRow> {
  const byId = /^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647;
  const [row] = await db
    .select()
    .from(users)
    .where(byId ? eq(users.id, Number(ref)) : sql`lower(${users.username}) = ${ref.toLowerCase()}`)
    .limit(1);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** How many follow `userId`. */
async function followersOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  return row?.n ?? 0;
}

/** GET /users/{id}: the profile of `member` as `viewer` (undefined: a visitor) sees it. */
export async function memberProfile(
  db: Db,
  member: UserRow,
  viewer: number | undefined,
): Promise<MemberProfile> {
  const [cars, followers, [following], [posts], joined, isFollowing, recent] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.userId, member.id)).orderBy(asc(vehicles.id)),
    followersOf(db, member.id),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, member.id)),
    db
      .select({ n: count() })
      .from(convoyPosts)
      .where(and(eq(convoyPosts.authorId, member.id), isNull(convoyPosts.hiddenAt))),
    db
      .select({ id: convoys.id, name: convoys.name })
      .from(convoyMembers)
      .innerJoin(convoys, eq(convoys.id, convoyMembers.convoyId))
      .where(eq(convoyMembers.userId, member.id))
      .orderBy(desc(convoys.membersCount), asc(convoys.id)),
    viewer === undefined || viewer === member.id
      ? Promise.resolve([])
      : db
          .select({ one: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewer), eq(follows.followeeId, member.id)))
          .limit(1),
    postPage(db, eq(convoyPosts.authorId, member.id), { viewer, limit: PROFILE_POSTS }),
  ]);
  return {
    id: member.id,
    name: member.name,
    username: member.username,
    avatar: null,
    bio: member.bio,
    location: member.country,
    join_date: member.createdAt.toISOString(),
    is_following: isFollowing.length > 0,
    is_own_profile: viewer === member.id,
    stats: { cars: cars.length, followers, following: following?.n ?? 0, posts: posts?.n ?? 0 },
    cars: cars.map((v) => ({
      id: v.id,
      name: v.name,
      year: v.year,
      make: v.make,
      model: v.model,
      color: v.color,
      fuel_type: v.fuelType,
      transmission: v.transmission,
      body_style: v.bodyStyle,
      primary_image_url: v.primaryImageUrl,
    })),
    convoys: joined,
    recent_posts: recent.data,
  };
}

/** Follows (`follow` true) or unfollows `member` for `viewer`, idempotently (422 on `id` for oneself). */
export async function setFollow(db: Db, viewer: number, member: UserRow, follow: boolean) {
  if (viewer === member.id) throw invalid({ id: ['You cannot follow yourself.'] });
  if (follow)
    await db.insert(follows).values({ followerId: viewer, followeeId: member.id }).onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.followerId, viewer), eq(follows.followeeId, member.id)));
  return {
    is_following: follow,
    followers_count: await followersOf(db, member.id),
    message: follow ? `You are now following ${member.name}.` : `You unfollowed ${member.name}.`,
  };
}

/** The most used hashtags of visible posts of the last {@link TRENDING_DAYS} days before `now`. */
export async function trendingHashtags(db: Db, now: Date): Promise<TrendingHashtag[]> {
  const since = new Date(now.getTime() - TRENDING_DAYS * 86_400_000);
  const tag = sql<string>`unnest(${convoyPosts.hashtags})`;
  const rows = await db
    .select({ tag, posts: sql<number>`count(*)::int` })
    .from(convoyPosts)
    .where(and(isNull(convoyPosts.hiddenAt), gte(convoyPosts.createdAt, since)))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1 asc`)
    .limit(TRENDING_LIMIT);
  return rows.map((r) => ({ tag: r.tag, posts: Number(r.posts) }));
}

/**
 * GET /feeds: for a member, posts of joined convoys, followed members and their own; for a visitor,
 * every visible post. Newest first, keyset cursor; `meta.trending` of the last 7 days.
 */
export async function feedPage(
  db: Db,
  viewer: number | undefined,
  query: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<FeedPage> {
  const where: SQL | undefined =
    viewer === undefined
      ? undefined
      : (or(
          sql`${convoyPosts.convoyId} in (select convoy_id from ${convoyMembers} where user_id = ${viewer})`,
          sql`${convoyPosts.authorId} in (select followee_id from ${follows} where follower_id = ${viewer})`,
          eq(convoyPosts.authorId, viewer),
        ) as SQL);
  const [page, trending] = await Promise.all([
    postPage(db, where, { viewer, limit: query.limit, cursor: query.cursor }),
    trendingHashtags(db, now),
  ]);
  return { data: page.data, meta: { ...page.meta, trending } };
}
