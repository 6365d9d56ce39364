/**
 * Convoy routes (issue #12; spec §2 Convoys list / Convoy detail, §3 Convoy / Convoy post / Comment,
 * §4, §5, §7, §9): the list and a convoy (members see `is_joined` and their qualifying cars), join and
 * leave, the convoy images, posts (cursor), a new post (JSON or multipart with images), comments,
 * like/unlike and reports. Posts and comments are plain text.
 */
import { z } from 'zod';
import {
  CommentCreate,
  CommentData,
  CommentPage,
  ConvoyData,
  ConvoyMembership,
  ConvoyPage,
  ConvoyParams,
  ConvoyPostCreate,
  ConvoyPostData,
  ConvoyPostPage,
  ConvoyQuery,
  CursorQuery,
  FeedPage,
  FollowState,
  MAX_POST_IMAGES,
  MemberParams,
  MemberProfileData,
  PostParams,
  REPORTS_TO_HIDE,
  ReactionBody,
  ReactionState,
  ReportBody,
  ReportState,
} from '../convoys';
import { memberPaths as m, convoyPaths as p } from '../paths';
import { created, pictureFile } from './parts';
import { sameCall, tagged } from './route';

const route = tagged(['convoys']);
/** A call on one convoy (id `category:key`): 401 for a bad token, 404 unknown, 422 for a bad id. */
const onConvoy = { params: ConvoyParams, errors: [401, 404, 422] } as const;
/** Join and leave: the same call but for the direction. */
const membership = sameCall(route, { ...onConvoy, answer: ConvoyMembership });
/** Like and unlike: the same call but for the direction. */
const reaction = sameCall(route, {
  params: PostParams,
  body: ReactionBody.optional(),
  answer: ReactionState,
  errors: [401, 404, 422, 429],
});

/** Convoy routes by name. */
export const convoyRoutes = {
  list: route(p.list, {
    summary: 'Convoys (spec §2 Convoys list)',
    description:
      'q (name or description), category (all | brand | culture | technology | local | classic | luxury | ' +
      "model | fuel | gear), country (that country's and the all-country convoys), joined (true: only " +
      "the member's), sort members (default) | activity | posts | newest, page and per_page (default 12, " +
      'max 50). With a bearer token each convoy carries is_joined and my_vehicle_ids (qualifying cars).',
    query: ConvoyQuery,
    answer: ConvoyPage,
    errors: [401, 422],
  }),
  get: route(p.get, {
    summary: 'A convoy (spec §2 Convoy detail)',
    description: "Id `category:key` (e.g. brand:toyota); unknown: 404 'Convoy not found.'.",
    ...onConvoy,
    answer: ConvoyData,
  }),
  join: membership(
    p.join,
    'Join a convoy',
    'Idempotent: joining again changes nothing. Answers is_joined and members_count.',
  ),
  leave: membership(p.leave, 'Leave a convoy', 'Idempotent; members_count never goes below 0.'),
  image: route(p.image, {
    summary: 'A convoy cover, avatar or post image',
    description:
      'Generated SVG covers, avatars and seeded pictures (`<name>.svg`), and uploaded post images as WebP ' +
      "(`<uuid>-full.webp`, `<uuid>-thumb.webp`); cached a year. Unknown: 404 'Image not found.'.",
    ...pictureFile(z.object({ name: z.string().max(120) })),
    errors: [404],
  }),
  posts: route(p.posts, {
    summary: 'Posts of a convoy, newest first (spec §2 Convoy detail)',
    description:
      'Cursor paging: limit (default 20, max 50), cursor = meta.next_cursor (stable while new posts ' +
      'arrive). Posts hidden after reports are left out (their author still sees them). With a bearer ' +
      'token each post carries liked_by_me.',
    ...onConvoy,
    query: CursorQuery,
    answer: ConvoyPostPage,
  }),
  createPost: route(p.createPost, {
    summary: 'Post in a convoy (members of the convoy)',
    description:
      `JSON {content}, or multipart/form-data with content and images[] (at most ${MAX_POST_IMAGES} image files, ` +
      '8 MB each, re-encoded to WebP with EXIF/GPS removed). 422 naming content (empty post, too long) or ' +
      'images (too many, not an image, too large); 403 when the member has not joined the convoy, or ' +
      'sends images from an account younger than 24 hours or with an unverified email; 429 over the ' +
      'per-member post limit.',
    params: ConvoyParams,
    ...created(ConvoyPostCreate.nullish(), ConvoyPostData),
    errors: [401, 403, 404, 422, 429],
  }),
  comments: route(p.comments, {
    summary: 'Comments of a post, oldest first',
    description: "Cursor paging as the posts. Unknown or hidden post: 404 'Post not found.'.",
    params: PostParams,
    query: CursorQuery,
    answer: CommentPage,
    errors: [404, 422],
  }),
  addComment: route(p.addComment, {
    summary: 'Comment on a post',
    description:
      'Non-blank plain text up to 1000 characters (422 naming content); 429 over the per-member limit.',
    params: PostParams,
    ...created(CommentCreate, CommentData),
    errors: [401, 404, 422, 429],
  }),
  react: reaction(
    p.react,
    'Like a post (spec §4: only like)',
    "Body {type:'like'}. Idempotent: a member's second like changes nothing. Answers the count.",
  ),
  unreact: reaction(p.unreact, 'Remove a like', 'Idempotent; the count never goes below 0.'),
  report: route(p.report, {
    summary: 'Report a post',
    description: `One report per member; after ${REPORTS_TO_HIDE} reports from distinct members the post is hidden pending review. 403 for one's own post.`,
    params: PostParams,
    body: ReportBody.optional(),
    answer: ReportState,
    errors: [401, 403, 404, 422],
  }),
  feeds: route(p.feeds, {
    summary: 'The feed (spec §2 Feeds): joined convoys and followed members, newest first',
    description:
      'Members: posts of the convoys they joined, of the members they follow and their own; visitors: every ' +
      'visible post. Cursor paging (limit default 20, max 50; stable while new posts arrive). ' +
      'meta.trending: the most used hashtags of the last 7 days (all members).',
    query: CursorQuery,
    answer: FeedPage,
    errors: [401, 422],
  }),
};

const memberRoute = tagged(['members']);
/** Follow and unfollow: the same call but for the direction. */
const following = sameCall(memberRoute, {
  params: MemberParams,
  answer: FollowState,
  errors: [401, 404, 422],
});

/** Member routes by name. */
export const memberRoutes = {
  get: memberRoute(m.get, {
    summary: 'A member profile (spec §2 Member profile), by id or username',
    description:
      'is_following and is_own_profile for the signed-in viewer (false for visitors); stats (cars, ' +
      "followers, following, posts); the member's cars (public fields only: no VIN or mileage); joined " +
      "convoys; the 10 newest visible posts. Unknown: 404 'Member not found.'.",
    params: MemberParams,
    answer: MemberProfileData,
    errors: [401, 404, 422],
  }),
  follow: following(
    m.follow,
    'Follow a member',
    'Idempotent. 422 on id for oneself. Answers is_following, followers_count, message (spec §7).',
  ),
  unfollow: following(
    m.unfollow,
    'Stop following a member',
    'Idempotent. Answers is_following, followers_count, message.',
  ),
};
