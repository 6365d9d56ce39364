import type { SearchAnswer } from '@gari/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../app';
import { groupHits, SEARCH_TYPING_DEBOUNCE_MS, type SearchSection, searchTextOf } from './searchResults';

/**
 * Where the search stands (`data-state` of the dialog's body and its stories): `idle` (fewer than 2
 * characters), `loading` (a search on its way and nothing to show yet), `results`, `empty` (the
 * server found nothing), `error` (the call failed).
 */
export type SiteSearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

/** What {@link useSiteSearch} gives the dialog. */
export interface SiteSearch {
  status: SiteSearchStatus;
  /** The search the shown results answer (trimmed), or the one on its way; null when idle. */
  q: string | null;
  /** The results in sections (contract kind order); empty unless `status` is 'results'. */
  sections: SearchSection[];
  /** True while a newer search than the one shown is on its way. */
  isUpdating: boolean;
  /** Sends the search again (after an error). */
  retry: () => void;
}

/** TanStack Query key of one top-bar search. */
export const searchKey = (q: string) => ['search', q] as const;

/** `value`, once it has not changed for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The top-bar search over `text` (spec §2 Global chrome "search button"; issue #12 `GET /search?q=`):
 * sent once typing pauses 250 ms and the text has at least 2 characters; one TanStack Query per
 * search (kept a minute), a stale search cancelled when a newer one replaces it (its `AbortSignal`
 * goes to the client), the last results kept on screen while the next search runs. No retry: a
 * failure shows at once with "Try again".
 */
export function useSiteSearch(text: string, delay = SEARCH_TYPING_DEBOUNCE_MS): SiteSearch {
  const api = useApi();
  const q = useDebounced(searchTextOf(text), delay);
  const query = useQuery({
    queryKey: searchKey(q ?? ''),
    queryFn: ({ signal }): Promise<SearchAnswer> => api.search.search(q ?? '', { signal }),
    enabled: q !== null,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const typedQ = searchTextOf(text);
  if (typedQ === null || q === null)
    return { status: 'idle', q: null, sections: [], isUpdating: false, retry: () => undefined };
  const retry = () => void query.refetch();
  if (query.isError && !query.isFetching)
    return { status: 'error', q, sections: [], isUpdating: false, retry };
  const data = query.data;
  if (!data) return { status: 'loading', q, sections: [], isUpdating: true, retry };
  const sections = groupHits(data.data);
  return {
    status: sections.length > 0 ? 'results' : 'empty',
    q: data.meta.q,
    sections,
    isUpdating: query.isFetching || query.isPlaceholderData || typedQ !== q,
    retry,
  };
}
