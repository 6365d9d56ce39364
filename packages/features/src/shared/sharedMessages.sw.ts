/**
 * Kiswahili texts of `shared/sharedMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './sharedMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  sortBy: 'Panga kwa',
  filters: 'Vichujio',
  filtersCount: (v) => `Vichujio (${v.count})`,
  vehicleNotFound: 'Gari halijapatikana',
  loading: 'Inapakia…',
  clearSearch: 'Futa utafutaji',
  showSuggestions: 'Onyesha mapendekezo',
  vehicleFailed: 'Imeshindikana kupakia gari.',
  backToCars: 'Rudi kwenye Magari yangu',
  make: 'Chapa',
  model: 'Modeli',
  loadingMakes: 'Tunapakia chapa…',
  chooseMake: 'Chagua chapa',
  loadingModels: 'Tunapakia modeli…',
  chooseModel: 'Chagua modeli',
  chooseMakeFirst: 'Chagua chapa kwanza.',
  rateOf: (v) => `Kiwango cha ubadilishaji cha ${v.date}`,
  approxAbout: 'takriban ',
  approxMine: ' kwa sarafu yako',
} satisfies Translation<typeof en>;
