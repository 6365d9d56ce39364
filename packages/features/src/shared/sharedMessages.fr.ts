/**
 * French texts of `shared/sharedMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from './messages';
import type { en } from './sharedMessages';

export const fr = {
  sortBy: 'Trier par',
  filters: 'Filtres',
  filtersCount: (v) => `Filtres (${v.count})`,
  vehicleNotFound: 'Véhicule introuvable',
  loading: 'Chargement…',
  clearSearch: 'Effacer la recherche',
  showSuggestions: 'Afficher les suggestions',
  vehicleFailed: 'Impossible de charger le véhicule.',
  backToCars: 'Retour à Mes voitures',
  make: 'Marque',
  model: 'Modèle',
  loadingMakes: 'Chargement des marques…',
  chooseMake: 'Choisissez une marque',
  loadingModels: 'Chargement des modèles…',
  chooseModel: 'Choisissez un modèle',
  chooseMakeFirst: "Choisissez d'abord une marque.",
  rateOf: (v) => `Taux de change du ${v.date}`,
  approxAbout: 'environ ',
  approxMine: ' dans votre devise',
} satisfies Translation<typeof en>;
