/**
 * The data plumbing the list pages share (spec §2 Marketplace list, Gas stations, Communities): the
 * filters kept in the URL query, and a list paged by cursor.
 */
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters read from the URL query with `read`; `setFilters` writes them with `write`,
 * replacing the history entry (so every filtered list is a shareable link), and `update(patch)`
 * changes some of them (the list starts again from its first page). `preventScrollReset` keeps the
 * scroll place on a change.
 */
export function useUrlFilters<F>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
  { preventScrollReset = false }: { preventScrollReset?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const setFilters = useCallback(
    (next: F) => setParams(write(next), { replace: true, preventScrollReset }),
    [setParams, write, preventScrollReset],
  );
  return {
    filters,
    setFilters,
    /** Patch filters (the list starts again from its first page). */
    update: (patch: Partial<F>) => setFilters({ ...filters, ...patch }),
  };
}

/**
 * A list paged by cursor (spec §7: `meta.next_cursor`, null on the last page) as a TanStack infinite
 * query under `queryKey`: `fetchPage(cursor)` asks for a page (`undefined`: the first); the previous
 * list stays while another key (a new filter) loads. `enabled` false waits.
 */
export function useCursorList<P extends { meta: { next_cursor: string | null } }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<P>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.meta.next_cursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}
