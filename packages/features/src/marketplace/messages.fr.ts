/**
 * French texts of `marketplace/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  title: 'Pièces détachées',
  subtitle: "Pièces détachées et voitures de magasins et de particuliers en Afrique de l'Est",
  searchLabel: 'Rechercher des pièces',
  placeholder: 'Pièces, références OEM, mots-clés',
  empty:
    "Aucune annonce ne correspond à votre recherche. Essayez d'autres mots, une autre catégorie ou moins de filtres.",
  emptyFits:
    'Aucune pièce pour cette voiture pour le moment. Essayez « Toute voiture » ou une autre catégorie.',
  failed: 'Échec du chargement',
  loadMore: 'Afficher plus',
  loadingMore: 'Chargement…',
  fitsLabel: 'Compatible avec ma voiture',
  anyCar: 'Toute voiture',
  signInToFit: 'Connectez-vous pour voir les pièces compatibles avec votre voiture',
  addCar: 'Ajoutez votre voiture pour voir les pièces compatibles',
  loadingListings: 'Chargement des annonces…',
  count: (v) => `${v.total} ${v.count === 1 ? 'annonce' : 'annonces'}`,
  forCar: (v) => ` pour votre ${v.car}`,
  clear: 'Effacer la recherche et les filtres',
  listings: 'Annonces',
  showing: (v) => `${v.shown} sur ${v.total}`,
  categories: 'Catégories',
} satisfies Translation<typeof en>;
