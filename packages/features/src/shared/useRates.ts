// Types only: the contract's finance module loads zod, which the spareshop pages do not need.
import type { ExchangeRates, RateCurrency } from '@gari/contract/finance';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Base of the rates query (the contract's `DEFAULT_RATES_BASE`, spec §9 "exchange rates base USD"). */
export const RATES_BASE: RateCurrency = 'USD';
/** How long the rates are kept, in ms (the contract's `RATES_CACHE_MS`, spec §9 "Rates cached 12 hours"). */
export const RATES_KEEP_MS = 12 * 60 * 60 * 1000;

/** TanStack Query key of the exchange rates (one query for the whole app, base USD). */
export const RATES_KEY = ['finance', 'rates', RATES_BASE] as const;

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
    queryFn: () => api.finance.rates({ base: RATES_BASE }),
    enabled,
    staleTime: RATES_KEEP_MS,
    gcTime: RATES_KEEP_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
