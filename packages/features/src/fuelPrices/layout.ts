/**
 * Layout constants of the price widget (issue #11 "CLS 0"), free of CSS and React so the embed's
 * loader (`apps/embed/src/fuelPrices`) can keep its skeleton in step: every state of the widget
 * (skeleton, station prices, board, stale, error) is exactly {@link FUEL_WIDGET_HEIGHT} px tall, so
 * nothing moves when the server-rendered HTML replaces the skeleton or a refresh replaces the HTML.
 */

/** Height (px) of the widget in every state; the loader's skeleton reserves the same. */
export const FUEL_WIDGET_HEIGHT = 296;

/** Rows the widget shows: one per fuel (`FUEL_TYPES`) in station mode, the cheapest stations in board mode. */
export const FUEL_WIDGET_ROWS = 3;

/** How often (ms) the loader fetches the widget's HTML again: 10 minutes. */
export const FUEL_WIDGET_REFRESH_MS = 600_000;
