import type { GariApi } from '@gari/client/types';
import type { GasStationDetail } from '@gari/contract/gasStations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../app';
import { gasKeys, nullIfNotFound } from '../shared';

/**
 * GET /gas-stations/{id} (id or slug): the station, or null when the server answers 404 — an answer,
 * not a failure: the page shows 'Station not found.' and the server renders it with status 404. Other
 * failures throw.
 */
export async function stationOrNull(api: GariApi, id: string): Promise<GasStationDetail | null> {
  return nullIfNotFound(api.gasStations.get(id));
}

/** The `:id` route parameter: a station id or slug (lower case), else null (never asked, not found). */
export function useStationId(): string | null {
  const id = useParams().id?.toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(id) ? id : null;
}

/** One station for its page (spec §2 Gas station detail): cached under `gasKeys.station(id)`; see {@link stationOrNull}. */
export function useGasStation(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: gasKeys.station(id ?? ''),
    queryFn: () => stationOrNull(api, id ?? ''),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/**
 * The daily shown price of one fuel over 30 or 90 days (GET /gas-stations/{id}/prices/history), the
 * previous chart kept while another fuel or period loads.
 */
export function usePriceHistory(id: string | null, fuel: string, days: 30 | 90) {
  const api = useApi();
  return useQuery({
    queryKey: gasKeys.history(id ?? '', fuel, days),
    queryFn: () => api.gasStations.history(id ?? '', { fuel, days }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
