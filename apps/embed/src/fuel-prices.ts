/**
 * `fuel-prices.js` (issue #11 "The price widget"): defines `<gari-fuel-prices>` and mounts one in every
 * `[data-gari-fuel-prices]` container (see `./fuelPrices/element`). Its own URL is the base of the
 * HTML endpoint (`/embed/fuel-prices`); its `data-gari-key` / `data-gari-fuel-key` is the default key.
 * `loader.js` adds this script by itself when the page has a price widget.
 */
import { defineFuelPrices } from './fuelPrices/element';

const me = document.currentScript as HTMLScriptElement | null;
defineFuelPrices(new URL('.', me?.src ?? location.href).href, me?.dataset);
