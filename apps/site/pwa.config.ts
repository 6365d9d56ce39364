import { VitePWA } from 'vite-plugin-pwa';
// The route table's plain-data half (no zod); imported by path because the config runs before any build.
import { allPaths } from '../../packages/contract/src/paths';

/**
 * Public read-only API calls (spec §7 with `auth: 'none'`, `GET`) that the service worker may keep for
 * offline use: reference lists, providers, stats. Never member data (`member`/`staff`/`optional`),
 * never slots (they change by the minute), never the widget config or development routes.
 * @returns one anchored pattern over `/api/v1` paths, e.g. `^/api/v1/(?:/makes|/garages|…)$`.
 */
export function publicApiPattern(): RegExp {
  const sources = allPaths
    .filter((p) => p.method === 'GET' && p.auth === 'none')
    .filter((p) => !/^(dev|widgets)\./.test(p.id) && !p.path.endsWith('/slots'))
    .map((p) => p.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+'));
  return new RegExp(`^https?://[^/]+/api/v1(?:${sources.join('|')})(?:\\?.*)?$`);
}

/**
 * The installable, offline-tolerant app shell (issue #8 point 4), built by `vite-plugin-pwa` (Workbox
 * `generateSW`) into `dist/sw.js` and `dist/manifest.webmanifest`:
 * - precaches the hashed JS/CSS, icons and `offline.html` (the shell);
 * - page navigations go to the network first (server-rendered HTML stays fresh), fall back after 4 s or
 *   offline to the last copy of that page, else to `offline.html`;
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
    includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png', 'theme-init.js'],
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
      globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html', 'icons/*.{png,svg}', 'theme-init.js'],
      // Route chunks of member pages are large and fetched on demand; keep the precache to the shell.
      maximumFileSizeToCacheInBytes: 600_000,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/embed/'),
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
