/**
 * Layout constants of the price widget (issue #11 "CLS 0"), from `@gari/contract/fuelWidget` where the
 * embed's loader reads them too: every state of the widget (skeleton, station prices, board, stale,
 * error) is exactly {@link FUEL_WIDGET_HEIGHT} px tall, so nothing moves when the server-rendered HTML
 * replaces the loader's skeleton or a refresh replaces the HTML.
 */
export { FUEL_WIDGET_HEIGHT, FUEL_WIDGET_REFRESH_MS, FUEL_WIDGET_ROWS } from '@gari/contract/fuelWidget';
