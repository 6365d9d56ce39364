export {
  DISTANCE_DISABLED_NOTE,
  FiltersDialog,
  type FiltersDialogProps,
  FiltersPanel,
  type FiltersPanelProps,
} from './FiltersPanel';
export {
  activeFilterCount,
  DEFAULT_FILTERS,
  PROVIDERS_PER_PAGE,
  type ProviderFilters,
  readFilters,
  SORT_OPTIONS,
  toProviderQuery,
  writeFilters,
} from './filters';
export {
  CARD_SERVICES,
  LOGO_SIZE,
  ProviderCard,
  type ProviderCardProps,
  ProviderLogo,
  providerHref,
} from './ProviderCard';
export { ProviderPage, type ProviderPageProps } from './ProviderPage';
export {
  CarwashesPage,
  GaragesPage,
  ProvidersPage,
  type ProvidersPageProps,
} from './ProvidersPage';
export { panelT } from './panelMessages';
export { browserLocate, type LatLng, type Locate, useGeolocation } from './useGeolocation';
export { usePopularBrands, useProviderList } from './useProviderList';
export { WEEKDAYS, weekdayName } from './weekdays';
