import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { pwa } from './pwa.config';
/**
 * The Gari site (Vite + React SPA). `pnpm --filter @gari/site build` writes `dist/`, which the API
 * serves; `pnpm --filter @gari/site dev` serves on :5173 and proxies `/api` to the API on :3000.
 * The build writes `.br` and `.gz` next to every text file over 1 kB (issue #8): the API sends them
 * with `Content-Encoding` (`@fastify/static` `preCompressed`).
 */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    pwa(),
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      exclude: /\.vite\//,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
  // (the vanilla-extract compiler resolves `.css.ts` imports in the ssr environment).
  resolve: { conditions: ['gari-source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } } },
  // The manifest lets `pnpm size` (scripts/size.mjs) find each route's chunks.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } } },
});
