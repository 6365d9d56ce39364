import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild, reactRuntime } from '../../tsup.base';

/** One entry per component family / flow folder, so widgets import only what they use. */
export default defineConfig({
  ...packageBuild,
  entry: ['src/*/index.ts'],
  splitting: true,
  external: [...packageBuild.external, ...reactRuntime],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
