/**
 * Convoy, member and feed routes of the fake backend (issue #12; spec §2 Convoys list / Convoy detail /
 * Member profile / Feeds, §4 reactions / comments / new post / follow, §5 Convoy posts, §7): the API's
 * rules and messages in memory over `../fixtures/convoys` — search, category, sorts and pages; join and
 * leave; posts newest first with a keyset cursor (stable while posts arrive); a new post as JSON or a
 * form with `images[]` (≤ 3 image files; unverified accounts may not upload); comments; idempotent likes
 * never below 0; reports hiding a post after 3 members; follows; the feed with trending hashtags.
 * Queries and bodies are validated with the contract's schemas.
 */
import {
  CommentCreate,
  type Convoy,
  type ConvoyPost,
  ConvoyPostCreate,
  ConvoyQuery,
  CursorQuery,
  convoyId,
  convoyKey,
  EMPTY_POST_MESSAGE,
  hashtagsOf,
  MAX_POST_IMAGES,
  NEW_ACCOUNT_IMAGES_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  REPORTS_TO_HIDE,
  TOO_MANY_IMAGES_MESSAGE,
  TRENDING_LIMIT,
} from '@gari/contract/convoys';
import { FAKE_MEMBERS, type FakeComment, type FakeConvoy, type FakePost } from '../fixtures/convoys';
import { convoyImageSvg } from '../fixtures/imageFiles';
import { fail, handle, type RouteContext, reply } from './handle';
import { INVALID, parse } from './marketplace';

/** The community tables of a scenario. */
export interface FakeCommunity {
  convoys: FakeConvoy[];
  posts: FakePost[];
  comments: FakeComment[];
  follows: { follower_id: number; followee_id: number }[];
}

const community = (ctx: RouteContext): FakeCommunity => ctx.s.db.community;
const query = (ctx: RouteContext) => Object.fromEntries(ctx.query.entries());

/** The convoy `id`, else 404 'Convoy not found.'. */
function findConvoy(ctx: RouteContext, id: string | undefined): FakeConvoy {
  return community(ctx).convoys.find((c) => c.id === id) ?? fail(404, 'Convoy not found.');
}

/** A stored convoy as the viewer sees it. */
function toConvoy(ctx: RouteContext, c: FakeConvoy): Convoy {
  const posts = community(ctx).posts.filter((p) => p.convoy_id === c.id && !p.hidden);
  const viewer = ctx.user;
  const cars = viewer ? ctx.s.db.vehicles.filter((v) => v.user_id === viewer.id) : [];
  const qualifies = (v: (typeof cars)[number]) =>
    [
      convoyId('brand', convoyKey(v.make)),
      convoyId('model', convoyKey(`${v.make} ${v.model}`)),
      v.fuel_type ? convoyId('fuel', convoyKey(v.fuel_type)) : '',
      v.transmission ? convoyId('gear', convoyKey(v.transmission)) : '',
    ].includes(c.id);
  const { member_ids, ...rest } = c;
  return {
    ...rest,
    members_count: member_ids.length,
    posts_count: posts.length,
    recent_activity:
      posts
        .map((p) => p.created_at)
        .sort()
        .at(-1) ?? c.created_at,
    is_joined: viewer ? member_ids.includes(viewer.id) : false,
    my_vehicle_ids: cars.filter(qualifies).map((v) => v.id),
  };
}

/** A stored post as the viewer sees it. */
function toPost(ctx: RouteContext, p: FakePost): ConvoyPost {
  const convoy = community(ctx).convoys.find((c) => c.id === p.convoy_id);
  const firstId = p.liker_ids[0];
  const first = FAKE_MEMBERS.find((m) => m.id === firstId) ?? ctx.s.db.users.find((u) => u.id === firstId);
  return {
    id: p.id,
    convoy: { id: p.convoy_id, name: convoy?.name ?? p.convoy_id },
    author: p.author,
    content: p.content,
    images: p.images,
    hashtags: p.hashtags,
    likes: p.liker_ids.length,
    comments_count: community(ctx).comments.filter((c) => c.post_id === p.id).length,
    first_liker: first ? { id: first.id, username: first.username, name: first.name, avatar: null } : null,
    liked_by_me: ctx.user ? p.liker_ids.includes(ctx.user.id) : false,
    created_at: p.created_at,
  };
}

const cursorOf = (p: { created_at: string; id: number }) =>
  btoa(`${p.created_at}|${p.id}`).replace(/=+$/, '');
/** Rows after the cursor in `order` (−1 newest first, 1 oldest first), one page and the next cursor. */
function pageOf<T extends { created_at: string; id: number }>(
  rows: T[],
  q: { limit: number; cursor?: string | undefined },
  order: 1 | -1,
) {
  const key = (r: T) => `${r.created_at}|${String(r.id).padStart(10, '0')}`;
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -order : key(a) > key(b) ? order : 0));
  let start = 0;
  if (q.cursor) {
    const [at, id] = atob(q.cursor).split('|');
    const mark = `${at}|${String(id).padStart(10, '0')}`;
    start = sorted.findIndex((r) => (order === -1 ? key(r) < mark : key(r) > mark));
    if (start < 0) start = sorted.length;
  }
  const page = sorted.slice(start, start + q.limit);
  const last = page.at(-1);
  return { page, next_cursor: start + q.limit < sorted.length && last ? cursorOf(last) : null };
}

/** Posts the viewer may see (hidden ones only to their author). */
const visible = (ctx: RouteContext) =>
  community(ctx).posts.filter((p) => !p.hidden || p.author.id === ctx.user?.id);

function findPost(ctx: RouteContext): FakePost {
  return visible(ctx).find((p) => String(p.id) === ctx.params.id) ?? fail(404, 'Post not found.');
}

/** The member with id or username `ref`: a community member or an account. */
function findMember(ctx: RouteContext, ref: string | undefined) {
  const lower = ref?.toLowerCase();
  const match = (m: { id: number; username: string }) =>
    String(m.id) === ref || m.username.toLowerCase() === lower;
  const fixture = FAKE_MEMBERS.find(match);
  if (fixture) return { ...fixture, cars: fixture.cars };
  const user = ctx.s.db.users.find(match) ?? fail(404, 'Member not found.');
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: null,
    country: user.country,
    bio: null,
    joined_at: ctx.s.now().toISOString(),
    cars: ctx.s.db.vehicles.filter((v) => v.user_id === user.id),
  };
}

const followers = (ctx: RouteContext, id: number) =>
  community(ctx).follows.filter((f) => f.followee_id === id).length;

function membership(ctx: RouteContext, join: boolean) {
  const user = ctx.requireUser();
  const convoy = findConvoy(ctx, ctx.params.id);
  convoy.member_ids = convoy.member_ids.filter((id) => id !== user.id);
  if (join) convoy.member_ids.push(user.id);
  return {
    data: { is_joined: join, members_count: convoy.member_ids.length },
    message: join ? `You joined ${convoy.name}.` : `You left ${convoy.name}.`,
  };
}

function like(ctx: RouteContext, on: boolean) {
  const user = ctx.requireUser();
  const post = findPost(ctx);
  post.liker_ids = post.liker_ids.filter((id) => id !== user.id);
  if (on) post.liker_ids.push(user.id);
  return { data: { post_id: post.id, liked_by_me: on, likes: post.liker_ids.length } };
}

function follow(ctx: RouteContext, on: boolean) {
  const user = ctx.requireUser();
  const member = findMember(ctx, ctx.params.id);
  if (member.id === user.id) fail(422, INVALID, { id: ['You cannot follow yourself.'] });
  const c = community(ctx);
  c.follows = c.follows.filter((f) => !(f.follower_id === user.id && f.followee_id === member.id));
  if (on) c.follows.push({ follower_id: user.id, followee_id: member.id });
  return {
    is_following: on,
    followers_count: followers(ctx, member.id),
    message: on ? `You are now following ${member.name}.` : `You unfollowed ${member.name}.`,
  };
}

/** The community routes. */
export const convoyRoutes = [
  handle('GET', '/convoys', (ctx) => {
    const q = parse(ConvoyQuery, query(ctx));
    const order: Record<typeof q.sort, (c: Convoy) => number | string> = {
      members: (c) => c.members_count,
      activity: (c) => c.recent_activity,
      posts: (c) => c.posts_count,
      newest: (c) => c.created_at,
    };
    const needle = q.q?.toLowerCase();
    const rows = community(ctx)
      .convoys.map((c) => toConvoy(ctx, c))
      .filter((c) => q.category === 'all' || c.category === q.category)
      .filter((c) => !needle || `${c.name} ${c.description}`.toLowerCase().includes(needle))
      .filter((c) => !q.country || c.country === null || c.country === q.country)
      .filter((c) => q.joined === undefined || c.is_joined === q.joined)
      .sort((a, b) => {
        const x = order[q.sort](a);
        const y = order[q.sort](b);
        return x < y ? 1 : x > y ? -1 : a.id.localeCompare(b.id);
      });
    const start = (q.page - 1) * q.per_page;
    return {
      data: rows.slice(start, start + q.per_page),
      meta: {
        total: rows.length,
        per_page: q.per_page,
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(rows.length / q.per_page)),
      },
    };
  }),
  handle('GET', '/convoys/{id}', (ctx) => ({ data: toConvoy(ctx, findConvoy(ctx, ctx.params.id)) })),
  handle('POST', '/convoys/{id}/join', (ctx) => membership(ctx, true)),
  handle('POST', '/convoys/{id}/leave', (ctx) => membership(ctx, false)),
  handle('GET', '/convoys/{id}/posts', (ctx) => {
    const convoy = findConvoy(ctx, ctx.params.id);
    const q = parse(CursorQuery, query(ctx));
    const { page, next_cursor } = pageOf(
      visible(ctx).filter((p) => p.convoy_id === convoy.id),
      q,
      -1,
    );
    return { data: page.map((p) => toPost(ctx, p)), meta: { limit: q.limit, next_cursor } };
  }),
  handle('POST', '/convoys/{id}/posts', async (ctx) => {
    const user = ctx.requireUser();
    const convoy = findConvoy(ctx, ctx.params.id);
    if (!convoy.member_ids.includes(user.id)) fail(403, `Join ${convoy.name} to post in it.`);
    const isForm = ctx.request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    let content: unknown = isForm ? '' : (ctx.body as { content?: unknown } | undefined)?.content;
    const images: { url: string; thumb_url: string }[] = [];
    if (isForm) {
      const form = await ctx.request.formData().catch(() => null);
      content = form?.get('content') ?? '';
      const files = [...(form?.getAll('images[]') ?? []), ...(form?.getAll('images') ?? [])];
      if (files.length > 0 && !user.email_verified_at)
        fail(403, NEW_ACCOUNT_IMAGES_MESSAGE, { images: [NEW_ACCOUNT_IMAGES_MESSAGE] });
      if (files.length > MAX_POST_IMAGES) fail(422, INVALID, { images: [TOO_MANY_IMAGES_MESSAGE] });
      for (const file of files) {
        if (typeof file === 'string' || !file.type.startsWith('image/'))
          fail(422, INVALID, { images: [NOT_AN_IMAGE_MESSAGE] });
        const url = `/api/v1/convoy-images/scene-meet-${images.length}.svg`;
        images.push({ url, thumb_url: url });
      }
    }
    const body = parse(ConvoyPostCreate, { content: content ?? '' });
    if (body.content === '' && images.length === 0) fail(422, INVALID, { content: [EMPTY_POST_MESSAGE] });
    const post: FakePost = {
      id: ctx.s.nextId(),
      convoy_id: convoy.id,
      author: { id: user.id, username: user.username, name: user.name, avatar: null },
      content: body.content,
      images,
      hashtags: hashtagsOf(body.content),
      liker_ids: [],
      reporter_ids: [],
      hidden: false,
      created_at: ctx.s.now().toISOString(),
    };
    community(ctx).posts.push(post);
    return reply(201, { data: toPost(ctx, post) });
  }),
  handle('GET', '/convoy-posts/{id}/comments', (ctx) => {
    const post = findPost(ctx);
    const q = parse(CursorQuery, query(ctx));
    const { page, next_cursor } = pageOf(
      community(ctx).comments.filter((c) => c.post_id === post.id),
      q,
      1,
    );
    return { data: page.map((c) => ({ ...c, image_url: null })), meta: { limit: q.limit, next_cursor } };
  }),
  handle('POST', '/convoy-posts/{id}/comments', (ctx) => {
    const user = ctx.requireUser();
    const post = findPost(ctx);
    const body = parse(CommentCreate, ctx.body);
    const comment: FakeComment = {
      id: ctx.s.nextId(),
      post_id: post.id,
      author: { id: user.id, username: user.username, name: user.name, avatar: null },
      content: body.content,
      created_at: ctx.s.now().toISOString(),
    };
    community(ctx).comments.push(comment);
    return reply(201, { data: { ...comment, image_url: null } });
  }),
  handle('POST', '/convoy-posts/{id}/react', (ctx) => like(ctx, true)),
  handle('POST', '/convoy-posts/{id}/unreact', (ctx) => like(ctx, false)),
  handle('POST', '/convoy-posts/{id}/report', (ctx) => {
    const user = ctx.requireUser();
    const post = findPost(ctx);
    if (post.author.id === user.id) fail(403, 'You cannot report your own post.');
    if (!post.reporter_ids.includes(user.id)) post.reporter_ids.push(user.id);
    post.hidden = post.reporter_ids.length >= REPORTS_TO_HIDE;
    return {
      data: { post_id: post.id, reported: true, hidden: post.hidden },
      message: 'Thanks, the post was reported and will be reviewed.',
    };
  }),
  handle('GET', '/feeds', (ctx) => {
    const q = parse(CursorQuery, query(ctx));
    const viewer = ctx.user;
    const c = community(ctx);
    const joined = new Set(
      c.convoys.filter((x) => viewer && x.member_ids.includes(viewer.id)).map((x) => x.id),
    );
    const followed = new Set(c.follows.filter((f) => f.follower_id === viewer?.id).map((f) => f.followee_id));
    const rows = visible(ctx).filter(
      (p) => !viewer || joined.has(p.convoy_id) || followed.has(p.author.id) || p.author.id === viewer.id,
    );
    const { page, next_cursor } = pageOf(rows, q, -1);
    const since = ctx.s.now().getTime() - 7 * 86_400_000;
    const tally = new Map<string, number>();
    for (const p of c.posts)
      if (!p.hidden && Date.parse(p.created_at) >= since)
        for (const tag of p.hashtags) tally.set(tag, (tally.get(tag) ?? 0) + 1);
    const trending = [...tally]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TRENDING_LIMIT)
      .map(([tag, posts]) => ({ tag, posts }));
    return { data: page.map((p) => toPost(ctx, p)), meta: { limit: q.limit, next_cursor, trending } };
  }),
  handle('GET', '/users/{id}', (ctx) => {
    const m = findMember(ctx, ctx.params.id);
    const c = community(ctx);
    const posts = visible(ctx).filter((p) => p.author.id === m.id);
    return {
      data: {
        id: m.id,
        name: m.name,
        username: m.username,
        avatar: null,
        bio: m.bio,
        location: m.country,
        join_date: m.joined_at,
        is_following: c.follows.some((f) => f.follower_id === ctx.user?.id && f.followee_id === m.id),
        is_own_profile: ctx.user?.id === m.id,
        stats: {
          cars: m.cars.length,
          followers: followers(ctx, m.id),
          following: c.follows.filter((f) => f.follower_id === m.id).length,
          posts: posts.length,
        },
        cars: m.cars.map((v) => ({
          id: v.id,
          name: v.name,
          year: v.year,
          make: v.make,
          model: v.model,
          color: null,
          fuel_type: v.fuel_type,
          transmission: v.transmission,
          body_style: null,
          primary_image_url: null,
        })),
        convoys: c.convoys
          .filter((x) => x.member_ids.includes(m.id))
          .map((x) => ({ id: x.id, name: x.name })),
        recent_posts: pageOf(posts, { limit: 10 }, -1).page.map((p) => toPost(ctx, p)),
      },
    };
  }),
  handle('POST', '/users/{id}/follow', (ctx) => follow(ctx, true)),
  handle('POST', '/users/{id}/unfollow', (ctx) => follow(ctx, false)),
  handle('GET', '/convoy-images/{name}', (ctx) => {
    const body = convoyImageSvg(ctx.params.name ?? '') ?? fail(404, 'Image not found.');
    return new Response(body, { headers: { 'content-type': 'image/svg+xml' } });
  }),
];
