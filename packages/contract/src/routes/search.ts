/**
 * The top-bar search route (spec §2 Global chrome; issue #12 `GET /search?q=`). Public.
 */
import { searchPaths as p } from '../paths';
import { SEARCH_PER_KIND, SearchAnswer, SearchQuery } from '../search';
import { tagged } from './route';

const route = tagged(['search']);

/** Search routes by name. */
export const searchRoutes = {
  search: route(p.search, {
    summary: 'Search everything (the top-bar search)',
    description:
      `The best ${SEARCH_PER_KIND} of each kind: published spareshop listings (full text with typo matching), ` +
      'garages, carwashes and gas stations (name, city, brand), convoys (name, description) and members ' +
      '(name, username); names also match by trigram similarity, so a typo still finds them. Each hit ' +
      'has id, kind, title, subtitle and href (its site page). q is trimmed, 1–100 characters, else 422 naming q.',
    query: SearchQuery,
    answer: SearchAnswer,
    errors: [422],
  }),
};
