/**
 * Data of the convoy page and the feed (issue #12; spec §2 Convoy detail / Feeds, §7): the convoy, its
 * posts and the feed as TanStack queries (cursor pages), and the helpers that change a post wherever it
 * is cached (a like, a new comment, an optimistic post).
 */
import type { GariApi } from '@gari/client/types';
import type { Convoy, ConvoyPost, ConvoyPostPage, FeedPage } from '@gari/contract/convoys';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { nullIfNotFound } from '../shared';
import { convoyKeys } from '../shared/queryKeys';

/** GET /convoys/{id}: the convoy, or null when the server answers 404 (the page's 'Convoy not found'). */
export async function convoyOrNull(api: GariApi, id: string): Promise<Convoy | null> {
  return nullIfNotFound(api.convoys.get(id));
}

/** The `:id` route parameter when it has the `category:key` form (spec §2 Route table), else null. */
export function useConvoyId(): string | null {
  const id = useParams().id?.toLowerCase() ?? '';
  return /^[a-z]+:[a-z0-9][a-z0-9-]{0,100}$/.test(id) ? id : null;
}

/** The viewer's id (null for visitors and while the session is checked). */
export function useViewerId(): number | null {
  const session = useSession();
  return session.status === 'authenticated' ? (session.user?.id ?? null) : null;
}

/**
 * One convoy for its page, cached per viewer (signed in: `is_joined`, `my_vehicle_ids`); null = not
 * found; see {@link convoyOrNull}.
 */
export function useConvoy(id: string | null) {
  const api = useApi();
  const viewer = useViewerId();
  return useQuery({
    queryKey: [...convoyKeys.convoy(id ?? ''), viewer ?? 'visitor'],
    queryFn: () => convoyOrNull(api, id ?? ''),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** The convoy's posts, newest first, 20 a page (GET /convoys/{id}/posts with `cursor`). */
export function useConvoyPosts(id: string | null, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: convoyKeys.posts(id ?? ''),
    queryFn: ({ pageParam }) => api.convoys.posts(id ?? '', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConvoyPostPage) => last.meta.next_cursor,
    enabled: id !== null && enabled,
    staleTime: 15_000,
  });
}

/** The viewer's feed (GET /feeds): newest first with `meta.trending`; a visitor's is every convoy's. */
export function useFeed() {
  const api = useApi();
  const viewer = useViewerId();
  return useInfiniteQuery({
    queryKey: convoyKeys.feed(viewer),
    queryFn: ({ pageParam }) => api.convoys.feed(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.meta.next_cursor,
    staleTime: 15_000,
  });
}

type PostPages = InfiniteData<{ data: ConvoyPost[] }, unknown>;
const isPostPages = (data: unknown): data is PostPages =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostPages).pages);

/**
 * Changes post `postId` in every cached post list (convoy posts, feeds): `change` returns the new post,
 * or null to remove it.
 */
export function updatePost(qc: QueryClient, postId: number, change: (post: ConvoyPost) => ConvoyPost | null) {
  qc.setQueriesData({ queryKey: convoyKeys.all }, (data: unknown) => {
    if (!isPostPages(data)) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.data.some((p) => p.id === postId)) return page;
      changed = true;
      return {
        ...page,
        data: page.data.flatMap((p) => {
          if (p.id !== postId) return [p];
          const next = change(p);
          return next ? [next] : [];
        }),
      };
    });
    return changed ? { ...data, pages } : data;
  });
}

/** Puts `post` on top of the convoy's cached posts (the optimistic new post, spec §4). */
export function prependPost(qc: QueryClient, convoyId: string, post: ConvoyPost) {
  qc.setQueryData<PostPages>(convoyKeys.posts(convoyId), (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [{ ...(first ?? { meta: {} }), data: [post, ...(first?.data ?? [])] }, ...rest],
    };
  });
}
