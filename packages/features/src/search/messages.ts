/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the top-bar search (spec §2 Global chrome "search button"; issue #12 `GET /search`).
 * The kind headings name each section of results in the contract's order.
 */
import type { SearchKind } from '@gari/contract/search';
import { createTranslator, type Translation } from '../shared/messages';

const en = {
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

const fr = {
  dialogTitle: 'Rechercher sur Gari',
  label: 'Rechercher',
  placeholder: 'Pièces, garages, stations, convois, membres',
  hint: 'Saisissez au moins 2 caractères pour chercher des pièces, garages, stations de lavage, stations-service, convois et membres.',
  loading: 'Recherche…',
  results: 'Résultats',
  empty: (v) => `Aucun résultat pour « ${v.q} ».`,
  emptyHint:
    "Vérifiez l'orthographe ou essayez un nom de pièce, une référence OEM, une ville ou un nom de membre.",
  failed: 'Échec de la recherche',
  failedText: 'Recherche impossible pour le moment. Vérifiez votre connexion et réessayez.',
  seeAllParts: (v) => `Voir toutes les pièces pour « ${v.q} »`,
  found: (v) => (v.count === 1 ? '1 résultat' : `${v.count} résultats`),
  kind_listing: 'Pièces',
  kind_garage: 'Garages',
  kind_carwash: 'Stations de lavage',
  kind_gas_station: 'Stations-service',
  kind_convoy: 'Convois',
  kind_member: 'Membres',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  dialogTitle: 'Shakisha kuri Gari',
  label: 'Shakisha',
  placeholder: 'Ibyuma, garaje, sitasiyo, amatsinda, abanyamuryango',
  hint: 'Andika nibura inyuguti 2 ushakishe ibyuma, garaje, aho boza imodoka, sitasiyo za lisansi, amatsinda n’abanyamuryango.',
  loading: 'Turimo gushakisha…',
  results: 'Ibisubizo',
  empty: (v) => `Nta bisubizo bya '${v.q}'.`,
  emptyHint:
    'Reba uko wanditse cyangwa ugerageze izina ry’igice, kode ya OEM, umujyi cyangwa izina ry’umunyamuryango.',
  failed: 'Gushakisha byanze',
  failedText: 'Ntitwashoboye gushakisha ubu. Reba interineti yawe wongere ugerageze.',
  seeAllParts: (v) => `Reba ibyuma byose bya '${v.q}'`,
  found: (v) => `Ibisubizo ${v.count}`,
  kind_listing: 'Ibyuma',
  kind_garage: 'Garaje',
  kind_carwash: 'Aho boza imodoka',
  kind_gas_station: 'Sitasiyo za lisansi',
  kind_convoy: 'Amatsinda',
  kind_member: 'Abanyamuryango',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  dialogTitle: 'Tafuta kwenye Gari',
  label: 'Tafuta',
  placeholder: 'Vipuri, gereji, vituo, misafara, wanachama',
  hint: 'Andika angalau herufi 2 kutafuta vipuri, gereji, sehemu za kuosha magari, vituo vya mafuta, misafara na wanachama.',
  loading: 'Inatafuta…',
  results: 'Matokeo',
  empty: (v) => `Hakuna matokeo ya '${v.q}'.`,
  emptyHint: 'Angalia tahajia au jaribu jina la kipuri, msimbo wa OEM, jiji au jina la mwanachama.',
  failed: 'Utafutaji umeshindikana',
  failedText: 'Hatukuweza kutafuta sasa. Angalia muunganisho wako na ujaribu tena.',
  seeAllParts: (v) => `Tazama vipuri vyote vya '${v.q}'`,
  found: (v) => (v.count === 1 ? 'Tokeo 1' : `Matokeo ${v.count}`),
  kind_listing: 'Vipuri',
  kind_garage: 'Gereji',
  kind_carwash: 'Sehemu za kuosha magari',
  kind_gas_station: 'Vituo vya mafuta',
  kind_convoy: 'Misafara',
  kind_member: 'Wanachama',
} satisfies Translation<typeof en>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });

/** Heading of the section of `kind` ('Parts', 'Garages', …) in `tr`'s language (default English). */
export const kindLabel = (kind: SearchKind, tr: typeof t = t): string => tr(`kind_${kind}`);
