/**
 * Texts of the shared controls (list bar, retry alert, vehicle gate, make/model fields) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { type CatalogText, createTranslator, type Translation } from './messages';

const en = {
  tryAgain: 'Try again',
  sortBy: 'Sort by',
  filters: 'Filters',
  filtersCount: (v: { count: number }) => `Filters (${v.count})`,
  vehicleNotFound: 'Vehicle not found',
  loading: 'Loading...',
  vehicleFailed: 'Failed to load vehicle.',
  backToCars: 'Back to My Cars',
  make: 'Make',
  model: 'Model',
  loadingMakes: 'Loading makes…',
  chooseMake: 'Choose a make',
  loadingModels: 'Loading models…',
  chooseModel: 'Choose a model',
  chooseMakeFirst: 'Choose a make first.',
} satisfies Record<string, CatalogText>;

const fr = {
  tryAgain: 'Réessayer',
  sortBy: 'Trier par',
  filters: 'Filtres',
  filtersCount: (v) => `Filtres (${v.count})`,
  vehicleNotFound: 'Véhicule introuvable',
  loading: 'Chargement…',
  vehicleFailed: 'Impossible de charger le véhicule.',
  backToCars: 'Retour à Mes voitures',
  make: 'Marque',
  model: 'Modèle',
  loadingMakes: 'Chargement des marques…',
  chooseMake: 'Choisissez une marque',
  loadingModels: 'Chargement des modèles…',
  chooseModel: 'Choisissez un modèle',
  chooseMakeFirst: "Choisissez d'abord une marque.",
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  tryAgain: 'Ongera ugerageze',
  sortBy: 'Tondeka ukurikije',
  filters: 'Iyungurura',
  filtersCount: (v) => `Iyungurura (${v.count})`,
  vehicleNotFound: 'Imodoka ntiyabonetse',
  loading: 'Birimo gufunguka…',
  vehicleFailed: 'Gufungura imodoka byanze.',
  backToCars: 'Subira ku modoka zanjye',
  make: 'Ikirango',
  model: 'Ubwoko',
  loadingMakes: 'Turimo kuzana ibirango…',
  chooseMake: 'Hitamo ikirango',
  loadingModels: 'Turimo kuzana amoko…',
  chooseModel: 'Hitamo ubwoko',
  chooseMakeFirst: 'Banza uhitemo ikirango.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  tryAgain: 'Jaribu tena',
  sortBy: 'Panga kwa',
  filters: 'Vichujio',
  filtersCount: (v) => `Vichujio (${v.count})`,
  vehicleNotFound: 'Gari halijapatikana',
  loading: 'Inapakia…',
  vehicleFailed: 'Imeshindikana kupakia gari.',
  backToCars: 'Rudi kwenye Magari yangu',
  make: 'Chapa',
  model: 'Modeli',
  loadingMakes: 'Tunapakia chapa…',
  chooseMake: 'Chagua chapa',
  loadingModels: 'Tunapakia modeli…',
  chooseModel: 'Chagua modeli',
  chooseMakeFirst: 'Chagua chapa kwanza.',
} satisfies Translation<typeof en>;

/** The shared controls' translator (English: tests and stories); the controls read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
