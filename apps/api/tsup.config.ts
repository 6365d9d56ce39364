import { defineConfig } from 'tsup';

/**
 * Production build of the API (issue #8 "The API built for production"): `src/server.ts` bundled into
 * `dist/server.js` (ESM, Node 20), run by `pnpm start` with plain `node`. Our workspace package
 * `@gari/contract` is bundled from its TypeScript source (`gari-source` condition); npm dependencies
 * (native ones like `@node-rs/argon2`, PGlite's WASM files, pg…) stay external and load from
 * `node_modules`. The SQL migrations are read at run time from `apps/api/drizzle` (see `db/client.ts`).
 */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  dts: false,
  noExternal: [/^@gari\//],
  esbuildOptions(options) {
    options.conditions = ['gari-source', 'node', 'import', 'default'];
  },
});
