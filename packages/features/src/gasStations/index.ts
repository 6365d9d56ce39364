/**
 * `@gari/features/gasStations`: gas stations and fuel prices (issue #11; spec §2 Gas stations / Gas
 * station detail, §5, §8, §9): the list with its filters (`gasFilters` machine), the station page with
 * its prices, products, chart, Buy Now and "Report a price" (`priceReport` machine).
 */
export {
  DEFAULT_GAS_FILTERS,
  GAS_SORT_OPTIONS,
  GAS_STATIONS_PER_PAGE,
  readGasFilters,
  toGasStationQuery,
  writeGasFilters,
} from './filters';
export { GasFilterFields, type GasFilterFieldsProps } from './GasFilterFields';
export { CARD_AMENITIES, GasStationCard, type GasStationCardProps } from './GasStationCard';
export { GasStationPage } from './GasStationPage';
export { GasStationsPage, type GasStationsPageProps } from './GasStationsPage';
export { t as gasTexts } from './messages';
export { PriceChart, type PriceChartProps } from './PriceChart';
export { PriceReportPanel, type PriceReportPanelProps } from './PriceReportPanel';
export { StationProducts, type StationProductsProps } from './StationProducts';
export {
  ceilingText,
  directionsHref,
  distanceText,
  openText,
  priceAgeText,
  priceText,
  stationHref,
} from './stationInfo';
export { type BuyableItem, useBuyNow } from './useBuyNow';
export { stationOrNull, useGasStation, usePriceHistory, useStationId } from './useGasStation';
export { type GasStationsApi, useGasStations } from './useGasStations';
export { usePriceReport } from './usePriceReport';
