/**
 * Texts of the shared controls (list bar, vehicle gate, make/model fields; the retry alert's are in
 * `retryMessages.ts`) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { type CatalogText, createTranslator } from './messages';

export const en = {
  sortBy: 'Sort by',
  filters: 'Filters',
  filtersCount: (v: { count: number }) => `Filters (${v.count})`,
  vehicleNotFound: 'Vehicle not found',
  loading: 'Loading...',
  clearSearch: 'Clear search',
  showSuggestions: 'Show suggestions',
  vehicleFailed: 'Failed to load vehicle.',
  backToCars: 'Back to My Cars',
  make: 'Make',
  model: 'Model',
  loadingMakes: 'Loading makes…',
  chooseMake: 'Choose a make',
  loadingModels: 'Loading models…',
  chooseModel: 'Choose a model',
  chooseMakeFirst: 'Choose a make first.',
  rateOf: (v: { date: string }) => `Exchange rate of ${v.date}`,
  approxAbout: 'about ',
  approxMine: ' in your currency',
} satisfies Record<string, CatalogText>;

/** The shared controls' translator (English: tests and stories); the controls read it with `useT(t)`. */
export const t = createTranslator({ en }, 'shared/sharedMessages');
