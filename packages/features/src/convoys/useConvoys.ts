import { CONVOY_LIST_CATEGORIES, CONVOY_SORTS, type ConvoySort } from '@gari/contract/convoyOptions';
import type { Convoy, ConvoyPage, ConvoyQuery, FeedPage } from '@gari/contract/convoys';
import { COUNTRIES } from '@gari/contract/countries';
import { toast } from '@gari/ui/Toast';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { convoyKeys } from '../shared/queryKeys';
import { useUrlFilters } from '../shared/useListQueries';
import { useLoadedPages } from '../shared/useLoadedPages';
import { useMemberCars } from '../shared/useMemberCars';
import { t as listT } from './listMessages';

/** Convoys per page of the list (Load More asks for the next page). */
export const CONVOYS_PER_PAGE = 12;
/** Posts in the side column's feed preview. */
export const FEED_PREVIEW_POSTS = 5;

/** The category choices of the list (spec §9): all, then the list categories. */
export const CONVOY_CATEGORY_TABS = ['all', ...CONVOY_LIST_CATEGORIES] as const;
export type ConvoyCategoryTab = (typeof CONVOY_CATEGORY_TABS)[number];

/** Which convoys by membership: all, the member's (`joined=true`), the others (`joined=false`). */
export type ConvoyMembershipFilter = 'all' | 'joined' | 'not-joined';

/**
 * Every filter of the list (spec §2 Convoys list; Advanced Filters panel communities variant): the
 * search text, the category, the sort, and the panel's membership and country. The §9 community types,
 * activity levels and interests are not offered: every convoy is public and the server keeps no
 * such fields (activity is the "Latest activity" sort).
 */
export interface ConvoyFilters {
  q: string;
  category: ConvoyCategoryTab;
  sort: ConvoySort;
  membership: ConvoyMembershipFilter;
  /** A country code (that country's convoys and the all-country ones), or '' for every country. */
  country: string;
}

/** The defaults: every category, most members first, every convoy of every country. */
export const DEFAULT_CONVOY_FILTERS: ConvoyFilters = {
  q: '',
  category: 'all',
  sort: 'members',
  membership: 'all',
  country: '',
};

/** The country choices of the panel (the top bar's countries). */
export const CONVOY_COUNTRIES = COUNTRIES;

/** Reads the filters from a URL query; unknown values fall back to the defaults. */
export function readConvoyFilters(params: URLSearchParams): ConvoyFilters {
  const category = (params.get('category') ?? '').toLowerCase();
  const sort = (params.get('sort') ?? '').toLowerCase();
  const joined = params.get('joined');
  const country = (params.get('country') ?? '').toUpperCase();
  return {
    q: (params.get('q') ?? params.get('search') ?? '').slice(0, 100),
    category: (CONVOY_CATEGORY_TABS as readonly string[]).includes(category)
      ? (category as ConvoyCategoryTab)
      : 'all',
    sort: (CONVOY_SORTS as readonly string[]).includes(sort) ? (sort as ConvoySort) : 'members',
    membership: joined === 'true' ? 'joined' : joined === 'false' ? 'not-joined' : 'all',
    country: COUNTRIES.some((c) => c.code === country) ? country : '',
  };
}

/** Writes the filters as a URL query, defaults left out (so `/communities` stays clean). */
export function writeConvoyFilters(f: ConvoyFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim() !== '') p.set('q', f.q.trim());
  if (f.category !== 'all') p.set('category', f.category);
  if (f.sort !== 'members') p.set('sort', f.sort);
  if (f.membership !== 'all') p.set('joined', f.membership === 'joined' ? 'true' : 'false');
  if (f.country !== '') p.set('country', f.country);
  return p;
}

/** How many panel filters are set (the Filters button's count). */
export const activeConvoyFilterCount = (f: ConvoyFilters) =>
  (f.membership !== 'all' ? 1 : 0) + (f.country !== '' ? 1 : 0);

/** The API query of the filters (without the page); membership only for a member. */
export function toConvoyQuery(f: ConvoyFilters, member: boolean): ConvoyQuery {
  return {
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    category: f.category,
    sort: f.sort,
    ...(f.country ? { country: f.country } : {}),
    ...(member && f.membership !== 'all' ? { joined: f.membership === 'joined' } : {}),
    per_page: CONVOYS_PER_PAGE,
  };
}

/**
 * Who asks: `viewer`, the signed-in member's id, else 'visitor' (also while the session check runs), a
 * part of the lists' cache keys; and the session's `status`.
 */
function useViewer() {
  const session = useSession();
  return {
    viewer: (session.user ? session.user.id : 'visitor') as number | 'visitor',
    status: session.status,
  };
}

/**
 * The convoy list (spec §2 Convoys list; §7 GET /convoys; §9; issue #12): the filters from the URL
 * query (every change replaces the URL, so a filtered list is a shareable link), the pages as a
 * TanStack infinite query (1-based pages of {@link CONVOYS_PER_PAGE}; `loadMore()` asks for the next;
 * the previous list stays while a new filter loads), and the member's cars (the no-car prompt). The
 * server renders the visitor's list; a member's own (with `is_joined`) replaces it after the session
 * check.
 *
 * @returns `filters`, `setFilters`, `update(patch)`, `convoys` (every loaded page), `total`,
 * `hasMore`, `loadMore()`, `isLoadingMore`, the `list` query, `isLoading`, `member`, `viewer`,
 * `cars` (the member's, [] for visitors), `carsPending` and the `carPrompt` (add a car, or sign in).
 */
export function useConvoys() {
  const api = useApi();
  const urlFilters = useUrlFilters(readConvoyFilters, writeConvoyFilters, { preventScrollReset: true });
  const { filters } = urlFilters;
  const { member, status, cars, carsPending, carPrompt } = useMemberCars();
  const { viewer } = useViewer();
  const query = toConvoyQuery(filters, member);
  const list = useInfiniteQuery({
    queryKey: convoyKeys.list(query, viewer),
    queryFn: ({ pageParam }) => api.convoys.list({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: ConvoyPage) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    placeholderData: keepPreviousData,
    enabled: status !== 'checking',
  });
  const { items: convoys, paging } = useLoadedPages(list);
  return { ...urlFilters, list, convoys, ...paging, member, viewer, cars, carsPending, carPrompt };
}

/**
 * Join and Leave on a convoy card (spec §2 Convoys list; §7 POST /convoys/{id}/join | /leave): the
 * server's `is_joined` and `members_count` replace the card's in every cached list page, with a
 * 'Success' toast of the server's message, or 'Error' with {@link t}('joinFailed' | 'leaveFailed').
 * `pending` is the id of the convoy being changed (one at a time per card).
 */
export function useConvoyMembership() {
  const t = useT(listT);
  const api = useApi();
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ convoy, join }: { convoy: Convoy; join: boolean }) =>
      join ? api.convoys.join(convoy.id) : api.convoys.leave(convoy.id),
    onSuccess: (answer, { convoy }) => {
      qc.setQueriesData<InfiniteData<ConvoyPage>>({ queryKey: convoyKeys.lists }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                data: page.data.map((c) => (c.id === convoy.id ? { ...c, ...answer.data } : c)),
              })),
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: convoyKeys.feeds }); // /feeds and the side column's preview
      toast.success(t('successTitle'), answer.message);
    },
    onError: (_error, { join }) => toast.error(t('errorTitle'), t(join ? 'joinFailed' : 'leaveFailed')),
  });
  return {
    toggle: (convoy: Convoy) => mutation.mutate({ convoy, join: !convoy.is_joined }),
    pending: mutation.isPending ? (mutation.variables?.convoy.id ?? null) : null,
  };
}

/**
 * The side column (spec §2 Convoys list "side Feeds column and trending hashtags", made real): the
 * newest {@link FEED_PREVIEW_POSTS} posts of GET /feeds (for a member: joined convoys, followed members
 * and their own; for a visitor: every convoy) and `meta.trending`, the hashtags of the last 7 days.
 */
export function useFeedPreview() {
  const api = useApi();
  const { viewer, status } = useViewer();
  return useQuery({
    queryKey: convoyKeys.feedPreview(viewer),
    queryFn: (): Promise<FeedPage> => api.convoys.feed({ limit: FEED_PREVIEW_POSTS }),
    enabled: status !== 'checking',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
