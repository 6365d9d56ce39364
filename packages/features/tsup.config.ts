import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** One entry per component family / flow folder, so widgets import only what they use. */
export default defineConfig({
  entry: ['src/*/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  external: [
    /^@gari\//,
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^react-aria/,
    /^@react-aria/,
    'xstate',
    '@xstate/react',
    '@tanstack/react-query',
    'react-router',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
