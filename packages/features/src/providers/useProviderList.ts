import type { ProviderType } from '@gari/contract/providers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../app';
import { type ProviderFilters, readFilters, toProviderQuery, writeFilters } from './filters';
import { type Locate, useGeolocation } from './useGeolocation';

/**
 * The garage or carwash list (spec §2 Garages, Carwashes; §7 GET /garages, /carwashes): the filters
 * from the URL query (`readFilters`), the member's position for distance (browser geolocation, or
 * `locate`), and the TanStack query of `api.providers.list(type, query)` (previous page kept while the
 * next loads). `setFilters` writes the URL (replacing history), so every state is a shareable link.
 */
export function useProviderList(type: ProviderType, locate?: Locate) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, type), [params, type]);
  const geo = useGeolocation(locate);
  const query = toProviderQuery(filters, geo.position, api.store.getCountry());
  const list = useQuery({
    queryKey: ['providers', 'list', type, query],
    queryFn: () => api.providers.list(type, query),
    placeholderData: keepPreviousData,
  });
  const setFilters = useCallback(
    (next: ProviderFilters) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );
  return {
    filters,
    setFilters,
    /** Patch filters; anything but `page` sends the list back to page 1. */
    update: (patch: Partial<ProviderFilters>) => setFilters({ ...filters, ...patch, page: patch.page ?? 1 }),
    geo,
    list,
    /**
     * Still waiting for the first answer. The list does not wait for the position (the server renders
     * it without one, issue #8); once located, the distance-aware page replaces it.
     */
    isLoading: list.isPending,
  };
}

/** Popular Brands of the garage page (spec §2, §9): GET /garages/popular-brands. */
export function usePopularBrands(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['providers', 'popularBrands'],
    queryFn: () => api.providers.popularBrands(),
    enabled,
    staleTime: 600_000,
  });
}
