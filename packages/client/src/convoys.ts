/**
 * `createConvoysClient(core)`: convoys and the community (issue #12; spec §2 Convoys list / Convoy
 * detail / Member profile / Feeds, §3, §4, §7, §9): the list with search, category, sort and pages, a
 * convoy, join and leave, image URLs, posts, comments, likes, reports, the feed, member profiles and
 * follows. Counts are whole numbers ≥ 0; times ISO instants.
 */
import type {
  Comment,
  CommentPage,
  Convoy,
  ConvoyMembership,
  ConvoyPage,
  ConvoyPost,
  ConvoyPostPage,
  ConvoyQuery,
  CursorQuery,
  FeedPage,
  FollowState,
  MemberProfile,
  ReactionState,
  ReportState,
} from '@gari/contract/convoys';
import { memberPaths as m, convoyPaths as p } from '@gari/contract/paths';
import { type Core, one, whole } from './core';
import { withDerived } from './derive';
import type { Query } from './http';
import type { PhotoUploadOptions } from './marketplace';
import type { GariApi } from './types';

/** A new post: text and up to 3 image files (sent as multipart `images[]` when there are any). */
export interface NewPost {
  content: string;
  images?: readonly { file: Blob; name?: string }[];
}

/** Convoys part of the client. Every call rejects with an ApiError (422 names the field). */
export interface ConvoysClient {
  /** `GET /convoys?q=&category=&country=&joined=&sort=&page=&per_page=`: one page with `meta`. */
  list(query?: ConvoyQuery): Promise<ConvoyPage>;
  /** `GET /convoys/{id}` (`category:key`); 404 'Convoy not found.'. */
  get(id: string): Promise<Convoy>;
  /** `POST /convoys/{id}/join` (signed in; idempotent): `data.is_joined`, `data.members_count`, `message`. */
  join(id: string): Promise<ConvoyMembership>;
  /** `POST /convoys/{id}/leave` (signed in; idempotent). */
  leave(id: string): Promise<ConvoyMembership>;
  /** The URL of a convoy image file (`GET /convoy-images/{name}`), without calling it. */
  imageUrl(name: string): string;
  /** `GET /convoys/{id}/posts?cursor=&limit=`: newest first, `meta.next_cursor` for more. */
  posts(id: string, query?: CursorQuery): Promise<ConvoyPostPage>;
  /**
   * `POST /convoys/{id}/posts`: JSON `{content}` without images, multipart `content` + `images[]` with
   * them (`options.onProgress` reports bytes sent). 422 on `content` or `images` (§5 messages), 403 for
   * non-members and for images from new or unverified accounts, 429 over the post limit.
   */
  createPost(id: string, post: NewPost, options?: PhotoUploadOptions): Promise<ConvoyPost>;
  /** `GET /convoy-posts/{postId}/comments`: oldest first. */
  comments(postId: number, query?: CursorQuery): Promise<CommentPage>;
  /** `POST /convoy-posts/{postId}/comments` (non-blank, 422 on `content`). */
  addComment(postId: number, content: string): Promise<Comment>;
  /** `POST /convoy-posts/{postId}/react {type:'like'}` (idempotent): the member's state and the count. */
  react(postId: number): Promise<ReactionState['data']>;
  /** `POST /convoy-posts/{postId}/unreact {type:'like'}` (idempotent; never below 0). */
  unreact(postId: number): Promise<ReactionState['data']>;
  /** `POST /convoy-posts/{postId}/report` (hidden after 3 members reported it). */
  report(postId: number, reason?: string): Promise<ReportState>;
  /** `GET /feeds?cursor=&limit=`: joined convoys, followed members and own posts; `meta.trending`. */
  feed(query?: CursorQuery): Promise<FeedPage>;
  /** `GET /users/{idOrUsername}`: the member profile (404 'Member not found.'). */
  member(idOrUsername: number | string): Promise<MemberProfile>;
  /** `POST /users/{id}/follow`: `is_following`, `followers_count`, `message` (spec §7). */
  follow(idOrUsername: number | string): Promise<FollowState>;
  /** `POST /users/{id}/unfollow`. */
  unfollow(idOrUsername: number | string): Promise<FollowState>;
}

/** Drops empty values of a query. */
const compact = (q: Record<string, unknown>): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Query;

/**
 * Convoys routes the methods call under other names, so not derived: `image` (`imageUrl` only builds its
 * URL) and `feeds` (`feed`).
 */
export const CONVOYS_COVERED = ['image', 'feeds'] as const;

/** Creates the convoys part over `core`. */
export function createConvoysClient(core: Core): GariApi['convoys'] {
  const methods: ConvoysClient = {
    list: (query = {}) => core.call(p.list, { ...whole, query: compact(query) }),
    get: (id) => core.call(p.get, { ...one, params: { id } }),
    join: (id) => core.call(p.join, { ...whole, params: { id } }),
    leave: (id) => core.call(p.leave, { ...whole, params: { id } }),
    imageUrl: (name) => core.url(p.image, { name }),
    posts: (id, query = {}) => core.call(p.posts, { ...whole, params: { id }, query: compact(query) }),
    createPost(id, post, options = {}) {
      if (!post.images || post.images.length === 0)
        return core.call(p.createPost, { ...one, params: { id }, body: { content: post.content } });
      const form = new FormData();
      form.append('content', post.content);
      for (const [i, image] of post.images.entries())
        form.append('images[]', image.file, image.name ?? `image-${i + 1}.jpg`);
      return core.call(p.createPost, {
        ...one,
        params: { id },
        body: form,
        onUploadProgress: options.onProgress,
        signal: options.signal,
      });
    },
    comments: (postId, query = {}) =>
      core.call(p.comments, { ...whole, params: { id: postId }, query: compact(query) }),
    addComment: (postId, content) =>
      core.call(p.addComment, { ...one, params: { id: postId }, body: { content } }),
    react: (postId) => core.call(p.react, { ...one, params: { id: postId }, body: { type: 'like' } }),
    unreact: (postId) => core.call(p.unreact, { ...one, params: { id: postId }, body: { type: 'like' } }),
    report: (postId, reason) =>
      core.call(p.report, { ...whole, params: { id: postId }, body: reason ? { reason } : {} }),
    feed: (query = {}) => core.call(p.feeds, { ...whole, query: compact(query) }),
    member: (id) => core.call(m.get, { ...one, params: { id } }),
    follow: (id) => core.call(m.follow, { ...whole, params: { id } }),
    unfollow: (id) => core.call(m.unfollow, { ...whole, params: { id } }),
  };
  return withDerived(core, p, methods, CONVOYS_COVERED);
}
