/**
 * Exchange-rate routes (spec §7 `GET /finance/rates`, §9 "Rates cached 12 hours"; issue #12). Public.
 */
import { RATE_CURRENCIES, RatesAnswer, RatesQuery } from '../finance';
import { financePaths as p } from '../paths';
import { tagged } from './route';

const route = tagged(['finance']);

/** Finance routes by name. */
export const financeRoutes = {
  rates: route(p.rates, {
    summary: 'Exchange rates (spec §7), cached 12 hours',
    description:
      `base (default USD) and symbols (comma list, default all) among ${RATE_CURRENCIES.join(', ')}; any case. ` +
      'From the rates provider (RATES_API_URL) when set and answering, else the dated demo table shipped ' +
      'with Gari: `source` says which (provider | demo) and `as_of` the day of the figures. Read from the ' +
      'provider at most every 12 hours per base. 422 naming base or symbols for an unknown currency.',
    query: RatesQuery,
    answer: RatesAnswer,
    errors: [422],
  }),
};
