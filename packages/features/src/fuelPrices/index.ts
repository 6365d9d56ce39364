/**
 * `@gari/features/fuelPrices`: the views of the price widget `<gari-fuel-prices>` (issue #11 "The price
 * widget"), rendered to HTML on the server (`apps/embed/src/fuelPrices/server.tsx`): station prices,
 * the city board, the skeleton, the stale notice and the errors; and its layout constants.
 */
export { FuelBoard, type FuelBoardProps } from './FuelBoard';
export {
  brandRule,
  type FuelPricesErrorReason,
  type FuelPricesState,
  FuelPricesWidget,
  type FuelPricesWidgetProps,
} from './FuelPricesWidget';
export { FUEL_WIDGET_HEIGHT, FUEL_WIDGET_REFRESH_MS, FUEL_WIDGET_ROWS } from './layout';
export { t as fuelPricesText } from './messages';
export { StationPrices, type StationPricesProps } from './StationPrices';
