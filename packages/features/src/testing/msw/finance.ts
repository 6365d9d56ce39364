/**
 * Finance routes of the fake backend (spec §7 `GET /finance/rates`, §9; issue #12): the API's dated
 * demo table (`source: 'demo'`) in any base, the query validated with the contract's schema (422
 * naming `base` or `symbols` for an unknown currency).
 */
import { DEMO_RATES_AS_OF, demoRatesIn } from '@gari/contract/demoRates';
import { RATE_CURRENCIES, RatesQuery } from '@gari/contract/finance';
import { handle } from './handle';
import { parse } from './marketplace';

/** Every finance route. */
export const financeRoutes = [
  handle('GET', '/finance/rates', ({ s, query }) => {
    const q = parse(RatesQuery, Object.fromEntries(query.entries()));
    const table = demoRatesIn(q.base);
    const symbols =
      q.symbols && q.symbols.length > 0 ? q.symbols : RATE_CURRENCIES.filter((c) => c !== q.base);
    return {
      data: {
        base: q.base,
        rates: Object.fromEntries(symbols.map((code) => [code, table[code]])),
        as_of: DEMO_RATES_AS_OF,
        source: 'demo',
        fetched_at: s.now().toISOString(),
      },
    };
  }),
];
