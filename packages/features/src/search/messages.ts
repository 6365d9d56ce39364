/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the top-bar search (spec §2 Global chrome "search button"; issue #12 `GET /search`).
 * The kind headings name each section of results in the contract's order.
 */
import type { SearchKind } from '@gari/contract/search';
import { createTranslator } from '../shared/messages';

export const en = {
  dialogTitle: 'Search Gari',
  label: 'Search',
  placeholder: 'Parts, garages, stations, convoys, members',
  hint: 'Type at least 2 characters to search parts, garages, carwashes, gas stations, convoys and members.',
  loading: 'Searching…',
  results: 'Results',
  empty: (v: { q: string }) => `No results for '${v.q}'.`,
  emptyHint: 'Check the spelling or try a part name, OEM code, city or member name.',
  failed: 'Search failed',
  failedText: 'We could not search right now. Check your connection and try again.',
  seeAllParts: (v: { q: string }) => `See all parts for '${v.q}'`,
  found: (v: { count: number }) => (v.count === 1 ? '1 result' : `${v.count} results`),
  kind_listing: 'Parts',
  kind_garage: 'Garages',
  kind_carwash: 'Carwashes',
  kind_gas_station: 'Gas stations',
  kind_convoy: 'Convoys',
  kind_member: 'Members',
};

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'search/messages');

/** Heading of the section of `kind` ('Parts', 'Garages', …) in `tr`'s language (default English). */
export const kindLabel = (kind: SearchKind, tr: typeof t = t): string => tr(`kind_${kind}`);
