#!/usr/bin/env node
// @ts-check
/**
 * Builds the embed into `dist/` (served by the API under /embed/):
 * 1. `widget-[hash].js`: the widget bundle (vite.config.ts: React, booking machine and views, CSS inside);
 * 2. `server/fuel-prices.js`: the price widget's server renderer (vite.server.config.ts; the API loads
 *    it to answer `/embed/fuel-prices`);
 * 3. `loader.js` (IIFE, no React; knows the widget file name), `stub.js` (the inline stub, with the
 *    placeholder `__LOADER_URL__`), `iframe.js` (the iframe page's script), `fuel-prices.js` (the
 *    price widget's element, no React);
 * 4. `booking.html`: the plain iframe page (served at /embed/booking and /embed/iframe);
 * 5. `embed-manifest.json`: file names, for the API and `scripts/size.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, defaultClientConditions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = new URL('.', import.meta.url).pathname;
const dist = join(here, 'dist');

await build({ configFile: join(here, 'vite.config.ts'), root: here, logLevel: 'warn' });
// The price widget's server renderer (dist/server/fuel-prices.js, loaded by the API).
await import('./build-server.mjs');
/** @type {Record<string, { file: string, isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const widget = Object.values(manifest).find((c) => c.isEntry)?.file;
if (!widget) throw new Error('No widget entry in the manifest');

for (const name of ['loader', 'stub', 'iframe', 'fuel-prices']) {
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    // .br and .gz copies over 1 kB, as vite.config.ts does for the widget (issue #8).
    plugins: [
      compression({
        include: /\.js$/,
        threshold: 1024,
        algorithms: ['brotliCompress', 'gzip'],
        logLevel: 'silent',
      }),
    ],
    define: { __WIDGET_FILE__: JSON.stringify(widget) },
    // Our packages from source (`@gari/contract/fuelWidget`'s constants in fuel-prices.js).
    resolve: { conditions: ['gari-source', ...defaultClientConditions] },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: join(here, `src/${name}.ts`),
        formats: ['iife'],
        name: `gari_${name.replace('-', '_')}`,
        fileName: () => `${name}.js`,
      },
      rolldownOptions: { output: { minify: { compress: { target: 'es2020' }, mangle: { toplevel: true } } } },
    },
  });
}

writeFileSync(
  join(dist, 'booking.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Book a service · Gari</title>
<link rel="icon" href="data:,">
<script type="module" src="./${widget}"></script>
<script defer src="./iframe.js"></script>
</head>
<body style="margin:0"></body>
</html>
`,
);
writeFileSync(
  join(dist, 'embed-manifest.json'),
  `${JSON.stringify(
    {
      widget,
      loader: 'loader.js',
      stub: 'stub.js',
      iframe: 'iframe.js',
      page: 'booking.html',
      fuelPrices: 'fuel-prices.js',
      fuelPricesServer: 'server/fuel-prices.js',
    },
    null,
    2,
  )}\n`,
);
console.log(
  `embed built: dist/${widget}, loader.js, stub.js, iframe.js, fuel-prices.js, booking.html, server/`,
);
