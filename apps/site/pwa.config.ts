import { existsSync, readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
// The route table's plain-data half (no zod); imported by path because the config runs before any build.
import { allPaths } from '../../packages/contract/src/paths';

/**
 * Public read-only API calls (spec §7 with `auth: 'none'`, `GET`) that the service worker may keep for
 * offline use: reference lists, providers, stats. Never member data (`member`/`staff`/`optional`),
 * never slots (they change by the minute), never the widget config, the newsletter's confirm and
 * unsubscribe links (each must reach the server) or development routes.
 * @returns one anchored pattern over `/api/v1` paths, e.g. `^/api/v1/(?:/makes|/garages|…)$`.
 */
export function publicApiPattern(): RegExp {
  const sources = allPaths
    .filter((p) => p.method === 'GET' && p.auth === 'none')
    .filter(
      (p) =>
        !/^(dev|widgets)\./.test(p.id) &&
        !p.path.startsWith('/widgets/') &&
        !p.path.startsWith('/newsletter/') &&
        !p.path.endsWith('/slots'),
    )
    .map((p) => p.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+'));
  return new RegExp(`^https?://[^/]+/api/v1(?:${sources.join('|')})(?:\\?.*)?$`);
}

/**
 * Public pages whose code is precached with the entry, so they open offline after one visit even when
 * the worker took control only after the page had loaded (`src/routes/<name>.tsx`).
 */
const OFFLINE_ROUTES = [
  'home',
  'maintenance',
  'carwashes',
  'gasStations',
  'gasStation',
  'providerDetail',
  'marketplace',
  'listing',
  'login',
  'more',
  'help',
  'notFound',
];

/** One chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Keeps the precache to the shell: of the hashed assets, only the entry's and the {@link OFFLINE_ROUTES}'
 * static closures (JS and CSS, read from Vite's manifest); other chunks are cached when first used.
 */
const shellOnly: ManifestTransform = async (entries) => {
  const file = ['dist/.vite/manifest.json', 'dist/client/.vite/manifest.json']
    .map((f) => new URL(f, import.meta.url))
    .find((u) => existsSync(u));
  if (!file) return { manifest: entries };
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const keep = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    for (const css of chunk.css ?? []) keep.add(css);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) add(key);
  // What every page loads after the entry: the app's start (router, data, client) and the root layout.
  add('src/start.tsx');
  add('src/App.tsx');
  for (const name of OFFLINE_ROUTES) add(`src/routes/${name}.tsx`);
  return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url)) };
};

/**
 * The installable, offline-tolerant app shell (issue #8 point 4), built by `vite-plugin-pwa` (Workbox
 * `generateSW`) into `dist/sw.js` and `dist/manifest.webmanifest`:
 * - precaches the shell: the entry's and the main public pages' JS/CSS ({@link shellOnly}), icons and
 *   `offline.html`; every other hashed asset is cached on first use (cache first: names are hashed);
 * - page navigations go to the network first (server-rendered HTML stays fresh), fall back after 4 s or
 *   offline to the last copy of that page, else to `offline.html`; the newsletter's link pages
 *   (`/newsletter/confirm`, `/newsletter/unsubscribe`, one-off tokens) are never kept;
 * - public API reads ({@link publicApiPattern}) without an `Authorization` header: network first, last
 *   copy offline (1 day, 80 entries). Member API answers are never cached: every other `/api/` request
 *   goes straight to the network.
 * The page registers the worker itself (`src/pwa.ts`), after load, so it never delays first paint.
 */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Gari',
      short_name: 'Gari',
      description:
        'Track your cars, find garages, carwashes and fuel prices, and join car owners across Africa.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f5f2',
      theme_color: '#000000',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: hashed assets and the offline page. HTML pages are cached when visited (below).
      globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html', 'icons/*.{png,svg}'],
      manifestTransforms: [shellOnly],
      maximumFileSizeToCacheInBytes: 600_000,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'gari-assets',
            expiration: { maxEntries: 200, maxAgeSeconds: 365 * 24 * 3600 },
          },
        },
        {
          // Not the newsletter's link pages: each carries a one-off token and must reach the server.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/embed/') &&
            !url.pathname.startsWith('/newsletter/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'gari-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 },
            precacheFallback: { fallbackURL: 'offline.html' },
          },
        },
        {
          // Serialized into sw.js: the pattern travels as its source text.
          urlPattern: publicApiPattern(),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'gari-public-api',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 80, maxAgeSeconds: 24 * 3600 },
            // A request carrying a bearer token is a member's: never stored, even on a public path.
            plugins: [
              {
                cacheWillUpdate: async ({ request, response }) =>
                  request.headers.has('authorization') || !response.ok ? null : response,
              },
            ],
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
}
