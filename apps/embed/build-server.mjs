#!/usr/bin/env node
// @ts-check
/**
 * Builds only the price widget's server renderer (`vite.server.config.ts`) into `dist/server/`, or into
 * the folder given as the first argument (`node apps/embed/build-server.mjs /tmp/x` writes
 * `/tmp/x/server/fuel-prices.js`): the API tests build it this way, as `pnpm test` runs them before
 * `pnpm build`. `build.mjs` builds it with the rest.
 */
import { join, resolve } from 'node:path';
import { build } from 'vite';

// A production build whatever the caller's NODE_ENV (the API tests run with NODE_ENV=test, which would
// make the React plugin emit `jsxDEV` calls that production React does not have).
process.env.NODE_ENV = 'production';
const here = new URL('.', import.meta.url).pathname;
const out = process.argv[2] ? join(resolve(process.argv[2]), 'server') : join(here, 'dist/server');
await build({
  configFile: join(here, 'vite.server.config.ts'),
  root: here,
  logLevel: 'warn',
  build: { outDir: out },
});
