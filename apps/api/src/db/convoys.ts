/**
 * Drizzle tables of convoys and the community (issue #12; spec §3 Convoy / Convoy post / Comment /
 * Member profile): convoys (id `category:key`; derived ones made from members' cars), memberships,
 * posts with images, comments, reactions (one per member, post and type), follows and reports.
 * Counters (`members_count`, `posts_count`, `likes_count`, `comments_count`, `reports_count`) are kept
 * in the same transaction as the row they count and never go below 0 (check constraints).
 * Re-exported by `./schema`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, ownedBy, pictureFile, serialTable, textList, timestamptz } from './columns';
import { trigramIndex } from './filters';
import { users, vehicles } from './schema';

type Category =
  | 'brand'
  | 'model'
  | 'fuel'
  | 'gear'
  | 'culture'
  | 'technology'
  | 'local'
  | 'classic'
  | 'luxury';

/**
 * A convoy. `derived` = made from members' cars (brand, model, fuel, gear) and joined when a car is
 * added; `country` null = every country. `cover_key` / `avatar_key`: generated SVG illustrations served
 * by `GET /convoy-images/{name}`. `last_activity_at`: the newest post (else creation).
 */
export const convoys = pgTable(
  'convoys',
  {
    id: text('id').primaryKey(),
    category: text('category').$type<Category>().notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    country: text('country'),
    coverKey: text('cover_key').notNull(),
    derived: boolean('derived').notNull().default(false),
    membersCount: integer('members_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('convoys_category_idx').on(t.category),
    // The top-bar search (issue #12): names by substring or trigram similarity.
    trigramIndex('convoys_name_trgm_idx', t.name),
    index('convoys_members_idx').on(t.membersCount, t.id),
    check('convoys_counts', sql`${t.membersCount} >= 0 and ${t.postsCount} >= 0`),
  ],
);

/**
 * `convoy_id text not null references convoys on delete cascade`: the convoy a row belongs to,
 * deleted with it.
 */
const ownedByConvoy = () =>
  text('convoy_id')
    .notNull()
    .references(() => convoys.id, { onDelete: 'cascade' });

/** A member of a convoy. `via_vehicle_id`: the car that made the member join (derived convoys). */
export const convoyMembers = pgTable(
  'convoy_members',
  {
    convoyId: ownedByConvoy(),
    userId: ownedBy('user_id', () => users.id),
    viaVehicleId: optionalRef('via_vehicle_id', () => vehicles.id),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.convoyId, t.userId] }), index('convoy_members_user_idx').on(t.userId)],
);

/**
 * A post (plain text). `hashtags` lower case without `#` (for the trending list); `hidden_at` set when
 * {@link REPORTS_TO_HIDE} distinct members reported it (pending review: shown to nobody but its author).
 */
export const convoyPosts = serialTable(
  'convoy_posts',
  {
    convoyId: ownedByConvoy(),
    authorId: ownedBy('author_id', () => users.id),
    content: text('content').notNull(),
    hashtags: textList('hashtags'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    reportsCount: integer('reports_count').notNull().default(0),
    hiddenAt: timestamptz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('convoy_posts_convoy_idx').on(t.convoyId, t.createdAt, t.id),
    index('convoy_posts_author_idx').on(t.authorId, t.createdAt, t.id),
    index('convoy_posts_created_idx').on(t.createdAt, t.id),
    check(
      'convoy_posts_counts',
      sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.reportsCount} >= 0`,
    ),
  ],
);

/** An image of a post: `source` upload (WebP files under DATA_DIR) or generated (seeded SVG). */
export const convoyPostImages = serialTable(
  'convoy_post_images',
  {
    postId: ownedBy('post_id', () => convoyPosts.id),
    position: smallint('position').notNull(),
    ...pictureFile(),
  },
  (t) => [index('convoy_post_images_post_idx').on(t.postId, t.position)],
);

/** A comment on a post (plain text). */
export const comments = serialTable(
  'comments',
  {
    postId: ownedBy('post_id', () => convoyPosts.id),
    authorId: ownedBy('author_id', () => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

/** A member's reaction to a post: one per member, post and type (only `like`, spec §4). */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: ownedBy('post_id', () => convoyPosts.id),
    userId: ownedBy('user_id', () => users.id),
    type: text('type').$type<'like'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.type] }),
    index('post_reactions_first_idx').on(t.postId, t.type, t.createdAt),
  ],
);

/** `follower_id` follows `followee_id` (never oneself). */
export const follows = pgTable(
  'follows',
  {
    followerId: ownedBy('follower_id', () => users.id),
    followeeId: ownedBy('followee_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A member's report of a post (one per member and post). */
export const postReports = pgTable(
  'post_reports',
  {
    postId: ownedBy('post_id', () => convoyPosts.id),
    userId: ownedBy('user_id', () => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
