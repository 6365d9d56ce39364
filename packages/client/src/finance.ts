/**
 * `createFinanceClient(core)`: exchange rates (spec §7 `GET /finance/rates`, §9 "exchange rates base
 * USD", "Rates cached 12 hours"; issue #12). The server keeps the rates 12 hours; a screen's query
 * may keep them as long (`staleTime` 12 hours).
 */
import type { ExchangeRates, RateCurrency } from '@gari/contract/finance';
import { financePaths as p } from '@gari/contract/paths';
import { type Core, one } from './core';
import { withDerived } from './derive';
import type { GariApi } from './types';

/** Finance part of the client. */
export interface FinanceClient {
  /**
   * `GET /finance/rates?base=&symbols=a,b`: one `base` unit in each symbol (`rates.RWF` 1452 = 1 USD
   * buys 1,452 RWF), with `as_of` (the figures' day) and `source` (`provider` or the dated `demo`
   * table). `base` defaults to USD, `symbols` to every other known currency. Rejects with an ApiError:
   * 422 naming `base` or `symbols` for an unknown currency.
   */
  rates(query?: { base?: RateCurrency | string; symbols?: readonly string[] }): Promise<ExchangeRates>;
}

/** Creates the finance part over `core`. */
export function createFinanceClient(core: Core): GariApi['finance'] {
  const methods: FinanceClient = {
    rates: (query = {}) =>
      core.call(p.rates, {
        ...one,
        query: {
          base: query.base,
          symbols: query.symbols && query.symbols.length > 0 ? query.symbols.join(',') : undefined,
        },
      }),
  };
  return withDerived(core, p, methods);
}
