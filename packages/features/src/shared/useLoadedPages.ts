import { useMemo } from 'react';

/** One page of a paged list answer (spec §7 lists): its rows and `meta` with the list's `total`. */
export interface ListPage<T, M extends { total: number } = { total: number }> {
  data: T[];
  meta: M;
}

/** The parts of a TanStack infinite query {@link useLoadedPages} reads. */
export interface PagedQuery<P> {
  data?: { pages: P[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
  isPending: boolean;
  isError: boolean;
}

/**
 * What a paged list shows: 'loading' until the first answer, 'error' when it failed with no rows
 * loaded, 'empty' with none, else 'ready' (a failed next page keeps the loaded rows: 'ready').
 */
export type ListState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * The rows an infinite list query (`useInfiniteQuery`) has loaded so far and its Load More controls
 * (spec §2 Marketplace list, Gas stations, Communities): `items`, every loaded page's rows in order;
 * `meta`, the first page's (undefined before the first answer); and `paging`, what a list hook
 * returns as is: `total` (0 before the first answer), `hasMore`, `loadMore()` (the next page),
 * `isLoadingMore`, `isLoading` until the first answer, and the {@link ListState} `listState`.
 */
export function useLoadedPages<T, M extends { total: number }>(list: PagedQuery<ListPage<T, M>>) {
  const pages = list.data?.pages ?? [];
  const items = useMemo(() => pages.flatMap((p) => p.data), [pages]);
  const meta: M | undefined = pages[0]?.meta;
  return {
    items,
    meta,
    paging: {
      total: meta?.total ?? 0,
      hasMore: list.hasNextPage,
      loadMore: () => void list.fetchNextPage(),
      isLoadingMore: list.isFetchingNextPage,
      isLoading: list.isPending,
      listState: listState(list, items.length),
    },
  };
}

/** The {@link ListState} of `list` with `rows` rows loaded. */
function listState(list: PagedQuery<unknown>, rows: number): ListState {
  if (list.isPending) return 'loading';
  if (rows === 0) return list.isError ? 'error' : 'empty';
  return 'ready';
}
