#!/usr/bin/env node
// @ts-check
/**
 * Size check (issue #8 point 3): the gzip size of the JavaScript and CSS of the built site's entry
 * (the entry chunk and its static imports) and of each route to interactive (the entry, the app's
 * start and the root layout that the entry always lazy-loads, and the route's lazy chunk, each with
 * its static imports).
 * Reads `apps/site/dist/client/.vite/manifest.json` (vite `build.manifest`); every route is a lazy
 * module `apps/site/src/routes/<name>.tsx`. Prints a table of the entry and every route with the
 * issue's goal (entry 110 kB, public routes 150 kB, member routes 200 kB, CSS 30 kB) and the ceiling
 * enforced today (`LIMITS`); fails (exit 1) above a ceiling; the booking widget's budgets likewise,
 * and the price widget's bytes to first paint (issue #11: ≤ 20,000 B gzip; see `fuelWidgetSize.mjs`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureFuelWidget } from './fuelWidgetSize.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.SIZE_DIST ?? join(root, 'apps/site/dist/client');
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Budgets in bytes gzip (issue #8 point 3; decimal kB). `entry`: the entry chunk and its static
 * imports. `public`: a public route's JavaScript to interactive; `member`: the same for a route only
 * members use. `css`: any single route's CSS.
 */
const BUDGETS = { entry: 110_000, public: 150_000, member: 200_000, css: 30_000 };

/**
 * Ceilings enforced today (bytes gzip), just above what the build measures, so any growth fails while
 * the issue's {@link BUDGETS} are not yet met (issue #8 stays open until LIMITS equal BUDGETS). The
 * entry meets its budget (69.9 kB: React; the router, data layer and client are the start chunk,
 * counted in every route). Heaviest public route 196.4 kB (login), heaviest member route 274.4 kB
 * (vehicleNew). Lower them as routes shrink; never raise them without a reason in the commit.
 */
// Raised once (issue #10): the route table gained ten spareshop routes and the client the spareshop
// calls (entry +1.3 kB), and the make/model pickers became one shared component (member +1 kB).
// Member raised again by 2 kB (issue #10): the listing form gained cars for sale and photo order
// (sellEdit 260.0 kB); public lowered by 10 kB after the hydration work (maintenance 226.4 kB).
// Issue #11: the route table gained /gas-station and /gas-station/:id (the
// lists of chunks each lazy route preloads, +0.5 kB) and the client the gas station paths (+0.1 kB);
// measured 126.6 kB before the #8 chunking. /gas-station and /gas-station/:id are public routes (228.2 and 223.1 kB, no
// more than /carwashes' 228.6 kB).
// Issue #8 (few, larger chunks, apps/site/chunks.config.ts): entry to its budget, public lowered to
// 197 kB; member raised by 13 kB: small common chunks are copied into the chunks that use them, and a
// member form loads copies from both the root layout's chunk and its own (vehicleNew 262.1 -> 274.4
// kB), in exchange for 7-13 files instead of 41-60 on the public pages.
// Raised for one commit (CI insurance, 2026-11-26): the gas pages (public 251.1 kB) and vehicleNew
// (275.4 kB) failed the check on the landed main; the size work that follows lowers them again.
// Lowered (issue #8 size work): boot 147.1 -> 143.6 kB, as each feature folder's class names are a
// styles chunk of their own (loaded with its routes, the CSS emitted once) and TanStack Query is one
// chunk (no copy of its observer in every route); the gas list loads no number field or dialog and
// its distance slider's and chips' react-aria parts on idle (look-alikes server-render), the station
// page its cart and the member's Report a price on demand. Heaviest public route 196.2 kB
// (gasStations; gasStation 251.1 -> 176.8 kB), heaviest member route 268.4 kB (vehicleNew).
// Raised (issue #13, service reminders and CSV import/export): the client gained the reminder and CSV
// calls and the route table their 8 paths (boot 144.1 -> 144.4 kB), and My Cars the reminder badge;
// measured on the branch's base: gasStations 196.9 -> 197.2 kB, vehicleNew 269.0 -> 269.5 kB (the
// car page's reminder and CSV panels are lazy chunks of their own, outside these figures). After
// merging main (issue #16: the contract's field-error map, boot 144.4 -> 144.7 kB): gasStations 197.5 kB,
// vehicleNew 269.8 kB.
// Raised (issue #16 Locale): every view's texts now ship in four languages (en, fr, rw, sw) and the
// root carries the language wiring (LocaleProvider, react-aria's I18nProvider, the picker): boot
// 144.8 -> 155.9 kB, gasStations 197.6 -> 210.6 kB, vehicleNew 269.9 -> 284.2 kB. Loading a
// language's catalogs only when it is chosen would win most of it back (noted, not built yet).
// Lowered (issue #16, languages load on choice: a page carries English only, the other languages are
// one chunk each, fetched when chosen): boot 155.9 -> 151.1 kB; every remaining view translated, the
// heaviest public route is gasStations 203.3 kB (was 210.6), the heaviest member route sellEdit
// 277.1 kB (vehicleNew 284.2 -> 276.0).
// Lowered (issue #8, the build ships on Preact: React DOM's 68.6 kB gzip becomes preact/compat's
// ~11 kB): boot 151.1 -> 93.1 kB; every public route now meets its 150 kB budget (heaviest
// gasStations 203.3 -> 144.4 kB); member routes 277.1 -> 216.0 kB (sellEdit; vehicleNew 215.0,
// sell 210.9, partner 204.8 are still over the 200 kB goal).
// Lowered to the budget (issue #8, every member route fits): the listing form's make → model pickers
// (react-aria's ComboBox) and Add Vehicle's optional details (its NumberField) load on demand behind
// field look-alikes; the partner console and the profile check what is typed with the contract's
// zod-free rules (`widgetRules`, `photoRules`), so zod leaves their first load. sellEdit 216.0 ->
// 159.4 kB, sell 210.9 -> 154.4, vehicleNew 215.0 -> 197.4 (now the heaviest), partner 204.8 -> 174.7,
// profile 167.0 -> 140.7.
const LIMITS = { entry: 110_000, public: 150_000, member: 200_000, css: 30_000 };

/** Route modules (`src/routes/<name>.tsx`) of routes only members use; every other route is public. */
const MEMBER_ROUTES = new Set([
  'aiMechanic',
  'booking',
  'checkout',
  'diagnosticResults',
  'myBookings',
  'orderDetail',
  'orders',
  'partner',
  'profile',
  'sell',
  'sellEdit',
  'sellerListings',
  'sessions',
  'vehicleNew',
  'vehicleStatus',
  'vehicles',
]);

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
for (const name of MEMBER_ROUTES)
  if (!routes[name]) throw new Error(`MEMBER_ROUTES names ${name}, not a route module`);

const sum = (/** @type {Set<string>} */ files) => [...files].reduce((n, f) => n + gzipBytes(f), 0);
/** Decimal kilobytes (1 kB = 1000 bytes), the unit of the issues' budgets. */
const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} kB`;
let over = false;
/**
 * '  OVER LIMIT' (and the check fails) when n > limit; '  over goal' (reported only) when n > the
 * issue's budget. @param {number} n @param {number} budget @param {number} [limit]
 */
const flag = (n, budget, limit = budget) => {
  if (n > limit) {
    over = true;
    return '  OVER LIMIT';
  }
  return n > budget ? '  over goal' : '';
};

// Every page downloads the entry closure (React), then what the entry always lazy-loads: the app's
// start (`src/start.tsx`: router, data layer, API client, route table) and the root layout
// (`src/App.tsx`, the chrome; the root route's lazy module). They load in parallel with the page's
// chunk on every first load, so they count for every route. Other lazy imports (the photo upload
// helper of the API client) load only when used and count for no route.
const BOOT = ['src/start.tsx', 'src/App.tsx'];
for (const key of BOOT)
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazy chunk in the manifest`);
const base = closure(entryKey);
// One stylesheet for the whole site (`build.cssCodeSplit: false`): linked from index.html, not in the
// manifest's `css` lists, so it is read from the built index.html and counted for the entry.
for (const m of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
  /<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g,
)) {
  if (m[1]) base.css.add(m[1]);
}
const entryJs = sum(base.js);
const boot = { js: new Set(base.js), css: new Set(base.css) };
const bootKeys = BOOT;
for (const k of bootKeys) closure(k, boot.js, boot.css);
const bootJs = sum(boot.js);

const row = (/** @type {string[]} */ cells) =>
  console.log(
    `${cells[0]?.padEnd(30)} ${cells
      .slice(1)
      .map((c) => c.padStart(11))
      .join(' ')}`,
  );
console.log('\nSize check (gzip -9 bytes; kB = 1000 bytes)');
row(['', 'JS', 'goal', 'limit', 'CSS', 'class']);
row([
  'entry (+ static imports)',
  kb(entryJs),
  kb(BUDGETS.entry),
  kb(LIMITS.entry),
  kb(sum(base.css)),
  `entry${flag(entryJs, BUDGETS.entry, LIMITS.entry)}`,
]);
row([`boot (+ ${bootKeys.join(', ') || 'nothing'})`.slice(0, 30), kb(bootJs), '', '', kb(sum(boot.css)), '']);
for (const [route, key] of Object.entries(routes).sort()) {
  const { js, css } = closure(key, new Set(boot.js), new Set(boot.css));
  const member = MEMBER_ROUTES.has(route);
  const budget = member ? BUDGETS.member : BUDGETS.public;
  const limit = member ? LIMITS.member : LIMITS.public;
  const j = sum(js);
  const c = sum(css);
  const f = flag(j, budget, limit) || flag(c, BUDGETS.css, LIMITS.css);
  row([route, kb(j), kb(budget), kb(limit), kb(c), `${member ? 'member' : 'public'}${f}`]);
}
console.log(
  `routes count entry + boot + the route's lazy chunk and static imports; CSS budget per route ${kb(BUDGETS.css)}`,
);

// The booking widget (apps/embed/dist, issue #3): the stub + loader a partner page loads up front, and
// the widget bundle (one ES module with its CSS inside) that must arrive before it is interactive.
const embedDist = join(root, 'apps/embed/dist');
/**
 * Budgets in bytes gzip (issue #3): stub + loader 2 kB; widget JavaScript to interactive 125 kB
 * (124.6 kB: the rules of classes the widget never names are left out of its CSS, `shadowCss.ts`).
 */
// Raised (issue #16 Locale): the wizard's catalog in four languages, 124.7 -> 128.2 kB; lowered when
// the other languages left the bundle (the widget speaks English; 126.2 kB).
// Back to the budget (issue #7): 126,231 -> 124,484 B. The build defines `__GARI_ENGLISH_ONLY__` (no
// Kinyarwanda date tables, no translator registry), the booking page's and the retry alert's texts are
// catalogs of their own, and the theme's custom properties nothing reads leave the CSS (an xstate
// transform that dropped `setup()`'s unused helpers, -0.7 kB, went again once the widget was on Preact).
// On Preact (issue #8, `vite.preact.ts`: React DOM becomes preact/compat in the build): 124,484 ->
// 67,539 B (66,845 B with an xstate transform, dropped as no longer needed). The ceiling sits just
// above, so growth fails long before the budget.
// The widget on the client's shared core (issue #7 item 2: `createCore` and the real providers, bookings
// and widgets parts instead of its own fetch wrapper): 67,539 -> 70,868 B (the transport's refresh and
// upload paths, the derived methods of both parts); ceiling raised to match, still far under the budget.
// The booking views compose @gari/ui's layout primitives (issue #7 item 5: Box, Stack, Inline, Card and
// their sprinkles instead of per-feature classes) and the texts go through the ICU formatter
// (item 6): 70,868 -> 73,837 B; ceiling raised to 75,000 B, the budget stays 125,000 B.
const EMBED_BUDGETS = { loader: 2_000, widget: 125_000 };
/** Ceilings enforced today (bytes gzip), at or under {@link EMBED_BUDGETS}. */
const EMBED_LIMITS = { loader: 2_000, widget: 75_000 };
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
  console.log(`\nBooking widget (gzip -9)${' '.repeat(10)} ${'JS'.padStart(10)} ${'budget'.padStart(10)}`);
  console.log(
    `${'stub + loader'.padEnd(34)} ${kb(loader).padStart(10)} ${kb(EMBED_BUDGETS.loader).padStart(10)}  (${loader} B)${flag(loader, EMBED_BUDGETS.loader)}`,
  );
  console.log(
    `${'widget to interactive'.padEnd(34)} ${kb(widget).padStart(10)} ${kb(EMBED_BUDGETS.widget).padStart(10)}  (${widget} B)${flag(widget, EMBED_BUDGETS.widget, EMBED_LIMITS.widget)}`,
  );
}

// The price widget (issue #11 Done when 3): scripts + server-rendered HTML and CSS of a seeded station.
/** Budget in bytes gzip of everything before the price widget's first paint. */
const FUEL_BUDGET = 20_000;
const fuel = await measureFuelWidget(root);
if (!fuel) {
  console.log('\nprice widget: app or embed not built (pnpm build), bytes to first paint not checked');
} else {
  const scripts = Object.values(fuel.scripts).reduce((n, b) => n + b, 0);
  console.log(
    `\nPrice widget, bytes to first paint (gzip -9)${' '.repeat(3)} ${'bytes'.padStart(8)} ${'budget'.padStart(8)}`,
  );
  for (const [file, bytes] of Object.entries(fuel.scripts))
    console.log(`  ${file.padEnd(44)} ${String(bytes).padStart(8)}`);
  for (const [mode, bytes] of Object.entries(fuel.html)) {
    const total = scripts + bytes;
    console.log(
      `${`  HTML + CSS, ${mode} mode (seeded SP Kimironko)`.padEnd(46)} ${String(bytes).padStart(8)}`,
    );
    console.log(
      `${`total, ${mode} mode`.padEnd(46)} ${String(total).padStart(8)} ${String(FUEL_BUDGET).padStart(8)}${flag(total, FUEL_BUDGET)}`,
    );
  }
}
process.exit(over ? 1 : 0);
