/**
 * The price widget's server renderer (issue #11 "the server renders the same React views from
 * `@gari/features` to HTML"): built by `vite.server.config.ts` into `dist/server/fuel-prices.js` (one
 * ES module with React, the views and their CSS inside), which the API loads at run time
 * (`apps/api/src/embed/fuelPrices.ts`) — the API never imports the views itself.
 *
 * - {@link renderFuelPrices}: the HTML fragment `GET /embed/fuel-prices` answers — the widget's
 *   stylesheet in a `<style>`, then the view (its brand colour rule in a second `<style>`). The loader
 *   adopts every `<style>` text as a constructable stylesheet of the shadow root (which a host page's
 *   strict `style-src` allows) and inserts the rest.
 * - {@link renderFuelPricesPage}: the plain iframe page `GET /embed/fuel-prices/frame` — the same
 *   fragment inside `<gari-fuel-prices>`'s declarative shadow root, so it paints without any script,
 *   plus `fuel-prices.js`, which refreshes it every 10 minutes.
 */
import { FuelPricesWidget, type FuelPricesWidgetProps } from '@gari/features/fuelPrices';
import { renderToStaticMarkup } from 'react-dom/server';

/** The views' CSS (vanilla-extract, rem → px, document-only rules dropped), put in by the build. */
declare const __GARI_FUEL_CSS__: string;

/** The price widget's whole stylesheet (the theme's variables and the views' classes). */
export const FUEL_PRICES_CSS: string = __GARI_FUEL_CSS__;

/** What to render: the view's props (state, clock, theme, brand colour, board fuel, Gari's origin). */
export type FuelPricesRenderInput = FuelPricesWidgetProps;

/** The HTML fragment of one widget state: `<style>` with {@link FUEL_PRICES_CSS}, then the view. */
export function renderFuelPrices(input: FuelPricesRenderInput): string {
  return `<style>${FUEL_PRICES_CSS}</style>${renderToStaticMarkup(<FuelPricesWidget {...input} />)}`;
}

/** Escapes an attribute value. */
const attr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Options of {@link renderFuelPricesPage}. */
export interface FuelPricesPageOptions {
  /** `<title>` of the page, e.g. 'Fuel prices · SP Kimironko'. */
  title: string;
  /** URL of `fuel-prices.js` (refreshes the widget). */
  script: string;
  /** Attributes of `<gari-fuel-prices>`: key, mode, fuel, theme, brand-color (absent ones left out). */
  attributes: Record<string, string | undefined>;
}

/**
 * The plain iframe page: `<gari-fuel-prices>` with the rendered fragment in a declarative shadow root
 * (`<template shadowrootmode="open">`), painted before any script runs; `fuel-prices.js` (async) finds
 * the content in place and only schedules the refreshes. A page of its own, so it has its `<main>` and
 * a visually hidden `<h1>` (the title).
 */
export function renderFuelPricesPage(input: FuelPricesRenderInput, options: FuelPricesPageOptions): string {
  const attributes = Object.entries(options.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${attr(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attr(options.title)}</title>
<link rel="icon" href="data:,">
<style>body{margin:0}.h{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}</style>
<script async src="${attr(options.script)}"></script>
</head>
<body>
<main><h1 class="h">${attr(options.title)}</h1><gari-fuel-prices${attributes}><template shadowrootmode="open">${renderFuelPrices(input)}</template></gari-fuel-prices></main>
</body>
</html>
`;
}
