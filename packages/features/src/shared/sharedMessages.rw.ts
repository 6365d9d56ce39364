/**
 * Kinyarwanda texts of `shared/sharedMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './sharedMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  sortBy: 'Tondeka ukurikije',
  filters: 'Iyungurura',
  filtersCount: (v) => `Iyungurura (${v.count})`,
  vehicleNotFound: 'Imodoka ntiyabonetse',
  loading: 'Birimo gufunguka…',
  clearSearch: 'Siba ibyo washakishije',
  showSuggestions: 'Erekana ibyifuzo',
  vehicleFailed: 'Gufungura imodoka byanze.',
  backToCars: 'Subira ku modoka zanjye',
  make: 'Ikirango',
  model: 'Ubwoko',
  loadingMakes: 'Turimo kuzana ibirango…',
  chooseMake: 'Hitamo ikirango',
  loadingModels: 'Turimo kuzana amoko…',
  chooseModel: 'Hitamo ubwoko',
  chooseMakeFirst: 'Banza uhitemo ikirango.',
  rateOf: (v) => `Igipimo cy'ivunjisha cyo ku ${v.date}`,
  approxAbout: 'hafi ',
  approxMine: ' mu mafaranga yawe',
} satisfies Translation<typeof en>;
