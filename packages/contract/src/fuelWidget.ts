/**
 * The price widget `<gari-fuel-prices>` (issue #11 "The price widget"): what the API's HTML endpoints
 * (`GET /embed/fuel-prices`, `/embed/fuel-prices/frame`), the server-rendered views and the embed's
 * loader agree on. Zod-free and side-effect free, so the loader (a few hundred bytes of its own) can
 * import it.
 */

/**
 * Height (px) of the widget in every state — skeleton, station prices, board, stale, error — which the
 * loader reserves at once (CLS 0). Partners may reserve it in their own CSS too:
 * `gari-fuel-prices { display: block; height: 296px }`.
 */
export const FUEL_WIDGET_HEIGHT = 296;

/** Rows the widget shows: one per fuel in station mode, the cheapest stations in board mode. */
export const FUEL_WIDGET_ROWS = 3;

/** How often (ms) the loader fetches the widget's HTML again: 10 minutes. */
export const FUEL_WIDGET_REFRESH_MS = 600_000;

/** Modes of the widget: one station's fuels, or the cheapest stations of its city for one fuel. */
export const FUEL_WIDGET_MODES = ['station', 'board'] as const;
export type FuelWidgetMode = (typeof FUEL_WIDGET_MODES)[number];

/** Themes of the widget (`theme` attribute). */
export const FUEL_WIDGET_THEMES = ['light', 'dark'] as const;
export type FuelWidgetTheme = (typeof FUEL_WIDGET_THEMES)[number];

/** 403 text when the page's origin is not among the station's allowed websites. */
export const FUEL_WIDGET_ORIGIN_REFUSED = 'This price widget is not allowed on this website.';
/** 404 text of an unknown key (the API's, shared with `GET /widgets/{key}/fuel-prices`). */
export const FUEL_WIDGET_UNKNOWN_KEY = 'Unknown widget key.';
