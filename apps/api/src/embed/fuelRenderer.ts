/**
 * The price widget's server renderer as the API sees it (issue #11 "the server renders the same React
 * views from `@gari/features` to HTML"): `apps/embed` builds it into `dist/server/fuel-prices.js` (one ES
 * module with React, the views and their CSS), and the API loads that file at run time, so it never
 * imports the views' sources (DESIGN: `apps/api` depends on `contract` only) — the same way
 * `site/ssr.ts` loads the site's built `entry-server.js`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FuelType } from '@gari/contract/gasOptions';
import type { FuelWidgetData } from '@gari/contract/gasStations';
import { embedDist } from './static';

/** Why the widget shows no prices (the views' `FuelPricesErrorReason`). */
export type FuelErrorReason = 'unknown_key' | 'origin_refused' | 'unavailable';

/** What the renderer draws: the views' `FuelPricesWidgetProps`. */
export interface FuelRenderInput {
  state:
    | { status: 'prices'; data: FuelWidgetData['data']; stale?: boolean }
    | { status: 'error'; reason: FuelErrorReason };
  /** Ages ('2h ago') are measured against it. */
  now: Date;
  theme: 'light' | 'dark';
  /** `#rrggbb` from the `brand_color` query, else null (the station's colour). */
  brandColor: string | null;
  /** Board mode's fuel. */
  fuel: FuelType;
  /** Gari's origin, for the links to station pages. */
  siteUrl: string;
}

/** The built module's exports (`apps/embed/src/fuelPrices/server.tsx`). */
export interface FuelRenderer {
  /** The HTML fragment: the widget's `<style>`, then the view. */
  renderFuelPrices(input: FuelRenderInput): string;
  /** The plain iframe page (the fragment in `<gari-fuel-prices>`'s declarative shadow root). */
  renderFuelPricesPage(
    input: FuelRenderInput,
    options: { title: string; script: string; attributes: Record<string, string | undefined> },
  ): string;
}

/** Where the built renderer is: `<EMBED_DIST or apps/embed/dist>/server/fuel-prices.js`. */
export const rendererFile = (): string => join(embedDist(), 'server', 'fuel-prices.js');

const loaded = new Map<string, Promise<FuelRenderer>>();

/**
 * The renderer module (imported once per file), or null when the embed is not built
 * (`pnpm --filter @gari/embed build`).
 */
export async function loadFuelRenderer(file = rendererFile()): Promise<FuelRenderer | null> {
  if (!existsSync(file)) return null;
  let module = loaded.get(file);
  if (!module) {
    module = import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<FuelRenderer>;
    loaded.set(file, module);
  }
  return module;
}

/** `'sha256-…'` of every `<style>` element's text in `html` (for a page's `style-src`). */
export function styleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * Content-Security-Policy of the iframe page: its own script (`/embed/fuel-prices.js`) and calls, its
 * inline styles by hash (no `'unsafe-inline'`), and framed only by Gari itself and `ancestors` (the
 * station's allowed websites) — the iframe's own origin allowlist, as a page request carries no Origin.
 */
export function framePolicy(html: string, ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHashes(html).join(' ') || "'none'"}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors 'self' ${[...new Set(ancestors)].join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
