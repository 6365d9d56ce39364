#!/usr/bin/env node
// @ts-check
/**
 * Size check: the gzip size of the JavaScript and CSS each route of the built site downloads
 * (the entry chunk and its static imports, plus the route's lazy chunk and its static imports).
 * Reads `apps/site/dist/client/.vite/manifest.json` (vite `build.manifest`); every route is a lazy module
 * `apps/site/src/routes/<name>.tsx`.
 * Fails (exit 1) when a budget in BUDGETS is exceeded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/site/dist/client');
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Regression budgets in bytes gzip for any single route (JS, CSS): set just above what the routes
 * measure today (entry ≈ 230 kB JS, heaviest route ≈ 274 kB; decimal kB), so growth fails the check. The goal is far lower (see README).
 */
const BUDGETS = { js: 290_000, css: 30_000 };

const gz = new Map();
/** @param {string} file */
function gzipBytes(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

/** Static closure of a manifest key: its files + css. @param {string} key @param {Set<string>} js @param {Set<string>} css */
function closure(key, js = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) closure(i, js, css);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

/** @type {Record<string, string>} route module name → manifest key of its lazy module */
const routes = {};
for (const [k, v] of Object.entries(manifest)) {
  const m = /^src\/routes\/(.+)\.tsx$/.exec(k);
  if (m?.[1] && v.isDynamicEntry) routes[m[1]] = k;
}
if (Object.keys(routes).length === 0) throw new Error('No lazy route modules found in the manifest');

const sum = (/** @type {Set<string>} */ files) => [...files].reduce((n, f) => n + gzipBytes(f), 0);
/** Decimal kilobytes (1 kB = 1000 bytes), the unit of the issues' budgets. */
const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} kB`;
const base = closure(entryKey);
console.log(`\nSize check (gzip -9), site entry: JS ${kb(sum(base.js))}, CSS ${kb(sum(base.css))}`);
console.log(`${'route'.padEnd(34)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}`);
let over = false;
for (const [route, key] of Object.entries(routes).sort()) {
  const { js, css } = closure(key, new Set(base.js), new Set(base.css));
  const j = sum(js);
  const c = sum(css);
  const flag = j > BUDGETS.js || c > BUDGETS.css ? '  OVER BUDGET' : '';
  if (flag) over = true;
  console.log(`${route.padEnd(34)} ${kb(j).padStart(10)} ${kb(c).padStart(10)}${flag}`);
}
console.log(`budgets per route: JS ${kb(BUDGETS.js)}, CSS ${kb(BUDGETS.css)}`);

// The booking widget (apps/embed/dist, issue #3): the stub + loader a partner page loads up front, and
// the widget bundle (one ES module with its CSS inside) that must arrive before it is interactive.
const embedDist = join(root, 'apps/embed/dist');
/** Budgets in bytes gzip (issue #3): stub + loader 2 kB; widget JavaScript to interactive 125 kB. */
const EMBED_BUDGETS = { loader: 2_000, widget: 125_000 };
/** @param {string} file */
const gzipEmbed = (file) => gzipSync(readFileSync(join(embedDist, file)), { level: 9 }).length;
/** @type {{ widget: string, loader: string, stub: string } | null} */
let embed = null;
try {
  embed = JSON.parse(readFileSync(join(embedDist, 'embed-manifest.json'), 'utf8'));
} catch {
  console.log('\nembed: not built (pnpm --filter @gari/embed build), sizes not checked');
}
if (embed) {
  const loader = gzipEmbed(embed.stub) + gzipEmbed(embed.loader);
  const widget = gzipEmbed(embed.widget);
  const flag = (/** @type {number} */ n, /** @type {number} */ budget) => {
    if (n <= budget) return '';
    over = true;
    return '  OVER BUDGET';
  };
  console.log(`\nBooking widget (gzip -9)${' '.repeat(10)} ${'JS'.padStart(10)} ${'budget'.padStart(10)}`);
  console.log(
    `${'stub + loader'.padEnd(34)} ${kb(loader).padStart(10)} ${kb(EMBED_BUDGETS.loader).padStart(10)}  (${loader} B)${flag(loader, EMBED_BUDGETS.loader)}`,
  );
  console.log(
    `${'widget to interactive'.padEnd(34)} ${kb(widget).padStart(10)} ${kb(EMBED_BUDGETS.widget).padStart(10)}  (${widget} B)${flag(widget, EMBED_BUDGETS.widget)}`,
  );
}
process.exit(over ? 1 : 0);
