import {
  activeGasFilterCount,
  type GasFilters,
  gasFiltersMachine,
  gasReferencePoint,
  type LatLng,
} from '@gari/machines/gasFilters';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi, useFlow } from '../app';
import { browserLocate, type Locate } from '../providers/useGeolocation';
import { gasKeys, rememberGasCity } from '../shared';
import { useCursorList } from '../shared/useListQueries';
import { useLoadedPages } from '../shared/useLoadedPages';
import { DEFAULT_GAS_FILTERS, readGasFilters, toGasStationQuery, writeGasFilters } from './filters';

/**
 * The gas station list (issue #11; spec §2 Gas stations; §7 GET /gas-stations): the `gasFilters`
 * machine over the URL query (`readGasFilters`; every change is written back, replacing history, so a
 * filtered list is a shareable link; the back button's URL is synced in), the member's position from
 * `locate` (the browser's geolocation by default; the machine falls back to the chosen city's centre),
 * and the pages of the list as a TanStack infinite query (cursor paging; the previous list stays while
 * a new filter or the position loads). The server renders the list without a position. A chosen city
 * is remembered as the member's fuel city (`rememberGasCity`).
 *
 * @returns the machine `state` and `send`; `filters`, the `reference` point of distances (device or
 * city centre, null when none) and the panel's `draft`; `stations` (every loaded page), `total`,
 * `cities`, `oilBrands`, `currency`; `hasMore`, `loadMore()`, `isLoadingMore`; the `list` query;
 * `isLoading` (first answer) and `activeCount` (the Filters badge).
 */
export function useGasStations(locate: Locate = browserLocate) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => readGasFilters(params), [params]);
  const { state, send } = useFlow(gasFiltersMachine, {
    actors: { locate: fromPromise<LatLng, void>(() => locate()) },
    input: { filters: urlFilters, defaults: DEFAULT_GAS_FILTERS },
    on: {
      changed: (e) => setParams(writeGasFilters(e.filters), { replace: true, preventScrollReset: true }),
    },
  });
  // The URL changed elsewhere (back button, a link to a filtered list): the machine takes it.
  useEffect(() => send({ type: 'SYNC', filters: urlFilters }), [urlFilters, send]);

  const filters = state.context.filters;
  // The city chosen is the member's fuel city (the home page's card).
  useEffect(() => rememberGasCity(filters.city), [filters.city]);
  const reference = gasReferencePoint(state);
  const query = toGasStationQuery(filters, reference, api.store.getCountry());
  const list = useCursorList(gasKeys.list(query), (cursor) => api.gasStations.list({ ...query, cursor }));
  const { items: stations, meta, paging } = useLoadedPages(list);
  const cities = meta?.cities;
  useEffect(() => {
    if (cities) send({ type: 'CITIES', cities });
  }, [cities, send]);

  return {
    state,
    send,
    filters,
    draft: state.context.draft,
    reference,
    /** Changes filters at once (search, fuel, sort and the inline desktop filters). */
    update: (patch: Partial<GasFilters>) => send({ type: 'SET', patch }),
    stations,
    cities: cities ?? [],
    oilBrands: meta?.oil_brands ?? [],
    currency: meta?.currency ?? null,
    list,
    ...paging,
    activeCount: activeGasFilterCount(filters, DEFAULT_GAS_FILTERS),
  };
}

/** What {@link useGasStations} returns. */
export type GasStationsApi = ReturnType<typeof useGasStations>;
