import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { viteFastify } from '@fastify/vite/plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { messagesPlugin } from '../../packages/features/vite/messagesPlugin.mjs';
import { preactRuntime } from '../../vite.preact';
import { siteCodeSplitting } from './chunks.config';
import { pwa } from './pwa.config';
import { routeChunks } from './routeChunks.config';

/**
 * Plugins of the site build.
 * - `viteFastify` (`@fastify/vite`): two builds, the browser's (`dist/client`, served by the API)
 *   and the server's (`dist/server`, entry `src/entry-server.tsx`), and `dist/vite.config.json`
 *   that the API reads to find them (issue #8 server-rendered first paint).
 * - compression: `.br` and `.gz` next to every text file over 1 kB; the API sends them with
 *   `Content-Encoding` (`@fastify/static` `preCompressed`).
 */
const plugins: PluginOption[] = [
  viteFastify({ clientModule: '/src/entry-server.tsx' }),
  reactRouterProductionBuild(),
  // React to write, Preact to ship (`vite.preact.ts`; README "Architecture: server rendering").
  preactRuntime(import.meta.url, fileURLToPath(new URL('./src/preact/static.ts', import.meta.url))),
  {
    // Inside the API process (middleware mode) `/api` is the API itself: no proxy to :3000.
    name: 'gari-no-api-proxy-in-middleware-mode',
    config(config) {
      if (config.server?.middlewareMode) delete config.server.proxy;
    },
  },
  react(),
  vanillaExtractPlugin(),
  // Message catalogs (ICU JSON) compiled into the formatter's functions.
  messagesPlugin(),
  // The installable, offline-tolerant shell: manifest, icons, service worker (`pwa.config.ts`).
  pwa(),
  // `route-chunks.json`: each page's files, for prefetching links in view without running them.
  routeChunks(),
  {
    // The page's JavaScript is fetched at low priority (issue #8 First Contentful Paint): the HTML
    // is server-rendered, so only the stylesheet stands between the response and the first paint,
    // and the module scripts (deferred anyway) must not take its bandwidth on a slow network. The
    // API adds the route's chunks the same way (`apps/api/src/site/ssr.ts` `modulePreloads`).
    name: 'gari-scripts-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  },
  {
    // `SITE_SOURCEMAP=1 vite build`: source maps of the browser build (size analysis only);
    // `SITE_NOMINIFY=1 vite build`: an unminified browser build, whose CPU profiles name every
    // function and component (Total Blocking Time work, issue #8).
    name: 'gari-sourcemap-on-demand',
    configEnvironment(name) {
      if (name === 'client' && process.env.SITE_SOURCEMAP) return { build: { sourcemap: true } };
      if (name === 'client' && process.env.SITE_NOMINIFY) return { build: { minify: false } };
    },
  },
  compression({
    include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
    exclude: /(\.vite\/|[\\/]server[\\/]|vite\.config\.json$)/,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  }),
];

/**
 * React Router's production build in `vite build` (issue #8 Total Blocking Time). Every condition of
 * the `react-router` package's `exports` names its development build (remix-run/react-router#14102,
 * #14753): dev-only warnings, checks and a larger bundle reach the browser (~30 kB gzip; its
 * hydration-time work showed in the CPU profile of /gas-station). The production files ship beside it
 * (`dist/production`), so a build aliases `react-router` and `react-router/dom` to them; `vite` dev keeps
 * the development build and its warnings.
 */
function reactRouterProductionBuild(): PluginOption {
  const pkg = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'gari-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(pkg, 'dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(pkg, 'dist/production/dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * The Gari site (Vite + React, server-rendered by the API through `@fastify/vite`, then hydrated).
 * `pnpm --filter @gari/site build` writes `dist/client` and `dist/server`; `pnpm dev` runs Vite in
 * the API process (middleware mode, SSR through Vite's module runner). `vite` alone (port 5173,
 * `/api` proxied to :3000) still serves the client-rendered app.
 */
export default defineConfig({
  // Explicit, so the API process (`@fastify/vite` dev mode, started elsewhere) uses this folder.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins,
  // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
  // (the vanilla-extract compiler resolves `.css.ts` imports in the ssr environment).
  resolve: { conditions: ['gari-source', ...defaultClientConditions] },
  environments: {
    // Few, larger chunks for the browser (`chunks.config.ts`).
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: siteCodeSplitting },
        },
      },
    },
    ssr: {
      resolve: { conditions: ['gari-source', ...defaultServerConditions] },
      // Our workspace packages are TypeScript sources: bundle them (and the CSS-in-TS they import).
      // @fastify/vite loads the bundle by the entry's file name (dist/server/entry-server.js).
      build: { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } },
    },
  },
  ssr: { noExternal: [/^@gari\//, /^@vanilla-extract\//] },
  // One stylesheet for the whole site, linked in the head of every server-rendered page: no flash of
  // unstyled content whichever route the first request hits. The manifest lets `pnpm size`
  // (scripts/size.mjs) find each route's chunks.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, cssCodeSplit: false },
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
});
