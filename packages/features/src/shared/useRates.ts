import { DEFAULT_RATES_BASE, type ExchangeRates, RATES_CACHE_MS } from '@gari/contract/finance';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** TanStack Query key of the exchange rates (one query for the whole app, base USD). */
export const RATES_KEY = ['finance', 'rates', DEFAULT_RATES_BASE] as const;

/**
 * The exchange rates (spec §7 `GET /finance/rates`, base USD, every known currency; §9 "Rates cached 12
 * hours"): one query shared by every screen, kept 12 hours, fetched only while some component that
 * needs it is `enabled` (a foreign price on screen). Failures are not retried more than once: the hint
 * they feed is optional.
 */
export function useRates(enabled = true): UseQueryResult<ExchangeRates> {
  const api = useApi();
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: () => api.finance.rates({ base: DEFAULT_RATES_BASE }),
    enabled,
    staleTime: RATES_CACHE_MS,
    gcTime: RATES_CACHE_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
