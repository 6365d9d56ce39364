/**
 * `@gari/features/shared`: what several flows use (query keys, the vehicle route id, today's date),
 * so that no flow folder imports from another one.
 */

export { fieldError } from './fieldError';
export { GAS_CITY_KEY, rememberedGasCity, rememberGasCity } from './gasCity';
export { listingOrNull } from './listingQuery';
export { LocaleProvider, type LocaleProviderProps, type LocaleValue, useLocale, useT } from './locale';
export {
  type Catalog,
  type CatalogText,
  createTranslator,
  DEFAULT_LOCALE,
  type Translator,
} from './messages';
export {
  cartKeys,
  convoyKeys,
  gasKeys,
  marketplaceKeys,
  orderKeys,
  SESSION_KEY,
  STATUS_MONTHS,
  STATUS_RECENT_LIMIT,
  VEHICLES_KEY,
  vehicleKeys,
} from './queryKeys';
export { rememberLanguage, SiteLocaleProvider, type SiteLocaleProviderProps } from './SiteLocale';
export {
  isLanguageLoaded,
  type LanguageTranslations,
  loadLanguage,
  registerTranslations,
} from './translations';
export { queryNumber } from './urlQuery';
export { type LocaleFormat, useFormat } from './useFormat';
export {
  VehicleGate,
  type VehicleGateProps,
  type VehiclePageState,
  type VehicleQuery,
  vehiclePageState,
} from './VehicleGate';
export { isNotFound, nullIfNotFound, parseVehicleId, todayIso } from './vehicleRoute';
