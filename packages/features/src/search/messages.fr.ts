/**
 * French texts of `search/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
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
