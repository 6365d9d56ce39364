/**
 * `createSearchClient(core)`: the top-bar search (spec §2 Global chrome; issue #12 `GET /search?q=`)
 * across spareshop listings, garages, carwashes, gas stations, convoys and members.
 */
import { searchPaths as p } from '@gari/contract/paths';
import type { SearchAnswer } from '@gari/contract/search';
import { type Core, whole } from './core';
import { withDerived } from './derive';
import type { GariApi } from './types';

/** Search part of the client. */
export interface SearchClient {
  /**
   * `GET /search?q=`: `data`, at most 5 hits of each kind grouped in the order listing, garage,
   * carwash, gas_station, convoy, member (each `{ id, kind, title, subtitle, href }`, `href` the site
   * route), and `meta` `{ q, counts }`. `q` is trimmed by the server; blank or over 100 characters
   * rejects with a 422 ApiError naming `q`.
   */
  search(q: string, options?: { signal?: AbortSignal }): Promise<SearchAnswer>;
}

/** Creates the search part over `core`. */
export function createSearchClient(core: Core): GariApi['search'] {
  const methods: SearchClient = {
    search: (q, options = {}) => core.call(p.search, { ...whole, query: { q }, signal: options.signal }),
  };
  return withDerived(core, p, methods);
}
