/**
 * Convoys, posts, comments, reactions, member profiles, follows and feeds (issue #12; spec §2 Convoys
 * list / Convoy detail, §3 Convoy / Convoy post / Comment / Member profile / Feed post, §4 Follow /
 * Convoy post reaction / Comments / New convoy post, §5 Convoy posts, §7, §9).
 *
 * A convoy's id is `category:key` (`brand:toyota`, `model:toyota-corolla`, `fuel:diesel`,
 * `gear:manual`, `culture:kigali-jdm`). Times are ISO instants; counts are whole numbers ≥ 0. Post and
 * comment text is plain text (clients render it as text, links `rel="nofollow ugc"`).
 */
import { z } from 'zod';
import {
  CountryCode,
  CursorMeta,
  dataOf,
  IsoDateTime,
  MultilineText,
  PageMeta,
  pageOf,
  Text,
} from './common';
import {
  CONVOY_CATEGORIES,
  CONVOY_LIST_CATEGORIES,
  CONVOY_PAGE,
  CONVOY_SORTS,
  EMPTY_COMMENT_MESSAGE,
  MAX_COMMENT_CHARS,
  MAX_POST_CHARS,
  POST_PAGE,
} from './convoyOptions';
import { blank, cursorParam, pageSizeParam } from './query';
import { Vehicle } from './vehicles';

export * from './convoyOptions';

export const ConvoyCategory = z.enum(CONVOY_CATEGORIES);

/** A member as posts, comments and likes name them. `avatar` null = initials. */
export const Author = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type Author = z.infer<typeof Author>;

/**
 * A convoy (spec §3 Convoy and the client-made fields): `my_vehicle_ids` = the signed-in member's cars
 * that qualify (derived convoys; empty for visitors and community convoys), `is_joined` false for
 * visitors. `country` null = every country. `recent_activity` = the newest visible post (else creation).
 */
export const Convoy = z.object({
  id: z.string(),
  category: ConvoyCategory,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.string().nullable(),
  cover: z.string(),
  avatar: z.string(),
  members_count: z.number().int(),
  posts_count: z.number().int(),
  recent_activity: IsoDateTime,
  created_at: IsoDateTime,
  derived: z.boolean(),
  is_joined: z.boolean(),
  my_vehicle_ids: z.array(z.number().int()),
});
export type Convoy = z.infer<typeof Convoy>;
export const ConvoyData = dataOf(Convoy);

/** Blank query values count as absent. */

/**
 * Query of GET /convoys: `q` (name or description), `category` (`all` default, a §9 category or a
 * derived kind), `country` (that country's convoys and the all-country ones), `joined` (true: only the
 * member's), `sort` members (default) | activity | posts | newest, `page` (1-based) and `per_page`
 * (default 12, max 50).
 */
export const ConvoyQuery = z.object({
  q: z.preprocess(blank, Text.trim().max(100, 'The search may be at most 100 characters.').optional()),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z
      .enum(['all', ...CONVOY_CATEGORIES], {
        message: `Choose a category: all, ${CONVOY_LIST_CATEGORIES.join(', ')}, model, fuel or gear.`,
      })
      .default('all'),
  ),
  country: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    CountryCode.optional(),
  ),
  joined: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blank(v)),
    z.boolean({ message: 'Use true or false.' }).optional(),
  ),
  sort: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(CONVOY_SORTS, { message: `Choose a sort: ${CONVOY_SORTS.join(', ')}.` }).default('members'),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  per_page: pageSizeParam(CONVOY_PAGE),
});
export type ConvoyQuery = z.input<typeof ConvoyQuery>;

export const ConvoyPage = pageOf(Convoy, PageMeta);
export type ConvoyPage = z.infer<typeof ConvoyPage>;

/** Path of the convoy calls: `category:key`. */
export const ConvoyParams = z.object({
  id: z
    .string()
    .max(120)
    .regex(/^[a-z]+:[a-z0-9][a-z0-9-]*$/, 'Use a convoy id such as brand:toyota.'),
});

/** POST /convoys/{id}/join and /leave: the convoy after the change. */
export const ConvoyMembership = z.object({
  data: z.object({ is_joined: z.boolean(), members_count: z.number().int() }),
  message: z.string(),
});
export type ConvoyMembership = z.infer<typeof ConvoyMembership>;

/** A post image: the full size and a thumbnail (the same file for generated illustrations). */
export const PostImage = z.object({ url: z.string(), thumb_url: z.string() });
export type PostImage = z.infer<typeof PostImage>;

/**
 * A convoy post (spec §3 Convoy post): `likes` ≥ 0, `first_liker` the earliest liker (null without
 * likes), `liked_by_me` false for visitors, `hashtags` lower case without `#`.
 */
export const ConvoyPost = z.object({
  id: z.number().int(),
  convoy: z.object({ id: z.string(), name: z.string() }),
  author: Author,
  content: z.string(),
  images: z.array(PostImage),
  hashtags: z.array(z.string()),
  likes: z.number().int(),
  comments_count: z.number().int(),
  first_liker: Author.nullable(),
  liked_by_me: z.boolean(),
  created_at: IsoDateTime,
});
export type ConvoyPost = z.infer<typeof ConvoyPost>;
export const ConvoyPostData = dataOf(ConvoyPost);

/** Cursor paging: `cursor` = the previous page's `meta.next_cursor`; `limit` default 20, max 50. */
export const CursorQuery = z.object({
  cursor: cursorParam(200),
  limit: pageSizeParam(POST_PAGE),
});
export type CursorQuery = z.input<typeof CursorQuery>;

export const ConvoyPostPage = pageOf(ConvoyPost, CursorMeta);
export type ConvoyPostPage = z.infer<typeof ConvoyPostPage>;

/**
 * JSON body of POST /convoys/{id}/posts: `content` (trimmed, ≤ 2000 characters). The multipart form
 * carries the same `content` field plus `images[]` (≤ 3 image files, ≤ 8 MB each).
 */
export const ConvoyPostCreate = z.object({
  content: MultilineText.trim().max(MAX_POST_CHARS, `A post may be at most ${MAX_POST_CHARS} characters.`),
});
export type ConvoyPostCreate = z.input<typeof ConvoyPostCreate>;

/** Path of the post calls: a numeric post id. */
export const PostParams = z.object({
  id: z.coerce.number().int().positive('Use a post id.').max(2_147_483_647, 'Use a post id.'),
});

/** A comment (spec §3 Comment): `image_url` is always null (comments are text only). */
export const Comment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  author: Author,
  content: z.string(),
  image_url: z.string().nullable(),
  created_at: IsoDateTime,
});
export type Comment = z.infer<typeof Comment>;
export const CommentData = dataOf(Comment);
/** GET /convoy-posts/{id}/comments: oldest first, cursor paging. */
export const CommentPage = pageOf(Comment, CursorMeta);
export type CommentPage = z.infer<typeof CommentPage>;

/** Body of POST /convoy-posts/{id}/comments: non-blank text (spec §5), ≤ 1000 characters. */
export const CommentCreate = z.object({
  content: MultilineText.trim()
    .min(1, EMPTY_COMMENT_MESSAGE)
    .max(MAX_COMMENT_CHARS, `A comment may be at most ${MAX_COMMENT_CHARS} characters.`),
});
export type CommentCreate = z.input<typeof CommentCreate>;

/** Body of react / unreact (spec §4: only like). */
export const ReactionBody = z.object({
  type: z.literal('like', { message: "The only reaction is 'like'." }).default('like'),
});
export type ReactionBody = z.input<typeof ReactionBody>;
/** The post's like state after react / unreact. */
export const ReactionState = z.object({
  data: z.object({ post_id: z.number().int(), liked_by_me: z.boolean(), likes: z.number().int() }),
});
export type ReactionState = z.infer<typeof ReactionState>;

/** Body of POST /convoy-posts/{id}/report: an optional reason. */
export const ReportBody = z.object({
  reason: z.preprocess(blank, Text.trim().max(300, 'The reason may be at most 300 characters.').optional()),
});
export type ReportBody = z.input<typeof ReportBody>;
export const ReportState = z.object({
  data: z.object({ post_id: z.number().int(), reported: z.boolean(), hidden: z.boolean() }),
  message: z.string(),
});
export type ReportState = z.infer<typeof ReportState>;

/** Path of the member calls: a numeric id or a username. */
export const MemberParams = z.object({
  id: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use a member id or username.'),
});

/** A member's car as others see it (public fields only: no VIN, mileage or history). */
export const PublicCar = Vehicle.pick({
  id: true,
  name: true,
  year: true,
  make: true,
  model: true,
  color: true,
  fuel_type: true,
  transmission: true,
  body_style: true,
  primary_image_url: true,
});
export type PublicCar = z.infer<typeof PublicCar>;

/**
 * A member profile (spec §3 Member profile and Profile dialog user): `location` is the country code,
 * `join_date` the account's creation, `stats` counts, `cars` public fields, `recent_posts` the newest 10
 * visible posts, `convoys` the joined ones (id and name).
 */
export const MemberProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string(),
  join_date: IsoDateTime,
  is_following: z.boolean(),
  is_own_profile: z.boolean(),
  stats: z.object({
    cars: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    posts: z.number().int(),
  }),
  cars: z.array(PublicCar),
  convoys: z.array(z.object({ id: z.string(), name: z.string() })),
  recent_posts: z.array(ConvoyPost),
});
export type MemberProfile = z.infer<typeof MemberProfile>;
export const MemberProfileData = dataOf(MemberProfile);

/** POST /users/{id}/follow and /unfollow (spec §7): the new state. */
export const FollowState = z.object({
  is_following: z.boolean(),
  followers_count: z.number().int(),
  message: z.string(),
});
export type FollowState = z.infer<typeof FollowState>;

/** A trending hashtag of the last 7 days: visible posts using it. */
export const TrendingHashtag = z.object({ tag: z.string(), posts: z.number().int() });
export type TrendingHashtag = z.infer<typeof TrendingHashtag>;

/**
 * GET /feeds: posts of the joined convoys, followed members and the member's own, newest first, cursor
 * paging stable while new posts arrive; `meta.trending` the hashtags of the last 7 days (all members).
 */
export const FeedPage = pageOf(ConvoyPost, CursorMeta.extend({ trending: z.array(TrendingHashtag) }));
export type FeedPage = z.infer<typeof FeedPage>;
