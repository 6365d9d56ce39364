import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild, reactRuntime } from '../../tsup.base';

/**
 * One entry per component family / flow folder, so widgets import only what they use. No `.d.ts`:
 * every workspace consumer (type-check, Vite, Vitest) reads the sources through the `gari-source`
 * condition, and the declarations of this package alone took over 6 GB and minutes to bundle.
 */
export default defineConfig({
  ...packageBuild,
  dts: false,
  entry: ['src/*/index.ts'],
  splitting: true,
  external: [...packageBuild.external, ...reactRuntime],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
